import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// Runs an audit: discover -> extract (each file on its own, in parallel), each document handed to
/// an ``AuditAccumulator`` as it arrives, which checks it, then resolves, checks and settles the
/// run. Output order never depends on processing order.
public struct Auditor: Sendable {
    public var configuration: Configuration
    public var workingDirectory: String
    /// Called with (files done, files in all) from worker threads while files are extracted.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Where documents of unchanged files are kept between runs; `nil` extracts every file.
    public var cache: ExtractionCache?
    /// Called from worker threads with each input's path as reports show it and the bytes read,
    /// when the file was read (not taken from the cache): `--fix` records what each file held, to
    /// write none that changed since (`SourceFixer`).
    public var bytesRead: (@Sendable (String, [UInt8]) -> Void)?

    public init(configuration: Configuration, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
    }

    /// Audits the paths (files or folders, recursively).
    /// - Parameter spool: where links go as documents finish (``AuditAccumulator``); the result then
    ///   holds only the links its findings name and the app copy's, the JSON report reads the rest
    ///   from the spool. `nil` keeps every link in the result.
    /// - Parameter noteContexts: whether links only notes name keep their context in a streamed
    ///   run (``AuditAccumulator/keepsNoteContexts``).
    /// - Parameter narrowing: the baseline and changed lines the settle stage narrows the findings by.
    public func audit(
        paths: [String], spool: LinkSpool? = nil, noteContexts: Bool = true, narrowing: Narrowing? = nil
    ) -> AuditResult {
        let found = discover(paths)
        let accumulator = AuditAccumulator(configuration: configuration, spool: spool)
        accumulator.keepsNoteContexts = noteContexts
        // Values' texts name Swift runs only: a run without Swift sources need not hold them.
        accumulator.keepsValueTexts = found.inputs.contains { $0.format == .swift }
        if accumulator.keepsValueTexts {
            accumulator.swiftGen = SwiftGenConfiguration.find(paths: paths, workingDirectory: workingDirectory)
        }
        accumulator.routes = SiteRoutes.routes(in: found.inputs)
        extract(found.inputs, into: accumulator)
        var result = accumulator.finish(files: found.inputs.map(\.path), discoveryErrors: found.errors, narrowing: narrowing)
        result.unmatchedExcludes = found.unmatchedExcludes
        result.unmatchedIncludes = found.unmatchedIncludes ?? []
        result.unmatchedMessageFiles = found.unmatchedMessageFiles
        result.warnings = found.warnings + result.warnings
        if !found.unread.isEmpty { result.notUnderstood = (result.notUnderstood + found.unread).sorted() }
        return result
    }

    /// The inputs below `paths`, with the configuration's excludes and includes.
    func discover(_ paths: [String]) -> (
        inputs: [Discovery.Input], errors: [AuditError], unmatchedExcludes: [String], unmatchedIncludes: [String]?,
        warnings: [AuditError], unread: [NotUnderstood], unmatchedMessageFiles: [String]
    ) {
        // Patterns match paths as reports show them: a pattern given with bytes that are not UTF-8
        // (a name typed in Latin-1) is matched in that form (`\xE9`).
        func shown(_ pattern: String) -> String { PathText.bytes(pattern) == Array(pattern.utf8) ? pattern : PathText.shown(pattern) }
        var discovery = Discovery(excludes: configuration.exclude.map(shown))
        discovery.includes = configuration.include.map(shown)
        discovery.messageFiles = configuration.messageFiles.map(shown)
        return discovery.walk(paths, workingDirectory: workingDirectory)
    }

    /// Extracts every input concurrently. Each file is read, parsed and reduced to its links on its own.
    /// - Parameter siteFrom: every input of the run when `inputs` is a share of them (`--shard`):
    ///   sites' Markdown dialects are found over all of them, and their remarks ride on the run's
    ///   first document only.
    public func extract(_ inputs: [Discovery.Input], siteFrom all: [Discovery.Input]? = nil) -> [ExtractedDocument] {
        let slots = ResultSlots<ExtractedDocument>(count: inputs.count)
        let site = extract(inputs, siteFrom: all) { document, index in slots[index] = document }
        var documents = slots.values.compactMap { $0 }
        // Remarks on a site's `_config.yml` ride on the first document, like a document's own warnings.
        if !site.isEmpty, !documents.isEmpty, inputs.first == (all ?? inputs).first { documents[0].warnings += site }
        return documents
    }

    /// Extracts every input concurrently and hands each document to `accumulator` as soon as it is
    /// read, so no more documents are held than there are threads extracting.
    public func extract(_ inputs: [Discovery.Input], into accumulator: AuditAccumulator) {
        accumulator.siteWarnings += extract(inputs) { document, index in accumulator.add(document, index: index) }
    }

    /// Extracts each input on one of the worker threads and calls `done` with it and its index;
    /// returns the remarks on site configuration files.
    private func extract(
        _ inputs: [Discovery.Input], siteFrom all: [Discovery.Input]? = nil, done: @Sendable (ExtractedDocument, Int) -> Void
    ) -> [AuditError] {
        let configuration = self.configuration
        let counter = ResultSlots<Int>(count: 1)
        let progress = self.progress
        let cache = self.cache
        let workingDirectory = self.workingDirectory
        let bytesRead = self.bytesRead
        let site = SiteContext(configuration: configuration, inputs: all ?? inputs)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            var document: ExtractedDocument
            let options = site.options(for: input, configuration: configuration)
            if let cached = cache?.document(for: input, options: options, workingDirectory: workingDirectory) {
                document = cached
            } else {
                switch input.contents() {
                case .success(let bytes):
                    bytesRead?(input.path, bytes)
                    document = DocumentExtractor.extract(file: input.path, bytes: bytes, format: input.format, options: options)
                case .failure(let failure):
                    document = Self.unread(input, failure)
                }
            }
            site.giveFolderLanguage(to: &document, path: input.path)
            done(document, index)
            if let progress { progress(counter.increment(), inputs.count) }
        }
        return site.warnings
    }

    /// What a run knows of its inputs as a whole before it reads one: each site's Markdown dialect
    /// and wikilink vault, the Markdown a Docusaurus site reads as MDX, and the languages of
    /// language folders. The language server reads an edited document with the same options.
    struct SiteContext: Sendable {
        let dialects: [String: MarkdownDialect]
        let warnings: [AuditError]
        let vaults: [String: WikilinkVault]
        let readAsMDX: Set<String>
        let folderLanguages: [String: (String, LanguageSource)]

        init(configuration: Configuration, inputs: [Discovery.Input]) {
            let site = configuration.markdownDialect == nil ? SiteMarkdownDialects.detect(for: inputs) : (dialects: [:], warnings: [])
            (dialects, warnings) = (site.dialects, site.warnings)
            vaults = SiteWikilinkVaults.detect(for: inputs, configured: configuration.wikilinkDialect)
            readAsMDX = DocusaurusSites.markdownReadAsMDX(in: inputs)
            let lists = configuration.languageLists
            folderLanguages = SiteLanguageFolders.detect(for: inputs) { lists.isClassified($0) }
        }

        /// The options `input` is read with.
        func options(for input: Discovery.Input, configuration: Configuration) -> ExtractionOptions {
            var options = configuration.extractionOptions(for: input, detectedDialect: dialects[input.path])
            options.wikilinks = vaults[input.path]
            options.readsMarkdownAsMDX = readAsMDX.contains(input.path)
            return options
        }

        /// Gives the links of `document` without a declared language its folder's or file name's.
        func giveFolderLanguage(to document: inout ExtractedDocument, path: String) {
            guard let (language, source) = folderLanguages[path] else { return }
            // A declared language wins; the file name's or folder's wins over detection.
            for link in document.links.indices where document.links[link].language == nil {
                document.links[link].language = language
                document.links[link].languageSource = source
            }
        }
    }

    /// Runs the rules over extracted documents and builds the result.
    public func evaluate(documents: [ExtractedDocument], files: [String], discoveryErrors: [AuditError] = []) -> AuditResult {
        let accumulator = AuditAccumulator(configuration: configuration)
        for (index, document) in documents.enumerated() { accumulator.add(document, index: index) }
        return accumulator.finish(files: files, discoveryErrors: discoveryErrors)
    }
}

/// Fixed-size storage that worker threads fill by index.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return storage[index] }
        set { lock.lock(); storage[index] = newValue; lock.unlock() }
    }

    var values: [Value?] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// Runs three independent pieces of work side by side (each on a thread of its own when there
/// are cores for them) and returns their results.
func sideBySide<A, B, C>(_ first: @Sendable () -> A, _ second: @Sendable () -> B, _ third: @Sendable () -> C) -> (A, B, C) {
    let firsts = ResultSlots<A>(count: 1)
    let seconds = ResultSlots<B>(count: 1)
    let thirds = ResultSlots<C>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 3) { index in
        switch index {
        case 0: firsts[0] = first()
        case 1: seconds[0] = second()
        default: thirds[0] = third()
        }
    }
    return (firsts[0]!, seconds[0]!, thirds[0]!)
}

/// Values let go on another thread, where freeing them (large trees of arrays and strings) runs
/// beside the work that follows instead of before it.
final class ReleasedAside<First, Second>: @unchecked Sendable {
    private var values: (First, Second)?

    private init(_ first: First, _ second: Second) { values = (first, second) }

    /// Hands `first` and `second` (the caller's last references) to a background thread that drops them.
    static func release(_ first: consuming First, _ second: consuming Second) {
        let aside = ReleasedAside(first, second)
        DispatchQueue.global(qos: .utility).async { aside.values = nil }
    }
}

extension ResultSlots where Value == Int {
    /// Adds one to slot 0 and returns the new count.
    func increment() -> Int {
        lock.lock(); defer { lock.unlock() }
        let next = (storage[0] ?? 0) + 1
        storage[0] = next
        return next
    }
}

extension Auditor {
    /// The document of a file that could not be read, saying why: a file replaced or turned into
    /// something else since the walk found it is skipped with a warning (issue 25: a symbolic link
    /// swapped in is never read through); a file the system refuses is an error.
    static func unread(_ input: Discovery.Input, _ failure: PathText.ReadFailure) -> ExtractedDocument {
        var document = ExtractedDocument(file: input.path, format: input.format)
        switch failure {
        case .replaced:
            document.warnings.append(
                AuditError(
                    file: input.path,
                    message:
                        "skipped: not the file the folder walk found (replaced since, or a symbolic link on its path now leads elsewhere); not read"
                ))
        case .notRegular(let mode):
            document.warnings.append(
                AuditError(
                    file: input.path,
                    message:
                        "skipped: now \(FileKind(mode: mode_t(mode)).described), no longer the regular file the folder walk found; not read"
                ))
        case .system(let number) where number == ENOENT:
            document.errors.append(
                AuditError(file: input.path, message: "file cannot be read: it was removed after the folder walk found it"))
        case .system(let number):
            document.errors.append(
                AuditError(file: input.path, message: "file cannot be read: \(String(cString: strerror(number)).lowercased())"))
        case .tooLarge(let limit):
            document.errors.append(AuditError(file: input.path, message: "file cannot be read: larger than \(limit) bytes"))
        }
        return document
    }
}
