import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// `generic-link-text` beyond exact phrases, on whole documents (issue 9, items 7-9): the
/// file-info-suffixes case, and the same kinds in other words, languages and formats.
extension CaseTests {
    /// A trailing group starting with a file type or a size is set aside before the name is judged.
    @Test func fileInfoSuffixes() {
        let result = audit(["file-info-suffixes.md"])
        #expect(
            result.links.map(\.name) == [
                "Annual report (PDF, 2 MB)", "Here (PDF, 2 MB)", "Read more [DOCX, 12 pages]",
                "Click here (PDF, 120 pages, October 2015)", "Learn more (PDF)",
            ])
        #expect(result.links.map { "\($0.span!.start)" } == ["3:3", "4:3", "5:3", "6:3", "7:3"])
        #expect(result.links.allSatisfy { $0.placement == .standalone })
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(brief) == [
                "4:3 generic-link-text", "5:3 generic-link-text", "6:3 generic-link-text", "7:3 generic-link-text",
            ])
    }
}

/// Positions by marker; one audit of one document.
@Suite("Generic link text: phrases beyond the lists")
struct GenericPhraseVariantTests {
    func findings(_ marked: MarkedText, file: String, format: DocumentFormat, rule: RuleID = "generic-link-text") -> [SourcePosition?] {
        audit(marked.text, file: file, format: format).findings.filter { $0.rule == rule }.map { position($0.line ?? 0, $0.column ?? 0) }
    }

    func audit(_ text: String, file: String, format: DocumentFormat) -> AuditResult {
        let document = DocumentExtractor.extract(file: file, bytes: Array(text.utf8), format: format)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
        #expect(result.errors.isEmpty)
        return result
    }

    /// File facts in four languages, in brackets of every kind; groups that are not file facts stay.
    @Test func fileInfoInManyLanguages() {
        let marked = MarkedText(
            """
            <ul>
            <li lang="fr">1️⃣<a href="/a.pdf">Ici (PDF, 3,5 Mo)</a></li>
            <li lang="de">2️⃣<a href="/b.pdf">Hier [PDF, 3 Seiten]</a></li>
            <li lang="es">3️⃣<a href="/c.docx">Más información (.docx, 120 KB)</a></li>
            <li lang="en">4️⃣<a href="/d.zip">Download here (ZIP – 40 MB) (opens in a new tab)</a></li>
            <li lang="en"><a href="/e.pdf">Quarterly results (PDF)</a></li>
            <li lang="en"><a href="/f">Here (see the FAQ)</a></li>
            <li lang="en"><a href="/g">Read more (PDFs of past reports)</a></li>
            <li lang="en"><a href="/h.pdf">(PDF, 2 MB)</a></li>
            </ul>
            """)
        #expect(findings(marked, file: "files.html", format: .html) == [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"], marked["4️⃣"]])
    }

    /// Direction words as the whole name, alone or with filler words, in four languages; the same
    /// words beside a content word are fine.
    @Test func directionWords() {
        let marked = MarkedText(
            """
            <ul>
            <li lang="en">1️⃣<a href="/1">below</a></li>
            <li lang="en">2️⃣<a href="/2">See above</a></li>
            <li lang="en">3️⃣<a href="/3">this way</a></li>
            <li lang="fr">4️⃣<a href="/4">plus loin</a></li>
            <li lang="fr">5️⃣<a href="/5">ci-dessous</a></li>
            <li lang="es">6️⃣<a href="/6">más arriba</a></li>
            <li lang="es">7️⃣<a href="/7">Abajo</a></li>
            <li lang="de">8️⃣<a href="/8">weiter unten</a></li>
            <li lang="en"><a href="/t">the table below</a></li>
            <li lang="en"><a href="/d">Below deck</a></li>
            <li lang="fr"><a href="/t">le tableau ci-dessous</a></li>
            <li lang="es"><a href="/t">la tabla de abajo</a></li>
            <li lang="de"><a href="/t">die Tabelle unten</a></li>
            </ul>
            """)
        #expect(
            findings(marked, file: "direction.html", format: .html) == [
                marked["1️⃣"], marked["2️⃣"], marked["3️⃣"], marked["4️⃣"], marked["5️⃣"], marked["6️⃣"], marked["7️⃣"], marked["8️⃣"],
            ])
    }

    /// Names made only of filler and pointing words; one content word makes a name descriptive.
    @Test func fillerAndDeicticNames() {
        let marked = MarkedText(
            """
            <ul>
            <li lang="en">1️⃣<a href="/1">More information is available</a></li>
            <li lang="en">2️⃣<a href="/2">Additional information</a></li>
            <li lang="en">3️⃣<a href="/3">can also use this</a></li>
            <li lang="en">4️⃣<a href="/4">this article</a></li>
            <li lang="en">5️⃣<a href="/5">this guide</a></li>
            <li lang="en">6️⃣<a href="/6">this FAQ</a></li>
            <li lang="en">7️⃣<a href="/7">available here</a></li>
            <li lang="en">8️⃣<a href="/8">described in this topic</a></li>
            <li lang="fr">9️⃣<a href="/9">dans cet article</a></li>
            <li lang="es">🔟<a href="/10">esta guía</a></li>
            <li lang="en"><a href="/p">this guide to pricing</a></li>
            <li lang="en"><a href="/f">the FAQ</a></li>
            <li lang="en"><a href="/c">Check in</a></li>
            <li lang="en"><a href="/x">Additional fees</a></li>
            <li lang="en"><a href="/g">Guide</a></li>
            <li lang="fr"><a href="/t">ce guide des tarifs</a></li>
            <li lang="es"><a href="/t">esta guía de precios</a></li>
            <li lang="de"><a href="/t">dieser Artikel über Preise</a></li>
            </ul>
            """)
        #expect(
            findings(marked, file: "filler.html", format: .html) == [
                marked["1️⃣"], marked["2️⃣"], marked["3️⃣"], marked["4️⃣"], marked["5️⃣"], marked["6️⃣"], marked["7️⃣"], marked["8️⃣"],
                marked["9️⃣"], marked["🔟"],
            ])
    }

    /// Seen on a real Hugo site: "written in [Go](https://go.dev)" names the language, which is the
    /// site's own name; the same word to another host is still generic.
    @Test func aNameThatIsTheSiteItLeadsTo() {
        let marked = MarkedText(
            """
            Hugo is written in [Go](https://go.dev) and its docs are on [Here](https://here.com/docs).

            Ready? 1️⃣[Go](https://example.com/start) or read 2️⃣[much more](https://example.com/all).
            """)
        #expect(findings(marked, file: "hosts.md", format: .markdown) == [marked["1️⃣"], marked["2️⃣"]])
    }

    /// German filler and pointing words, on their own page.
    @Test func germanFillerAndDeicticNames() {
        let marked = MarkedText(
            """
            <p lang="de">1️⃣<a href="/1">Zusätzliche Informationen</a> 2️⃣<a href="/2">in diesem Artikel</a>
            <a href="/3">Preise in diesem Artikel</a></p>
            """)
        #expect(findings(marked, file: "de.html", format: .html) == [marked["1️⃣"], marked["2️⃣"]])
    }

    /// One letter from a phrase of eight letters or more, in a known language; real names and short
    /// phrases are not typos.
    @Test func typos() {
        let marked = MarkedText(
            """
            <ul lang="en">
            <li>1️⃣<a href="/1">Lean more</a></li>
            <li>2️⃣<a href="/2">Learn mroe</a></li>
            <li>3️⃣<a href="/3">Readmore</a></li>
            <li>4️⃣<a href="/4">Clik here</a></li>
            <li><a href="/5">Read mode</a></li>
            <li><a href="/6">Learn Morse</a></li>
            <li><a href="/7">More into</a></li>
            <li><a href="/8">Downloads</a></li>
            <li><a href="/9">See mode</a></li>
            </ul>
            <p lang="de">5️⃣<a href="/10">Mehr erfahen</a></p>
            <p lang="fr">6️⃣<a href="/11">En savoir pluss</a></p>
            """)
        #expect(
            findings(marked, file: "typos.html", format: .html) == [
                marked["1️⃣"], marked["2️⃣"], marked["3️⃣"], marked["4️⃣"], marked["5️⃣"], marked["6️⃣"],
            ])
        let result = audit(marked.text, file: "typos.html", format: .html)
        #expect(
            result.findings.first?.message
                == "link name \"Lean more\" is generic (one letter from \"learn more\"): out of context, as VoiceOver's Links rotor lists it, it does not say where the link goes"
        )
    }

    /// Without a known language a typo is not looked for: across every list, one letter makes too
    /// many real words.
    @Test func noTyposInAnUnknownLanguage() {
        #expect(findings(MarkedText("[Lean more](https://example.com/a)\n"), file: "a.md", format: .markdown) == [])
    }

    /// English left on French and Russian pages is judged with the English list too; short words,
    /// words of the page's own language and content words are not.
    @Test func untranslatedTextOnPages() {
        let marked = MarkedText(
            """
            <html lang="fr"><body>
            <p>Voir les 1️⃣<a href="/1">details</a> et 2️⃣<a href="/2">Learn More</a>.</p>
            <p>Offre <a href="/3">Go</a>, <a href="/4">Office Suite</a>, <a href="/5">Download Center</a>.</p>
            <p>3️⃣<a href="/6">Klicken Sie hier für mehr über die Details</a></p>
            </body></html>
            """)
        #expect(findings(marked, file: "fr.html", format: .html) == [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"]])
        let messages = audit(marked.text, file: "fr.html", format: .html).findings.filter { $0.rule == "generic-link-text" }.map(\.message)
        #expect(
            messages[0]
                == "link name \"details\" is generic in en, the language it was left in (the text around it is fr): out of context, as VoiceOver's Links rotor lists it, it does not say where the link goes"
        )
        #expect(messages[2].contains("generic in de"))
        let russian = MarkedText(
            """
            <p lang="ru">Тариф <a href="/plus">Plus</a> и 1️⃣<a href="/more">Read more</a></p>
            """)
        #expect(findings(russian, file: "ru.html", format: .html) == [russian["1️⃣"]])
    }

    /// Bare URLs without a scheme are URLs; a host alone, file and library names are not.
    @Test func bareURLsWithoutAScheme() {
        let marked = MarkedText(
            """
            - 1️⃣[example.com/security](https://example.com/security)
            - 2️⃣[github.com/apple/swift-format](https://github.com/apple/swift-format)
            - 3️⃣[docs.example.org:8080/setup](https://docs.example.org:8080/setup)
            - [example.com](https://example.com)
            - [docs/index.md](docs/index.md)
            - [config.json](config.json)
            - [Node.js/Express](https://example.com/node)
            - [v1.2/notes](https://example.com/notes)
            - [U.S./Canada](https://example.com/na)
            """)
        #expect(findings(marked, file: "urls.md", format: .markdown, rule: "url-as-link-text") == [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"]])
        #expect(findings(marked, file: "urls.md", format: .markdown) == [])
    }

    /// App copy: a value whose link keeps the source language's text is judged with the source
    /// language's list, even a short word; a Latin-script brand in a Russian table is not.
    @Test func untranslatedAppCopy() {
        let english = """
            "promo.more" = "New plans. [More](https://example.com/plans)";
            "promo.learn" = "[Learn More](https://example.com/learn)";
            "promo.tier" = "Try [Premium](https://example.com/premium)";
            """
        let russian = MarkedText(
            """
            "promo.more" = "Новые тарифы. 1️⃣[More](https://example.com/plans)";
            "promo.learn" = "2️⃣[Learn More](https://example.com/learn)";
            "promo.tier" = "Попробуйте [Plus](https://example.com/premium)";
            """)
        let documents = [
            DocumentExtractor.extract(file: "App/en.lproj/Promo.strings", bytes: Array(english.utf8), format: .strings),
            DocumentExtractor.extract(file: "App/ru.lproj/Promo.strings", bytes: Array(russian.text.utf8), format: .strings),
        ]
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: documents.map(\.file))
        let generic = result.findings.filter { $0.rule == "generic-link-text" && $0.file == "App/ru.lproj/Promo.strings" }
        #expect(generic.map { position($0.line ?? 0, $0.column ?? 0) } == [russian["1️⃣"], russian["2️⃣"]])
        #expect(generic.map(\.key) == ["promo.more", "promo.learn"])
        #expect(generic[0].message.hasPrefix("link name \"More\" is generic in en, the language it was left in (the text around it is ru)"))
    }

    /// XLIFF: a target that keeps the source's link text is compared with the `<source>` of its
    /// unit, so a short "More" left in a Japanese target is judged with the English list.
    @Test func untranslatedXLIFFTarget() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="ja" datatype="plaintext">
                <body>
                  <trans-unit id="storage.more" xml:space="preserve">
                    <source>Storage is full. [More](https://example.com/storage)</source>
                    <target state="translated">ストレージがいっぱいです。1️⃣[More](https://example.com/ja/storage)</target>
                  </trans-unit>
                  <trans-unit id="storage.plan" xml:space="preserve">
                    <source>Upgrade to [Plus](https://example.com/plus)</source>
                    <target state="translated">[Plus](https://example.com/ja/plus)にアップグレード</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """)
        #expect(findings(marked, file: "ja.xliff", format: .xliff) == [marked["1️⃣"]])
    }
}
