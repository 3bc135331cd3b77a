import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// In-place suppressions in app sources applied end to end (issue 10, item 1): each format's
/// comments silence the findings they name on the lines they cover, leave the others, and a
/// directive that silences nothing is an `unused-suppression` note at the comment.
@Suite("Suppressions in app sources, end to end")
struct AppSuppressionTests {
    /// A finding as `line:column rule key/locale state`.
    static func row(_ finding: Finding) -> String {
        "\(finding.line.map(String.init) ?? "-"):\(finding.column.map(String.init) ?? "-") \(finding.rule)"
            + " \(finding.key ?? "-")/\(finding.locale ?? "-") \(finding.suppressed?.rawValue ?? "active")"
    }

    /// Audits one file and lists its findings: active ones, then suppressed ones.
    static func rows(_ file: String, _ text: String) -> (active: [String], suppressed: [String]) {
        let result = auditFiles([(file, text)])
        return (result.findings.filter { $0.file == file }.map(row), result.suppressedFindings.map(row))
    }

    /// `line:column` of a marker, as `row` writes a finding's position.
    static func at(_ marked: MarkedText, _ marker: String) -> String { "\(marked[marker].line):\(marked[marker].utf8Column)" }

    @Test func swiftSource() {
        let marked = MarkedText(
            """
            import SwiftUI

            struct HelpView: View {
                var body: some View {
                    // linkaudit-disable-next-line generic-link-text -- the section title names it
                    1️⃣Link("Here", destination: URL(string: "https://example.com/help")!)
                    2️⃣Link("Here", destination: URL(string: "https://example.com/faq")!) // linkaudit-disable-line generic-link-text
                    3️⃣Link("Click here", destination: URL(string: "https://example.com/a")!)
                    4️⃣// linkaudit-disable-line url-as-link-text
                    Text("Nothing to see")
                }
            }
            """)
        let found = Self.rows("App/HelpView.swift", marked.text)
        #expect(
            found.active == [
                "\(Self.at(marked, "1️⃣")) ambiguous-link-text -/- active",
                "\(Self.at(marked, "1️⃣")) link-button-trait -/- active",
                "\(Self.at(marked, "2️⃣")) link-button-trait -/- active",
                "\(Self.at(marked, "3️⃣")) generic-link-text -/- active",
                "\(Self.at(marked, "3️⃣")) link-button-trait -/- active",
                "\(Self.at(marked, "4️⃣")) unused-suppression -/- active",
            ])
        #expect(
            found.suppressed == [
                "\(Self.at(marked, "1️⃣")) generic-link-text -/- inSource",
                "\(Self.at(marked, "2️⃣")) generic-link-text -/- inSource",
            ])
    }

    @Test func stringsTable() {
        let marked = MarkedText(
            """
            /* linkaudit-disable-next-line generic-link-text */
            "a" = "1️⃣[Here](https://example.com/a)";
            "b" = "2️⃣[Here](https://example.com/b)"; // linkaudit-disable-line
            /* linkaudit-disable generic-link-text */
            "c" = "3️⃣[Click here](https://example.com/c)";
            /* linkaudit-enable generic-link-text */
            "d" = "4️⃣[Click here](https://example.com/d)";
            5️⃣// linkaudit-disable-next-line url-as-link-text
            "e" = "Plain text";

            """)
        let found = Self.rows("App/en.lproj/Localizable.strings", marked.text)
        #expect(
            found.active == [
                "\(Self.at(marked, "1️⃣")) inline-only-destination a/en active",
                "\(Self.at(marked, "1️⃣")) markdown-link-needs-underline a/en active",
                "\(Self.at(marked, "3️⃣")) inline-only-destination c/en active",
                "\(Self.at(marked, "3️⃣")) markdown-link-needs-underline c/en active",
                "\(Self.at(marked, "4️⃣")) generic-link-text d/en active",
                "\(Self.at(marked, "4️⃣")) inline-only-destination d/en active",
                "\(Self.at(marked, "4️⃣")) markdown-link-needs-underline d/en active",
                "\(Self.at(marked, "5️⃣")) unused-suppression -/- active",
            ])
        #expect(
            found.suppressed == [
                "\(Self.at(marked, "1️⃣")) generic-link-text a/en inSource",
                "\(Self.at(marked, "2️⃣")) generic-link-text b/en inSource",
                "\(Self.at(marked, "2️⃣")) inline-only-destination b/en inSource",
                "\(Self.at(marked, "2️⃣")) markdown-link-needs-underline b/en inSource",
                "\(Self.at(marked, "3️⃣")) generic-link-text c/en inSource",
            ])
    }

    @Test func stringsdictTable() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>files</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <!-- linkaudit-disable-next-line generic-link-text -->
                <string>%#@n@ 1️⃣[hier](https://example.com/de/files)</string>
                <key>n</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>d</string>
                  <key>other</key>
                  <string>%d Dateien 2️⃣[hier](https://example.com/de/other)</string>
                </dict>
              </dict>
            </dict>
            3️⃣<!-- linkaudit-disable-file url-as-link-text -->
            </plist>
            """)
        let found = Self.rows("App/de.lproj/Localizable.stringsdict", marked.text)
        #expect(
            found.active == [
                "\(Self.at(marked, "1️⃣")) ambiguous-link-text files/de active",
                "\(Self.at(marked, "1️⃣")) inline-only-destination files/de active",
                "\(Self.at(marked, "1️⃣")) markdown-link-needs-underline files/de active",
                "\(Self.at(marked, "2️⃣")) generic-link-text files/de active",
                "\(Self.at(marked, "2️⃣")) inline-only-destination files/de active",
                "\(Self.at(marked, "2️⃣")) markdown-link-needs-underline files/de active",
                "\(Self.at(marked, "3️⃣")) unused-suppression -/- active",
            ])
        #expect(
            found.suppressed == [
                "\(Self.at(marked, "1️⃣")) generic-link-text files/de inSource"
            ])
    }

    @Test func xliffFile() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
                <body>
                  <trans-unit id="promo.more" xml:space="preserve">
                    <source>Plans. [More](https://example.com/promo)</source>
                    <target state="translated">Forfaits. 1️⃣[Plus](https://example.com/fr/promo)</target>
                    <note>2️⃣linkaudit-disable generic-link-text</note>
                  </trans-unit>
                  <trans-unit id="help.here" xml:space="preserve">
                    <source>Help: [here](https://example.com/help)</source>
                    <!-- linkaudit-disable-next-line generic-link-text -->
                    <target state="translated">Aide : 3️⃣[ici](https://example.com/fr/help)</target>
                  </trans-unit>
                  <trans-unit id="faq.here" xml:space="preserve">
                    <source>linkaudit-disable generic-link-text [here](https://example.com/faq)</source>
                    <target state="translated">FAQ : 4️⃣[ici](https://example.com/fr/faq)</target>
                    <note>5️⃣linkaudit-disable url-as-link-text</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """)
        let found = Self.rows("fr.xcloc/Localized Contents/fr.xliff", marked.text)
        #expect(
            found.active == [
                "\(Self.at(marked, "1️⃣")) inline-only-destination promo.more/fr active",
                "\(Self.at(marked, "1️⃣")) markdown-link-needs-underline promo.more/fr active",
                "\(Self.at(marked, "3️⃣")) inline-only-destination help.here/fr active",
                "\(Self.at(marked, "3️⃣")) markdown-link-needs-underline help.here/fr active",
                "\(Self.at(marked, "4️⃣")) generic-link-text faq.here/fr active",
                "\(Self.at(marked, "4️⃣")) inline-only-destination faq.here/fr active",
                "\(Self.at(marked, "4️⃣")) markdown-link-needs-underline faq.here/fr active",
                "\(Self.at(marked, "5️⃣")) unused-suppression -/- active",
            ])
        #expect(
            found.suppressed == [
                "\(Self.at(marked, "1️⃣")) generic-link-text promo.more/fr inSource",
                "\(Self.at(marked, "3️⃣")) generic-link-text help.here/fr inSource",
            ])
    }

    @Test func stringCatalog() {
        let marked = MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "promo.more" : {
                  "comment" : "Under the plans banner.\\n1️⃣linkaudit-disable generic-link-text -- the banner names the plans",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Plans. 2️⃣[More](https://example.com/plans)" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Forfaits. 3️⃣[Plus](https://example.com/fr/plans)" } }
                  }
                },
                "help.more" : {
                  "comment" : "4️⃣linkaudit-disable url-as-link-text",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Help. 5️⃣[More](https://example.com/help)" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let found = Self.rows("App/Localizable.xcstrings", marked.text)
        #expect(
            found.active == [
                "\(Self.at(marked, "2️⃣")) inline-only-destination promo.more/en active",
                "\(Self.at(marked, "2️⃣")) markdown-link-needs-underline promo.more/en active",
                "\(Self.at(marked, "3️⃣")) inline-only-destination promo.more/fr active",
                "\(Self.at(marked, "3️⃣")) markdown-link-needs-underline promo.more/fr active",
                "\(Self.at(marked, "4️⃣")) unused-suppression -/- active",
                "\(Self.at(marked, "5️⃣")) generic-link-text help.more/en active",
                "\(Self.at(marked, "5️⃣")) inline-only-destination help.more/en active",
                "\(Self.at(marked, "5️⃣")) markdown-link-needs-underline help.more/en active",
            ])
        #expect(
            found.suppressed == [
                "\(Self.at(marked, "2️⃣")) generic-link-text promo.more/en inSource",
                "\(Self.at(marked, "3️⃣")) generic-link-text promo.more/fr inSource",
            ])
    }
}
