import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// Receives a run's documents one at a time, in any order and from any thread, and makes the
/// result of the run from them (issue 12, item 2; see `docs/model.md`, Scopes).
///
/// A Markdown or HTML document is its own scope: its rules run as soon as it arrives, and what is
/// left of it is its findings, the few links they name, and its errors, warnings and suppression
/// comments. With a ``LinkSpool`` its links go to disk right away, so memory holds the documents in
/// flight, not the run. App copy and Swift sources form one scope across files: they are kept
/// whole until ``finish(files:discoveryErrors:)``, which resolves names across files, runs the app
/// scope's rules, gives every link its report id and builds the ``AuditResult``.
///
/// A link is named by its file and its ordinal there (`Link.id`, from 1 in report order) from the
/// moment its document is checked until the result is made, where it gets its report id, once
/// (``Numbering/reportID(file:ordinal:)``).
///
/// Extraction, a cache of extracted documents or the parts of a sharded run can all feed it: the
/// result depends on the documents and their `index` (the order inputs were found in), never on the
/// order they arrive.
public final class AuditAccumulator: @unchecked Sendable {
    /// What is kept of one Markdown or HTML document once its scope is checked: the document
    /// without its links, and where its findings, kept links and fragment links are in the
    /// `checked…` lists, whose links are named by their ordinal in the document (``Numbering``).
    struct CheckedDocument {
        var document: ExtractedDocument
        var linkCount: Int
        var findings: Range<Int>
        var links: Range<Int>
        var fragmentLinks: Range<Int>
        var chunk: LinkSpool.Chunk?
        /// Where the visible text of kept links stands (``LinkTextPlace``), by ordinal as `links`'.
        var textPlaces: [(id: Int, place: LinkTextPlace)] = []
        /// The names the page's links carry, when a finding of it may get a title suggestion.
        var pageNames: PageLinkNames?
    }

    let configuration: Configuration
    let spool: LinkSpool?
    private let rules: [any Rule]
    let runRules: [any RunRule]
    private let detector: LanguageDetector
    private let lock = NSLock()
    var checked: [Int: CheckedDocument] = [:]
    /// The checked documents' findings, kept links and fragment links, in the order documents
    /// arrived: one list each for the run, not one array per document (issue 12, item 2), grown a
    /// segment at a time and taken into the run's arrays file by file at the end (issue 22).
    var checkedFindings = SegmentedList<Finding>()
    var checkedLinks = SegmentedList<Link>()
    var checkedFragmentLinks = SegmentedList<FragmentLink>()
    /// The strings the `checked…` lists repeat, held once (``StringInterner``).
    var strings = StringInterner()
    private var appDocuments: [Int: ExtractedDocument] = [:]
    /// The app documents' string-table values, held once for the run, not in their documents.
    private var appValues = AppCopyValueStore()
    private var notClassified: [String: Int] = [:]
    /// Whether a link only notes name keeps its context in a streamed run. Only the HTML report
    /// shows a finding's context, and it shows notes only with `--html-notes`: without it, those
    /// contexts are dropped as the document is checked.
    public var keepsNoteContexts = true
    /// Whether string-table values keep their text until the end of the run. Only Swift `.link`
    /// runs whose text is a localized key read it (``KeyedLinkNames``): a run without Swift sources
    /// drops it as each table arrives, the largest part of what the app scope holds.
    public var keepsValueTexts = true
    /// How SwiftGen names the app's accessors (the project's `swiftgen.yml`, else its defaults).
    var swiftGen = SwiftGenConfiguration.standard
    /// Remarks about the run as a whole (a site's `_config.yml`): reported with the first document's.
    public var siteWarnings: [AuditError] = []
    /// The run's Markdown and HTML pages, their anchors and titles, as documents arrive (issue 14:
    /// `broken-fragment` across documents and fix suggestions read it in ``finish(files:discoveryErrors:)``).
    var site: SiteIndex
    /// The paths site builders serve pages at (`DocusaurusRoutes`), set before documents arrive.
    var routes: [String: String] = [:] {
        didSet { site.routes = routes }
    }

    /// - Parameter spool: where links go as documents arrive; `nil` keeps every link in memory and
    ///   in ``AuditResult/links`` (tests, `linkaudit links`, and any report that needs them all).
    public init(configuration: Configuration, spool: LinkSpool? = nil) {
        self.configuration = configuration
        self.spool = spool
        self.rules = RuleCatalog.all.filter { configuration.isEnabled(type(of: $0).description.id) }
        self.runRules = RuleCatalog.runLevel.filter { configuration.isEnabled(type(of: $0).description.id) }
        self.detector = LanguageDetector(lists: configuration.languageLists)
        self.site = SiteIndex(siteURLs: configuration.siteURLs)
    }

    /// Takes one document. `index` is its place among the run's inputs; each index once.
    public func add(_ document: ExtractedDocument, index: Int) {
        guard !document.format.isAppScope else {
            lock.withLock {
                appDocuments[index] = appValues.take(from: document, index: index, keepingTexts: keepsValueTexts)
            }
            return
        }
        var document = LanguageDetection.detecting(of: [document], detector: detector)[0]
        var links = document.links.sorted(by: Link.reportOrder)
        for position in links.indices { links[position].id = position + 1 }
        var findings: [Finding] = []
        var pageNames: PageLinkNames?
        if !links.isEmpty || !document.problems.isEmpty {
            // Footnote links are named by the renderer, not the writer: listed, never judged (`LinkSyntax.footnote`).
            let judged = links.contains { $0.syntax == .footnote } ? links.filter { $0.syntax != .footnote } : links
            var scope = Scope(name: ScopeID(format: document.format, file: document.file), links: judged, problems: document.problems)
            scope.sourceLanguage = configuration.sourceLanguage
            scope.siteURLs = configuration.siteURLs
            scope.routes = routes
            scope.anchorsMayBeIncomplete = document.markdownAnchors?.mayHoldOtherIDs ?? false
            // A page's anchors are gathered only when one of its links needs them (broken-fragment):
            // a Markdown page's are made then, an HTML page's are already listed.
            if links.contains(where: Self.needsPageAnchors) {
                scope.anchors = Set(document.markdownAnchors?.anchors ?? document.anchors)
            }
            findings = rules.flatMap { $0.check(scope, languages: configuration.languageLists) }
            if findings.contains(where: { FixSuggestions.renamingRules.contains($0.rule) }) {
                pageNames = PageLinkNames(links: scope.links, normalizedNames: scope.normalizedNames)
            }
            if !document.linkTitleRemovals.isEmpty {
                // `redundant-title`'s safe fix: the located title removed (issue 26).
                for index in findings.indices where findings[index].rule == "redundant-title" {
                    guard let id = findings[index].link, id >= 1, id <= links.count, let start = links[id - 1].span?.start else { continue }
                    findings[index].replacement = document.linkTitleRemovals[start]
                }
                document.linkTitleRemovals = [:]
            }
        }
        var unclassified: [String: Int] = [:]
        for link in links where !configuration.languageLists.isClassified(link) {
            unclassified[link.language!, default: 0] += 1
        }
        var keptLinks = links
        var chunk: LinkSpool.Chunk?
        var fragmentLinks = runRules.isEmpty ? [] : links.filter { $0.syntax != .footnote }.compactMap(FragmentLink.init)
        if let spool {
            let named = Set(findings.flatMap { [$0.link] + ($0.related ?? []).map(\.link) }.compactMap { $0 })
            let shown = Set(
                findings.filter { keepsNoteContexts || (configuration.severities[$0.rule] ?? $0.severity) > .note }.compactMap(\.link))
            keptLinks = links.filter { named.contains($0.id) }.map { link in
                var link = link
                if !shown.contains(link.id) { link.context = nil }
                return link
            }
            chunk = spool.append(links)
        }
        // Where kept links' text stands, for fix suggestions; the others' places are not needed.
        let textPlaces =
            document.linkTextPlaces.isEmpty
            ? []
            : keptLinks.compactMap { link in
                link.span.flatMap { document.linkTextPlaces[$0.start] }.map { (id: link.id, place: $0) }
            }
        document.linkTextPlaces = [:]
        // UTF-16 columns of the lines a report can name: findings, the links they name, the links
        // run-level rules check, errors, warnings and suppression comments.
        if let columns = document.utf16Columns {
            var lines = ReportedLines.lines(of: findings, links: links)
            for fragmentLink in fragmentLinks { lines.formUnion(ReportedLines.lines(of: fragmentLink.span)) }
            for error in document.errors + document.warnings { if let line = error.line { lines.insert(line) } }
            for directive in document.suppressionDirectives { lines.insert(directive.position.line) }
            for (_, place) in textPlaces { lines.insert(place.line) }
            document.utf16Columns = columns.keeping(lines: lines)
        }
        document.title = FixSuggestions.withPageLanguage(document.title, links: links)
        document.links = []
        document.problems = []
        lock.withLock {
            site.add(document)
            // The page index holds the anchors now: the document kept for the end does not.
            document.anchors = []
            document.markdownAnchors = nil
            let kept = CheckedDocument(
                document: document, linkCount: links.count, findings: checkedFindings.count..<(checkedFindings.count + findings.count),
                links: checkedLinks.count..<(checkedLinks.count + keptLinks.count),
                fragmentLinks: checkedFragmentLinks.count..<(checkedFragmentLinks.count + fragmentLinks.count), chunk: chunk,
                textPlaces: textPlaces, pageNames: pageNames)
            for position in findings.indices { strings.intern(&findings[position]) }
            for position in keptLinks.indices { strings.intern(&keptLinks[position]) }
            for position in fragmentLinks.indices { strings.intern(&fragmentLinks[position]) }
            checkedFindings.append(contentsOf: findings)
            checkedLinks.append(contentsOf: keptLinks)
            checkedFragmentLinks.append(contentsOf: fragmentLinks)
            checked[index] = kept
            notClassified.merge(unclassified, uniquingKeysWith: +)
        }
    }

    /// The run's result: the app scope checked, links numbered in report order, findings sorted,
    /// grouped and suppressed as configured. Call once, after the last ``add(_:index:)``.
    ///
    /// The stages after every document's own check, in order: resolve the app scope across files,
    /// plan the order of every link, check the run (run-level rules, whose findings' links are read
    /// back before the kept links are numbered into the run's arrays, then the app scope's rules),
    /// settle (severities, groups and suppressions, fix suggestions, then the baseline and changed
    /// lines of `narrowing`).
    public func finish(files: [String], discoveryErrors: [AuditError] = [], narrowing: Narrowing? = nil) -> AuditResult {
        lock.lock()
        defer { lock.unlock() }
        FreeMemory.release()
        let app = resolveApp()
        var numbered = planNumbering(app.links)
        let colors = ColorDefinitionsOfRun(app.documents)
        let appTables = AppTables.resolved(
            links: app.links, values: app.values, documents: app.documents, keyShownIn: app.keyShownIn, colors: colors,
            configuration: configuration)
        // Check: the run-level rules over the run's tables, then the app scope's document rules,
        // before the kept links and findings are taken with their report ids (``takeLinksAndFindings(_:appLinks:run:appFindings:)``).
        let run = runRules.isEmpty ? RunCheck() : checkRun(numbered, app: appTables)
        numbered.fragmentLinks = []
        let appFindings = checkApp(appTables, problems: app.apps.flatMap(\.problems))
        let (links, findings, pageTextPlaces, pageNames) = takeLinksAndFindings(
            numbered, appLinks: app.links, run: run, appFindings: appFindings)
        let textPlaces = Self.textPlaces(pageTextPlaces, addingThoseOf: app.documents, links: links)
        for link in app.links where !configuration.languageLists.isClassified(link) {
            notClassified[link.language!, default: 0] += 1
        }
        // Settle, then what the result says of the run besides its findings.
        var result = Settlement.settle(
            findings: consume findings, links: links, documents: app.documents, staleKeys: app.staleKeys, configuration: configuration)
        FixSuggestions.apply(
            to: &result.findings, links: links, site: site, languages: configuration.languageLists, detector: detector,
            textPlaces: textPlaces, pageNames: pageNames)
        NewWindowNotices.apply(to: &result.findings, links: links, languages: configuration.languageLists, textPlaces: textPlaces)
        TranslationFollowUps.apply(
            to: &result.findings, links: links, values: app.values, sourceLanguage: configuration.sourceLanguage)
        var errors = discoveryErrors + app.documents.flatMap(\.errors)
        errors.sort { ($0.file, $0.line ?? 0, $0.column ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.column ?? 0, $1.message) }
        result.files = files
        result.errors = errors
        // Each once: the pages that link one stylesheet each warn of its `@import` that was not read,
        // and of the sheet itself when it cannot be read (``StylesheetWarnings``).
        var seenWarnings = Set<AuditError>()
        result.warnings = StylesheetWarnings.collapse(
            app.documents.enumerated().flatMap { $1.warnings + ($0 == 0 ? siteWarnings : []) }.filter { seenWarnings.insert($0).inserted })
        result.notClassified = notClassified
        result.ruleDocumentation = configuration.ruleDocumentation
        result.notUnderstood = (app.documents.flatMap(\.notUnderstood) + NotUnderstoodInApp.constructs(in: appTables, swiftGen: swiftGen))
            .sorted()
        ReportedLines.keepColumns(of: app.documents, in: &result)
        colors.attach(to: &result)
        if spool != nil {
            result.streamedLinkCount = numbered.count
            result.rotorFiles = numbered.rotorFiles
        }
        // Last, over the whole settled result: the baseline, then the changed lines.
        Settlement.narrow(&result, by: narrowing)
        return result
    }

    /// The app scope resolved across files: its documents (string tables, Swift sources, colors),
    /// with URL constants, presented views and languages resolved, their string-table values moved
    /// out of them, and their links joined to the Swift call sites of their keys, in report order.
    private struct ResolvedApp {
        /// The app scope's documents in input order, without their values.
        var apps: [ExtractedDocument]
        /// Every document of the run in input order; the checked ones without their links.
        var documents: [ExtractedDocument]
        /// The string-table values of the keys the app scope's links name (``Scope/appCopyValues``),
        /// without their texts.
        var values: [AppCopyValue]
        /// The keys a String Catalog marks stale, each with its table file.
        var staleKeys: Set<TableKey>
        /// The app scope's links, in report order, each named by its file and ordinal there.
        var links: [Link]
        /// Where each key is shown: the file and branches of each of its Swift call sites (only
        /// those are kept of the call sites, ``KeyCallSites/usesByKey(in:)``, to hold less memory).
        var keyShownIn: [LocalizedKey: [AppTables.KeyCall]]
    }

    /// Resolve: the app scope's documents and the tables read across its files.
    private func resolveApp() -> ResolvedApp {
        let indices = (Array(checked.keys) + Array(appDocuments.keys)).sorted()
        let extracted = takeAppDocuments()
        let checked = checked.mapValues(\.document)
        /// Every document of the run in input order, with `apps` in place of the app scope's.
        @Sendable func inInputOrder(_ apps: [ExtractedDocument]) -> [ExtractedDocument] {
            var appIterator = apps.makeIterator()
            return indices.map { index in checked[index] ?? appIterator.next()! }
        }
        // Three independent pieces, side by side: what keys and names the app's copy may need, the
        // calls controls make joined across files, and the keys' call sites (no step of the
        // resolve stage changes those).
        // Of the values, the stages after this read those of the keys links name, and the stale
        // keys: they are taken before the tables across files are made, and the store let go. A
        // link named by an accessor (`L10n.Billing.title`) names its key only once constants are
        // resolved: the keys accessors may name are taken too (``AccessorKeys``), and the values
        // of those no link names are dropped after.
        let ((accessors, mayBeNamed, takenValues), joined, keyUses) = sideBySide(
            {
                let accessors = self.appValues.generatedAccessors(
                    named: AccessorKeys.namesUsed(by: extracted, swiftGen: self.swiftGen), swiftGen: self.swiftGen)
                let mayBeNamed = AppCopyValueStore.keysNamed(by: extracted).union(AccessorKeys.keys(in: extracted))
                    .union(accessors.values.map(\.key))
                return (accessors, mayBeNamed, self.appValues.values(ofKeys: mayBeNamed, includingTexts: true))
            },
            { URLOpeningCalls.resolving(PresentedViews.keepingWrappers(in: extracted)) },
            { KeyCallSites.usesByKey(in: inInputOrder(extracted)) })
        var values = takenValues
        let staleKeys = appValues.staleKeys
        appValues = AppCopyValueStore()
        let apps = LanguageDetection.detecting(
            of: URLConstantTable.resolvingURLConstants(in: joined, accessors: accessors, swiftGen: swiftGen), detector: detector)
        // The documents as read (their constants, pending calls and call sites) are let go on
        // another thread: freeing them was a sixth of this stage, with nothing else to wait for.
        ReleasedAside.release(consume extracted, consume joined)
        let named = AppCopyValueStore.keysNamed(by: apps)
        if named.count < mayBeNamed.count { values.removeAll { !named.contains($0.entry.key) } }
        let documents = inInputOrder(apps)
        var links = KeyCallSites.apply(keyUses, to: apps.flatMap(\.links))
        // Each platform is an app scope of its own, unless the configuration joins them.
        configuration.placeInAppScopes(&links)
        // Swift runs whose text is a localized key are named by its values: the only reader of texts.
        links = KeyedLinkNames.apply(values, to: links, sourceLanguage: configuration.sourceLanguage)
        for index in values.indices {
            values[index].textDigest = values[index].text?.hashValue
            values[index].text = nil
        }
        // Each link's identity: its file and its ordinal there, in report order.
        links.sort(by: Link.reportOrder)
        for index in links.indices {
            links[index].id = index > 0 && links[index - 1].file == links[index].file ? links[index - 1].id + 1 : 1
        }
        let keyShownIn = keyUses.mapValues { $0.map { (file: $0.file, branches: $0.branches) } }
        return ResolvedApp(apps: apps, documents: documents, values: values, staleKeys: staleKeys, links: links, keyShownIn: keyShownIn)
    }

    /// The app documents in input order, no longer held here.
    private func takeAppDocuments() -> [ExtractedDocument] {
        let documents = appDocuments.keys.sorted().map { appDocuments[$0]! }
        appDocuments = [:]
        return documents
    }

    /// The app scope's findings of the document rules (those that compare it across files are
    /// run-level rules, ``checkRun(_:app:)``).
    private func checkApp(_ app: AppTables, problems: [MarkupProblem]) -> [Finding] {
        guard !app.links.isEmpty || !problems.isEmpty || !app.values.isEmpty || !app.urlOpeners.isEmpty else { return [] }
        let scope = Scope(app: app, problems: problems)
        // Rules are independent of each other: run them side by side.
        let perRule = ResultSlots<[Finding]>(count: rules.count)
        DispatchQueue.concurrentPerform(iterations: rules.count) { index in
            perRule[index] = rules[index].check(scope, languages: configuration.languageLists)
        }
        return perRule.values.flatMap { $0 ?? [] }
    }

    /// Whether `link` is checked against its own page's anchors: a same-page fragment, or an
    /// `aria-labelledby` that names ids its HTML fragment lacks (`BrokenFragmentRule`).
    private static func needsPageAnchors(_ link: Link) -> Bool {
        link.destination.hasPrefix("#") || link.attributes?.missingLabelledbyIDs != nil
    }
}
