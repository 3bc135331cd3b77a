import Foundation
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// Numbering the run's links and checking the run (``AuditAccumulator/finish(files:discoveryErrors:)``).
///
/// A link is named by its document and its ordinal there (`Link.id`, counted from 1 in report
/// order when the document is checked, or, for the app scope, when its links are resolved) from
/// then until the run's result is made: document rules, run-level rules and the app scope's rules
/// all name links so, and nothing is renumbered on the way. The order is planned first (which file
/// comes where, ``Numbering``); the result's ids are given once, by ``Numbering/reportID(file:ordinal:)``,
/// as the kept links and findings are taken into the run's arrays, each made once, of its final
/// size: no array is outgrown and copied, nor sorted, while the run holds all of them (issue 22).
extension AuditAccumulator {
    /// Where one file's links go in the run's order: its app-scope links or its checked document
    /// (a file has one or the other), and how many links of the run come before it.
    struct NumberedFile {
        /// Where the file's links are among the app scope's links; `nil` for a checked document.
        var appLinks: Range<Int>?
        /// The checked document's index among the run's inputs; `nil` for the app scope's links.
        var checked: Int?
        /// How many links of the run come before the file's: its first link's report id less one.
        var offset: Int
    }

    /// The run's order, planned file by file before any kept link or finding is taken.
    struct Numbering {
        /// The files in report order.
        var files: [NumberedFile] = []
        /// How many links of the run come before each file's, by path.
        var offsets: [String: Int] = [:]
        /// The run's links that may point into another page (none without run-level rules), in
        /// report order, each named by its file and ordinal.
        var fragmentLinks: [FragmentLink] = []
        /// A streamed run's files as the Links rotor view lists them.
        var rotorFiles: [String: RotorFile] = [:]
        /// How many links the run found.
        var count = 0

        /// The id the run's result and its reports give the `ordinal`-th link of `file`: the one
        /// place where a link's identity (document, ordinal) becomes a number of the report.
        func reportID(file: String, ordinal: Int) -> Int { (offsets[file] ?? 0) + ordinal }
    }

    /// What the run-level rules found: their findings, naming links by file and ordinal, and the
    /// links those name that the run did not keep, read back from the spool with their report ids,
    /// in id order.
    struct RunCheck {
        var findings: [Finding] = []
        var readBack: [Link] = []
    }

    /// Plans the order of every link, file by file in report order: each file's place, the run's
    /// fragment links, and a streamed run's spool order (the app scope's links are spooled here).
    /// The checked documents' kept links and findings stay where they are (``takeLinksAndFindings(_:appLinks:run:appFindings:)``).
    func planNumbering(_ appLinks: [Link]) -> Numbering {
        var appLinksOfFile: [String: Range<Int>] = [:]
        var start = 0
        while start < appLinks.count {
            var end = start + 1
            while end < appLinks.count, appLinks[end].file == appLinks[start].file { end += 1 }
            appLinksOfFile[appLinks[start].file] = start..<end
            start = end
        }
        var checkedOfFile: [String: Int] = [:]
        for (index, document) in checked { checkedOfFile[document.document.file] = index }
        let orderedFiles = Set(appLinksOfFile.keys).union(checkedOfFile.keys).sorted()
        var numbering = Numbering()
        numbering.files.reserveCapacity(orderedFiles.count)
        numbering.offsets.reserveCapacity(orderedFiles.count)
        numbering.fragmentLinks.reserveCapacity(checkedFragmentLinks.count + (runRules.isEmpty ? 0 : appLinks.count))
        var chunks: [(chunk: LinkSpool.Chunk, firstID: Int)] = []
        var count = 0
        for file in orderedFiles {
            numbering.offsets[file] = count
            if let range = appLinksOfFile[file] {
                if let spool {
                    chunks.append((spool.append(Array(appLinks[range])), count + 1))
                    numbering.rotorFiles[file] = RotorFile(count: range.count, firstID: count + 1)
                }
                if !runRules.isEmpty { numbering.fragmentLinks += appLinks[range].compactMap(FragmentLink.init) }
                numbering.files.append(NumberedFile(appLinks: range, checked: nil, offset: count))
                count += range.count
            }
            if let index = checkedOfFile[file], let document = checked[index] {
                checkedFragmentLinks.take(document.fragmentLinks) { numbering.fragmentLinks.append($0) }
                if let chunk = document.chunk {
                    // The Links rotor view's files are read back from the spool before the report.
                    numbering.rotorFiles[file] = RotorFile(count: document.linkCount, firstID: count + 1)
                    chunks.append((chunk, count + 1))
                }
                numbering.files.append(NumberedFile(appLinks: nil, checked: index, offset: count))
                count += document.linkCount
            }
        }
        spool?.order(chunks)
        checkedFragmentLinks = SegmentedList()
        numbering.count = count
        return numbering
    }

    /// Runs the run-level rules, side by side, over the run's tables: `numbering`'s fragment links
    /// and the `app` scope's. A link a finding names that the run did not keep (neither one of the
    /// app's links nor a checked document's kept link) is read back from the spool; a finding whose
    /// link cannot be read back is dropped.
    func checkRun(_ numbering: Numbering, app: AppTables) -> RunCheck {
        // The kept links, by report id.
        var kept = Set(app.links.map { numbering.reportID(file: $0.file, ordinal: $0.id) })
        for file in numbering.files {
            guard let index = file.checked, let document = checked[index] else { continue }
            checkedLinks.forEach(in: document.links) { kept.insert($0.id + file.offset) }
        }
        let tables = RunTables.resolved(site: site, fragmentLinks: numbering.fragmentLinks, app: app)
        let perRule = ResultSlots<[Finding]>(count: runRules.count)
        DispatchQueue.concurrentPerform(iterations: runRules.count) { index in
            perRule[index] = runRules[index].check(tables, languages: configuration.languageLists)
        }
        var run = RunCheck()
        for found in perRule.values {
            for finding in found ?? [] {
                if let ordinal = finding.link, case let id = numbering.reportID(file: finding.file, ordinal: ordinal), !kept.contains(id) {
                    guard let link = spool?.link(id: id), link.file == finding.file else { continue }
                    run.readBack.append(link)
                    kept.insert(id)
                }
                run.findings.append(finding)
            }
        }
        run.readBack.sort { $0.id < $1.id }
        return run
    }

    /// Takes every kept link and finding into the run's arrays, file by file in report order (the
    /// app scope's `appLinks` and each checked document's), each given its report id
    /// (``Numbering/reportID(file:ordinal:)``), with `run`'s read-back links in id order among them,
    /// then `run`'s findings and the app scope's `findings`. Empties the checked documents.
    /// - Returns: the links, the findings, where the visible text of kept links stands, by report
    ///   id, and the names of the links of each page that has a renaming finding, by file.
    func takeLinksAndFindings(_ numbering: Numbering, appLinks: [Link], run: RunCheck, appFindings: [Finding]) -> (
        links: [Link], findings: [Finding], textPlaces: [Int: LinkTextPlace], pageNames: [String: PageLinkNames]
    ) {
        var links: [Link] = []
        var findings: [Finding] = []
        var textPlaces: [Int: LinkTextPlace] = [:]
        var pageNames: [String: PageLinkNames] = [:]
        links.reserveCapacity(checkedLinks.count + appLinks.count + run.readBack.count)
        findings.reserveCapacity(checkedFindings.count + run.findings.count + appFindings.count)
        var readBack = run.readBack[...]
        // Each link after the read-back links whose ids come before its own.
        func append(_ link: Link, offset: Int) {
            var link = link
            link.id += offset
            while let next = readBack.first, next.id < link.id {
                links.append(next)
                readBack.removeFirst()
            }
            links.append(link)
        }
        for file in numbering.files {
            if let range = file.appLinks {
                for link in appLinks[range] { append(link, offset: file.offset) }
            }
            guard let index = file.checked, let document = checked[index] else { continue }
            checkedLinks.take(document.links) { append($0, offset: file.offset) }
            // A document's findings name links of the document only.
            checkedFindings.take(document.findings) { finding in
                findings.append(Self.numbered(finding) { _ in file.offset })
            }
            for (ordinal, place) in document.textPlaces { textPlaces[ordinal + file.offset] = place }
            if let names = document.pageNames { pageNames[document.document.file] = names }
        }
        links += readBack
        for finding in run.findings + appFindings { findings.append(Self.numbered(finding) { numbering.offsets[$0] ?? 0 }) }
        (checkedLinks, checkedFindings) = (SegmentedList(), SegmentedList())
        checked = [:]
        strings = StringInterner()
        return (links, findings, textPlaces, pageNames)
    }

    /// `places`, the text places of pages' links by report id, with those of the string tables'
    /// links (``LinkTextPlace``, located as the tables were read and kept in their documents, by
    /// each link's start), for the unsafe fixes of app copy (issue 26).
    static func textPlaces(
        _ places: [Int: LinkTextPlace], addingThoseOf documents: [ExtractedDocument], links: [Link]
    ) -> [Int: LinkTextPlace] {
        var byFile: [String: [SourcePosition: LinkTextPlace]] = [:]
        for document in documents where !document.linkTextPlaces.isEmpty && document.format != .markdown && document.format != .html {
            byFile[document.file] = document.linkTextPlaces
        }
        guard !byFile.isEmpty else { return places }
        var places = places
        for link in links where link.appCopy != nil {
            if let start = link.span?.start, let place = byFile[link.file]?[start] { places[link.id] = place }
        }
        return places
    }

    /// `finding` with its link and its related places' links named by their report ids, given how
    /// many links of the run come before each file's (``Numbering/reportID(file:ordinal:)``).
    private static func numbered(_ finding: Finding, offsetOf: (String) -> Int) -> Finding {
        var finding = finding
        if let ordinal = finding.link { finding.link = offsetOf(finding.file) + ordinal }
        if let related = finding.related {
            finding.related = related.map { place in
                var place = place
                if let ordinal = place.link { place.link = offsetOf(place.file) + ordinal }
                return place
            }
        }
        return finding
    }
}
