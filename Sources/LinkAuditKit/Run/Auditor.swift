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
    /// - Parameter spool: where links go as documents finish (``AuditAccumulator``); the result then
    ///   holds only the links its findings name and the app copy's, the JSON report reads the rest
    ///   from the spool. `nil` keeps every link in the result.
    /// - Parameter noteContexts: whether links only notes name keep their context in a streamed
    ///   run (``AuditAccumulator/keepsNoteContexts``).
    public func audit(paths: [String], spool: LinkSpool? = nil, noteContexts: Bool = true) -> AuditResult {
        let found = discover(paths)
        let accumulator = AuditAccumulator(configuration: configuration, spool: spool)
        accumulator.keepsNoteContexts = noteContexts
        // Values' texts name Swift runs only: a run without Swift sources need not hold them.
        accumulator.keepsValueTexts = found.inputs.contains { $0.format == .swift }
        extract(found.inputs, into: accumulator)
        var result = accumulator.finish(files: found.inputs.map(\.path), discoveryErrors: found.errors)
        result.unmatchedExcludes = found.unmatchedExcludes
        result.unmatchedIncludes = found.unmatchedIncludes ?? []
        result.warnings = found.warnings + result.warnings
        return result
    }

    /// The inputs below `paths`, with the configuration's excludes and includes.
    func discover(_ paths: [String]) -> (
        inputs: [Discovery.Input], errors: [AuditError], unmatchedExcludes: [String], unmatchedIncludes: [String]?,
        warnings: [AuditError]
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
        let site = configuration.markdownDialect == nil ? SiteMarkdownDialects.detect(for: all ?? inputs) : (dialects: [:], warnings: [])
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            let document: ExtractedDocument
            let options = configuration.extractionOptions(for: input, detectedDialect: site.dialects[input.path])
            if let cached = cache?.document(for: input, options: options, workingDirectory: workingDirectory) {
                document = cached
            } else if let bytes = input.contents() {
                document = DocumentExtractor.extract(file: input.path, bytes: bytes, format: input.format, options: options)
            } else {
                document = ExtractedDocument(
                    file: input.path, format: input.format,
                    errors: [AuditError(file: input.path, message: "file cannot be read (permission denied?)")])
            }
            done(document, index)
            if let progress { progress(counter.increment(), inputs.count) }
        }
        return site.warnings
    }

    /// Runs the rules over extracted documents and builds the result.
    public func evaluate(documents: [ExtractedDocument], files: [String], discoveryErrors: [AuditError] = []) -> AuditResult {
        let accumulator = AuditAccumulator(configuration: configuration)
        for (index, document) in documents.enumerated() { accumulator.add(document, index: index) }
        return accumulator.finish(files: files, discoveryErrors: discoveryErrors)
    }

    /// The end of a run, once every scope is checked: configured severities, stale keys, report
    /// order, groups and suppressions. `links` are the links findings may name, with their ids;
    /// `appCopyValues` the run's string-table values (their documents no longer hold them).
    /// `findings` is consumed: a caller that passes its own (`consume findings`) lets it be changed
    /// in place, so the run's findings are held once, not once per step.
    static func finishing(
        findings: consuming [Finding], links: [Link], documents: [ExtractedDocument], appCopyValues: [AppCopyValue],
        configuration: Configuration
    ) -> AuditResult {
        // Keys a String Catalog marks stale are no longer in the code: their findings weigh less.
        var staleKeys = Set<TableKey>()
        for value in appCopyValues where value.entry.isStale { staleKeys.insert(TableKey(table: value.file, key: value.entry.key)) }
        var kept = 0
        for index in findings.indices {
            var finding = findings[index]
            if let severity = configuration.severities[finding.rule] { finding.severity = severity }
            if let key = finding.key, staleKeys.contains(TableKey(table: finding.file, key: key)) {
                guard let stale = configuration.staleSeverity else { continue }
                finding.severity = min(finding.severity, stale)
            }
            findings[kept] = finding
            kept += 1
        }
        findings.removeLast(findings.count - kept)
        findings.sort(by: Self.findingOrder)
        FindingGroups.assign(&findings, links: links)
        // In-place suppression comments, after severities and groups (a suppressed instance keeps its
        // group), before the baseline and `--changed-since`.
        let unusedID = RuleCatalog.unusedSuppression.id
        var inSource = InSourceSuppressions.apply(
            documents, to: findings, isEnabled: configuration.isEnabled,
            severity: configuration.severities[unusedID] ?? RuleCatalog.unusedSuppression.defaultSeverity)
        findings = []
        var result = AuditResult(files: [], links: links, findings: inSource.findings, errors: [])
        inSource.findings = []
        result.findings += inSource.unused
        result.findings.sort(by: Self.findingOrder)
        result.suppressedFindings = inSource.suppressed.sorted(by: Self.findingOrder)
        // The configuration's key patterns, after the comments: a finding a comment covers is theirs.
        KeySuppression.suppress(
            configuration.keySuppressions, in: &result,
            unusedSeverity: configuration.isEnabled(unusedID)
                ? configuration.severities[unusedID] ?? RuleCatalog.unusedSuppression.defaultSeverity : nil)
        result.sourceLanguage = configuration.sourceLanguage
        result.disabledRules = configuration.disabledRules
        for document in documents where !document.keyLines.isEmpty { result.keyLines[document.file] = document.keyLines }
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
