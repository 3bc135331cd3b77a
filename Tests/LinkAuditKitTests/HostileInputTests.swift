import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Issue 12, item 5: inputs that crashed a run or made it quadratic. Each test asserts what is read
/// (exact links, positions, problems, errors), never a time; the inputs are large enough that a
/// quadratic scan would make the suite noticeably slow (100,000 brackets: minutes, not milliseconds).
@Suite("Hostile inputs")
struct HostileInputTests {
    private func extract(_ text: String, file: String) -> ExtractedDocument {
        DocumentExtractor.extract(file: file, bytes: Array(text.utf8), format: Discovery.format(of: file)!)
    }

    @Test(arguments: ["[", "![", "[[", "[x", "[x]("])
    func manyOpenBracketsInMarkdownAreNoLinks(_ unit: String) {
        let count = 100_000 / unit.count
        let document = extract(String(repeating: unit, count: count) + "\n", file: "doc.md")
        #expect(document.links.isEmpty)
        #expect(document.problems.isEmpty)
        #expect(document.errors.isEmpty)
    }

    /// After 20,000 unclosed `[x](` (or sentences with one) on one line, the link that follows is
    /// found where it is.
    @Test(arguments: ["[x](", "see [the guide](", "[x](<", "[x](a ("])
    func linkAfterManyUnclosedDestinationsIsFound(_ unit: String) {
        let marked = MarkedText(String(repeating: unit, count: 20_000) + "1️⃣[Help](https://example.com/help)2️⃣\n")
        let document = extract(marked.text, file: "doc.md")
        #expect(document.links.map(\.text) == ["Help"])
        #expect(document.links.first?.span == marked.span("1️⃣", "2️⃣"))
    }

    /// A destination that looks like one is reported once, at the first unclosed `(`, however many
    /// `[…](` follow on its line.
    @Test func firstUnclosedDestinationIsReportedOnce() {
        let marked = MarkedText(
            "1️⃣[Docs](https://example.com/a" + String(repeating: " and [more](https://example.com/b", count: 20_000) + "\n")
        let document = extract(marked.text, file: "doc.md")
        #expect(document.problems.map(\.kind) == [.unclosedDestination])
        #expect(document.problems.first?.position == marked["1️⃣"])
    }

    /// Balanced brackets 50,000 deep around a link's text: one link, its text the innermost word.
    @Test func deeplyNestedBracketsAroundALink() {
        let depth = 50_000
        let text = String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth) + "(https://example.com/x)\n"
        let document = extract(text, file: "doc.md")
        #expect(document.links.map(\.destination) == ["https://example.com/x"])
        #expect(document.links.first?.span?.end == SourcePosition(line: 1, utf8Column: text.utf8.count - 1))
    }

    @Test(arguments: ["[", "[[more", "see [x]("])
    func manyOpenBracketsInAStringsValue(_ unit: String) {
        let marked = MarkedText(
            "\"k\" = \"" + String(repeating: unit, count: 100_000 / unit.count) + " 1️⃣[Help](https://example.com/h)2️⃣\";\n")
        let document = extract(marked.text, file: "en.lproj/Localizable.strings")
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["Help"])
        #expect(document.links.first?.span == marked.span("1️⃣", "2️⃣"))
    }

    /// Entities that multiply each other: `a` is 100 bytes, each next one ten of the one before,
    /// so `&h;` is a gigabyte (a 250 kB file of this kind aborted the run on a 3.3 GB allocation).
    static let entityDeclarations: String = {
        var declarations = "<!ENTITY a \"" + String(repeating: "a", count: 100) + "\">\n"
        for (name, previous) in zip(["b", "c", "d", "e", "f", "g", "h"], ["a", "b", "c", "d", "e", "f", "g"]) {
            declarations += "<!ENTITY \(name) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return declarations
    }()

    private func xliff(subset: String, original: String = "App.xcstrings", target: String = "Hilfe") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE xliff [
        \(subset)]>
        <xliff version="1.2"><file original="\(original)" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="help"><source>Help</source><target>\(target)</target></trans-unit>
        </body></file></xliff>

        """
    }

    static let expansionMessage =
        "the entity reference &h; expands past 1000000 bytes (the entities declared in the file's DOCTYPE multiply each other: "
        + "an entity-expansion attack or a mistake); the file is not read"

    /// Refused before libxml2 expands anything, with the place of the reference that goes past the
    /// limit: in an attribute, in text, in an attribute default of the DOCTYPE.
    @Test func entityExpansionIsRefusedAtTheReference() {
        let cases = [
            MarkedText(xliff(subset: Self.entityDeclarations, original: "1️⃣&h;")),
            MarkedText(xliff(subset: Self.entityDeclarations, target: "[Hilfe](https://example.com/h) 1️⃣&h;")),
            MarkedText(xliff(subset: Self.entityDeclarations + "<!ATTLIST file original CDATA \"1️⃣&h;\">\n")),
        ]
        for marked in cases {
            let document = extract(marked.text, file: "de.xcloc/Localized Contents/de.xliff")
            #expect(document.links.isEmpty)
            #expect(
                document.errors == [
                    AuditError(
                        file: "de.xcloc/Localized Contents/de.xliff", line: marked["1️⃣"].line, column: marked["1️⃣"].utf8Column,
                        message: Self.expansionMessage)
                ])
        }
    }

    /// What cannot be measured is refused too: a parameter entity (its text becomes declarations),
    /// an entity whose value refers back to itself.
    @Test func parameterAndRecursiveEntitiesAreRefused() {
        let parameter = MarkedText(xliff(subset: "1️⃣<!ENTITY % p \"<!ENTITY q 'x'>\">\n%p;\n"))
        let recursive = MarkedText(xliff(subset: "<!ENTITY a \"&b;\">\n<!ENTITY b \"x&a;\">\n", target: "1️⃣&a;"))
        let messages = [
            "the DOCTYPE uses a parameter entity, whose text becomes further declarations: linkaudit does not expand it; the file is not read",
            "the entity &a; refers to itself through its own value; the file is not read",
        ]
        for (marked, message) in zip([parameter, recursive], messages) {
            let document = extract(marked.text, file: "de.xliff")
            #expect(
                document.errors == [AuditError(file: "de.xliff", line: marked["1️⃣"].line, column: marked["1️⃣"].utf8Column, message: message)])
        }
    }

    /// Small entities stay an ordinary document: nothing is refused.
    @Test func smallDeclaredEntitiesAreRead() {
        let document = extract(
            xliff(subset: "<!ENTITY app \"Example\">\n", original: "&app;.xcstrings", target: "[Hilfe](https://example.com/h)"),
            file: "de.xliff")
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.destination) == ["https://example.com/h"])
    }

    /// A property list that declares an entity is refused at the declaration: Foundation would not
    /// load it, so nothing is expanded.
    @Test func propertyListsRefuseDeclaredEntities() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [
            1️⃣\(Self.entityDeclarations)]>
            <plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>&h;</string></dict></dict></plist>

            """)
        for file in ["en.lproj/Localizable.stringsdict", "en.lproj/Localizable.strings"] {
            let document = extract(marked.text, file: file)
            #expect(document.links.isEmpty)
            #expect(document.errors.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column)"])
        }
    }

    /// 100,000 `<a>` never closed, each inside the one before (and, as a variation, each in a
    /// `<span>` of its own): every one is a link that ends where the next starts, the last one holds
    /// the text, and each but the last is a nested-anchor problem.
    @Test(arguments: [("<a href=\"/x\">", 100_000), ("<span><a href=\"/x\">", 50_000)])
    func manyNestedAnchorsInHTML(_ unit: String, _ count: Int) {
        let document = extract("<p>" + String(repeating: unit, count: count) + "x</p>\n", file: "page.html")
        let width = unit.utf8.count
        #expect(document.links.count == count)
        #expect(document.links.allSatisfy { $0.destination == "/x" })
        #expect(document.links.map(\.text).filter { !$0.isEmpty } == ["x"])
        // `<p>`, then what stands before each `<a` (13 bytes `<a href="/x">`) in its unit; a link
        // ends at the last byte before the next `<a`.
        let before = width - 13
        #expect(
            document.links.first?.span
                == SourceSpan(start: .init(line: 1, utf8Column: 3 + before + 1), end: .init(line: 1, utf8Column: 3 + width + before)))
        #expect(document.links.last?.span?.start == SourcePosition(line: 1, utf8Column: 3 + width * (count - 1) + before + 1))
        #expect(document.problems.filter { $0.kind == .nestedAnchor }.count == count - 1)
        #expect(document.problems.map(\.kind).last == .unclosedAnchor)
    }

    /// 20,000 blocks each inside the one before, each starting with a link (closed or not): every
    /// link is read, at its place, standalone (its block holds only links), and the innermost one's
    /// context is its own word. Each block's text was gathered from its whole subtree (quadratic).
    @Test(arguments: [("div", false), ("p", false), ("li", false), ("section", false), ("div", true), ("section", true)])
    func manyNestedBlocksEachWithALink(_ block: String, _ closed: Bool) {
        let count = 20_000
        let anchor = "<a href=\"https://example.com/x\">"
        let end = closed ? "</a>" : ""
        let marked = MarkedText(
            "<\(block)>1️⃣\(anchor)y\(end)2️⃣<\(block)>4️⃣\(anchor)y\(end)"
                + String(repeating: "<\(block)>\(anchor)y\(end)", count: count - 3)
                + "<\(block)>3️⃣\(anchor)y\(end)" + (closed ? String(repeating: "</\(block)>", count: count) : "") + "\n")
        let document = extract(marked.text, file: "page.html")
        #expect(document.links.count == count)
        #expect(document.links.allSatisfy { $0.destination == "https://example.com/x" && $0.placement == .standalone })
        // An unclosed `<a>` ends where the next one starts.
        #expect(document.links.first?.span == marked.span("1️⃣", closed ? "2️⃣" : "4️⃣"))
        #expect(document.links.last?.span?.start == marked["3️⃣"])
        #expect(document.links.last?.context?.text == "y")
    }

    /// A link whose name is a megabyte (words, or unknown `&names` in HTML) is read whole and judged
    /// by no word rule: a generic phrase or "link" naming the control is a short name.
    @Test(arguments: [
        ("doc.md", "[", String(repeating: "click here ", count: 100_000) + "link", "](https://example.com/x)\n", [String]()),
        (
            "page.html", "<p>See <a href=\"https://example.com/x\">", String(repeating: "&zz; ", count: 200_000) + "link",
            "</a>.</p>\n", ["inline-only-destination 1:8"]
        ),
    ])
    func megabyteLinkNameIsJudgedByNoWordRule(_ file: String, _ before: String, _ name: String, _ after: String, _ findings: [String]) {
        let document = extract(before + name + after, file: file)
        #expect(document.links.count == 1)
        #expect(document.links.first?.name.utf8.count == name.utf8.count)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
        #expect(result.findings.map { "\($0.rule) \($0.line ?? 0):\($0.column ?? 0)" } == findings)
    }

    /// "click here" said 91 times (1,000 bytes) is still judged generic; 92 times (1,011 bytes) is
    /// past `LinkText.longestJudgedName` and judged by no word rule.
    @Test(arguments: [(91, ["generic-link-text 1:1"]), (92, [])])
    func wordRulesJudgeNamesUpToTheBound(_ repeats: Int, _ findings: [String]) {
        let name = Array(repeating: "click here", count: repeats).joined(separator: " ")
        let document = extract("[\(name)](https://example.com/x)\n", file: "doc.md")
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: ["doc.md"])
        #expect(result.findings.map { "\($0.rule) \($0.line ?? 0):\($0.column ?? 0)" } == findings)
    }
}
