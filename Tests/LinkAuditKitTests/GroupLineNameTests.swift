import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Audits in-memory files with only `generic-link-text` and the rules not disabled here.
private func evaluate(_ files: [(String, String)], disabling disabled: Set<RuleID>) -> AuditResult {
    var configuration = Configuration()
    configuration.disabledRules = disabled
    let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
    return Auditor(configuration: configuration).evaluate(documents: documents, files: files.map(\.0))
}

/// `line:column` of a marker.
private func at(_ text: MarkedText, _ marker: String) -> String { "\(text[marker].line):\(text[marker].utf8Column)" }

/// The rules a String Catalog's Markdown link also meets, left out so that each output holds one group.
private let otherRules: Set<RuleID> = ["inline-only-destination", "markdown-link-needs-underline", "localized-link-mismatch"]

private let generic =
    "is generic: out of context, as VoiceOver's Links rotor lists it, it does not say where the link goes; "
    + "fix: name the destination in the link text, e.g. the title of the page it opens"

/// A String Catalog key whose value links one name per locale, written in the order given.
private func catalog(_ key: String, _ names: [(String, String)]) -> MarkedText {
    let marks = ["1️⃣", "2️⃣", "3️⃣"]
    let rows = names.enumerated().map { index, pair in
        "  \"\(pair.0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(marks[index])[\(pair.1)](https://example.com/more)\"}}"
    }
    return MarkedText(
        "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"\(key)\": {\"localizations\": {\n"
            + rows.joined(separator: ",\n") + "\n}}}}\n")
}

/// The rule's documentation link of a Markdown line, made short.
private func withoutDocLinks(_ line: Substring) -> String {
    line.replacingOccurrences(of: #"\(https://example\.invalid/[^)]*\)"#, with: "(doc)", options: .regularExpression)
}

/// Issue 10, new-user trial, item 1: a group line names each other locale's link name when it
/// differs from the one shown, so that no reader takes "More" for what de and fr show.
@Suite("Group lines name the other locales' links")
struct GroupLineNameTests {
    /// en "More", de "Hier", fr "Plus" (de first in the file): every output lists each name.
    static let differing = catalog("other.link", [("de", "Hier"), ("en", "More"), ("fr", "Plus")])
    var differingResult: AuditResult { evaluate([("App/Other.xcstrings", Self.differing.text)], disabling: otherRules) }

    /// One name in every locale (left untranslated): the locales alone.
    static let same = catalog("promo.link", [("en", "Learn more"), ("de", "Learn more"), ("fr", "Learn more")])
    var sameResult: AuditResult { evaluate([("App/Promo.xcstrings", Self.same.text)], disabling: otherRules) }

    @Test func textNamesEachDifferingLocale() {
        #expect(
            differingResult.findings.map { "\($0.locale ?? "-") \($0.rule)" } == [
                "de generic-link-text", "en generic-link-text", "fr generic-link-text",
            ])
        #expect(
            TextReporter.render(differingResult, includeSummary: false).split(separator: "\n") == [
                "App/Other.xcstrings:\(at(Self.differing, "2️⃣")): warning: [other.link en] link name \"More\" \(generic) [generic-link-text] (also de \"Hier\", fr \"Plus\")"
            ])
    }

    @Test func textKeepsTheLocalesAloneWhenTheNamesAreTheSame() {
        #expect(sameResult.findings.count == 3)
        #expect(
            TextReporter.render(sameResult, includeSummary: false).split(separator: "\n") == [
                "App/Promo.xcstrings:\(at(Self.same, "1️⃣")): warning: [promo.link en] link name \"Learn more\" \(generic) [generic-link-text] (also de, fr)"
            ])
    }

    @Test func githubNamesEachDifferingLocale() {
        let position = Self.differing["2️⃣"]
        #expect(
            GitHubReporter.render(differingResult).split(separator: "\n") == [
                "::warning file=App/Other.xcstrings,line=\(position.line),col=\(position.utf8Column),title=linkaudit%3A generic-link-text::"
                    + "[other.link en] link name \"More\" \(generic) (also de \"Hier\", fr \"Plus\")"
            ])
        #expect(GitHubReporter.render(sameResult).hasSuffix("the title of the page it opens (also de, fr)\n"))
    }

    @Test func markdownNamesEachDifferingLocale() {
        let escapedGeneric = generic.replacingOccurrences(of: "; fix: ", with: " — fix\u{1} ").replacingOccurrences(of: ": ", with: "\\: ")
            .replacingOccurrences(of: "\u{1}", with: ":")
        let differing = Self.differing["2️⃣"]
        #expect(
            MarkdownReporter.render(differingResult).split(separator: "\n").filter { $0.hasPrefix("- **") }.map(withoutDocLinks) == [
                "- **warning** App/Other.xcstrings\\:\(differing.line)\\:\(differing.utf8Column) [`generic-link-text`](doc): "
                    + "\\[other.link en\\] link name \"More\" \(escapedGeneric) \\(also de \"Hier\", fr \"Plus\"\\)"
            ])
        let same = Self.same["1️⃣"]
        #expect(
            MarkdownReporter.render(sameResult).split(separator: "\n").filter { $0.hasPrefix("- **") }.map(withoutDocLinks) == [
                "- **warning** App/Promo.xcstrings\\:\(same.line)\\:\(same.utf8Column) [`generic-link-text`](doc): "
                    + "\\[promo.link en\\] link name \"Learn more\" \(escapedGeneric) \\(also de, fr\\)"
            ])
    }

    @Test func htmlNamesEachDifferingLocaleInItsLanguage() {
        #expect(
            HTMLReporter.render(differingResult).contains(
                "<p class=\"also\"><strong>Also in</strong> de <q lang=\"de\">Hier</q> (<code>App/Other.xcstrings:\(at(Self.differing, "1️⃣"))</code>), "
                    + "fr <q lang=\"fr\">Plus</q> (<code>App/Other.xcstrings:\(at(Self.differing, "3️⃣"))</code>)</p>"))
        #expect(
            HTMLReporter.render(sameResult).contains(
                "<p class=\"also\"><strong>Also in</strong> de (<code>App/Promo.xcstrings:\(at(Self.same, "2️⃣"))</code>), "
                    + "fr (<code>App/Promo.xcstrings:\(at(Self.same, "3️⃣"))</code>)</p>"))
    }

    /// Hostile names: a bidi override and a soft hyphen written as escapes, markup inert in HTML.
    @Test func namesAreEscapedInEveryOutput() {
        let marked = catalog("other.link", [("en", "More"), ("de", "\u{202E}Hier"), ("fr", "Plus\u{AD}")])
        let result = evaluate([("App/Other.xcstrings", marked.text)], disabling: otherRules)
        #expect(
            TextReporter.render(result, includeSummary: false).hasSuffix(
                "[generic-link-text] (also de \"\\u{202E}Hier\", fr \"Plus\\u{AD}\")\n"))
        #expect(
            MarkdownReporter.render(result).contains(
                "the title of the page it opens \\(also de \"\\\\u\\{202E\\}Hier\", fr \"Plus\\\\u\\{AD\\}\"\\)"))
        #expect(HTMLReporter.render(result).contains("de <q lang=\"de\">\\u{202E}Hier</q> (<code>"))
    }

    /// `.strings` in three `.lproj` folders, another rule: a long name is cut in the middle, and a
    /// locale whose name is the shown one is listed with it too once another differs.
    @Test func longNamesAreCutAndEachLocaleIsNamed() {
        let english = MarkedText("\"account.help\" = \"1️⃣[Account help](https://example.com/account)\";\n")
        let german =
            "\"account.help\" = \"[Hilfe zu Ihrem Konto und den Einstellungen für Benachrichtigungen](https://example.com/account)\";\n"
        let french = "\"account.help\" = \"[Account help](https://example.com/account)\";\n"
        let result = evaluate(
            [
                ("App/de.lproj/Help.strings", german), ("App/en.lproj/Help.strings", english.text),
                ("App/fr.lproj/Help.strings", french),
            ],
            disabling: ["markdown-link-needs-underline", "localized-link-mismatch", "generic-link-text"])
        #expect(
            result.findings.map { "\($0.locale ?? "-") \($0.rule)" } == [
                "de inline-only-destination", "en inline-only-destination", "fr inline-only-destination",
            ])
        let lines = TextReporter.render(result, includeSummary: false).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix("App/en.lproj/Help.strings:\(at(english, "1️⃣")): warning: [account.help en] https://example.com/account ")
                == true)
        #expect(
            lines.first?.hasSuffix("[inline-only-destination] (also de \"Hilfe zu Ihrem Konto und…achrichtigungen\", fr \"Account help\")")
                == true)
    }
}
