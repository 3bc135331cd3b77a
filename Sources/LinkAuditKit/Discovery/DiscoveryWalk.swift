import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One walk of `Discovery`: the paths given, their folders, and what it met on the way.
///
/// Paths are kept as bytes (a name need not be UTF-8) and every entry is looked at with `lstat`
/// before anything is opened. Inside a folder given, a symbolic link is followed only to a file or
/// folder inside one of the paths given and outside version control (`.git`): a link to a
/// credentials file elsewhere is never read. A link that leads back to a folder holding it, or
/// round a loop of links, is reported as a loop; FIFOs, sockets and devices are never opened
/// (opening a FIFO blocks). Folders and HTML pages linkaudit wrote itself (the pages folder of an
/// HTML report, marked `.linkaudit-pages`; a page with linkaudit's generator `<meta>`) are skipped
/// without a word: a report written inside the audited folder is not audited by the next run.
final class DiscoveryWalk {
    var inputs: [Discovery.Input] = []
    var errors: [AuditError] = []
    /// Remarks that do not fail the run: links not followed, special files skipped.
    var warnings: [AuditError] = []
    /// Files of documentation formats linkaudit does not read, met in folders.
    var unread: [NotUnderstood] = []
    var matched = Set<String>()
    var includesMatched = Set<String>()
    /// The configuration's `messageFiles` patterns that took a JSON file.
    var messageFilesMatched = Set<String>()
    var walkedFolder = false
    private var visited = Set<[UInt8]>()
    private let excludePatterns: [PathPattern]
    private let includePatterns: [PathPattern]
    /// The configuration's `messageFiles`: JSON files they take are web message files.
    private let messageFilePatterns: [PathPattern]
    /// The same patterns as written, without a leading `/`: a skipped folder (`public`) that one
    /// of them names at its start is walked.
    private let messageFilePaths: [String]
    /// The canonical paths of the arguments: links are followed only to below one of them.
    private var roots: [[UInt8]] = []

    /// Folder names a link never leads into: version control holds credentials and hooks.
    static let versionControlFolders: Set<[UInt8]> = [Array(".git".utf8), Array(".svn".utf8), Array(".hg".utf8)]

    /// The `<meta>` the HTML report carries in its head (`HTMLReporter`).
    static let htmlGeneratorMark = Array("<meta name=\"generator\" content=\"linkaudit".utf8)
    /// The comment the Markdown report starts with (`MarkdownReporter`).
    static let markdownGeneratorMark = Array(MarkdownReporter.generatorComment.utf8)

    init(excludes: [String], includes: [String], messageFiles: [String] = []) {
        excludePatterns = excludes.map(PathPattern.init)
        includePatterns = includes.map(PathPattern.init)
        messageFilePatterns = messageFiles.map(PathPattern.init)
        messageFilePaths = messageFiles.map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 }
    }

    /// The format of a path: by its name (``Discovery/format(of:shownAs:)``), else a web message
    /// file when it is JSON that the configuration's `messageFiles` takes. A JSON file with a role
    /// of its own (a colorset, design tokens) keeps it, and the configuration file is never one.
    private func format(of absolute: String, path: String) -> DocumentFormat? {
        if let format = Discovery.format(of: absolute, shownAs: path) { return format }
        guard !messageFilePatterns.isEmpty, path.lowercased().hasSuffix(".json"),
            Discovery.fileName(of: path) != ConfigurationFile.defaultName
        else { return nil }
        let selection = PathPattern.selection(messageFilePatterns, path: path)
        guard selection.selected else { return nil }
        messageFilesMatched.formUnion(selection.matched)
        return .messageJSON
    }

    /// Walks each argument: `absolute` is its standardized absolute path, `display` how reports show it.
    func run(_ arguments: [(absolute: String, display: String, site: String?)]) {
        roots = arguments.compactMap { FileSystem.realPath(PathText.bytes($0.absolute)).path }
        for argument in arguments {
            visit(
                PathText.bytes(argument.absolute), absolute: argument.absolute, path: argument.display, site: argument.site,
                explicit: true, root: argument.absolute)
        }
    }

    /// Whether the include patterns take a file found in a folder, noting the patterns that matched.
    private func included(_ path: String) -> Bool {
        guard !includePatterns.isEmpty else { return true }
        let selection = PathPattern.selection(includePatterns, path: path)
        includesMatched.formUnion(selection.matched)
        return selection.selected
    }

    /// `raw` is read; `absolute` is its text (``PathText``); `path` is how reports show it: below the
    /// working directory relative to it, elsewhere as the user spelled the argument.
    private func visit(_ raw: [UInt8], absolute: String, path: String, site: String?, explicit: Bool, root: String) {
        let shown = path.isEmpty ? "." : path
        let format = format(of: absolute, path: path)
        let isAudited = format != nil
        let entry = FileSystem.kind(of: raw, following: false)
        guard var kind = entry.kind else {
            if entry.errorNumber == ENAMETOOLONG {
                // Every call on a path past PATH_MAX fails: said of a folder too, never skipped unsaid.
                let remark = AuditError(file: shown, message: "not read: its path is longer than the \(PATH_MAX) bytes the system takes")
                if explicit { errors.append(remark) } else { warnings.append(remark) }
                return
            }
            if explicit {
                errors.append(AuditError(file: path, message: "no such file or folder"))
            } else if isAudited {
                errors.append(AuditError(file: path, message: "cannot be read (permission denied on its folder?)"))
            }
            return
        }
        var target: [UInt8]?
        var identity = entry.identity
        if kind == .symbolicLink {
            let resolved = FileSystem.realPath(raw)
            let targetEntry = resolved.path.map { FileSystem.kind(of: $0, following: false) }
            guard let real = resolved.path, let targetKind = targetEntry?.kind else {
                if resolved.errorNumber == ELOOP {
                    let remark = AuditError(file: shown, message: FileSystem.tooManyLinks(raw))
                    if explicit { errors.append(remark) } else { warnings.append(remark) }
                } else if explicit {
                    errors.append(AuditError(file: path, message: "no such file or folder"))
                } else if isAudited {
                    errors.append(AuditError(file: path, message: "symbolic link to a file that does not exist"))
                }
                return
            }
            kind = targetKind
            identity = targetEntry?.identity
            target = real
        }
        let isFolder = kind == .folder
        let decision = PathPattern.decide(excludePatterns, path: path, isFolder: isFolder)
        matched.formUnion(decision.matched)
        if decision.excluded, !path.isEmpty { return }
        // A file named by itself inside an excluded folder is left out as a walk would leave it
        // (the build-tool plugin names each file of a target).
        if explicit, !isFolder, let folder = Discovery.excludedFolder(of: path, excludePatterns) {
            matched.insert(folder)
            return
        }
        // A link met in a folder: followed only within the audit and outside version control.
        if !explicit, let target, let refusal = refusal(link: raw, target: target, isFolder: isFolder) {
            if isFolder || isAudited { warnings.append(AuditError(file: shown, message: refusal)) }
            return
        }
        switch kind {
        case .folder:
            enter(raw, absolute: absolute, path: path, site: site, explicit: explicit, root: root)
        case .regular:
            guard let format else {
                let name = Discovery.fileName(of: path).lowercased()
                if !explicit, let dot = name.lastIndex(of: "."),
                    let kind = Discovery.unreadDocumentFormats[String(name[name.index(after: dot)...])],
                    included(path)
                {
                    unread.append(
                        NotUnderstood(
                            kind: .unreadFormat, file: path, position: SourcePosition(line: 1, utf8Column: 1),
                            detail: "\(kind) is not a format linkaudit reads: its links are not audited"))
                } else if !explicit, let kind = Discovery.unreadAppCode(path), included(path) {
                    unread.append(
                        NotUnderstood(
                            kind: .unreadAppCode, file: path, position: SourcePosition(line: 1, utf8Column: 1),
                            detail: "\(kind) is not read: the links its code builds are not audited"))
                }
                if explicit {
                    errors.append(
                        AuditError(
                            file: path,
                            message:
                                "not a format linkaudit reads (Markdown, HTML, .strings, .stringsdict, .xcstrings, XLIFF, Swift, colorsets, design tokens, project.pbxproj)"
                        ))
                }
                return
            }
            guard explicit || included(path) else { return }
            if !explicit, format == .html || format == .markdown, Self.isOwnReport(raw, format: format) { return }
            // A file given by itself outside the working directory resolves against its name.
            let sitePath = site.map { $0.isEmpty ? String(Discovery.fileName(of: absolute)) : $0 }
            inputs.append(
                Discovery.Input(
                    path: path, absolutePath: absolute, format: format, sitePath: sitePath,
                    root: explicit ? Discovery.folder(of: absolute) : root, identity: identity))
        default:
            // Never opened: a FIFO would block the run, a device could be a terminal or a disk.
            if explicit {
                errors.append(AuditError(file: shown, message: "\(kind.described), not a file linkaudit can read; not opened"))
            } else if isAudited {
                warnings.append(AuditError(file: shown, message: "skipped: \(kind.described), not a regular file; not opened"))
            }
        }
    }

    /// Why a symbolic link found in a folder is not followed, or `nil` when it may be.
    private func refusal(link: [UInt8], target: [UInt8], isFolder: Bool) -> String? {
        let parent = Array(link[..<(link.lastIndex(of: 0x2F) ?? link.startIndex)])
        if isFolder, let folder = FileSystem.realPath(parent.isEmpty ? [0x2F] : parent).path, FileSystem.isWithin(folder, target) {
            return "symbolic link loop: the link leads back to a folder that holds it; not followed"
        }
        guard let root = roots.filter({ FileSystem.isWithin(target, $0) }).max(by: { $0.count < $1.count }) else {
            return "symbolic link to a place outside the folders audited; not followed"
        }
        let below = target.dropFirst(root.count).split(separator: 0x2F)
        if below.contains(where: { Self.versionControlFolders.contains(Array($0)) }) {
            return "symbolic link into a version-control folder (.git); not followed"
        }
        return nil
    }

    private func enter(_ raw: [UInt8], absolute: String, path: String, site: String?, explicit: Bool, root: String) {
        walkedFolder = true
        // The folder's real path (symbolic links and `..` resolved by the C library): a folder
        // reached again through a link is entered once.
        guard let real = FileSystem.realPath(raw).path, visited.insert(real).inserted else { return }
        guard let names = FileSystem.entries(of: raw) else {
            errors.append(AuditError(file: path.isEmpty ? "." : path, message: "folder cannot be read (permission denied?)"))
            return
        }
        // The pages folder of an HTML report (`HTMLPagesFolder`): linkaudit's own output.
        if !explicit, names.contains(Array(HTMLPagesFolder.marker.utf8)) { return }
        // An `.xcloc` export's `Source Contents/` is a copy of the project's own source tables.
        let isExport = absolute.hasSuffix(".xcloc")
        let entries = names.map { (name: FileSystem.displayName($0), raw: $0) }.sorted { $0.name < $1.name }
        for entry in entries where !(isExport && entry.name == "Source Contents") {
            let entryPath = path.isEmpty ? entry.name : path + "/" + entry.name
            if Discovery.skippedFolders.contains(entry.name), !messageFilePaths.contains(where: { $0.hasPrefix(entryPath + "/") }) {
                // `--exclude vendor/**` says what the default does: not a pattern that matches nothing.
                for probe in [entryPath, entryPath + "/x.md"] {
                    matched.formUnion(PathPattern.decide(excludePatterns, path: probe, isFolder: probe == entryPath).matched)
                }
                // A web app's message files live in `public/locales/` (i18next's default): that
                // folder of a skipped `public` is walked.
                if entry.name == "public" {
                    for folder in LocalePath.messageFolders.sorted() {
                        var isFolder: ObjCBool = false
                        let inner = absolute + "/public/" + folder
                        guard FileManager.default.fileExists(atPath: inner, isDirectory: &isFolder), isFolder.boolValue else { continue }
                        visit(
                            raw + [0x2F] + entry.raw + Array(("/" + folder).utf8), absolute: inner, path: entryPath + "/" + folder,
                            site: site.map { $0.isEmpty ? "public/" + folder : $0 + "/public/" + folder }, explicit: false, root: root)
                    }
                }
                continue
            }
            visit(
                raw + [0x2F] + entry.raw, absolute: absolute + "/" + PathText.text(entry.raw), path: entryPath,
                site: site.map { $0.isEmpty ? entry.name : $0 + "/" + entry.name }, explicit: false, root: root)
        }
    }

    /// Whether a page is a report linkaudit wrote: an HTML page with the generator `<meta>` in its
    /// first 2 kB, a Markdown page that starts with the generator comment.
    static func isOwnReport(_ raw: [UInt8], format: DocumentFormat) -> Bool {
        let descriptor = FileSystem.withCPath(raw) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: format == .html ? 2048 : markdownGeneratorMark.count)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        let bytes = head[..<count]
        guard format == .html else { return bytes.elementsEqual(markdownGeneratorMark) }
        return bytes.indices.contains { bytes[$0...].starts(with: htmlGeneratorMark) }
    }
}
