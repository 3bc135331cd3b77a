import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

/// The folder of long-tail pages written next to an HTML report (issue 11): `report.files/` for
/// `report.html`. A marker file lists the pages the tool wrote there, so a later run removes those
/// (and only those) before writing its own, or when it has none to write.
enum HTMLPagesFolder {
    /// The marker's name: one page file name a line.
    static let marker = ".linkaudit-pages"

    /// `report.files` for `report.html` or `out/report.htm`: the report's file name without its
    /// extension, then `.files`.
    static func name(for reportPath: String) -> String {
        let file = (reportPath as NSString).lastPathComponent
        let base =
            file.lowercased().hasSuffix(".html") || file.lowercased().hasSuffix(".htm") ? (file as NSString).deletingPathExtension : file
        return base + ".files"
    }

    /// Writes `pages` into the folder next to the report at `absoluteReport`, after removing the
    /// pages an earlier run listed in the marker; with no pages, removes those and the marker, and
    /// the folder when nothing else is left in it. Files the tool did not write are never removed:
    /// only a plain file (no folder, no symbolic link) that the marker lists, directly in the folder
    /// (a name of ``isPageName(_:)``: no `/`, no `..`) and that carries linkaudit's generator
    /// `<meta>` is (issue 25).
    /// Each page is a ``ReportFile``: a page path that is a link, FIFO or device is refused, and so
    /// is a pages folder that is a symbolic link (nothing is removed or written through it).
    /// - Returns: why it could not, or `nil`.
    static func write(_ pages: [HTMLReportPage], nextTo absoluteReport: String) -> ReportFileError? {
        let folder = (absoluteReport as NSString).deletingLastPathComponent + "/" + name(for: absoluteReport)
        var info = stat()
        if PathText.withCPath(text: folder, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK {
            return .symbolicLink(path: folder)
        }
        let markerPath = folder + "/" + marker
        if isPlainFile(markerPath), let listed = PathText.contents(atPath: markerPath).flatMap({ String(validating: $0, as: UTF8.self) }) {
            for page in listed.split(separator: "\n") where isPageName(String(page)) {
                let path = folder + "/" + page
                if isPlainFile(path), DiscoveryWalk.isOwnReport(PathText.bytes(path), format: .html) {
                    PathText.remove(path)
                }
            }
            PathText.remove(markerPath)
        }
        guard !pages.isEmpty else {
            // `rmdir`: only an empty folder goes, even if a file arrived since.
            _ = PathText.withCPath(text: folder) { rmdir($0) }
            return nil
        }
        let names = pages.map(\.name).joined(separator: "\n") + "\n"
        for (name, text) in [(marker, names)] + pages.filter({ isPageName($0.name) }).map({ ($0.name, $0.html) }) {
            do throws(ReportFileError) {
                var file = try ReportFile.open(path: folder + "/" + name, workingDirectory: "/")
                file.write(text)
                try file.commit()
            } catch {
                return error
            }
        }
        return nil
    }

    /// Whether `path` is a regular file itself (`lstat`: never a folder, a symbolic link or a FIFO).
    static func isPlainFile(_ path: String) -> Bool {
        FileSystem.kind(of: PathText.bytes(path), following: false).kind == .regular
    }

    /// A name the tool writes: lower-case ASCII letters, digits and `-`, ending `.html`; no path.
    static func isPageName(_ name: String) -> Bool {
        guard name.hasSuffix(".html"), name.count > 5 else { return false }
        return name.dropLast(5).allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
