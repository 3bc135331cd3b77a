import Foundation
import LinkAuditModel
import LinkAuditReporters

/// `--shard K/N`: the K-th of N shares of a run's files, so N machines can each extract one.
///
/// A share is every N-th file of the discovered files in path order, starting at the K-th
/// (round-robin): shares differ in size by one file at most, and the files of one folder (often
/// alike in size and kind) spread over every share. Every shard discovers the same sorted file
/// list from the same checkout, so the shares are disjoint and cover it. (A hash of each path
/// would keep a file in its share as others are added, which only a cache across runs needs,
/// and it leaves shares uneven for small N.)
public struct Shard: Hashable, Codable, Sendable, CustomStringConvertible {
    /// 1-based: the K of `K/N`.
    public var index: Int
    /// The N of `K/N`.
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`, as `--shard` takes it.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether the file at `position` (0-based) of the sorted file list is in this share.
    public func selects(position: Int) -> Bool { position % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}

/// What one `--shard K/N --partial FILE` run hands to `linkaudit merge`: the documents it
/// extracted, with what the whole run's discovery found (every shard finds the same), as JSON.
public struct PartialResult: Codable, Sendable {
    /// The tool version that wrote it: `merge` takes parts of its own version only.
    public var version: String
    public var shard: Shard
    /// The paths the shard was asked to audit, as given (the merged HTML report's title names them).
    public var paths: [String]
    /// Every file of the whole run, sorted by path (`AuditResult.files`), not only this share's.
    public var files: [String]
    /// This share's documents, in the order of `files`.
    public var documents: [ExtractedDocument]
    /// Paths that could not be walked or read before extraction.
    public var discoveryErrors: [AuditError]
    /// Remarks from walking the paths (links not followed, special files skipped).
    public var discoveryWarnings: [AuditError]
    public var unmatchedExcludes: [String]
    public var unmatchedIncludes: [String]
    /// `messageFiles` patterns that took no JSON file (`nil` in shards written before them).
    public var unmatchedMessageFiles: [String]?
    /// Files of documentation formats linkaudit does not read, met in the walk (`unread-format`).
    public var unreadFiles: [NotUnderstood] = []
    /// The paths site builders serve the run's pages at (`DocusaurusRoutes`), found over every input.
    public var routes: [String: String] = [:]

    /// Why parts cannot be merged.
    public struct MergeError: Error, Sendable {
        public var message: String
    }

    /// The parts as one run's documents and discovery, checked to be the N shares of one run:
    /// same version and file list, each share once.
    static func joined(_ parts: [PartialResult]) throws(MergeError) -> PartialResult {
        guard var whole = parts.first else { throw MergeError(message: "no partial result to merge") }
        let count = whole.shard.count
        for part in parts {
            guard part.version == ToolInfo.version else {
                throw MergeError(message: "shard \(part.shard) was written by linkaudit \(part.version), not \(ToolInfo.version)")
            }
            guard part.shard.count == count else {
                throw MergeError(message: "shard \(part.shard) is not one of \(count) shares like shard \(whole.shard)")
            }
            guard part.paths == whole.paths else {
                throw MergeError(message: "shard \(part.shard) audited other paths than shard \(whole.shard)")
            }
            guard part.files == whole.files else {
                throw MergeError(
                    message: "shard \(part.shard) found other files than shard \(whole.shard) (another checkout or configuration?)")
            }
        }
        let given = parts.map(\.shard.index)
        if let twice = given.first(where: { index in given.filter { $0 == index }.count > 1 }) {
            throw MergeError(message: "shard \(twice)/\(count) was given twice")
        }
        let missing = (1...count).filter { !given.contains($0) }
        guard missing.isEmpty else {
            throw MergeError(
                message: "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing")
        }
        let position = Dictionary(whole.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        whole.documents = parts.flatMap(\.documents).sorted { position[$0.file, default: .max] < position[$1.file, default: .max] }
        whole.shard = Shard(index: 1, count: 1)!
        return whole
    }
}

extension Auditor {
    /// Discovers the files of `paths` and extracts the `shard`'s share of them.
    public func partial(paths: [String], shard: Shard) -> PartialResult {
        let found = discover(paths)
        let share = found.inputs.enumerated().filter { shard.selects(position: $0.offset) }.map(\.element)
        return PartialResult(
            version: ToolInfo.version, shard: shard, paths: paths, files: found.inputs.map(\.path),
            documents: extract(share, siteFrom: found.inputs), discoveryErrors: found.errors,
            discoveryWarnings: found.warnings, unmatchedExcludes: found.unmatchedExcludes, unmatchedIncludes: found.unmatchedIncludes ?? [],
            unmatchedMessageFiles: found.unmatchedMessageFiles, unreadFiles: found.unread, routes: SiteRoutes.routes(in: found.inputs))
    }

    /// Audits the documents of every share of a sharded run as one run: the same result, so the
    /// same reports, as auditing the files at once.
    /// - Throws: `PartialResult.MergeError` when the parts are not the N shares of one run.
    /// - Parameters:
    ///   - spool: where links go as documents are taken, as in `audit(paths:spool:noteContexts:narrowing:)`.
    ///   - noteContexts: as in `audit(paths:spool:noteContexts:narrowing:)`.
    ///   - narrowing: as in `audit(paths:spool:noteContexts:narrowing:)`.
    public func merge(
        _ parts: [PartialResult], spool: LinkSpool? = nil, noteContexts: Bool = true, narrowing: Narrowing? = nil
    ) throws(PartialResult.MergeError) -> AuditResult {
        let whole = try PartialResult.joined(parts)
        // The documents go through the same accumulator as freshly extracted ones, each at its
        // file's place in the run's inputs.
        let accumulator = AuditAccumulator(configuration: configuration, spool: spool)
        accumulator.keepsNoteContexts = noteContexts
        accumulator.swiftGen = SwiftGenConfiguration.find(paths: [], workingDirectory: workingDirectory)
        accumulator.routes = whole.routes
        let position = Dictionary(whole.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, document) in whole.documents.enumerated() { accumulator.add(document, index: position[document.file] ?? index) }
        var result = accumulator.finish(files: whole.files, discoveryErrors: whole.discoveryErrors, narrowing: narrowing)
        result.unmatchedExcludes = whole.unmatchedExcludes
        result.unmatchedIncludes = whole.unmatchedIncludes
        result.unmatchedMessageFiles = whole.unmatchedMessageFiles ?? []
        result.warnings = whole.discoveryWarnings + result.warnings
        if !whole.unreadFiles.isEmpty { result.notUnderstood = (result.notUnderstood + whole.unreadFiles).sorted() }
        return result
    }
}

extension Options {
    /// `--shard` and `--partial` go together, write no report, and `merge` takes neither.
    static func checkShardOptions(_ options: Options) throws(UsageError) {
        if options.subcommand == .merge {
            guard options.shard == nil, options.partialPath == nil else {
                throw UsageError(message: "'merge' joins partial results: --shard and --partial belong to the shard runs")
            }
            return
        }
        guard options.shard != nil || options.partialPath != nil else { return }
        guard options.shard != nil, options.partialPath != nil else {
            throw UsageError(message: "--shard K/N and --partial FILE go together: a shard writes its share for 'linkaudit merge'")
        }
        guard options.subcommand == .audit, options.output == nil, options.extraOutputs.isEmpty, options.writeBaselinePath == nil,
            options.baselinePath == nil, options.changedSince == nil, options.stampPath == nil
        else {
            throw UsageError(message: "a shard writes only its partial result: give report options to 'linkaudit merge'")
        }
    }
}
