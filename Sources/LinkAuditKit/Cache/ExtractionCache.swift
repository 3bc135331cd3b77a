import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Keeps each file's `ExtractedDocument` between runs (`--cache-path`, `docs/large-runs.md`), so a run
/// over files that did not change reads none of them again.
///
/// One entry per file and way of reading it, named by the hash of its key: the file's path as
/// reports show it, its absolute path and its `ExtractionOptions` (render target, Markdown dialect,
/// site path). Entries live in a folder named after the tool's identity: its version and the size
/// and modification time of the running executable, so a rebuilt linkaudit starts afresh. An entry
/// holds the file's `stat` (size, modification and change times, inode and device) when the
/// document was extracted, the hash of its bytes (`ContentHash`), and the document in
/// `CacheWriter`'s binary form, which decodes many times faster than JSON. Like git's
/// index, a file whose `stat` is unchanged is not read at all; one whose `stat` changed is read and
/// hashed, and its document is reused when the bytes are the same.
///
/// An entry also records the `stat` of every other file the extraction read
/// (`ExtractedDocument.inputsRead`, a page's stylesheets): when one changed or vanished, the entry is
/// stale. Once a day a run prunes the folder (`prune(folder:now:limit:)`): entries of files that no
/// longer exist go, and the least recently written ones while the folder is over `sizeLimit`.
///
/// An entry that is damaged, cut short, of another layout or for another key is ignored and
/// written again. Entries are written to a temporary file and renamed into place, so concurrent
/// runs sharing the folder each see whole entries only. Nothing here ever stops a run: a folder
/// that cannot be written means documents are extracted as without a cache.
public struct ExtractionCache: Sendable {
    /// The folder holding this tool's entries (below the root given).
    public let folder: String
    /// When the run started: a file modified within two seconds of it may change again within the
    /// same timestamp, so its entry records no `stat` and the next run compares bytes (git's
    /// "racily clean" files).
    let started: Date
    /// How this cache's documents were had so far in this process.
    let counts = Counts()

    /// How many documents came from an entry whose `stat` matched (no read), from an entry whose
    /// bytes matched (read and hashed), and from extraction.
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var values = (unchanged: 0, sameBytes: 0, extracted: 0)

        var unchanged: Int { lock.withLock { values.unchanged } }
        var sameBytes: Int { lock.withLock { values.sameBytes } }
        var extracted: Int { lock.withLock { values.extracted } }

        func add(_ path: WritableKeyPath<(unchanged: Int, sameBytes: Int, extracted: Int), Int>) {
            lock.withLock { values[keyPath: path] += 1 }
        }
    }

    /// A cache below `root` (absolute), created when missing.
    public init(root: String, now: Date = Date()) {
        folder = root + "/" + Self.toolIdentity
        started = now
        _ = PathText.makeFolders(folder)
        Self.removeStaleFolders(in: root, keeping: Self.toolIdentity, now: now)
        Self.pruneIfDue(folder: folder, now: now)
    }

    /// Removes the folders of other builds of linkaudit (named like `toolIdentity`) not written to
    /// for a week: each rebuild starts a folder, and a build still in use (another checkout sharing
    /// the user's cache) keeps writing to its own. Nothing else in `root` is touched.
    static func removeStaleFolders(in root: String, keeping current: String, now: Date) {
        guard let names = FileSystem.entries(ofFolder: root) else { return }
        for name in names where name != current && name.range(of: identityPattern, options: .regularExpression) != nil {
            let path = root + "/" + name
            guard let info = PathText.status(path), info.st_mode & S_IFMT == S_IFDIR,
                now.timeIntervalSince1970 - Double(info.st_mtim.tv_sec) > 7 * 24 * 3600
            else { continue }
            // A build's folder holds entry files only: each goes, then the folder if it is empty.
            for entry in FileSystem.entries(ofFolder: path) ?? [] { PathText.remove(path + "/" + entry) }
            _ = PathText.withCPath(text: path) { rmdir($0) }
        }
    }

    /// What `toolIdentity` names look like, and nothing a user would keep in a cache folder.
    static let identityPattern = #"^[0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.+-]*-[0-9]+-(swift|noswift)(-[0-9a-f]+)?$"#

    /// The version, the executable's size and modification time, and whether Swift sources are read.
    static let toolIdentity: String = {
        var identity = "\(ToolInfo.version)-\(Entry.layout)-\(DocumentExtractor.readsSwiftSources ? "swift" : "noswift")"
        if let executable = Bundle.main.executablePath, let stat = FileStat(path: executable) {
            identity += "-" + String(ContentHash(of: Array("\(stat.size) \(stat.modified)".utf8)).high, radix: 16)
        }
        return identity
    }()

    /// The document of `input` read with `options`: from the cache when the file and every other
    /// file its extraction read are unchanged, else extracted and stored. `nil` when the file cannot
    /// be read (the caller reports it). `workingDirectory` is what `inputsRead` paths are relative to.
    func document(for input: Discovery.Input, options: ExtractionOptions, workingDirectory: String) -> ExtractedDocument? {
        let (key, entryPath) = entry(for: input, options: options)
        let stat = FileStat(path: input.absolutePath)
        let stored = Entry.bytes(at: entryPath).flatMap { Entry(decoding: $0, key: key) }
            .flatMap { Self.inputsUnchanged($0, workingDirectory: workingDirectory) ? $0 : nil }
        if let stored, let stat, stored.stat == stat, let document = stored.document() {
            counts.add(\.unchanged)
            return document
        }
        guard case .success(let bytes) = input.contents() else { return nil }
        let hash = ContentHash(of: bytes)
        if let stored, stored.contentHash == hash, let document = stored.document() {
            var renewed = stored
            renewed.stat = recordable(stat)
            store(renewed, at: entryPath)
            counts.add(\.sameBytes)
            return document
        }
        let document = DocumentExtractor.extract(file: input.path, bytes: bytes, format: input.format, options: options)
        counts.add(\.extracted)
        remember(document, for: input, options: options, bytes: bytes, stat: stat, workingDirectory: workingDirectory)
        return document
    }

    /// The key of `input`'s entry when read with `options` (its path as reports show it, its
    /// absolute path, its format and every setting extraction reads), and the entry's file, named by
    /// the hash of the key's encoding.
    func entry(for input: Discovery.Input, options: ExtractionOptions) -> (key: Key, path: String) {
        let key = Key(path: input.path, absolutePath: input.absolutePath, format: input.format, options: options)
        return (key, folder + "/" + ContentHash(of: key.encoded).description)
    }

    /// Stores `document` as what `input` (whose bytes are `bytes`) gives when read with `options`,
    /// with the `stat` of the file and of every file in its `inputsRead`.
    func remember(
        _ document: ExtractedDocument, for input: Discovery.Input, options: ExtractionOptions, bytes: [UInt8],
        stat: FileStat? = nil, workingDirectory: String
    ) {
        let payload = CacheWriter.encode(document)
        let (key, entryPath) = entry(for: input, options: options)
        let inputs = document.inputsRead.map { path in
            (path: path, stat: recordable(FileStat(path: Self.resolve(path, in: workingDirectory)) ?? .absent))
        }
        let stat = recordable(stat ?? FileStat(path: input.absolutePath))
        store(Entry(key: key, stat: stat, contentHash: ContentHash(of: bytes), inputs: inputs, payload: payload[...]), at: entryPath)
    }

    /// Whether every other file the entry's extraction read has the `stat` it had then; one that
    /// vanished, changed or was too new to be trusted makes the entry stale.
    static func inputsUnchanged(_ entry: Entry, workingDirectory: String) -> Bool {
        entry.inputs.allSatisfy { input in
            input.stat != nil && (FileStat(path: resolve(input.path, in: workingDirectory)) ?? .absent) == input.stat
        }
    }

    /// `path` as written in `ExtractedDocument.inputsRead`: absolute, or relative to `workingDirectory`.
    static func resolve(_ path: String, in workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }

    /// `stat`, unless the file changed so recently that it might change again unseen.
    private func recordable(_ stat: FileStat?) -> FileStat? {
        guard let stat, Double(stat.modified) / 1e9 < started.timeIntervalSince1970 - 2 else { return nil }
        return stat
    }

    private func store(_ entry: Entry, at path: String) {
        let temporary = path + ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard PathText.createFile(temporary, contents: entry.encoded()) else { return }
        if !PathText.renameFile(temporary, to: path) { PathText.remove(temporary) }
    }
}

/// What `stat` says about a file, enough to tell that it was not touched.
struct FileStat: Hashable, Sendable {
    var size: Int64
    /// Modification time, in nanoseconds since 1970.
    var modified: Int64
    /// Status change time, in nanoseconds since 1970.
    var changed: Int64
    var inode: UInt64
    var device: UInt64

    init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }

    /// What an entry records for a file its extraction looked for and did not find (a page's
    /// missing stylesheet): the entry is stale once the file appears.
    static let absent = FileStat(size: -1, modified: 0, changed: 0, inode: 0, device: 0)

    /// The status of the file at `path` (links followed); `nil` when it cannot be had.
    init?(path: String) {
        var info = stat()
        guard PathText.withCPath(PathText.bytes(path), { stat($0, &info) }) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        self.init(
            size: Int64(info.st_size), modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec), inode: UInt64(info.st_ino),
            device: UInt64(info.st_dev))
    }
}
