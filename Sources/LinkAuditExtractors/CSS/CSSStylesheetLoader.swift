import Foundation
import LinkAuditModel

/// A parsed stylesheet file, shared by every page that links it.
final class CSSParsedSheet: Sendable {
    let rules: [CSSRule]
    let lineIndex: LineIndex

    init(bytes: [UInt8]) {
        rules = CSSParser.parseStylesheet(bytes)
        lineIndex = LineIndex(bytes)
    }
}

/// Parsed stylesheets by real path and content hash, kept for the whole run in memory: a
/// stylesheet 500 pages link is tokenized and parsed once. Bounded: past `limit` entries or
/// `byteLimit` bytes of CSS the oldest are dropped.
final class CSSSheetCache: @unchecked Sendable {
    static let shared = CSSSheetCache()
    static let limit = 64
    static let byteLimit = 8 * 1024 * 1024

    private let lock = NSLock()
    /// A stylesheet's bytes as read from one real path: the path, their count and their 64-bit FNV-1a hash.
    private struct SheetKey: Hashable {
        var path: String
        var byteCount: Int
        var hash: UInt64
    }

    private var entries: [SheetKey: CSSParsedSheet] = [:]
    private var order: [(key: SheetKey, bytes: Int)] = []
    private var bytesHeld = 0
    /// How many times each real path was parsed (not found in the cache), for tests; forgotten past 4,096 paths.
    private var parses: [String: Int] = [:]

    func parseCount(path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return parses[path] ?? 0
    }

    /// The parsed sheet of `bytes` read from `path`, parsed now unless the same bytes were parsed before.
    func sheet(path: String, bytes: [UInt8]) -> CSSParsedSheet {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let key = SheetKey(path: path, byteCount: bytes.count, hash: hash)
        lock.lock()
        if let found = entries[key] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let parsed = CSSParsedSheet(bytes: bytes)
        lock.lock()
        defer { lock.unlock() }
        if parses.count > 4_096 { parses.removeAll() }
        parses[path, default: 0] += 1
        if entries[key] == nil {
            entries[key] = parsed
            order.append((key, bytes.count))
            bytesHeld += bytes.count
            while order.count > Self.limit || (bytesHeld > Self.byteLimit && order.count > 1) {
                let dropped = order.removeFirst()
                entries[dropped.key] = nil
                bytesHeld -= dropped.bytes
            }
        }
        return parsed
    }
}

/// Reads the stylesheets a page links (`<link rel="stylesheet" href>`, `@import`) from inside the
/// audit root only: never a URL (`https:`, `//host`, `data:`), never a root-relative `/path`
/// (what it names depends on the server), never a file whose real path (symlinks resolved) is
/// outside the root, never a file that is not a regular file or is over 2 MB.
struct CSSStylesheetLoader {
    /// The audit root with symlinks resolved.
    let root: String
    /// The folder the working directory is, when the page's report path is relative to it.
    let workingDirectory: String?
    /// Report paths (relative to the working directory) of every sheet read, and of every one inside
    /// the root looked for and not read, in order, once each.
    private(set) var read: [String] = []
    private var readOnce: Set<String> = []
    /// What each reference of the page loaded, or why not.
    private var loadedForPage: [SheetReference: Result<Loaded, NotLoaded>] = [:]

    static let maximumBytes = 2 * 1024 * 1024

    init?(options: ExtractionOptions, file: String) {
        guard let root = options.resourceRoot, let page = options.absolutePath else { return nil }
        self.root = Self.realPath(root) ?? root
        // The page's path without as many trailing names as its report path has (the report path
        // shows a name that is not UTF-8 with `\xE9`, the absolute path as ``PathText`` writes it).
        if !file.hasPrefix("/"), PathText.shown(page).hasSuffix("/" + file) {
            let names = page.split(separator: "/", omittingEmptySubsequences: false)
            workingDirectory =
                names.dropLast(file.split(separator: "/", omittingEmptySubsequences: false).count).joined(separator: "/") + "/"
        } else {
            workingDirectory = nil
        }
    }

    /// A loaded sheet: its parsed rules, its absolute path (for relative `@import`s) and report path.
    struct Loaded {
        var sheet: CSSParsedSheet
        var absolutePath: String
        var file: String
    }

    /// A warning's message for a stylesheet not read: how it was named (``StylesheetWarnings``),
    /// the sheet (its path as reports show it, or the reference as written when it names no
    /// path), and why.
    static func unreadMessage(_ sheet: String, _ reason: String, imported: Bool) -> String {
        (imported ? StylesheetWarnings.importedPrefix : StylesheetWarnings.linkedPrefix)
            + "\(ReadableText.escapingInvisibles(sheet)) not read: \(reason); the colors it sets are not known"
    }

    /// Why a stylesheet was not read.
    struct NotLoaded: Error {
        /// A warning's message (``unreadMessage(_:_:)``), for a sheet in the site's files that
        /// cannot be read: missing, outside the audit root, not a regular file, too large, or a `%`
        /// without two hex digits. `nil` for what is never read by design (a URL, a root-relative
        /// `/path`, an empty reference) and for a reference the page made before (warned once).
        var message: String?
    }

    /// Loads `href` relative to the file at `base` (absolute), or says why it may not be read.
    /// A reference the page made before gives what it gave then, without a reason to warn again.
    /// - Parameter imported: whether an `@import` names it (else a page's `<link>`): the warning says so.
    mutating func load(_ href: String, relativeTo base: String, imported: Bool) -> Result<Loaded, NotLoaded> {
        var reference = href.trimmingASCIISpaces
        if let cut = reference.firstIndex(where: { $0 == "?" || $0 == "#" }) { reference = String(reference[..<cut]) }
        guard !reference.isEmpty, !reference.hasPrefix("/"), !reference.hasPrefix("\\"), !Self.hasScheme(reference) else {
            return .failure(NotLoaded())
        }
        if ["{{", "{%", "<%", "${"].contains(where: reference.contains) {
            return .failure(
                NotLoaded(
                    message: Self.unreadMessage("\"\(href)\"", "its path is a template expression the site fills in", imported: imported)))
        }
        guard let decoded = Self.percentDecodedPath(reference), !decoded.contains("\u{0}") else {
            return .failure(
                NotLoaded(message: Self.unreadMessage("\"\(href)\"", "its path is not a valid percent-encoded path", imported: imported)))
        }
        let folder = String(base[..<(base.lastIndex(of: "/") ?? base.startIndex)])
        let sheetReference = SheetReference(folder: folder, reference: decoded)
        // Read once for the page, however often it links or imports the sheet.
        if let known = loadedForPage[sheetReference] { return known.mapError { _ in NotLoaded() } }
        let loaded = load(sheetReference, imported: imported)
        loadedForPage[sheetReference] = loaded
        return loaded
    }

    /// ``load(_:relativeTo:)`` of a reference not yet loaded for the page.
    private mutating func load(_ sheetReference: SheetReference, imported: Bool) -> Result<Loaded, NotLoaded> {
        let paths = Self.resolved.value(for: sheetReference) { Self.resolve($0) }
        let (lexical, real) = (paths.lexical, paths.real)
        // `lstat`: a symlink that appeared at the resolved path since is not followed out of the root.
        var status = stat()
        let realBytes = PathText.bytes(real)
        var file = lexical
        if let workingDirectory, lexical.hasPrefix(workingDirectory) { file = String(lexical.dropFirst(workingDirectory.count)) }
        func notRead(_ reason: String) -> Result<Loaded, NotLoaded> {
            .failure(NotLoaded(message: Self.unreadMessage(PathText.shown(file), reason, imported: imported)))
        }
        // Whether a file is there is not said outside the folders audited: a report would tell
        // what the machine running it holds.
        guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return notRead("it is outside the folders audited") }
        // A sheet looked for and not read is listed with those read: the cache's entry for the
        // page goes stale once it appears or changes (`ExtractedDocument.inputsRead`).
        func notReadHere(_ reason: String) -> Result<Loaded, NotLoaded> {
            if readOnce.insert(file).inserted { read.append(file) }
            return notRead(reason)
        }
        guard PathText.withCPath(realBytes, { lstat($0, &status) }) == 0 else { return notReadHere("no such file") }
        // A link at the resolved path is one `realpath(3)` could not follow: it leads nowhere.
        guard status.st_mode & S_IFMT != S_IFLNK else { return notReadHere("no such file (a symbolic link to nothing)") }
        guard status.st_mode & S_IFMT == S_IFREG else { return notReadHere("it is not a regular file") }
        let data: [UInt8]
        switch PathText.contents(ofBytes: realBytes, limit: Self.maximumBytes) {
        case .success(let bytes): data = bytes
        case .failure(.tooLarge): return notReadHere("it is over \(Self.maximumBytes >> 20) MB")
        case .failure: return notReadHere("it cannot be read")
        }
        if readOnce.insert(file).inserted { read.append(file) }
        return .success(
            Loaded(sheet: CSSSheetCache.shared.sheet(path: real, bytes: data), absolutePath: lexical, file: PathText.shown(file)))
    }

    /// A stylesheet reference as a page makes it: the page's folder and the reference
    /// (percent-decoded, without query or fragment).
    struct SheetReference: Hashable {
        var folder: String
        var reference: String
    }

    /// Where a reference points: its absolute path with `.` and `..` resolved, and its real path
    /// (symlinks resolved), worked out once per folder and reference: the pages of a site link the
    /// same few sheets (the 885 pages of the Apache httpd manual link three), and resolving
    /// symlinks looks at each folder of the path on disk. The file itself is looked at, and read,
    /// for each page, so a sheet that changes or appears is seen.
    static let resolved = BoundedMemo<SheetReference, (lexical: String, real: String)>(limit: 4_096)

    private static func resolve(_ key: SheetReference) -> (lexical: String, real: String) {
        var components: [Substring] = []
        for component in (key.folder + "/" + key.reference).split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        let lexical = "/" + components.joined(separator: "/")
        return (lexical, realPath(lexical) ?? lexical)
    }

    /// `realpath(3)` of a path's text (``PathText``): links and `..` resolved; `nil` when it cannot
    /// be resolved.
    static func realPath(_ path: String) -> String? {
        PathText.realPath(PathText.bytes(path)).path.map { PathText.text($0) }
    }

    /// `reference` with each `%XX` decoded to its byte, as a path's text (``PathText``): a byte
    /// that is not UTF-8 (`css%E9/` naming a folder written in Latin-1) stands as its escape, as a
    /// static file server would read it; `nil` for a `%` without two hex digits.
    static func percentDecodedPath(_ reference: String) -> String? {
        let encoded = Array(reference.utf8)
        guard encoded.contains(UInt8(ascii: "%")) else { return reference }
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x41 + 10
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        var index = 0
        while index < encoded.count {
            if encoded[index] == UInt8(ascii: "%") {
                guard index + 2 < encoded.count, let high = hex(encoded[index + 1]), let low = hex(encoded[index + 2]) else { return nil }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(encoded[index])
                index += 1
            }
        }
        return PathText.text(bytes)
    }

    /// Whether a reference starts with a URL scheme (`https:`, `data:`, `c:`).
    private static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        return !scheme.contains("/") && !scheme.isEmpty
    }
}
