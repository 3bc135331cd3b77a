import Foundation
import LinkAuditModel

/// Flags a link to a fragment its page does not define, and an `aria-labelledby` that names an id
/// no element has.
///
/// Source: issue 14 (markdownlint MD051 is the Markdown peer); WCAG 2.4.1 and 2.4.4 (a skip link or
/// a link that promises a place it cannot reach) and 4.1.2 (a name reference that resolves to nothing); the
/// HTML standard's "find a potential indicated element" for what a fragment can target.
/// Same-page links are checked with their document's scope, against `Scope.anchors`; links to
/// another page of the run, once every page is known, as a run-level rule
/// (`BrokenFragmentRule+Run.swift`).
public struct BrokenFragmentRule: Rule {
    public static let description = RuleDescription(
        id: "broken-fragment",
        name: "Fragment goes nowhere",
        summary: "A link to #fragment that its page does not define, or an aria-labelledby id that no element has.",
        rationale: "A link to a part of a page promises a place: the browser moves focus and scrolls there, and a "
            + "screen reader starts reading there. When the page has no element with that id (or no heading with "
            + "that anchor, as the Markdown renderer makes it), the link silently leaves people at the top, or where "
            + "they were, with no clue they missed the section: keyboard and screen reader users, who cannot scan "
            + "the page for it, lose the most. Only what can be known is judged: the link's own page, or another page "
            + "of the same run whose anchors are known; `#`, `#top`, hashbangs (`#!`), routes (`#/`), text fragments "
            + "(`#:~:text=`) and templated fragments are never reported. An `aria-labelledby` naming an id that no "
            + "element has drops that part of the name; when every id is missing, the name falls back to the "
            + "content the author meant to replace (WCAG 4.1.2). Markdown heading anchors are made as the "
            + "document's dialect's renderer makes them: GitHub-style slugs by default (GitHub, markdownlint, "
            + "Microsoft Learn's `section` for a heading with no letters), kramdown-parser-gfm's and kramdown's own "
            + "for a Jekyll site, Hugo's with Goldmark; explicit `{#id}` attributes and raw HTML ids count. A broken "
            + "\"skip to content\" link defeats the bypass it stands for (WCAG 2.4.1); any other promises a part of a "
            + "page it does not deliver (2.4.4). A warning, not an error: the page itself is reached, and nothing is "
            + "hidden from anyone, but the link does not do what it says.",
        wcag: ["2.4.1", "2.4.4", "4.1.2"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample(
                """
                ## Install the app

                Then see ↓[the setup steps](#setup-steps).
                """),
            RuleExample(
                #"""
                <h2 id="billing">Billing</h2>
                <p>Questions? See ↓<a href="#refund">refunds</a> or <a href="#billing">billing</a>.</p>
                """#, format: .html),
            RuleExample(
                #"<p><span id="lbl-report">Annual report</span> ↓<a href="/report.pdf" aria-labelledby="lbl-reprot">PDF</a></p>"#,
                format: .html),
            RuleExample(
                "Read ↓[the install section](guide.md#instal).", path: "docs/index.md",
                companions: [("docs/guide.md", "# Guide\n\n## Install\n\nSteps.\n")]),
        ],
        nonTriggering: [
            RuleExample(
                """
                ## Set up, then sync!

                ## FAQ
                ## FAQ

                See [setup](#set-up-then-sync), [the second FAQ](#faq-1) and [top](#top).
                """),
            RuleExample(
                #"""
                <p><a name="old-anchor"></a><span id="x">Text</span> <a href="#old-anchor">old</a>
                <a href="#x">x</a> <a href="#">top</a> <a href="#!/inbox">inbox</a> <a href="#/settings">settings</a>
                <a href="#x:~:text=Text">quote</a></p>
                """#, format: .html),
            RuleExample(
                "## Set up {#install}\n\nSee [install](#install) and [elsewhere](other-site.md#anything).",
                path: "docs/index.md"),
            RuleExample(
                "Read [the install section](guide.md#install).", path: "docs/index.md",
                companions: [("docs/guide.md", "# Guide\n\n## Install\n\nSteps.\n")]),
        ],
        sources: [
            RuleReference(
                "HTML Living Standard: find a potential indicated element",
                url: "https://html.spec.whatwg.org/multipage/browsing-the-web.html#find-a-potential-indicated-element"),
            RuleReference(
                "markdownlint MD051: Link fragments should be valid",
                url: "https://github.com/DavidAnson/markdownlint/blob/main/doc/md051.md"),
        ])

    public init() {}

    public func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        guard case .document(let path) = scope.name else { return [] }
        // Issue and pull request templates and saved replies are shown inside an issue or pull
        // request page: their `#fragment`s point at that page, not at the template.
        let isGitHubTemplate = path.hasPrefix(".github/") || path.contains("/.github/")
        var findings: [Finding] = []
        for link in scope.links {
            if let missing = link.attributes?.missingLabelledbyIDs?.filter({ !scope.anchors.contains($0) }), !missing.isEmpty {
                let quoted = missing.map { "\"\($0)\"" }.joined(separator: ", ")
                findings.append(
                    finding(
                        link,
                        message: "aria-labelledby names \(missing.count == 1 ? "an id" : "ids") no element of the page has: "
                            + "\(quoted); that part of the name is lost",
                        fix: "point aria-labelledby at the id of the element whose text names the link, or remove it"))
            }
            guard !isGitHubTemplate, !scope.anchorsMayBeIncomplete, link.syntax != .wikilink, link.destination.hasPrefix("#"),
                !link.isTemplatedDestination,
                Self.pointsAtThisPage(link),
                let fragment = Self.checkedFragment(String(link.destination.dropFirst()))
            else { continue }
            if let found = Self.finding(link, fragment: fragment, anchors: scope.anchors, page: nil) { findings.append(found) }
        }
        return findings
    }

    /// Whether a `#fragment` destination stays on the link's page: no `<base href>` sent it to
    /// another address.
    private static func pointsAtThisPage(_ link: Link) -> Bool {
        guard let normalized = link.normalizedDestination else { return true }
        return normalized.utf8.firstRange(ofBytes: "://".utf8) == nil && !normalized.hasPrefix("//")
    }

    /// The fragment to look up, without a text directive (`:~:`); `nil` for fragments that are
    /// never a page's anchor: empty, `top` (the HTML standard's top of the document), hashbangs,
    /// script routes and templates.
    static func checkedFragment(_ raw: String) -> String? {
        // Most fragments are printable ASCII: checked byte by byte, with what follows as the rule.
        if raw.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            var fragment = raw.utf8[...]
            if let directive = fragment.firstRange(ofBytes: ":~:".utf8) { fragment = fragment[..<directive.lowerBound] }
            guard let first = fragment.first, first != UInt8(ascii: "!"), first != UInt8(ascii: "/"),
                !fragment.elementsEqual("top".utf8, by: { $0 | 0x20 == $1 }),
                !fragment.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "$") }),
                fragment.firstRange(ofBytes: "<%".utf8) == nil
            else { return nil }
            return String(Substring(fragment))
        }
        return checkedFragmentOfAnyText(raw)
    }

    /// ``checkedFragment(_:)`` for any text, character by character.
    static func checkedFragmentOfAnyText(_ raw: String) -> String? {
        // The URL parser drops tabs and line breaks (an `href` wrapped across lines).
        var fragment = raw.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
        if let directive = fragment.range(of: ":~:") { fragment = String(fragment[..<directive.lowerBound]) }
        guard !fragment.isEmpty, fragment.lowercased() != "top", !fragment.hasPrefix("!"), !fragment.hasPrefix("/") else { return nil }
        guard !fragment.contains("{"), !fragment.contains("}"), !fragment.contains("$"), !fragment.contains("<%") else { return nil }
        return fragment
    }

    /// The finding for a link to `fragment` (as checked, ``checkedFragment(_:)``) of a page whose
    /// anchors are `anchors`: `page` names another page of the run, `nil` the link's own.
    static func finding(_ link: Link, fragment: String, anchors: Set<String>, page: String?) -> Finding? {
        let decoded = SiteIndex.percentDecoded(fragment)
        guard !anchors.contains(fragment), !anchors.contains(decoded) else { return nil }
        let place = page.map { "\($0)" } ?? "this page"
        var fix = "link to an anchor \(place) defines, or give the target an id"
        if let closest = closest(to: decoded, in: anchors) { fix = "did you mean \"#\(closest)\"? " + fix }
        return Finding(
            rule: description.id, severity: description.defaultSeverity,
            message: "\"#\(decoded)\" is not an id, anchor or heading of \(place): the link does not lead to a place on the page",
            fix: fix, file: link.file, position: link.span?.start, link: link.id, appCopy: link.appCopy)
    }

    /// The anchor nearest to `fragment` by edit distance (case folded), when it is near enough to be a typo.
    private static func closest(to fragment: String, in anchors: Set<String>) -> String? {
        let target = Array(fragment.lowercased())
        let limit = max(1, min(3, target.count / 4))
        var best: (distance: Int, anchor: String)?
        for anchor in anchors {
            let distance = editDistance(target, Array(anchor.lowercased()), limit: limit + 1)
            if distance <= limit, best.map({ (distance, anchor) < ($0.distance, $0.anchor) }) ?? true { best = (distance, anchor) }
        }
        return best?.anchor
    }
}
