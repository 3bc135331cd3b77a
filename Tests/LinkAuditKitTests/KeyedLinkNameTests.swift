import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// A Swift `.link` run whose text is a localized string is named by the key's value in each
/// language (issue 8: "a key whose value is used only as the text of a `.link` run elsewhere is
/// classified as that link's name"; see `docs/model.md`, Keys and call sites).
@Suite("Keyed link names", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct KeyedLinkNameTests {
    /// An English and a German table defining `key` as `english` and `german`, each value between
    /// markers 1️⃣ and 2️⃣.
    static func tables(key: String = "settings.privacy.link", english: String, german: String) -> (MarkedText, MarkedText) {
        (
            MarkedText(
                """
                "settings.privacy.body" = "Read more %@.";
                "\(key)" = "1️⃣\(english)2️⃣";
                """),
            MarkedText(
                """
                "settings.privacy.body" = "Mehr dazu %@.";
                "\(key)" = "1️⃣\(german)2️⃣";
                """)
        )
    }

    static let nsView = MarkedText(
        """
        import UIKit

        func privacyText() -> NSAttributedString {
            let linkText = NSLocalizedString("settings.privacy.link", comment: "")
            let full = String(format: NSLocalizedString("settings.privacy.body", comment: ""), linkText)
            let text = NSMutableAttributedString(string: full)
            text.addAttribute(1️⃣.link, value: URL(string: "https://example.com/privacy")!, range: (full as NSString).range(of: linkText))
            return text
        }
        """)

    /// Audits the tables (at `App/en.lproj` and `App/de.lproj`) with one Swift file.
    static func audit(_ tables: (MarkedText, MarkedText), swift: String) -> AuditResult {
        let files = [
            ("App/en.lproj/Localizable.strings", tables.0.text), ("App/de.lproj/Localizable.strings", tables.1.text),
            ("App/PrivacyView.swift", swift),
        ]
        return auditFiles(files)
    }

    static func brief(_ finding: Finding) -> String {
        "\(finding.file) \(finding.line ?? 0):\(finding.column ?? 0) \(finding.rule)"
    }

    static func at(_ file: String, _ marked: MarkedText, _ marker: String, _ rule: String) -> String {
        "\(file) \(marked[marker].line):\(marked[marker].utf8Column) \(rule)"
    }

    @Test func aGenericValueIsFlaggedInEachLanguageAndTheRunOnce() {
        let tables = Self.tables(english: "here", german: "hier")
        let result = Self.audit(tables, swift: Self.nsView.text)
        #expect(
            result.findings.map(Self.brief)
                == [
                    Self.at("App/PrivacyView.swift", Self.nsView, "1️⃣", "attributed-link-needs-underline"),
                    Self.at("App/PrivacyView.swift", Self.nsView, "1️⃣", "inline-only-destination"),
                    Self.at("App/de.lproj/Localizable.strings", tables.1, "1️⃣", "generic-link-text"),
                    Self.at("App/en.lproj/Localizable.strings", tables.0, "1️⃣", "generic-link-text"),
                ].sorted())
        let named = result.links.filter(\.namesKeyedRun).map {
            "\($0.language ?? "-") \($0.text) \($0.span.map(String.init(describing:)) ?? "-") \($0.destination) \($0.syntax)"
        }
        #expect(
            named == [
                "de hier \(tables.1.span("1️⃣", "2️⃣")) https://example.com/privacy attributedStringLink",
                "en here \(tables.0.span("1️⃣", "2️⃣")) https://example.com/privacy attributedStringLink",
            ])
        let run = result.links.first { $0.file == "App/PrivacyView.swift" }
        #expect(run?.hasDynamicText == true)
        #expect(run?.swiftCode?.textKey == LocalizedKey(key: "settings.privacy.link", table: nil))
        #expect(result.links.filter(\.namesKeyedRun).allSatisfy { $0.swiftCode?.attributedKind == .nsAttributedString })
    }

    @Test func aDescriptiveValueNamesTheRunQuietly() {
        let result = Self.audit(Self.tables(english: "Privacy Policy", german: "Datenschutzerklärung"), swift: Self.nsView.text)
        #expect(
            result.findings.map(Self.brief) == [
                Self.at("App/PrivacyView.swift", Self.nsView, "1️⃣", "attributed-link-needs-underline"),
                Self.at("App/PrivacyView.swift", Self.nsView, "1️⃣", "inline-only-destination"),
            ])
        #expect(result.links.filter(\.namesKeyedRun).map(\.name).sorted() == ["Datenschutzerklärung", "Privacy Policy"])
    }

    @Test func aKeyNoTableHoldsLeavesTheRunDynamic() {
        let tables = Self.tables(key: "other.key", english: "here", german: "hier")
        let result = Self.audit(tables, swift: Self.nsView.text)
        #expect(
            result.findings.map(Self.brief) == [
                Self.at("App/PrivacyView.swift", Self.nsView, "1️⃣", "attributed-link-needs-underline"),
                Self.at("App/PrivacyView.swift", Self.nsView, "1️⃣", "inline-only-destination"),
            ])
        #expect(result.links.allSatisfy { !$0.namesKeyedRun })
    }

    @Test func aValueHoldingItsOwnLinkNamesNothing() {
        let tables = Self.tables(english: "[here](https://example.com/a)", german: "<a href=\\\"https://example.com/a\\\">hier</a>")
        let result = Self.audit(tables, swift: Self.nsView.text)
        #expect(result.links.allSatisfy { !$0.namesKeyedRun })
        #expect(!result.findings.contains { $0.rule == "generic-link-text" && $0.file.hasSuffix(".swift") })
    }

    @Test(arguments: [
        // `String(localized:)` bound to a name, its range a slice of an `AttributedString`.
        (
            """
            import SwiftUI

            func privacy() -> AttributedString {
                let linkText = String(localized: "settings.privacy.link", table: "Legal")
                var text = AttributedString(String(format: String(localized: "settings.privacy.body"), linkText))
                if let range = text.range(of: linkText) {
                    1️⃣text[range].link = URL(string: "https://example.com/privacy")
                }
                return text
            }
            """, "Legal"
        ),
        // `String(localized:)` written in the range.
        (
            """
            import SwiftUI

            func privacy(_ text: inout AttributedString) {
                if let range = text.range(of: String(localized: "settings.privacy.link")) {
                    1️⃣text[range].link = URL(string: "https://example.com/privacy")
                }
            }
            """, "Localizable"
        ),
        // A whole `AttributedString(localized:)`.
        (
            """
            import SwiftUI

            func privacy() -> AttributedString {
                var link = AttributedString(localized: "settings.privacy.link", table: "Legal")
                1️⃣link.link = URL(string: "https://example.com/privacy")
                return link
            }
            """, "Legal"
        ),
        // `NSAttributedString(string:attributes:)` of a localized string.
        (
            """
            import UIKit

            let link = NSAttributedString(
                string: NSLocalizedString("settings.privacy.link", tableName: "Legal", comment: ""),
                attributes: [1️⃣.link: URL(string: "https://example.com/privacy")!])
            """, "Legal"
        ),
        // An `AttributeContainer().link(…)` given to `AttributedString(_:attributes:)` of a localized string.
        (
            """
            import SwiftUI

            let privacyLink = AttributedString(
                String(localized: "settings.privacy.link", table: "Legal"),
                attributes: AttributeContainer().foregroundColor(.accentColor)1️⃣.link(URL(string: "https://example.com/privacy")!))
            """, "Legal"
        ),
        // A container merged into the slice of a localized string's range, through names.
        (
            """
            import SwiftUI

            func privacy(_ text: inout AttributedString) {
                let title = NSLocalizedString("settings.privacy.link", comment: "")
                let container = AttributeContainer()1️⃣.link(URL(string: "https://example.com/privacy")!)
                if let range = text.range(of: title) { text[range].mergeAttributes(container) }
            }
            """, "Localizable"
        ),
    ])
    func swiftUIAndFoundationForms(_ source: String, table: String) {
        let view = MarkedText(source)
        let (en, de) = Self.tables(english: "here", german: "hier")
        let files = [
            ("App/en.lproj/\(table).strings", en.text), ("App/de.lproj/\(table).strings", de.text),
            ("App/PrivacyView.swift", view.text),
            // The same key in another table never names the run.
            ("App/en.lproj/\(table == "Legal" ? "Localizable" : "Legal").strings", "\"settings.privacy.link\" = \"Privacy\";"),
        ]
        let result = auditFiles(files)
        #expect(
            result.findings.map(Self.brief)
                == [
                    Self.at("App/PrivacyView.swift", view, "1️⃣", "attributed-link-needs-underline"),
                    Self.at("App/PrivacyView.swift", view, "1️⃣", "inline-only-destination"),
                    Self.at("App/de.lproj/\(table).strings", de, "1️⃣", "generic-link-text"),
                    Self.at("App/en.lproj/\(table).strings", en, "1️⃣", "generic-link-text"),
                ].sorted())
        #expect(result.links.filter(\.namesKeyedRun).map(\.text).sorted() == ["here", "hier"])
    }

    /// A String Catalog holds every locale in one file: each value is named at its own position,
    /// an escaped quote counted in the file's bytes.
    @Test func aStringCatalogNamesTheRunInEachLocale() {
        let catalog = MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "settings.privacy.link" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "  1️⃣\\"hier\\"2️⃣ " } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "3️⃣here4️⃣" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let files = [("App/Localizable.xcstrings", catalog.text), ("App/PrivacyView.swift", Self.nsView.text)]
        let result = auditFiles(files)
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(Self.brief) == [
                Self.at("App/Localizable.xcstrings", catalog, "1️⃣", "generic-link-text"),
                Self.at("App/Localizable.xcstrings", catalog, "3️⃣", "generic-link-text"),
            ])
        let named = result.links.filter { $0.namesKeyedRun }.map {
            "\($0.language ?? "-") \($0.text) \($0.span.map(String.init(describing:)) ?? "-")"
        }
        #expect(
            named == [
                "de \"hier\" \(catalog.span("1️⃣", "2️⃣"))",
                "en here \(catalog.span("3️⃣", "4️⃣"))",
            ])
    }
}
