import LinkAuditModel

/// Flags link markup that did not become the link its author meant: a raw space in a Markdown
/// destination, spaces, a punctuation mark or words between `]` and `(` (`[text] (url)`,
/// `[text].(url)`, `[text] as published (url)`), an unclosed `[` or `(`, a full or collapsed
/// reference whose label has no definition, fullwidth brackets, nested `<a>`. In documents and in
/// app copy alike, at the `[` of the broken link. In Markdown and HTML documents, also a link whose
/// destination is empty (`[text]()`, `[text](<>)`, `<a href="">`): it reloads the page it is on;
/// a footnote reference no `[^label]:` defines, and an image reference with no definition inside a
/// link's text (issue 24).
/// Not in app copy, where an empty `href` often marks text whose destination the app's code sets.
///
/// Source: bug reports behind `cases/` (autolinker edges, nested anchors, broken-markup variants,
/// undefined references); a link that silently vanishes or splits leaves readers with plain text or
/// a link to the wrong place.
struct BrokenLinkMarkupRule: Rule {
    static let description = RuleDescription(
        id: "broken-link-markup",
        name: "Broken link markup",
        summary: "Link markup did not parse into the intended link.",
        rationale: "Markdown and HTML parsers do not report errors: a space in a destination or a second <a> quietly turns a "
            + "link into plain text or into two links. Readers and assistive technologies then get the wrong thing. A page's "
            + "link with an empty destination reloads the page. A footnote reference no `[^label]:` defines is shown as "
            + "text; it is reported when its label is a number or the page defines other footnotes (elsewhere `[^word]` is "
            + "more often prose or a character class).",
        wcag: ["4.1.2"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("↓[Annual report](https://example.com/files/annual report.pdf)"),
            RuleExample("↓[Annual report] (https://example.com/files/annual.pdf)"),
            RuleExample("↓[Annual report].(https://example.com/files/annual.pdf)"),
            RuleExample("You agree to our ↓[Terms of Service] as published (https://example.com/tos)."),
            RuleExample("Check the ↓[refund policy(https://example.com/refunds) first."),
            RuleExample("Follow ↓[the install guide][install-guide].\n\n[install_guide]: https://example.com/install"),
            RuleExample("<p>↓<a href=\"/outer\">Outer text <a href=\"/inner\">inner</a> rest</a></p>", format: .html),
            RuleExample("Read the ↓[install guide]() first."),
            RuleExample("Prices vary by region.↓[^1]"),
            RuleExample("[↓![logo][brand-logo] Docs home](https://example.com/docs)"),
            RuleExample("<p>Read the ↓<a href=\"\">install guide</a> first.</p>", format: .html),
        ],
        nonTriggering: [
            RuleExample("[Annual report](<https://example.com/files/annual report.pdf>)"),
            RuleExample("Array access is `a[i] (x)`."),
            RuleExample("Tick [x] when done; see [1] for the changelog, and [Glossary] for terms."),
            RuleExample("The letter said [sic] (see below)."),
            RuleExample("Read [the guide][Install Guide].\n\n[install guide]: https://example.com/install"),
        ],
        sources: [
            RuleReference("CommonMark specification: links", url: "https://spec.commonmark.org/0.31.2/#links"),
            RuleReference(
                "HTML Living Standard: the a element", url: "https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-a-element"
            ),
        ])

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        markupFindings(scope) + emptyDestinationFindings(scope)
    }

    /// Links of a page whose destination is empty: a browser resolves `""` to the page itself.
    /// Source: CommonMark allows `[text]()`; markdownlint's MD042 and the HTML standard's URL
    /// parsing (an empty URL is the document's own address).
    private func emptyDestinationFindings(_ scope: Scope) -> [Finding] {
        guard !scope.name.isApp else { return [] }
        return scope.links.compactMap { link in
            guard link.appCopy == nil, !link.isTemplatedDestination, link.destination.allSatisfy(\.isWhitespace),
                [.markdownInline, .markdownReference, .htmlAnchor].contains(link.syntax)
            else { return nil }
            return finding(
                link,
                message: "\"\(link.name)\" has an empty destination: following it reloads this page instead of leading where "
                    + "its name says",
                fix: "write the destination the name promises, or remove the link")
        }
    }

    private func markupFindings(_ scope: Scope) -> [Finding] {
        // The first link at each place, looked up once per problem: a page of 100,000 nested `<a>`
        // has as many problems as links.
        var linksAt: [String: [SourceSpan: Int]] = [:]
        if scope.problems.contains(where: { $0.linkSpan != nil }) {
            for (index, link) in scope.links.enumerated().reversed() {
                if let span = link.span { linksAt[link.file, default: [:]][span] = index }
            }
        }
        return scope.problems.map { problem in
            let link = problem.linkSpan.flatMap { span in linksAt[problem.file]?[span].map { scope.links[$0] } }
            return Finding(
                rule: Self.description.id, severity: Self.description.defaultSeverity, message: problem.message,
                fix: nil, file: problem.file, position: problem.position, link: link?.id, appCopy: problem.appCopy)
        }
    }
}
