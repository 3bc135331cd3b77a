import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// GFM footnotes are links as GitHub renders them (issue 24, section 3): references named by the
/// footnote's number, back-references by "Back to reference N"; listed, never judged; a reference
/// to an undefined footnote is broken markup.
@Suite("Footnotes")
struct FootnoteTests {
    private let page = """
        # Notes

        Text with a note[^note] and another[^2] and again[^note].

        Missing one[^9] here, a class [^a-z] and `code[^x]`.

        > Quoted[^q].

        [^note]: The note, with [the changelog](https://example.com/changes).
        [^2]: Second.
          [^q]: Quote note.

        """

    @Test func referencesAndBackReferencesAreLinks() {
        let links = auditFiles([("notes.md", page)]).links.filter { $0.syntax == .footnote }
        #expect(
            links.map {
                "\($0.span.map { "\($0.start.line):\($0.start.utf8Column)-\($0.end.line):\($0.end.utf8Column)" } ?? "-") \($0.text)|\($0.name) \($0.destination)"
            }
                == [
                    "3:17-3:23 1|1 #fn-note", "3:36-3:39 2|2 #fn-2", "3:50-3:56 1|1 #fn-note", "7:9-7:12 3|3 #fn-q",
                    "9:1-9:7 ↩|Back to reference 1 #fnref-note", "9:1-9:7 ↩2|Back to reference 1-2 #fnref-note-2",
                    "10:1-10:4 ↩|Back to reference 2 #fnref-2", "11:3-11:6 ↩|Back to reference 3 #fnref-q",
                ])
        #expect(links.filter { $0.name.hasPrefix("Back") }.allSatisfy { $0.nameSource == .ariaLabel })
    }

    @Test func noRuleJudgesThemAndAnUndefinedReferenceIsBroken() {
        let result = auditFiles([("notes.md", page)])
        let onFootnotes = Set(result.links.filter { $0.syntax == .footnote }.map(\.id))
        #expect(result.findings.allSatisfy { $0.link.map { !onFootnotes.contains($0) } ?? true })
        #expect(result.findings.filter { $0.rule == "broken-link-markup" }.map(brief) == ["5:12 broken-link-markup"])
        // A page without footnotes: a numbered reference is a footnote left undefined, a word is not judged.
        let plain = auditFiles([("plain.md", "See the appendix[^1] and [^draft] notes.\n")])
        #expect(plain.findings.map(brief) == ["1:17 broken-link-markup"])
        #expect(plain.links.isEmpty)
    }

    @Test func appCopyHasNoFootnotes() {
        let table = "\"note\" = \"Prices vary[^1].\";\n"
        let result = auditFiles([("App/en.lproj/Localizable.strings", table)])
        #expect(result.links.isEmpty)
        #expect(result.findings.isEmpty)
    }

    /// Found by a hostile-input review: a footnote reference inside a link's text once sent the
    /// link to the place of an earlier reference; labels match by Unicode case folding; alt text
    /// holds no link.
    @Test func referencesBesideAndInsideOtherMarkup() {
        let page =
            "Text[^a] then [plain [^a] words](https://example.com/page) ok ![chart[^b]](c.png).\n\n[^a]: A\n[^b]: B\n\nRef[^ß].\n\n[^SS]: ss\n"
        let result = auditFiles([("notes.md", page)])
        #expect(
            result.links.map { "\($0.span.map { "\($0.start.line):\($0.start.utf8Column)" } ?? "-") \($0.syntax) \($0.name)" } == [
                "1:5 footnote 1", "1:15 markdownInline plain words", "1:22 footnote 1", "3:1 footnote Back to reference 1",
                "3:1 footnote Back to reference 1-2", "6:4 footnote 2", "8:1 footnote Back to reference 2",
            ])
        #expect(result.findings.filter { $0.rule == "broken-link-markup" }.isEmpty)
    }
}
