import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// Runs an audit: discover -> extract (each file on its own, in parallel) -> index -> rules ->
/// severities -> sorted result. Output order never depends on processing order.
public struct Auditor: Sendable {
    public var configuration: Configuration
    public var workingDirectory: String
    /// Called with (files done, files in all) from worker threads while files are extracted.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Where documents of unchanged files are kept between runs; `nil` extracts every file.
    public var cache: ExtractionCache?

    public init(configuration: Configuration, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
    }

    /// Audits the paths (files or folders, recursively).
    public func audit(paths: [String]) -> AuditResult {
        let found = discover(paths)
        let documents = extract(found.inputs)
        var result = evaluate(documents: documents, files: found.inputs.map(\.path), discoveryErrors: found.errors)
        result.unmatchedExcludes = found.unmatchedExcludes
        result.unmatchedIncludes = found.unmatchedIncludes ?? []
        return result
    }

    /// The inputs below `paths`, with the configuration's excludes and includes.
    func discover(_ paths: [String]) -> (
        inputs: [Discovery.Input], errors: [AuditError], unmatchedExcludes: [String], unmatchedIncludes: [String]?
    ) {
        var discovery = Discovery(excludes: configuration.exclude)
        discovery.includes = configuration.include
        return discovery.walk(paths, workingDirectory: workingDirectory)
    }

    /// Extracts every input concurrently. Each file is read, parsed and reduced to its links on its own.
    /// - Parameter siteFrom: every input of the run when `inputs` is a share of them (`--shard`):
    ///   sites' Markdown dialects are found over all of them, and their remarks ride on the run's
    ///   first document only.
    public func extract(_ inputs: [Discovery.Input], siteFrom all: [Discovery.Input]? = nil) -> [ExtractedDocument] {
        let configuration = self.configuration
        let slots = ResultSlots<ExtractedDocument>(count: inputs.count)
        let counter = ResultSlots<Int>(count: 1)
        let progress = self.progress
        let cache = self.cache
        let site = configuration.markdownDialect == nil ? SiteMarkdownDialects.detect(for: all ?? inputs) : (dialects: [:], warnings: [])
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            let document: ExtractedDocument
            var options = configuration.extractionOptions(for: input.path, detectedDialect: site.dialects[input.path])
            options.documentPath = input.sitePath
            if let cached = cache?.document(for: input, options: options) {
                document = cached
            } else if let data = FileManager.default.contents(atPath: input.absolutePath) {
                document = DocumentExtractor.extract(file: input.path, bytes: [UInt8](data), format: input.format, options: options)
            } else {
                document = ExtractedDocument(
                    file: input.path, format: input.format,
                    errors: [AuditError(file: input.path, message: "file cannot be read (permission denied?)")])
            }
            slots[index] = document
            if let progress { progress(counter.increment(), inputs.count) }
        }
        var documents = slots.values.compactMap { $0 }
        // Remarks on a site's `_config.yml` ride on the first document, like a document's own warnings.
        if !site.warnings.isEmpty, !documents.isEmpty, inputs.first == (all ?? inputs).first {
            documents[0].warnings += site.warnings
        }
        return documents
    }

    /// Runs the rules over extracted documents and builds the result.
    public func evaluate(documents: [ExtractedDocument], files: [String], discoveryErrors: [AuditError] = []) -> AuditResult {
        // Names of URL constants resolve across files only once every file is read.
        let documents = Self.detectingLanguages(
            of: URLConstantTable.resolvingURLConstants(in: PresentedViews.keepingWrappers(in: documents)),
            detector: LanguageDetector(lists: configuration.languageLists))
        let appCopyValues = documents.flatMap(\.appCopyValues)
        var links = KeyCallSites.apply(documents.flatMap(\.localizedKeyUses), to: documents.flatMap(\.links))
        links = KeyedLinkNames.apply(appCopyValues, to: links)
        links.sort(by: Self.linkOrder)
        for index in links.indices { links[index].id = index + 1 }
        var scopes: [ScopeID: (links: [Link], problems: [MarkupProblem])] = [:]
        for link in links { scopes[link.scope, default: ([], [])].links.append(link) }
        for document in documents {
            let scope = ScopeID(format: document.format, file: document.file)
            for problem in document.problems { scopes[scope, default: ([], [])].problems.append(problem) }
        }
        let referenceLinks = documents.flatMap(\.sourceLinks)
        let urlOpeners = documents.flatMap(\.urlOpeners)
        let keyShownIn = documents.lazy.flatMap(\.localizedKeyUses).reduce(into: [String: [(file: String, branches: [String])]]()) {
            shown, use in shown[LocalizedKeyUse.screenKey(table: use.table, key: use.key), default: []].append((use.file, use.branches))
        }
        if scopes[.app] == nil, !appCopyValues.isEmpty || !urlOpeners.isEmpty { scopes[.app] = ([], []) }
        let languages = configuration.languageLists
        let rules = RuleCatalog.all.filter { configuration.isEnabled(type(of: $0).description.id) }
        // Scopes are independent: evaluate them in parallel, then sort.
        let names = scopes.keys.sorted()
        let parts = names.map { scopes[$0]! }
        let perScope = ResultSlots<[Finding]>(count: names.count)
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            var scope = Scope(name: names[index], links: parts[index].links, problems: parts[index].problems)
            scope.sourceLanguage = configuration.sourceLanguage
            if names[index] == .app {
                scope.appCopyValues = appCopyValues
                scope.referenceLinks = referenceLinks
                scope.urlOpeners = urlOpeners
                scope.keyShownIn = keyShownIn
                scope.standaloneDestinations = Set(
                    configuration.standaloneDestinations.compactMap {
                        DestinationNormalizer.normalize($0, documentPath: "")
                    })
            }
            perScope[index] = rules.flatMap { $0.check(scope, languages: languages) }
        }
        var findings = perScope.values.flatMap { $0 ?? [] }
        // Keys a String Catalog marks stale are no longer in the code: their findings weigh less.
        var staleKeys = Set<String>()
        for value in appCopyValues where value.entry.isStale { staleKeys.insert(value.file + "\u{1}" + value.entry.key) }
        findings = findings.compactMap { finding in
            var finding = finding
            if let severity = configuration.severities[finding.rule] { finding.severity = severity }
            if let key = finding.key, staleKeys.contains(finding.file + "\u{1}" + key) {
                guard let stale = configuration.staleSeverity else { return nil }
                finding.severity = min(finding.severity, stale)
            }
            return finding
        }
        findings.sort(by: Self.findingOrder)
        FindingGroups.assign(&findings, links: links)
        // In-place suppression comments, after severities and groups (a suppressed instance keeps its
        // group), before the baseline and `--changed-since`.
        let unusedID = RuleCatalog.unusedSuppression.id
        let inSource = InSourceSuppressions.apply(
            documents, to: findings, isEnabled: configuration.isEnabled,
            severity: configuration.severities[unusedID] ?? RuleCatalog.unusedSuppression.defaultSeverity)
        findings = inSource.findings + inSource.unused
        findings.sort(by: Self.findingOrder)
        var errors = discoveryErrors + documents.flatMap(\.errors)
        errors.sort { ($0.file, $0.line ?? 0, $0.column ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.column ?? 0, $1.message) }
        var result = AuditResult(
            files: files, links: links, findings: findings, errors: errors,
            warnings: documents.flatMap(\.warnings))
        result.suppressedFindings = inSource.suppressed.sorted(by: Self.findingOrder)
        // The configuration's key patterns, after the comments: a finding a comment covers is theirs.
        KeySuppression.suppress(
            configuration.keySuppressions, in: &result,
            unusedSeverity: configuration.isEnabled(unusedID)
                ? configuration.severities[unusedID] ?? RuleCatalog.unusedSuppression.defaultSeverity : nil)
        result.sourceLanguage = configuration.sourceLanguage
        for document in documents where !document.keyLines.isEmpty { result.keyLines[document.file] = document.keyLines }
        for link in links where !languages.isClassified(link.language) {
            result.notClassified[link.language!, default: 0] += 1
        }
        return result
    }

    /// Documents whose links carry no language get one detected from the document's own text (the
    /// link contexts, each once), with `languageSource` `.detected`, when the detector is confident;
    /// otherwise their language stays unknown and every list applies (see `docs/model.md`, Language).
    static func detectingLanguages(of documents: [ExtractedDocument], detector: LanguageDetector) -> [ExtractedDocument] {
        let pending = documents.indices.filter { index in documents[index].links.contains { $0.language == nil } }
        guard !pending.isEmpty else { return documents }
        let detected = ResultSlots<String>(count: pending.count)
        DispatchQueue.concurrentPerform(iterations: pending.count) { slot in
            var seen = Set<String>()
            var text = ""
            for link in documents[pending[slot]].links {
                guard let context = link.context?.text, seen.insert(context).inserted else { continue }
                text += context
                text += "\n"
                if text.utf8.count > 4_000 { break }
            }
            if let guess = detector.detect(text), guess.confident { detected[slot] = guess.language }
        }
        var result = documents
        for (slot, index) in pending.enumerated() {
            guard let language = detected[slot] else { continue }
            for linkIndex in result[index].links.indices where result[index].links[linkIndex].language == nil {
                result[index].links[linkIndex].language = language
                result[index].links[linkIndex].languageSource = .detected
            }
        }
        return result
    }

    static func linkOrder(_ a: Link, _ b: Link) -> Bool {
        let left = (a.file, a.span?.start.line ?? 0, a.span?.start.utf8Column ?? 0, a.appCopy?.key ?? "", a.appCopy?.variation ?? "")
        let right = (b.file, b.span?.start.line ?? 0, b.span?.start.utf8Column ?? 0, b.appCopy?.key ?? "", b.appCopy?.variation ?? "")
        if left != right { return left < right }
        return (a.destination, a.text) < (b.destination, b.text)
    }

    static func findingOrder(_ a: Finding, _ b: Finding) -> Bool { Finding.reportOrder(a, b) }
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

extension ResultSlots where Value == Int {
    /// Adds one to slot 0 and returns the new count.
    func increment() -> Int {
        lock.lock(); defer { lock.unlock() }
        let next = (storage[0] ?? 0) + 1
        storage[0] = next
        return next
    }
}
