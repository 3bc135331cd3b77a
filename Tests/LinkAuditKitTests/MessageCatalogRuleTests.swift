import Foundation
import LinkAuditModel
import Testing

@testable import LinkAuditKit

/// The rules on gettext catalogs and Flutter bundles (issue 27): names judged in each
/// translation's language (and in the source language where the app shows a gettext msgid),
/// translations compared with their source form by form or variant by variant, suppressions in
/// translator comments and ARB descriptions.
@Suite("Rules on gettext catalogs and Flutter bundles")
struct MessageCatalogRuleTests {
    @Test func translationsAreJudgedInTheirLanguageAndComparedFormByForm() throws {
        let russian = #"""
            msgid ""
            msgstr ""
            "Language: ru\n"
            "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

            msgid "Taxes apply. <a href=\"/help/taxes/\">Read about taxes</a>"
            msgstr "Налоги. <a href=\"/help/taxes/\">Подробнее</a>"

            msgid "%d order"
            msgid_plural "%d orders. <a href=\"/orders/\">All orders</a>"
            msgstr[0] "%d заказ"
            msgstr[1] "%d заказа. <a href=\"/orders/\">Все заказы</a>"
            msgstr[2] "%d заказов"

            #, fuzzy
            msgid "Questions? <a href=\"/contact/\">Click here</a>"
            msgstr "Вопросы? <a href=\"/contact/\">Нажмите здесь</a>"

            # linkaudit-disable generic-link-text -- a card names the page beside it
            msgid "<a href=\"/shipping/\">More</a>"
            msgstr "<a href=\"/shipping/\">Ещё</a>"

            """#
        let folder = try temporaryFolder(["locale/ru/LC_MESSAGES/django.po": russian])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["."])
        #expect(result.errors.isEmpty)
        let findings = result.findings.filter { $0.rule != "inline-only-destination" }
        #expect(
            findings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.rule) \($0.locale ?? "")" } == [
                "7:23 generic-link-text ru",
                // Form 2 (5 заказов, 11 заказов) is compared with the English plural, which links.
                "13:12 localized-link-mismatch ru",
                // Fuzzy: the app shows the English msgid.
                "16:19 generic-link-text en",
            ])
        #expect(
            findings[1].message
                == "the ru translation has no link to /orders/, which the en source links as \"All orders\"")
        #expect(findings.map(\.variation) == [nil, "plural.2", nil])
        #expect(result.suppressedFindings.map { "\($0.line ?? 0) \($0.rule)" } == ["21 generic-link-text"])
    }

    @Test func flutterBundlesAreComparedAcrossTheirFilesVariantByVariant() throws {
        let english = #"""
            {
              "@@locale": "en",
              "hint": "Backups run nightly. <a href=\"https://example.com/backups\">Learn more</a>",
              "@hint": {"description": "linkaudit-disable generic-link-text -- the row beside it names the page"},
              "left": "{count, plural, =1{One left. <a href=\"/left\">Show the queue</a>} other{{count} left. <a href=\"/left\">Show the queue</a>}}"
            }
            """#
        let german = #"""
            {
              "hint": "Sicherungen laufen nachts. <a href=\"https://example.com/backups\">Mehr erfahren</a>",
              "left": "{count, plural, =1{Einer übrig.} other{{count} übrig. <a href=\"/left\">Hier</a>}}"
            }
            """#
        let folder = try temporaryFolder(["lib/l10n/app_en.arb": english, "lib/l10n/app_de.arb": german])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["."])
        #expect(result.errors.isEmpty)
        let findings = result.findings.filter { $0.rule != "inline-only-destination" }
        #expect(
            findings.map { "\($0.file):\($0.line ?? 0) \($0.rule) \($0.locale ?? "") \($0.variation ?? "")" } == [
                // The template's description suppresses its key in every file of the bundle.
                "lib/l10n/app_de.arb:3 localized-link-mismatch de plural.=1",
                "lib/l10n/app_de.arb:3 generic-link-text de plural.other",
            ])
        #expect(
            result.suppressedFindings.map { "\($0.file):\($0.line ?? 0) \($0.rule)" }.sorted() == [
                "lib/l10n/app_de.arb:2 generic-link-text", "lib/l10n/app_en.arb:3 generic-link-text",
            ])
        #expect(!result.findings.contains { $0.rule == "unused-suppression" })
    }

    @Test func aTranslationInAnotherShapeIsComparedWithTheSourcesOtherShape() throws {
        let english = #"""
            {
              "items": "{count, plural, one{[the item guide](https://example.com/1)} other{[the items guide](https://example.com/n)}}",
              "plain": "[the plain guide](https://example.com/p)"
            }
            """#
        let german = #"""
            {
              "items": "[die Anleitung](https://example.com/z)",
              "plain": "{count, plural, one{[die Anleitung](https://example.com/z)} other{[die Anleitung](https://example.com/p)}}"
            }
            """#
        let folder = try temporaryFolder(["lib/l10n/app_en.arb": english, "lib/l10n/app_de.arb": german])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["."])
        let mismatches = result.findings.filter { $0.rule == "localized-link-mismatch" }
        // The plain German string against the English plural's `other`; each German branch against the plain English string.
        #expect(
            mismatches.map { "\($0.file) \($0.key ?? "") \($0.variation ?? "-") \($0.message)" } == [
                "lib/l10n/app_de.arb items - the de translation links \"die Anleitung\" to https://example.com/z, "
                    + "where the en source links \"the items guide\" to https://example.com/n",
                "lib/l10n/app_de.arb plain plural.one the de translation links \"die Anleitung\" to https://example.com/z, "
                    + "where the en source links \"the plain guide\" to https://example.com/p",
            ])
    }

    @Test func aMessageFileIsSuppressedThroughTheConfigurationByKey() throws {
        // JSON has no comments: an i18next file's keys are suppressed by the configuration's pattern.
        let english = #"{"footer": {"more": "Read the guide. <link>Learn more</link>", "help": "<link>Help</link>"}}"#
        let german = #"{"footer": {"more": "Lies die Anleitung. <link>Mehr erfahren</link>", "help": "<link>Hilfe</link>"}}"#
        let folder = try temporaryFolder(["public/locales/en/common.json": english, "public/locales/de/common.json": german])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        configuration.keySuppressions = [
            KeySuppression(
                keys: "footer.m*", rules: ["generic-link-text"], reason: "the footer's sentence names the guide", files: "public/**")
        ]
        let result = Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
        #expect(result.findings.filter { $0.rule == "generic-link-text" }.isEmpty)
        #expect(
            result.suppressedFindings.map { "\($0.file):\($0.line ?? 0) \($0.key ?? "") \($0.rule) \($0.suppressed.map { "\($0)" } ?? "")" }
                .sorted()
                == [
                    "public/locales/de/common.json:1 footer.more generic-link-text configuration",
                    "public/locales/en/common.json:1 footer.more generic-link-text configuration",
                ])
        #expect(!result.findings.contains { $0.rule == "unused-suppression" })
    }

    @Test func aSuppressPatternSpellingALongKeyWholeMatchesItsCutKey() throws {
        let long = "legal." + String(repeating: "Read every word of the agreement. ", count: 150)
        let folder = try temporaryFolder(["en.lproj/Legal.strings": "\"\(long)\" = \"[Learn more](https://example.com/legal)\";\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        configuration.keySuppressions = [KeySuppression(keys: long, rules: ["generic-link-text"])]
        let result = Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
        #expect(result.suppressedFindings.map { "\($0.rule) \($0.key == BoundedKey.bounded(long))" } == ["generic-link-text true"])
        #expect(!result.findings.contains { $0.rule == "generic-link-text" || $0.rule == "unused-suppression" })
    }
}
