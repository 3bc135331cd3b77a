import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// A page that declares no language takes its folder's in a site's per-language layout (issue 24,
/// section 4), and a language without a list is "not classified", never judged with another's.
@Suite("Language folders")
struct LanguageFolderTests {
    private func languages(_ result: AuditResult) -> [String] {
        result.links.map { "\($0.file) \($0.span!.start) \($0.language ?? "-") \($0.languageSource?.rawValue ?? "-")" }
    }

    /// The case of `Fixtures/cases/language-folders/`, with its exact values.
    @Test func theDocusaurusCase() {
        let folder = fixturesFolder + "/cases/language-folders"
        let result = auditHelpCenter(folder)
        #expect(
            languages(result) == [
                "docs/intro.md 3:21 - -", "i18n/de/docusaurus-plugin-content-docs/current/intro.md 3:8 de folder",
                "i18n/km/docusaurus-plugin-content-docs/current/intro.md 3:29 km folder",
            ])
        #expect(
            result.findings.map { "\($0.file) \(brief($0))" } == [
                "docs/intro.md 3:21 generic-link-text", "i18n/de/docusaurus-plugin-content-docs/current/intro.md 3:8 generic-link-text",
            ])
        #expect(result.notClassified == ["km": 1])
        #expect(
            CommandRun(["."], in: folder).standardOutput.contains(
                "note: no generic-text list for these languages, their link text was not classified: km (1)"))
    }

    /// The whole kind: Starlight's listed locales (an unlisted `it/` is no language), folders
    /// named by languages beside others (Hugo's `content/LANG/`), a lone `id/` folder, a declared
    /// language winning over the folder, and text in a script of a language without a list.
    @Test func theWholeKind() throws {
        let folder = try temporaryFolder([
            "site/locales.json": "{\"root\": {\"lang\": \"en\"}, \"fr\": {\"lang\": \"fr\"}}",
            "site/src/content/docs/fr/start.md": "Voir [ici](https://example.com/fr).\n",
            "site/src/content/docs/it/start.md": "Vedi [qui](https://example.com/it).\n",
            "blog/content/de/post.md": "Mehr [hier](https://example.com/de).\n",
            "blog/content/en/post.md": "More [here](https://example.com/en).\n",
            "blog/content/de/declared.md": "---\nlang: fr\n---\nVoir [ici](https://example.com/fr2).\n",
            "notes/id/page.md": "See [the notes](https://example.com/notes).\n",
            "bn.md": "বিস্তারিত জানতে [এখানে](https://example.com/bn) দেখুন।\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(
            languages(result) == [
                "blog/content/de/declared.md 4:6 fr frontMatter", "blog/content/de/post.md 1:6 de folder",
                "blog/content/en/post.md 1:6 en folder", "bn.md 1:45 bn detected", "notes/id/page.md 1:5 - -",
                "site/src/content/docs/fr/start.md 1:6 fr folder", "site/src/content/docs/it/start.md 1:6 - -",
            ])
        #expect(result.notClassified == ["bn": 1])
        #expect(
            result.findings.map { "\($0.file) \(brief($0))" } == [
                "blog/content/de/declared.md 4:6 generic-link-text", "blog/content/de/post.md 1:6 generic-link-text",
                "blog/content/en/post.md 1:6 generic-link-text", "site/src/content/docs/fr/start.md 1:6 generic-link-text",
                "site/src/content/docs/it/start.md 1:6 generic-link-text",
            ])
    }

    /// Hugo's and MkDocs i18n's translation by file name: `guide.fr.md` beside `guide.md`.
    @Test func aLanguageSuffixBesideTheSamePageNamesTheLanguage() throws {
        let folder = try temporaryFolder([
            "content/guide.md": "Read [the setup notes](https://example.com/a).\n",
            "content/guide.fr.md": "Lisez [ici](https://example.com/a).\n",
            "content/guide.pt-br.md": "Leia [aqui](https://example.com/a).\n",
            "content/notes.it.md": "Vedi [qui](https://example.com/n).\n",
            "content/fr/page.de.md": "Lesen Sie [hier](https://example.com/p).\n",
            "content/fr/page.md": "Lisez [la page](https://example.com/p).\n",
            "content/de/x.md": "[x](https://example.com/x)\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        let suffixed = result.links.filter { $0.languageSource == .fileName }.map { "\($0.file) \($0.language ?? "-")" }
        #expect(suffixed == ["content/fr/page.de.md de", "content/guide.fr.md fr", "content/guide.pt-br.md pt-BR"])
        // A lone `notes.it.md` is no translation; the `fr/` page without a suffix keeps its folder's.
        #expect(result.links.first { $0.file == "content/notes.it.md" }?.languageSource != .fileName)
        #expect(
            result.links.first { $0.file == "content/fr/page.md" }.map { "\($0.language ?? "-") \($0.languageSource?.rawValue ?? "-")" }
                == "fr folder")
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" && $0.file != "content/notes.it.md" }.map(\.file).sorted() == [
                "content/fr/page.de.md", "content/fr/page.md", "content/guide.fr.md", "content/guide.pt-br.md",
            ])
    }
}
