import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// Markdown read as site generators read it (template code) and every shape of broken link markup,
/// beyond the cases' own words: other positions, nesting, containers and near misses.
@Suite("Markdown: template code and broken link shapes")
struct MarkdownGeneratorMarkupTests {
    private func problems(_ marked: MarkedText) -> [String] {
        extractMarkdown(marked.text).problems.map { "\($0.kind) \($0.position.map { "\($0)" } ?? "-")" }
    }

    private func at(_ kind: MarkupProblem.Kind, _ marked: MarkedText, _ marker: String) -> String {
        "\(kind) \(marked[marker])"
    }

    // MARK: Template code

    @Test func templateCodeIsNeverAutolinked() {
        let source = """
            {{% notice url="https://example.com/a" %}}

            {% include card.html href="https://example.com/b" %}

            {{ partial "footer" (dict "url" "https://example.com/c") }}

            {{< figure
                src="https://example.com/d.png"
                link="https://example.com/d" >}}

            Plain https://example.com/e stays a link.

            """
        let links = extractMarkdown(source).links
        #expect(links.map(\.destination) == ["https://example.com/e"])
        #expect(links[0].span?.start.line == 11)
    }

    @Test func templateCodeInLinkTextMakesTheTextDynamic() {
        let marked = MarkedText("Next: 1️⃣[{{ .Next.Title }}]({{ .Next.Permalink }})2️⃣\n")
        let links = extractMarkdown(marked.text).links
        #expect(links.count == 1)
        // An output tag makes the name known only when the site is built: unknown, never the code.
        #expect(links[0].text == "")
        #expect(links[0].nameSource == .unknown)
        #expect(links[0].hasDynamicText)
        #expect(links[0].isTemplatedDestination)
        #expect(links[0].span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func aShortcodeBesideALinkIsNoText() {
        let marked = MarkedText("{{< icon \"book\" >}} 1️⃣[Handbook](https://example.com/handbook)2️⃣\n")
        let links = extractMarkdown(marked.text).links
        #expect(links.map(\.placement) == [.standalone])
        #expect(links[0].span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func referenceDefinitionsInContainersWithTitles() {
        let marked = MarkedText(
            """
            > Quoted: 1️⃣[the guide][Guide Link]2️⃣.
            >
            > [guide link]: {{% baseurl %}}/guide/ "The guide"

            - 3️⃣[Notes][]4️⃣

              [notes]: <{{ site.url }}/notes/>

            """)
        let links = extractMarkdown(marked.text).links
        #expect(links.map(\.destination) == ["{{% baseurl %}}/guide/", "{{ site.url }}/notes/"])
        #expect(links.map(\.title) == ["The guide", nil])
        #expect(links.map(\.span) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣")])
        #expect(links.allSatisfy { $0.isTemplatedDestination && $0.syntax == .markdownReference })
    }

    @Test func aBareURLRunningIntoTemplateCodeIsTemplated() {
        let marked = MarkedText("Download 1️⃣https://example.com/releases/{{ .Version }}/app.zip today.\n")
        let links = extractMarkdown(marked.text).links
        #expect(links.map(\.destination) == ["https://example.com/releases/{{ .Version }}/app.zip"])
        #expect(links[0].isTemplatedDestination && links[0].hasDynamicText)
        #expect(links[0].span?.start == marked["1️⃣"])
    }

    // MARK: Broken link shapes

    @Test func punctuationOrWordsBetweenTheBracketsAndTheParentheses() {
        let marked = MarkedText(
            """
            Étape 1 : 1️⃣[le guide], (https://example.com/guide) puis
            2️⃣[the form] : (https://example.com/form).

            - Item with 3️⃣[our policy] as of 2024 (https://example.com/policy)

            > 4️⃣[Docs];(/docs/start)

            """)
        #expect(
            problems(marked) == [
                at(.textBeforeDestination, marked, "1️⃣"), at(.textBeforeDestination, marked, "2️⃣"),
                at(.textBeforeDestination, marked, "3️⃣"), at(.textBeforeDestination, marked, "4️⃣"),
            ])
    }

    @Test func unclosedBracketsInOtherPlaces() {
        let marked = MarkedText(
            """
            1. See 1️⃣[the changelog (https://example.com/changes) first.
            2. Then 2️⃣[日本語のガイド(https://example.com/ja/guide) and [ok](https://example.com/ok).

            """)
        #expect(problems(marked) == [at(.unclosedBracket, marked, "1️⃣"), at(.unclosedBracket, marked, "2️⃣")])
        let links = extractMarkdown(marked.text).links
        #expect(links.first { $0.text == "ok" }?.syntax == .markdownInline)
        #expect(links.filter { $0.syntax == .markdownAutolink }.allSatisfy { $0.insideBrokenMarkup == .unclosedBracket })
    }

    @Test func undefinedReferencesAndTheirNearMisses() {
        let source = "Read [the setup page][setup-page] and [Release Notes][].\n\n[setup_pages]: https://example.com/setup\n"
        let found = extractMarkdown(source).problems
        #expect(found.map(\.kind) == [.undefinedReference, .undefinedReference])
        #expect(found.map { $0.position?.utf8Column } == [6, 39])
        #expect(found[0].message.hasSuffix("did you mean `setup_pages`?"))
        #expect(found[1].message.hasSuffix("add a definition `[Release Notes]: url`"))
    }

    @Test func nearMissesThatAreNotBrokenLinks() {
        let source = """
            - [x] done, [ ] to do; see [1] and [2][3].
            - Prose [sic] (see below) and [RFC 1234] (section 4).
            - Code `[a].(https://example.com/a)` and `[b][missing]` stay quiet.
            - Arrays: matrix[i][j] and table[row][col].
            - Four words are prose: [Note] this is not related (https://example.com/n).
            - A shortcut with no definition: [Glossary].
            - Footnotes[^1] are not references.
            - Citations and boxes: [1] See notes (https://example.com/n), [x] (https://example.com/x), [2(https://example.com/2).
            - Tool-resolved: [Client][pkg.client.Client], [Link][Trends::Link], [`run`][], [docs][api/index].

            ```
            [c] (https://example.com/c) and [d][nowhere]
            ```

            $$[0, 1)$$ is an interval.

            [^1]: A footnote.

            """
        let document = extractMarkdown(source)
        #expect(document.problems.isEmpty)
    }

    @Test func aDefinedLabelMatchesWithoutCaseOrExtraSpaces() {
        let source = "See [the guide][Install   Guide].\n\n[install guide]: https://example.com/install\n"
        let document = extractMarkdown(source)
        #expect(document.links.map(\.destination) == ["https://example.com/install"])
        #expect(document.problems.isEmpty)
    }

    @Test func brokenShapesInAppCopy() {
        let marked = MarkedText("Lee las 1️⃣[Condiciones] vigentes (https://example.com/tos) y 2️⃣[Ayuda][]")
        let value = Array(marked.text.utf8)
        let context = DocumentContext(file: "es.lproj/Localizable.strings", render: .swiftui, scope: .app("apple"))
        let found = MarkdownExtractor.extractAppCopy(value, map: SourceMap(lineIndex: LineIndex(value)), document: context)
        #expect(found.links.isEmpty)
        #expect(found.problems.map(\.kind) == [.textBeforeDestination, .undefinedReference])
        #expect(found.problems.map(\.position) == [marked["1️⃣"], marked["2️⃣"]])
    }
}
