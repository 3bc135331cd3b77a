import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Markup read as the site generator reads it (issue 9): template code in reference definitions and
/// shortcodes, references whose label has no definition, and the shapes of broken link markup in
/// documents and in string tables.
extension CaseTests {
    /// Templated destinations of reference definitions are kept as written, as for inline links.
    @Test func referenceDefinitionTemplates() {
        let result = audit(["reference-definition-templates.md"])
        #expect(result.links.map(\.text) == ["the triage process", "the setup notes", "click here"])
        #expect(result.links.map { "\($0.span!)" } == ["3:16-3:43", "5:6-5:29", "5:41-5:57"])
        #expect(
            result.links.map(\.destination) == [
                "{{< ref \"/handbook/security#triage\" >}}", "{{ site.baseurl }}/setup/notes/", "{% link help/faq.md %}",
            ])
        #expect(result.links.allSatisfy { $0.syntax == .markdownReference && $0.isTemplatedDestination })
        #expect(result.links.allSatisfy { $0.normalizedDestination == nil })
        #expect(result.findings.map(brief) == ["5:41 generic-link-text"])
    }

    /// A full or collapsed reference without a definition is broken markup; a shortcut one is not.
    @Test func undefinedReferences() {
        let result = audit(["undefined-references.md"])
        #expect(result.links.map(\.text) == ["Troubleshooting"])
        #expect(result.links.map { "\($0.span!)" } == ["5:27-5:43"])
        #expect(result.links[0].destination == "https://example.com/trouble")
        let broken = result.findings.filter { $0.rule == "broken-link-markup" }
        #expect(broken.map(brief) == ["3:8 broken-link-markup", "5:11 broken-link-markup"])
        #expect(
            broken[0].message
                == "no reference definition for the label `install-guide`, so this is not a link; did you mean `install_guide`?")
        #expect(broken[1].message.hasPrefix("no reference definition for the label `the FAQ`"))
        #expect(!result.findings.contains { $0.line == 7 })
    }

    /// A Hugo shortcode's parameters are template code: no link, nothing to advise on.
    @Test func hugoShortcodeParameters() {
        let result = audit(["hugo-shortcode-parameters.md"])
        #expect(result.links.map(\.text) == ["the hosting checklist"])
        #expect(result.links[0].destination == "{{< relref \"admin/checklist\" >}}")
        #expect(result.links[0].isTemplatedDestination)
        #expect(result.findings.isEmpty)
    }

    /// Each way of breaking a Markdown link is reported at its `[`; the URL the autolinker then
    /// finds gets no advice of its own.
    @Test func brokenMarkupVariantsInADocument() {
        let result = audit(["broken-markup-variants/doc.md"])
        #expect(
            result.findings.filter { $0.rule == "broken-link-markup" }.map(brief) == [
                "3:10 broken-link-markup", "5:18 broken-link-markup", "7:11 broken-link-markup", "9:24 broken-link-markup",
            ])
        #expect(!result.findings.contains { $0.rule == "url-as-link-text" })
        let privacy = result.links.first { $0.text == "privacy policy" }
        #expect(privacy.map { "\($0.span!.start)" } == "7:63")
        #expect(privacy?.syntax == .markdownInline)
        let autolinked = result.links.filter { $0.syntax == .markdownAutolink }
        // The URL after an unclosed `[` (line 7) is not autolinked: `[refund policy(` leaves no
        // space before it.
        #expect(autolinked.map { $0.span!.start.line } == [3, 5, 9])
        #expect(autolinked.map(\.insideBrokenMarkup) == [.textBeforeDestination, .textBeforeDestination, .spaceBeforeDestination])
    }

    /// Translators break links the same ways in app copy: each broken link is reported at its `[`,
    /// besides the translation's missing links.
    @Test func brokenMarkupVariantsInStringTables() {
        let result = audit(["broken-markup-variants"])
        let broken = result.findings.filter { $0.rule == "broken-link-markup" && $0.file.hasSuffix(".strings") }
        #expect(
            broken.map { "\($0.locale ?? "-") \($0.key ?? "-") \(brief($0))" } == [
                "es ai.learnMore 2:19 broken-link-markup",
                "es payments.agreement 4:52 broken-link-markup",
                "es payments.agreement 4:141 broken-link-markup",
                "ko payments.agreement 3:48 broken-link-markup",
            ])
        let mismatches = result.findings.filter { $0.rule == "localized-link-mismatch" }
        #expect(
            mismatches.map { "\($0.locale ?? "-") \($0.key ?? "-")" } == [
                "es ai.learnMore", "es payments.agreement", "es payments.agreement", "ko payments.agreement",
            ])
        #expect(!result.findings.contains { $0.rule == "broken-link-markup" && $0.file.contains("en.lproj") })
    }
}
