import Foundation
import LinkAuditExtractors
import LinkAuditModel
import Testing

@testable import LinkAuditKit

/// Issue 26, section 1: unsafe fixes in string tables rename the source language's value only,
/// mark its translations for review where the table records a review state, and list the others
/// for a translator. Exact files before and after.
@Suite("Fixing string tables")
struct StringTableFixTests {
    /// The help page every link below leads to: its title is the new name.
    private static let help = [
        "docs/backup.md": "# Back up your notes\n\nOpen Settings.\n", ".linkaudit.yml": "siteURL: https://help.example.org/\n",
    ]
    private static let url = "https://help.example.org/docs/backup"

    private func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    private static func catalog(source: String, german: String, germanState: String, french: String, frenchState: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Backups [here](\(url))" : {

            },
            "backup.hint" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "\(germanState)",
                    "value" : "\(german)"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(source)"
                  }
                },
                "fr" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "\(frenchState)",
                          "value" : "\(french)"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "\(french)"
                        }
                      }
                    }
                  }
                },
                "ja" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : ""
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    @Test func aCatalogRenamesItsSourceValueAndMarksItsTranslationsForReview() throws {
        let before = Self.catalog(
            source: "\\\"Backups\\\": tap [here](\(Self.url)).", german: "Tippe [hier](\(Self.url)).", germanState: "translated",
            french: "Voir [ici](\(Self.url)).", frenchState: "translated")
        let after = Self.catalog(
            source: "\\\"Backups\\\": tap [Back up your notes](\(Self.url)).", german: "Tippe [hier](\(Self.url)).",
            germanState: "needs_review", french: "Voir [ici](\(Self.url)).", frenchState: "needs_review")
        let root = try temporaryFolder(Self.help.merging(["App/Localizable.xcstrings": before]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The source finding records the edit and the translations; the translations' get none.
        let audit = CommandRun([".", "--format", "json", "--fail-on", "never"], in: root)
        struct Report: Decodable { var findings: [Finding] }
        let findings = try JSONDecoder().decode(Report.self, from: Data(audit.standardOutput.utf8)).findings
            .filter { $0.rule == "generic-link-text" }
        #expect(
            findings.map { "\($0.locale ?? "") \($0.replacement?.text ?? "-")" } == [
                "en -", "de -", "en Back up your notes", "fr -", "fr -",
            ])
        #expect(findings[2].replacement == TextReplacement(line: 18, startColumn: 42, endColumn: 46, text: "Back up your notes"))
        #expect(
            findings[2].translations == [
                TranslationFollowUp(file: "App/Localizable.xcstrings", line: 12, locale: "de", marksReview: true),
                TranslationFollowUp(file: "App/Localizable.xcstrings", line: 27, locale: "fr", marksReview: true),
            ])
        #expect(findings[2].fix?.hasSuffix("; renaming the en value leaves its translations (de, fr) to a translator") == true)
        // The key read as its own value (the first finding) is never edited: code looks it up.
        let run = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        #expect(read(root + "/App/Localizable.xcstrings") == after)
        #expect(
            run.standardError.contains(
                "linkaudit: fixed 1 finding in 1 file (generic-link-text: 1); marked 2 translated values for review\n"))
        // A value not translated yet (`new`) awaits a translator already: it is not listed.
        #expect(!run.standardError.contains("translation of"))
        let again = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        #expect(again.standardError.contains("linkaudit: fixed 0 findings in 0 files\n"))
        #expect(read(root + "/App/Localizable.xcstrings") == after)
    }

    @Test func aStringsTableRenamesItsSourceValueAndListsItsTranslationsForATranslator() throws {
        let english = "/* Backup hint */\n\"backup.more\" = \"Read <a href=\\\"\(Self.url)\\\">more</a>.\";\n"
        let german = "\"backup.more\" = \"<a href=\\\"\(Self.url)\\\">Mehr</a> lesen.\";\n"
        let root = try temporaryFolder(
            Self.help.merging(["App/en.lproj/Help.strings": english, "App/de.lproj/Help.strings": german]) { $1 }
                .merging(["docs/backup.md": "# Back up \"all\" notes\n"]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: root) }
        let diff = CommandRun([".", "--diff", "--unsafe-fixes"], in: root)
        #expect(diff.status == .findings)
        #expect(
            diff.standardError.contains(
                "linkaudit: App/de.lproj/Help.strings:1: the de translation of \"backup.more\" needs a translator: its en value would be renamed\n"
            ))
        let run = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        #expect(
            read(root + "/App/en.lproj/Help.strings")
                == "/* Backup hint */\n\"backup.more\" = \"Read <a href=\\\"\(Self.url)\\\">Back up \\\"all\\\" notes</a>.\";\n")
        #expect(read(root + "/App/de.lproj/Help.strings") == german)
        #expect(run.standardError.contains("linkaudit: fixed 1 finding in 1 file (generic-link-text: 1)\n"))
        #expect(
            run.standardError.contains(
                "linkaudit: App/de.lproj/Help.strings:1: the de translation of \"backup.more\" needs a translator: its en value was renamed\n"
            ))
        // The translation keeps its own finding until it is translated again.
        #expect(run.standardOutput.contains("[generic-link-text]"))
    }

    @Test func xliffRenamesInCDATAAndInEscapedHTMLAndMarksTheOtherFilesTargets() throws {
        func file(_ language: String?, _ units: [(id: String, source: String, target: String?)]) -> String {
            var text =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
            text +=
                "  <file source-language=\"en\"\(language.map { " target-language=\"\($0)\"" } ?? "") original=\"app\" datatype=\"plaintext\">\n"
            text += "    <body>\n"
            for unit in units {
                text += "      <trans-unit id=\"\(unit.id)\">\n        <source>\(unit.source)</source>\n"
                if let target = unit.target { text += "        \(target)\n" }
                text += "      </trans-unit>\n"
            }
            return text + "    </body>\n  </file>\n</xliff>\n"
        }
        let markdown = "Tap <![CDATA[[here](\(Self.url))]]> to learn how."
        let html = "Read &lt;a href=\"\(Self.url)\"&gt;more&lt;/a&gt; about Q&amp;A."
        let english = file(nil, [("hint", markdown, nil), ("more", html, nil)])
        let german = file(
            "de",
            [
                ("hint", markdown, "<target state=\"final\">Tippe <![CDATA[[hier](\(Self.url))]]>.</target>"),
                ("more", html, "<target>&lt;a href=\"\(Self.url)\"&gt;Mehr&lt;/a&gt; lesen.</target>"),
            ])
        let root = try temporaryFolder(
            Self.help.merging(["locale/messages.xlf": english, "locale/messages.de.xlf": german]) { $1 }
                .merging(["docs/backup.md": "# Q&A: \"back up\"\n"]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        #expect(
            read(root + "/locale/messages.xlf")
                == file(
                    nil,
                    [
                        ("hint", "Tap <![CDATA[[Q&A: \"back up\"](\(Self.url))]]> to learn how.", nil),
                        ("more", "Read &lt;a href=\"\(Self.url)\"&gt;Q&amp;amp;A: \"back up\"&lt;/a&gt; about Q&amp;A.", nil),
                    ]))
        #expect(
            read(root + "/locale/messages.de.xlf")
                == german.replacingOccurrences(of: "state=\"final\"", with: "state=\"needs-review-translation\"")
                .replacingOccurrences(of: "<target>", with: "<target state=\"needs-review-translation\">"))
        #expect(
            run.standardError.contains(
                "linkaudit: fixed 2 findings in 2 files (generic-link-text: 2); marked 2 translated values for review\n"))
    }

    /// Text that a fix cannot locate soundly in a value gets the advice alone (an escape inside the
    /// link's text); a stringsdict value is XML text, its title's `&` an entity.
    @Test func onlyTextWrittenAsItselfIsLocated() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap [h\\u0065re](\(Self.url))." } } } },
                "b" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Or [here](\(Self.url))." } } } }
              }
            }

            """
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>backup.count</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>Backups &amp; [more](\(Self.url))</string>
              </dict>
            </dict>
            </plist>

            """
        let root = try temporaryFolder(
            Self.help.merging(["App/Localizable.xcstrings": catalog, "App/en.lproj/Localizable.stringsdict": stringsdict]) { $1 }
                .merging(["docs/backup.md": "# Back up & restore\n"]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        #expect(read(root + "/App/Localizable.xcstrings") == catalog.replacingOccurrences(of: "Or [here]", with: "Or [Back up & restore]"))
        #expect(
            read(root + "/App/en.lproj/Localizable.stringsdict")
                == stringsdict.replacingOccurrences(of: "[more]", with: "[Back up &amp; restore]"))
    }

    /// Found in review: a title with `%` could be read as a format specifier; a catalog key
    /// written twice is read (and renamed, and its translations marked) in its last copy only.
    @Test func aPercentSignIsNeverWrittenAndADuplicateKeyIsEditedWhereItIsRead() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Erst [hier](\(Self.url))" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "First [here](\(Self.url))" } } } },
                "a" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Dann [hier](\(Self.url))" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Then [here](\(Self.url))" } } } }
              }
            }

            """
        let strings = "\"h\" = \"Read <a href=\\\"\(Self.url)\\\">here</a>.\";\n"
        let root = try temporaryFolder(
            Self.help.merging(["App/Localizable.xcstrings": catalog]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: root) }
        let audit = CommandRun([".", "--fail-on", "never", "--format", "text"], in: root)
        #expect(
            audit.standardError.contains(
                "App/Localizable.xcstrings:4:5: warning: the key is defined again at line 7 and this value is never shown"))
        _ = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        #expect(
            read(root + "/App/Localizable.xcstrings")
                == catalog.replacingOccurrences(of: "Then [here]", with: "Then [Back up your notes]")
                .replacingOccurrences(
                    of: "\"translated\", \"value\" : \"Dann", with: "\"needs_review\", \"value\" : \"Dann"))
        let percent = try temporaryFolder(
            Self.help.merging(["App/en.lproj/Help.strings": strings, "docs/backup.md": "# Back up 100% of your notes\n"]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: percent) }
        _ = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: percent)
        #expect(read(percent + "/App/en.lproj/Help.strings") == strings)
    }

    @Test func textPlacesOfValuesAreLocatedWhenTheBytesAreTheValues() {
        func places(_ text: String, _ format: DocumentFormat) -> [LinkTextPlace] {
            let document = DocumentExtractor.extract(file: "t", bytes: Array(text.utf8), format: format)
            return document.linkTextPlaces.values.sorted { ($0.line, $0.startColumn) < ($1.line, $1.startColumn) }
        }
        #expect(
            places("\"k\" = \"A [b](u) and <a href=\\\"v\\\">c</a>\";\n\"j\";\n\"[d](u)\";\n", .strings) == [
                LinkTextPlace(line: 1, startColumn: 11, endColumn: 12, markup: .markdown, quoting: .stringsLiteral),
                LinkTextPlace(line: 1, startColumn: 35, endColumn: 36, markup: .html, quoting: .stringsLiteral),
            ])
        #expect(
            places("\"k\" = \"[\\\"b\\\"](u) [](w)\";\n", .strings) == [
                LinkTextPlace(line: 1, startColumn: 20, endColumn: 20, markup: .markdown, quoting: .stringsLiteral)
            ])
    }

    @Test func reviewMarksSetTheStateOfTranslatedValuesOnly() {
        let xliff = """
            <xliff version="1.2"><file source-language="en" target-language="de" original="t"><body>
            <trans-unit id="k"><source>a</source><target  state = 'signed-off' >b</target></trans-unit>
            <trans-unit id="j"><source>a</source><target state="new">b</target></trans-unit>
            </body></file></xliff>
            """
        #expect(
            TranslationReviewMarks.edits(in: Array(xliff.utf8), format: .xliff, key: "k", locale: "de") == [
                TextReplacement(line: 2, startColumn: 56, endColumn: 66, text: "needs-review-translation")
            ])
        #expect(TranslationReviewMarks.edits(in: Array(xliff.utf8), format: .xliff, key: "j", locale: "de").isEmpty)
        #expect(TranslationReviewMarks.edits(in: Array(xliff.utf8), format: .xliff, key: "k", locale: "fr").isEmpty)
        // A namespace prefix on the target (found in review).
        let prefixed = xliff.replacingOccurrences(of: "<xliff ", with: "<xliff xmlns:x=\"urn:oasis:names:tc:xliff:document:1.2\" ")
            .replacingOccurrences(of: "<target  state", with: "<x:target  state").replacingOccurrences(
                of: "b</target></trans-unit>\n<trans-unit id=\"j\"", with: "b</x:target></trans-unit>\n<trans-unit id=\"j\"")
        #expect(
            TranslationReviewMarks.edits(in: Array(prefixed.utf8), format: .xliff, key: "k", locale: "de").map(\.text) == [
                "needs-review-translation"
            ])
        let version2 = xliff.replacingOccurrences(of: "version=\"1.2\"", with: "version=\"2.0\"")
        #expect(TranslationReviewMarks.edits(in: Array(version2.utf8), format: .xliff, key: "k", locale: "de").isEmpty)
        #expect(TranslationReviewMarks.edits(in: Array("{ broken".utf8), format: .xcstrings, key: "k", locale: "de").isEmpty)
    }
}
