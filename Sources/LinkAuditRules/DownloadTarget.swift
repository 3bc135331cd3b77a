import Foundation

/// The file a link's destination names by its path: the last path segment and its extension
/// (`download-without-file-type`, issue 14).
///
/// Only the path counts, never the query or the fragment (`view.html#table.pdf` is a page); the
/// host neither (`https://example.zip` is a site). A path that ends in `/` is a folder or a page.
/// Destinations that name a file but lead to a page about it are not files: a GitHub, GitLab or
/// Bitbucket file viewer (`github.com/OWNER/REPO/blob/…/guide.pdf`) and a MediaWiki file page
/// (`/wiki/File:Map.pdf`). Schemes other than `http`, `https`, `ftp` and `file` (`mailto:`,
/// `data:`, app schemes) name no file.
public struct DownloadTarget: Equatable, Sendable {
    /// The last path segment, percent-decoded: `annual report.pdf`.
    public var fileName: String
    /// The lowercased extension, `tar.gz` for a compressed tar archive; `nil` when the name has none.
    public var fileExtension: String?

    /// The kind of file the extension says, `nil` for a page or an unlisted type.
    public var kind: FileKind? { fileExtension.flatMap(Self.kind(ofExtension:)) }

    /// The kind of an extension as ``fileExtension(of:)`` gives it: its last part decides
    /// (`tar.gz` and `pdf.gz` are archives).
    public static func kind(ofExtension fileExtension: String) -> FileKind? {
        FileKind(fileExtension: String(fileExtension.split(separator: ".").last ?? ""))
    }

    /// Whether `destination` may name a file of a listed ``FileKind``: `false` only when it surely
    /// does not, read from its bytes without decoding or splitting it (most links of a page lead to
    /// pages, and this is asked of every one). A destination with percent-encoding, white space or
    /// non-ASCII bytes may always name one; otherwise the text after the last dot of its last path
    /// segment (the query and fragment cut off) must be a listed extension.
    public static func mayNameListedFile(_ destination: String) -> Bool {
        var segmentStart = 0
        var lastDot: Int?
        var end = 0
        for byte in destination.utf8 {
            if byte == UInt8(ascii: "%") || byte <= 0x20 || byte >= 0x80 { return true }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "?") { break }
            end += 1
            if byte == UInt8(ascii: "/") {
                segmentStart = end
                lastDot = nil
            } else if byte == UInt8(ascii: ".") {
                lastDot = end
            }
        }
        guard let lastDot, lastDot > segmentStart else { return false }
        let utf8 = Array(destination.utf8)
        let suffix = String(decoding: utf8[lastDot..<end].map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        return FileKind(fileExtension: suffix) != nil
    }

    /// The file a destination as written names, or `nil` when it names none (see the type's summary).
    public init?(destination: String) {
        // Most destinations of a page are pages without an extension: no need to take them apart.
        guard destination.utf8.contains(UInt8(ascii: ".")) else { return nil }
        var rest = Substring(destination.trimmingCharacters(in: .whitespacesAndNewlines))
        if let cut = rest.firstIndex(where: { $0 == "#" || $0 == "?" }) { rest = rest[..<cut] }
        var host: Substring = ""
        if let colon = rest.firstIndex(of: ":"), rest[..<colon].count > 1,
            rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        {
            guard Self.fileSchemes.contains(rest[..<colon].lowercased()) else { return nil }
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            host = rest[..<slash]
            rest = rest[slash...]
        }
        guard let last = rest.split(separator: "/", omittingEmptySubsequences: false).last, !last.isEmpty,
            !Self.isViewerPage(host: host.lowercased(), path: rest)
        else { return nil }
        fileName = String(last).removingPercentEncoding ?? String(last)
        fileExtension = Self.fileExtension(of: fileName)
    }

    /// The lowercased extension of a file name (`report.PDF` -> `pdf`): one to five ASCII letters
    /// and digits after the last dot, not digits alone (`python-3.11`). A compressed tar archive or
    /// listed file keeps both parts (`src.tar.gz` -> `tar.gz`, `guide.pdf.gz` -> `pdf.gz`): its kind is
    /// the archive's, and its name says both.
    public static func fileExtension(of name: String) -> String? {
        let parts = name.lowercased().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last, (1...5).contains(last.count),
            last.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), last.contains(where: \.isLetter)
        else { return nil }
        if ["gz", "bz2", "xz", "zst"].contains(last), parts.count >= 3 {
            let inner = String(parts[parts.count - 2])
            if inner == "tar" || FileKind(fileExtension: inner).map({ $0 != .archive }) == true { return "\(inner).\(last)" }
        }
        return String(last)
    }

    private static let fileSchemes: Set<String> = ["http", "https", "ftp", "file"]

    /// A page that shows a file rather than the file: a code host's viewer or a wiki's file page.
    private static func isViewerPage(host: String, path: Substring) -> Bool {
        let segments = path.split(separator: "/")
        if path.contains("/wiki/"), segments.last?.contains(":") == true { return true }
        switch host {
        case "github.com", "www.github.com":
            return segments.count > 3 && ["blob", "tree", "blame", "commits", "edit"].contains(segments[2])
        case "bitbucket.org":
            return segments.count > 3 && segments[2] == "src"
        default:
            return host.hasPrefix("gitlab.") && (path.contains("/-/blob/") || path.contains("/-/tree/"))
        }
    }
}
