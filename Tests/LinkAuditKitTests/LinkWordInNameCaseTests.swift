import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `link-word-in-name` on whole documents: the link-as-product-noun case, and the same kind in
/// other formats, languages and spellings (issue 8).
extension CaseTests {
    /// "Share link" and "invite link" name things the user sends; "Privacy Policy link" and "this
    /// link" name the control.
    @Test func linkAsProductNoun() {
        let result = audit(["link-as-product-noun.md"])
        #expect(result.links.map(\.name) == ["Share link", "invite link", "Privacy Policy link", "this link"])
        #expect(result.links.map { "\($0.span!)" } == ["1:44-1:84", "3:35-3:65", "5:30-5:67", "7:31-7:57"])
        let findings = result.findings.filter { $0.rule == "link-word-in-name" }
        #expect(findings.map(brief) == ["5:30 link-word-in-name", "7:31 link-word-in-name"])
        #expect(
            findings.map(\.message) == [
                "link name \"Privacy Policy link\" contains \"link\": VoiceOver already says \"link\"",
                "link name \"this link\" contains \"link\": VoiceOver already says \"link\"",
            ])
        #expect(result.findings.filter { $0.rule == "generic-link-text" }.map(brief) == ["7:31 generic-link-text"])
    }
}

/// The same kind of name in other formats and languages, positions by marker.
@Suite("Link word in names: variants")
struct LinkWordInNameVariantTests {
    func findings(_ marked: MarkedText, file: String, format: DocumentFormat) -> [SourcePosition?] {
        let document = DocumentExtractor.extract(file: file, bytes: Array(marked.text.utf8), format: format)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
        #expect(result.errors.isEmpty)
        return result.findings.filter { $0.rule == "link-word-in-name" }.map { position($0.line ?? 0, $0.column ?? 0) }
    }

    /// Compounds in five languages stay quiet; a destination word beside the link word does not.
    @Test func compoundsInAnHTMLPageOfManyLanguages() {
        let marked = MarkedText(
            """
            <ul>
            <li lang="fr"><a href="/partage">Lien de partage</a></li>
            <li lang="de"><a href="/einladen">Einladungs-Link</a></li>
            <li lang="es"><a href="/invitar">Enlace de invitación</a></li>
            <li lang="ja"><a href="/share">共有リンク</a></li>
            <li lang="ru"><a href="/invite">Пригласительная ссылка</a></li>
            <li lang="fr">1️⃣<a href="/aide">Lien d’assistance</a></li>
            <li lang="de">2️⃣<a href="/preise">Preis-Link</a></li>
            <li lang="ja">3️⃣<a href="/support">サポートリンク</a></li>
            </ul>
            """)
        #expect(findings(marked, file: "links.html", format: .html) == [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"]])
    }

    /// Identifiers joined by `::`, `.`, `_` or `#`, and camelCase, are one word; the same words
    /// spaced apart are prose.
    @Test func identifiersAreNotProse() {
        let marked = MarkedText(
            """
            - [Trends::Link](https://example.com/api/trends-link)
            - [LinkCard](https://example.com/api/link-card)
            - [UILink](https://example.com/api/ui-link)
            - [link_url](https://example.com/api/link-url)
            - [privacyLink](https://example.com/api/privacy-link)
            - [NSAttributedString.Key.link](https://example.com/api/key-link)
            - [Article#link](https://example.com/api/article-link)
            - 1️⃣[Pricing link](https://example.com/pricing)
            - 2️⃣[Help :: link](https://example.com/help)
            """)
        #expect(findings(marked, file: "api.md", format: .markdown) == [marked["1️⃣"], marked["2️⃣"]])
    }

    /// App copy in a French table: the share link is a thing sent, the support link names a page.
    @Test func frenchAppCopy() {
        let marked = MarkedText(
            """
            "share.body" = "Envoyez le [lien de partage](https://example.com/partage) à vos proches.";
            "help.body" = "Besoin d’aide ? 1️⃣[Lien vers l’assistance](https://example.com/aide)";
            "copy.body" = "[Copier le lien](https://example.com/copier) puis collez-le.";
            """)
        #expect(findings(marked, file: "fr.lproj/Localizable.strings", format: .strings) == [marked["1️⃣"]])
    }
}
