import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Audits files given as (path, text) in one run, each read by the format of its path.
private func evaluate(_ files: [(path: String, text: String)]) -> AuditResult {
    let documents = files.map {
        DocumentExtractor.extract(file: $0.path, bytes: Array($0.text.utf8), format: Discovery.format(of: $0.path)!)
    }
    return Auditor(configuration: Configuration()).evaluate(documents: documents, files: files.map(\.path))
}

/// `path line:column` of one rule's findings, each followed by its related places (` + path line:column`).
private func places(_ result: AuditResult, _ rule: RuleID) -> [String] {
    func at(_ file: String, _ line: Int?, _ column: Int?) -> String {
        "\(file) \(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-")"
    }
    return result.findings.filter { $0.rule == rule }.map { finding in
        ([at(finding.file, finding.line, finding.column)] + (finding.related ?? []).map { at($0.file, $0.line, $0.column) })
            .joined(separator: " + ")
    }
}

/// `path line:column`, as `places` lists findings.
private func place(_ file: String, _ position: SourcePosition) -> String { "\(file) \(position.line):\(position.utf8Column)" }

/// A String Catalog with one English key whose localization holds `body` (JSON members).
private func catalog(_ key: String, _ body: String) -> String {
    #"{"sourceLanguage": "en", "strings": {"\#(key)": {"localizations": {"en": {\#(body)}}}}}"#
}

/// Variants of the kinds in `stringsdict-exclusive-variants` and `strings-duplicate-key`, with other
/// words, nesting and formats.
@Suite("String-table variants")
struct StringTableVariantTests {
    // MARK: - Alternatives are not ambiguous

    @Test func catalogPluralAndDeviceCasesAreAlternatives() {
        let plural = catalog(
            "trash.summary",
            """
            "variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "One note is in the [bin](https://example.com/bin/one)."}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld notes are in the [bin](https://example.com/bin/many)."}}
            }}
            """)
        let device = catalog(
            "share.footer",
            """
            "variations": {"device": {
              "mac": {"stringUnit": {"state": "translated", "value": "Open [Sharing](https://example.com/share/mac)."}},
              "iphone": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "Open [Sharing](https://example.com/share/ios/one)."}},
                "other": {"stringUnit": {"state": "translated", "value": "Open [Sharing](https://example.com/share/ios/other)."}}
              }}}
            }}
            """)
        let result = evaluate([("App/Trash.xcstrings", plural), ("App/Share.xcstrings", device)])
        #expect(result.errors.isEmpty)
        #expect(
            result.links.map { $0.appCopy!.variation! } == [
                "device.mac", "device.iphone.plural.one", "device.iphone.plural.other", "plural.one", "plural.other",
            ])
        #expect(places(result, "ambiguous-link-text").isEmpty)
    }

    @Test func partsShownTogetherAreStillCompared() {
        // The format string and its plural case are one text; two substitutions are one text too.
        let stringsdict = MarkedText(
            """
            <plist version="1.0"><dict><key>storage</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>1️⃣[Storage](https://example.com/storage) holds %#@files@.</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>%d files, see 2️⃣[Storage](https://example.com/help/storage)</string></dict>
            </dict></dict></plist>
            """)
        let substitutions = MarkedText(
            catalog(
                "sync.status",
                """
                "stringUnit": {"state": "translated", "value": "%#@a@ and %#@b@"},
                "substitutions": {
                  "a": {"variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "3️⃣[Devices](https://example.com/a)"}}}}},
                  "b": {"variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "4️⃣[Devices](https://example.com/b)"}}}}}
                }
                """))
        let result = evaluate([("App/en.lproj/Storage.stringsdict", stringsdict.text), ("App/Sync.xcstrings", substitutions.text)])
        #expect(result.errors.isEmpty)
        #expect(
            places(result, "ambiguous-link-text") == [
                place("App/Sync.xcstrings", substitutions["3️⃣"]) + " + " + place("App/Sync.xcstrings", substitutions["4️⃣"]),
                place("App/en.lproj/Storage.stringsdict", stringsdict["1️⃣"]) + " + "
                    + place("App/en.lproj/Storage.stringsdict", stringsdict["2️⃣"]),
            ])
    }

    @Test func aVariantAndAnotherKeySharingANameAreCompared() {
        let stringsdict = MarkedText(
            """
            <plist version="1.0"><dict>
            <key>cloud.hint</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
            <key>mac</key><string>Find 1️⃣[Cloud storage](https://example.com/data/mac).</string>
            <key>iphone</key><string>Find [Cloud storage](https://example.com/data/ios).</string>
            </dict></dict>
            </dict></plist>
            """)
        let strings = MarkedText(#""cloud.settings" = "Manage 2️⃣[Cloud storage](https://example.com/data/ios) here.";"#)
        // One view shows both keys, so their links can be on screen together.
        let view = """
            struct CloudView: View {
                var body: some View {
                    Text("cloud.hint", tableName: "Hints")
                    Text("cloud.settings", tableName: "Settings")
                }
            }
            """
        // Without a view that shows both keys, they are not known to share a screen.
        #expect(
            places(
                evaluate([("App/en.lproj/Hints.stringsdict", stringsdict.text), ("App/en.lproj/Settings.strings", strings.text)]),
                "ambiguous-link-text"
            ).isEmpty)
        guard DocumentExtractor.readsSwiftSources else { return }
        let result = evaluate([
            ("App/en.lproj/Hints.stringsdict", stringsdict.text), ("App/en.lproj/Settings.strings", strings.text),
            ("App/CloudView.swift", view),
        ])
        // The mac variant shares its name with the other key's link to another page; the iphone variant
        // leads where that key leads, and the mac page is only its own alternative's.
        #expect(
            places(result, "ambiguous-link-text") == [
                place("App/en.lproj/Hints.stringsdict", stringsdict["1️⃣"]) + " + " + place("App/en.lproj/Settings.strings", strings["2️⃣"])
            ])
        #expect(
            result.findings.filter { $0.rule == "ambiguous-link-text" }.map(\.message) == [
                "\"Cloud storage\" names 2 links to 2 destinations: https://example.com/data/ios "
                    + "(App/en.lproj/Settings.strings:\(strings["2️⃣"].line):\(strings["2️⃣"].utf8Column)); "
                    + "https://example.com/data/mac (\(stringsdict["1️⃣"].line):\(stringsdict["1️⃣"].utf8Column))"
            ])
    }

    @Test(.enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
    func aVariantAndASwiftLinkSharingANameAreCompared() {
        let strings = MarkedText(
            """
            <plist version="1.0"><dict><key>backup.hint</key><dict><key>NSStringVariableWidthRuleType</key><dict>
            <key>20</key><string>1️⃣[Backups](https://example.com/backup/short)</string>
            <key>60</key><string>Turn on 2️⃣[Backups](https://example.com/backup/long) first.</string>
            </dict></dict></dict></plist>
            """)
        let view = MarkedText(
            """
            import SwiftUI

            struct BackupView: View {
                var body: some View {
                    3️⃣Link("Backups", destination: URL(string: "https://example.com/backup/settings")!)
                    Text("backup.hint", tableName: "Backup")
                }
            }
            """)
        let result = evaluate([("App/en.lproj/Backup.stringsdict", strings.text), ("App/BackupView.swift", view.text)])
        #expect(
            places(result, "ambiguous-link-text") == [
                [
                    place("App/BackupView.swift", view["3️⃣"]), place("App/en.lproj/Backup.stringsdict", strings["1️⃣"]),
                    place("App/en.lproj/Backup.stringsdict", strings["2️⃣"]),
                ].joined(separator: " + ")
            ])
        // In another language the Swift title is translated through its key: it is not compared there.
        let french = MarkedText(
            """
            <plist version="1.0"><dict><key>backup.hint</key><dict><key>NSStringVariableWidthRuleType</key><dict>
            <key>20</key><string>[Backups](https://example.com/fr/backup/short)</string>
            </dict></dict></dict></plist>
            """)
        let other = evaluate([("App/fr.lproj/Backup.stringsdict", french.text), ("App/BackupView.swift", view.text)])
        #expect(places(other, "ambiguous-link-text").isEmpty)
    }

    // MARK: - A key defined twice

    @Test func everyEarlierDefinitionIsReportedOnceAtItsKey() {
        let marked = MarkedText(
            """
            {
              1️⃣help = "[Help](https://example.com/help/1)";
              2️⃣"help" = "[Help](https://example.com/help/2)";
              "title" = "Help";
              "help" = "3️⃣[Help center](https://example.com/help)";
            }
            """)
        let result = evaluate([("App/en.lproj/Help.strings", marked.text)])
        #expect(result.errors.isEmpty)
        #expect(result.links.map(\.text) == ["Help center"])
        #expect(result.links.map { $0.span?.start } == [marked["3️⃣"]])
        #expect(
            result.warnings.map { "\($0.line!):\($0.column!) \($0.message.prefix(34))" } == [
                "\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column) the key is defined again at line 5",
                "\(marked["2️⃣"].line):\(marked["2️⃣"].utf8Column) the key is defined again at line 5",
            ])
        #expect(!result.findings.contains { $0.line == 2 || $0.line == 3 })
    }

    @Test func translationsAreComparedWithTheLiveValue() {
        let english = (
            "App/en.lproj/Promo.strings",
            """
            "promo" = "[Old terms](https://example.com/old)";
            "promo" = "See [the terms](https://example.com/terms).";
            """
        )
        let matching = ("App/de.lproj/Promo.strings", #""promo" = "Siehe [die Bedingungen](https://example.com/terms).";"#)
        let stale = MarkedText(#""promo" = "Voir 1️⃣[les conditions](https://example.com/old).";"#)
        let result = evaluate([english, matching, ("App/fr.lproj/Promo.strings", stale.text)])
        #expect(places(result, "localized-link-mismatch") == [place("App/fr.lproj/Promo.strings", stale["1️⃣"])])
        #expect(result.warnings.map { "\($0.file):\($0.line!):\($0.column!)" } == ["App/en.lproj/Promo.strings:1:1"])
    }

    // MARK: - Binary property lists

    @Test func binaryTableFindingsNameTheFileOnly() throws {
        let table = ["more": "Mehr dazu [hier](https://example.com/de/mehr)."]
        let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0))
        let document = DocumentExtractor.extract(file: "App/de.lproj/Localizable.strings", bytes: bytes, format: .strings)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [document.file])
        #expect(result.errors.isEmpty)
        #expect(
            result.findings.map { "\($0.file) \(brief($0)) \($0.key ?? "-")" } == [
                "App/de.lproj/Localizable.strings -:- generic-link-text more",
                "App/de.lproj/Localizable.strings -:- inline-only-destination more",
                "App/de.lproj/Localizable.strings -:- markdown-link-needs-underline more",
            ])
    }
}
