import LinkAuditModel

/// One page of the HTML report's folder of long-tail pages: its file name inside that folder and
/// its text.
public struct HTMLReportPage: Sendable, Equatable {
    /// `help-1a2b3c4d.html`: a slug of the folder (ASCII letters, digits and `-`, at most 40) and 8
    /// hex digits of its path, then `-2`, `-3` … for the further pages of a large folder. Never the
    /// audited path as written.
    public var name: String
    public var html: String
}

/// The long tail of the HTML report (issue 11): the findings the main page leaves out past its caps
/// (``HTMLReportContext/placesPerGroup``, ``HTMLReportContext/groupsPerRule``), one page per
/// top-level folder of their files (below the folder all of them share), each finding with the same
/// `#f-…` anchor it would have on the main page, so that every finding has exactly one anchor across
/// the main page and these pages. A folder with more than
/// ``HTMLReportContext/findingsPerFolderPage`` findings is split into pages of whole files in sorted
/// order. Notes are here only with `--html-notes`, as on the main page; without it they stay counted
/// in the main page's Notes table.
struct HTMLFolderPages {
    /// A finding past the caps, with its anchor.
    struct Place {
        var entry: FindingGroups.Entry
        var anchor: String
    }

    /// Each left-out place's page file name, by anchor.
    private(set) var pageOfAnchor: [String: String] = [:]
    private var pages: [(name: String, title: String, places: [Place])] = []

    /// Assigns `places` to pages; none when `places` is empty.
    init(_ places: [Place], context: HTMLReportContext) {
        guard !places.isEmpty else { return }
        let prefix = Self.sharedFolder(places.map(\.entry.finding.file))
        var byTop: [String: [Place]] = [:]
        for place in places {
            let rest = place.entry.finding.file.split(separator: "/").dropFirst(prefix.count)
            let top =
                rest.count > 1
                ? (prefix + [String(rest.first!)]).joined(separator: "/") : (prefix.isEmpty ? "." : prefix.joined(separator: "/"))
            byTop[top, default: []].append(place)
        }
        for top in byTop.keys.sorted() {
            let sorted = byTop[top]!.sorted { Self.order($0.entry.finding, $0.anchor) < Self.order($1.entry.finding, $1.anchor) }
            var chunks: [[Place]] = [[]]
            for place in sorted {
                let file = place.entry.finding.file
                let newFile = chunks[chunks.count - 1].last?.entry.finding.file != file
                if newFile, chunks[chunks.count - 1].count >= context.findingsPerFolderPage { chunks.append([]) }
                chunks[chunks.count - 1].append(place)
            }
            let base = Self.slug(top) + "-" + String(FindingGroups.id(["html-folder", top]).prefix(8))
            for (index, chunk) in chunks.enumerated() {
                let name = base + (index == 0 ? "" : "-\(index + 1)") + ".html"
                let title = top + (chunks.count > 1 ? " (part \(index + 1) of \(chunks.count))" : "")
                pages.append((name, title, chunk))
                for place in chunk { pageOfAnchor[place.anchor] = name }
            }
        }
    }

    /// The pages, each a complete page in the main page's style linking back to it.
    /// - Parameter ruleDocumentation: the configured address of the rule pages.
    func render(mainPage: String, linksByID: LinkIndex, context: HTMLReportContext, ruleDocumentation: String? = nil) -> [HTMLReportPage] {
        let escape = HTMLReporter.escape
        var section = HTMLFindingsSection(linksByID: linksByID, context: context, anchorQueue: [:])
        section.ruleDocumentation = ruleDocumentation
        return pages.map { page in
            var html = HTMLReporter.pageStart(audited: page.title, skipTo: ("findings", "Skip to the findings"))
            html += """
                <p><a href="../\(escape(URIPath.encoded(PathText.bytes(mainPage))))">Back to the main report</a> (\(escape(context.auditedSummary)))</p>
                </header>
                <main>
                <section aria-labelledby="findings"><h2 id="findings">
                """
            html += "\(HTMLReporter.number(page.places.count)) more \(page.places.count == 1 ? "finding" : "findings"), by file</h2>\n"
            var file: String?
            for place in page.places {
                if place.entry.finding.file != file {
                    if file != nil { html += "</ol>\n" }
                    file = place.entry.finding.file
                    html += "<h3><code>\(escape(place.entry.finding.file))</code></h3>\n<ol class=\"findings\">\n"
                }
                html += section.item(place.entry, id: place.anchor)
            }
            html += "</ol>\n</section>\n</main>\n</body>\n</html>\n"
            return HTMLReportPage(name: page.name, html: html)
        }
    }

    /// File, then line, column and anchor: a page's order, the same every run.
    private static func order(_ finding: Finding, _ anchor: String) -> (String, Int, Int, String) {
        (finding.file, finding.line ?? 0, finding.column ?? 0, anchor)
    }

    /// The folders every file is inside (`[]` when they share none).
    static func sharedFolder(_ files: [String]) -> [String] {
        var shared: [String]?
        for file in files {
            let folders = file.split(separator: "/").dropLast().map(String.init)
            guard let current = shared else {
                shared = folders
                continue
            }
            shared = Array(zip(current, folders).prefix { $0 == $1 }.map(\.0))
        }
        return shared ?? []
    }

    /// The path's last component in lower-case ASCII letters and digits, runs of anything else as
    /// one `-`, at most 40 characters; `top` when nothing is left.
    static func slug(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        var slug = ""
        for scalar in last.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        slug = String(slug.prefix(40))
        return slug.isEmpty ? "top" : slug
    }
}
