import Foundation
import LinkAuditExtractors
import LinkAuditModel

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension ExtractionCache {
    /// How often a run looks over the folder for entries to remove: a day, so the pass (one read of
    /// each entry and one `stat` of its file) is not paid by every run.
    static let pruneInterval: TimeInterval = 24 * 3600
    /// The most room a build's entries may take, in bytes (512 MB: about 40,000 Swift files).
    static let sizeLimit = 512 << 20
    /// The file whose modification time says when the folder was last pruned.
    static let pruneStamp = "pruned"

    /// Prunes `folder` when its stamp is missing or older than `pruneInterval`, then stamps it.
    static func pruneIfDue(folder: String, now: Date) {
        let stamp = folder + "/" + pruneStamp
        if let info = PathText.status(stamp) {
            let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec))
            if now.timeIntervalSince(modified) < pruneInterval, modified <= now { return }
        }
        prune(folder: folder, now: now)
        PathText.remove(stamp)
        _ = PathText.createFile(stamp, contents: [])
    }

    /// Removes from `folder` the entries of files that no longer exist, the temporary files of runs
    /// that stopped over an hour ago, anything that is not a whole entry, and then, while the entries
    /// take more than `limit` bytes, the least recently written ones. Returns how many files it
    /// removed. Runs sharing the folder are safe: an entry removed under one is extracted again.
    @discardableResult
    static func prune(folder: String, now: Date, limit: Int = sizeLimit) -> Int {
        guard let names = FileSystem.entries(ofFolder: folder) else { return 0 }
        var removed = 0
        var kept: [(path: String, size: Int, modified: Date)] = []
        for name in names where name != pruneStamp {
            let path = folder + "/" + name
            guard let info = PathText.status(path), info.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
            if name.contains(".tmp-") {
                if now.timeIntervalSince(modified) > 3600, PathText.remove(path) { removed += 1 }
                continue
            }
            let file = Entry.bytes(at: path).flatMap { Entry(decoding: $0, key: nil) }
                .map(\.key.absolutePath)
            guard let file, FileStat(path: file) != nil else {
                if PathText.remove(path) { removed += 1 }
                continue
            }
            kept.append((path, Int(info.st_size), modified))
        }
        var total = kept.reduce(0) { $0 + $1.size }
        for entry in kept.sorted(by: { $0.modified < $1.modified }) where total > limit {
            if PathText.remove(entry.path) { removed += 1 }
            total -= entry.size
        }
        return removed
    }
}
