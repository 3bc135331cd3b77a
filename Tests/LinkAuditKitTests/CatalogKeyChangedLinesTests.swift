import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `--changed-since REF` on String Catalogs (issue 10, item 3, "String Catalogs: keys"): a finding
/// on a key shows when any line of that key's entry changed, whichever locale, and only then.
@Suite("Changed String Catalog keys", .enabled(if: gitInstalled, "git is not installed"))
struct CatalogKeyChangedLinesTests {
    /// One locale's `stringUnit`, indented for a key's `localizations`.
    static func unit(_ locale: String, _ value: String, state: String = "translated") -> String {
        """
              "\(locale)" : {
                "stringUnit" : {
                  "state" : "\(state)",
                  "value" : "\(value)"
                }
              }
        """
    }

    /// A key's entry: its comment, then its localizations in the order given.
    static func key(_ name: String, comment: String, _ units: [String]) -> String {
        """
            "\(name)" : {
              "comment" : "\(comment)",
              "localizations" : {
        \(units.joined(separator: ",\n"))
              }
            }
        """
    }

    static func catalog(_ keys: [String]) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + keys.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static let helpEnglish = unit("en", "Need help? [Click here](https://example.com/support)")
    static let helpGerman = unit("de", "Fragen? [Hier klicken](https://example.com/support)")
    static let termsEnglish = unit("en", "Read the terms [here](https://example.com/terms)")
    static let termsGerman = unit("de", "Die Bedingungen stehen [hier](https://example.com/terms)")
    static let help = key("help.body", comment: "Support footer", [helpEnglish, helpGerman])
    static let terms = key("terms.body", comment: "Legal footer", [termsEnglish, termsGerman])

    /// `rule key locale line` of each finding of a JSON report, in report order.
    static func findings(_ run: CommandRun) throws -> [String] {
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return (report?["findings"] as? [[String: Any]] ?? []).map {
            "\($0["rule"] as? String ?? "-") \($0["key"] as? String ?? "-") \($0["locale"] as? String ?? "-") \($0["line"] as? Int ?? 0)"
        }
    }

    static let arguments = ["Localizable.xcstrings", "--changed-since", "HEAD", "--format", "json"] + ChangedLinesTests.generic

    /// The line of the first occurrence of `text` in `catalog`, 1-based.
    static func line(of text: String, in catalog: String) -> Int {
        guard let range = catalog.range(of: text) else { return 0 }
        return catalog[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }

    /// Commits a catalog of `committed` keys, writes `edited` over it, runs with `--changed-since
    /// HEAD`; the findings shown (as `findings(_:)` gives them) and standard error.
    static func changed(from committed: [String], to edited: String) throws -> (findings: [String], standardError: String) {
        let repository = try ChangedLinesTests.Repository(["Localizable.xcstrings": catalog(committed)])
        defer { repository.remove() }
        repository.write("Localizable.xcstrings", edited)
        let run = repository.run(arguments)
        return (try findings(run), run.standardError)
    }

    /// What standard error says when `count` findings are left out.
    static func hidden(_ count: Int) -> String {
        "linkaudit: \(count) findings on unchanged lines not shown (--changed-since HEAD)\n"
    }

    @Test func aChangedGermanTranslationShowsTheKeysFindingsInEveryLocale() throws {
        let edited = Self.catalog([
            Self.key(
                "help.body", comment: "Support footer",
                [Self.helpEnglish, Self.unit("de", "Noch Fragen? [Hier klicken](https://example.com/support)")]),
            Self.terms,
        ])
        let run = try Self.changed(from: [Self.help, Self.terms], to: edited)
        let english = Self.line(of: "Need help?", in: edited)
        let german = Self.line(of: "Noch Fragen?", in: edited)
        #expect((english, german) == (10, 16))
        #expect(
            run.findings == [
                "generic-link-text help.body en \(english)", "markdown-link-needs-underline help.body en \(english)",
                "generic-link-text help.body de \(german)", "markdown-link-needs-underline help.body de \(german)",
            ])
        // terms.body: its English and German findings, on lines that did not change.
        #expect(run.standardError == Self.hidden(4))
    }

    @Test func aChangedLineWithoutALinkInsideTheEntryCountsForTheWholeKey() throws {
        // Only terms.body's comment (its first inner line) and its German state change.
        let edited = Self.catalog([
            Self.help,
            Self.key(
                "terms.body", comment: "Legal footer, below the form",
                [Self.termsEnglish, Self.unit("de", "Die Bedingungen stehen [hier](https://example.com/terms)", state: "needs_review")]),
        ])
        let run = try Self.changed(from: [Self.help, Self.terms], to: edited)
        let english = Self.line(of: "Read the terms", in: edited)
        let german = Self.line(of: "Die Bedingungen", in: edited)
        #expect((english, german) == (27, 33))
        #expect(
            run.findings == [
                "generic-link-text terms.body en \(english)", "markdown-link-needs-underline terms.body en \(english)",
                "generic-link-text terms.body de \(german)", "markdown-link-needs-underline terms.body de \(german)",
            ])
        #expect(run.standardError == Self.hidden(4))
    }

    @Test func aKeyAddedWhollyShowsItsFindingsAndNoOtherKeys() throws {
        // A new key between the two, one locale: the keys after it move down without changing.
        let added = Self.key(
            "privacy.body", comment: "Privacy footer", [Self.unit("en", "Your data stays yours. [Learn more](https://example.com/privacy)")]
        )
        let edited = Self.catalog([Self.help, added, Self.terms])
        let run = try Self.changed(from: [Self.help, Self.terms], to: edited)
        let line = Self.line(of: "Your data", in: edited)
        #expect(line == 27)
        #expect(
            run.findings == [
                "generic-link-text privacy.body en \(line)", "markdown-link-needs-underline privacy.body en \(line)",
            ])
        #expect(run.standardError == Self.hidden(8))
    }

    @Test func aChangeInsideANestedPluralVariationCountsForItsKey() throws {
        let plural = """
                "files.count" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "One file. [File history](https://example.com/files)"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld files. [Read more](https://example.com/files)"
                            }
                          }
                        }
                      }
                    }
                  }
                }
            """
        // The `one` case's state changes; the generic link is in the `other` case.
        var changed = plural
        if let state = changed.range(of: "\"translated\"") { changed.replaceSubrange(state, with: "\"needs_review\"") }
        let edited = Self.catalog([changed, Self.terms])
        #expect(Self.line(of: "needs_review", in: edited) == 11)
        let run = try Self.changed(from: [plural, Self.terms], to: edited)
        let one = Self.line(of: "One file.", in: edited)
        let other = Self.line(of: "%lld files.", in: edited)
        #expect((one, other) == (12, 18))
        #expect(
            run.findings == [
                "markdown-link-needs-underline files.count en \(one)", "generic-link-text files.count en \(other)",
                "markdown-link-needs-underline files.count en \(other)",
            ])
        #expect(run.standardError == Self.hidden(4))
    }

    @Test func theExtractorRecordsEachKeysLinesFromItsNameToItsClosingBrace() {
        let catalog = MarkedText(
            "{\n  \"strings\" : {\n    1️⃣\"a\" : {\n      \"comment\" : \"x\"\n    2️⃣},\n    3️⃣\"b\" : 4️⃣{ }\n  }\n}\n")
        let document = DocumentExtractor.extract(file: "Localizable.xcstrings", bytes: catalog.bytes, format: .xcstrings)
        #expect(document.keyLines == ["a": [catalog["1️⃣"].line...catalog["2️⃣"].line], "b": [catalog["3️⃣"].line...catalog["4️⃣"].line]])
        #expect(document.keyLines == ["a": [3...5], "b": [6...6]])
    }
}
