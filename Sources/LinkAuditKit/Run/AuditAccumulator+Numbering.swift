import Foundation
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// Numbering the run's links and checking the run (``AuditAccumulator/finish(files:discoveryErrors:)``):
/// the order is planned first and the fragment links taken, the run-level rules run over them, and
/// only then are the kept links and findings taken into the run's arrays, each made once, of its
/// final size, with the links the run-level findings read back from the spool already in place:
/// no array is outgrown and copied, nor sorted, while the run holds all of them (issue 22).
extension AuditAccumulator {
    /// Where one file's links go in the run's order: its app-scope links or its checked document
    /// (a file has one or the other), and how far its ids are moved up from 1.
    struct NumberedFile {
        /// Where the file's links are among the app scope's links; `nil` for a checked document.
        var appLinks: Range<Int>?
        /// The checked document's index among the run's inputs; `nil` for the app scope's links.
        var checked: Int?
        /// How many links of the run come before the file's: its first link's final id less one.
        var offset: Int
    }

    /// The run's order, planned file by file before any kept link or finding is taken.
    struct Numbering {
        /// The files in report order.
        var files: [NumberedFile] = []
        /// The run's links that may point into another page (none without run-level rules), with
        /// final ids, in id order.
        var fragmentLinks: [FragmentLink] = []
        /// Where the visible text of kept links stands, by final id.
        var textPlaces: [Int: LinkTextPlace] = [:]
        /// A streamed run's files as the Links rotor view lists them.
        var rotorFiles: [String: RotorFile] = [:]
        /// How many links the run found.
        var count = 0
    }

    /// What the run-level rules found: their findings, and the links those name that the run did
    /// not keep, read back from the spool, in id order.
    struct RunCheck {
        var findings: [Finding] = []
        var readBack: [Link] = []
    }

    /// Plans the order of every link, file by file in report order: the app scope's `appLinks` get
    /// their ids, the checked documents' fragment links are taken with final ids, and a streamed
    /// run's spool learns its order. The checked documents' kept links and findings stay where they
    /// are (``takeLinksAndFindings(_:appLinks:run:)``).
    func planNumbering(_ appLinks: inout [Link]) -> Numbering {
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
        numbering.fragmentLinks.reserveCapacity(checkedFragmentLinks.count + (runRules.isEmpty ? 0 : appLinks.count))
        var chunks: [(chunk: LinkSpool.Chunk, firstID: Int)] = []
        var count = 0
        for file in orderedFiles {
            if let range = appLinksOfFile[file] {
                for position in range { appLinks[position].id = count + position - range.lowerBound + 1 }
                if let spool {
                    var inFile = Array(appLinks[range])
                    for position in inFile.indices { inFile[position].id = position + 1 }
                    chunks.append((spool.append(inFile), count + 1))
                    numbering.rotorFiles[file] = RotorFile(count: range.count, firstID: count + 1)
                }
                if !runRules.isEmpty { numbering.fragmentLinks += appLinks[range].compactMap(FragmentLink.init) }
                numbering.files.append(NumberedFile(appLinks: range, checked: nil, offset: count))
                count += range.count
            }
            if let index = checkedOfFile[file], let document = checked[index] {
                checkedFragmentLinks.take(document.fragmentLinks) { fragmentLink in
                    var fragmentLink = fragmentLink
                    fragmentLink.id += count
                    numbering.fragmentLinks.append(fragmentLink)
                }
                for (id, place) in document.textPlaces { numbering.textPlaces[id + count] = place }
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
        var kept = Set(app.links.map(\.id))
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
                if let id = finding.link, !kept.contains(id) {
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
    /// app scope's `appLinks`, numbered, and each checked document's, moved up as a block), with
    /// `run`'s links in id order among them and its findings last. Empties the checked documents.
    func takeLinksAndFindings(_ numbering: Numbering, appLinks: [Link], run: RunCheck) -> (links: [Link], findings: [Finding]) {
        var links: [Link] = []
        var findings: [Finding] = []
        links.reserveCapacity(checkedLinks.count + appLinks.count + run.readBack.count)
        findings.reserveCapacity(checkedFindings.count + run.findings.count)
        var readBack = run.readBack[...]
        // Each link after the read-back links whose ids come before its own.
        func append(_ link: Link) {
            while let next = readBack.first, next.id < link.id {
                links.append(next)
                readBack.removeFirst()
            }
            links.append(link)
        }
        for file in numbering.files {
            if let range = file.appLinks {
                for link in appLinks[range] { append(link) }
            }
            guard let index = file.checked, let document = checked[index] else { continue }
            checkedLinks.take(document.links) { link in
                var link = link
                link.id += file.offset
                append(link)
            }
            checkedFindings.take(document.findings) { finding in
                var finding = finding
                Self.shift(&finding, by: file.offset)
                findings.append(finding)
            }
        }
        links += readBack
        findings += run.findings
        (checkedLinks, checkedFindings) = (SegmentedList(), SegmentedList())
        checked = [:]
        strings = StringInterner()
        return (links, findings)
    }

    /// Moves a finding's link ids (its own and its related places') up by `offset`.
    private static func shift(_ finding: inout Finding, by offset: Int) {
        finding.link = finding.link.map { $0 + offset }
        if let related = finding.related {
            finding.related = related.map { place in
                var place = place
                place.link = place.link.map { $0 + offset }
                return place
            }
        }
    }
}
