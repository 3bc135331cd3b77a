import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 1: copy read through an app's own wrappers of a localized-string call, an
/// extension property (`"help.more".localized`) or a function given the key
/// (`Strings.get("help.more")`), is named by the key's values in every locale, like an accessor.
@Suite(
    "An app's own wrappers of localized strings",
    .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct AccessorWrapperTests {
    static let english = """
        "help.more" = "Learn more";
        "help.shipping" = "Shipping rates";
        """
    static let german = """
        "help.more" = "Mehr erfahren";
        "help.shipping" = "Versandkosten";
        """
    static let wrappers = """
        import Foundation

        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
            var localizedInHelp: String { NSLocalizedString(self, tableName: "Help", comment: "") }
        }

        enum Strings {
            static func get(_ key: String) -> String {
                return String(localized: String.LocalizationValue(key))
            }
        }
        """

    @Test func wrappersAreReadToTheirKeyInEveryLocale() {
        let view = """
            import SwiftUI
            import UIKit

            struct HelpFooter: View {
                var body: some View {
                    Link("help.more".localized, destination: URL(string: "https://example.com/more")!)
                    Link(Strings.get("help.shipping"), destination: URL(string: "https://example.com/shipping")!)
                    Link("help.gone".localized, destination: URL(string: "https://example.com/gone")!)
                    Link("help.more".localizedUppercase, destination: URL(string: "https://example.com/upper")!)
                    Link(title.appending(" ›"), destination: URL(string: "https://example.com/title")!)
                }
            }
            """
        let result = auditFiles([
            ("App/en.lproj/Localizable.strings", Self.english), ("App/de.lproj/Localizable.strings", Self.german),
            ("App/Wrappers.swift", Self.wrappers), ("App/HelpFooter.swift", view),
        ])
        #expect(
            result.links.map { "\($0.file):\($0.span!.start) \($0.name)|\($0.nameSource) \($0.destination)" } == [
                "App/HelpFooter.swift:6:9 |unknown https://example.com/more",
                "App/HelpFooter.swift:7:9 |unknown https://example.com/shipping",
                "App/HelpFooter.swift:8:9 |unknown https://example.com/gone",
                "App/HelpFooter.swift:9:9 |unknown https://example.com/upper",
                "App/HelpFooter.swift:10:9 |unknown https://example.com/title",
                "App/de.lproj/Localizable.strings:1:16 Mehr erfahren|content https://example.com/more",
                "App/de.lproj/Localizable.strings:2:20 Versandkosten|content https://example.com/shipping",
                "App/en.lproj/Localizable.strings:1:16 Learn more|content https://example.com/more",
                "App/en.lproj/Localizable.strings:2:20 Shipping rates|content https://example.com/shipping",
            ])
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map { "\($0.file):\($0.line!)" } == [
                "App/de.lproj/Localizable.strings:1", "App/en.lproj/Localizable.strings:1",
            ])
        // `help.gone` is in no table; `localizedUppercase` is Foundation's and `appending(_:)` a
        // method of a value: neither is a key's wrapper.
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind) \($0.detail)" } == [
                "8:9 unknown-accessor a SwiftUI Link whose text is the key \"help.gone\", which no string table of the run holds",
                "9:9 dynamic-link-text a SwiftUI Link whose text is known only at run time",
                "10:9 dynamic-link-text a SwiftUI Link whose text is known only at run time",
            ])
    }

    /// A wrapper the run does not declare leaves the name unknown and says so; a wrapper naming its
    /// table reads the key there.
    @Test func undeclaredWrappersAndTables() {
        let help = """
            "help.more" = "Read the shipping guide";
            """
        let view = """
            import SwiftUI

            struct HelpFooter: View {
                var body: some View {
                    Link("help.more".localizedInHelp, destination: URL(string: "https://example.com/guide")!)
                    Link("help.more".localizedString, destination: URL(string: "https://example.com/more")!)
                }
            }
            """
        let result = auditFiles([
            ("App/en.lproj/Localizable.strings", Self.english), ("App/en.lproj/Help.strings", help), ("App/Wrappers.swift", Self.wrappers),
            ("App/HelpFooter.swift", view),
        ])
        #expect(
            result.links.filter { $0.appCopy != nil }.map { "\($0.file):\($0.span!.start) \($0.name) \($0.destination)" } == [
                "App/en.lproj/Help.strings:1:16 Read the shipping guide https://example.com/guide"
            ])
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind) \($0.detail)" } == [
                "6:9 unknown-accessor a SwiftUI Link whose text is \"help.more\".localizedString, which no Swift file or string table of the run gives"
            ])
    }

    /// R.swift's accessors (its generated file is never in the run): `R.string.localizable.helpMore()`
    /// and `R.string.help.shippingRates(preferredLanguages:)` read `help.more` of `Localizable` and
    /// `shipping_rates` of `Help` in every locale; a name no key gives is not understood.
    @Test func rSwiftAccessors() {
        let help = """
            "shipping_rates" = "Shipping rates";
            "URL_title" = "Read more";
            """
        let view = """
            import SwiftUI

            struct HelpFooter: View {
                var body: some View {
                    Link(R.string.localizable.helpMore(), destination: URL(string: "https://example.com/more")!)
                    Link(R.string.help.shipping_rates(preferredLanguages: languages), destination: URL(string: "https://example.com/rates")!)
                    Link(R.string.help.url_title(), destination: URL(string: "https://example.com/read")!)
                    Link(R.string.help.shippingRates(), destination: URL(string: "https://example.com/none")!)
                }
            }
            """
        let result = auditFiles([
            ("App/en.lproj/Localizable.strings", Self.english), ("App/de.lproj/Localizable.strings", Self.german),
            ("App/en.lproj/Help.strings", help), ("App/HelpFooter.swift", view),
        ])
        #expect(
            result.links.filter { $0.appCopy != nil }.map { "\($0.file):\($0.span!.start) \($0.name) \($0.destination)" } == [
                "App/de.lproj/Localizable.strings:1:16 Mehr erfahren https://example.com/more",
                "App/en.lproj/Help.strings:1:21 Shipping rates https://example.com/rates",
                "App/en.lproj/Help.strings:2:16 Read more https://example.com/read",
                "App/en.lproj/Localizable.strings:1:16 Learn more https://example.com/more",
            ])
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind) \($0.detail)" } == [
                "8:9 unknown-accessor a SwiftUI Link whose text is R.string.help.shippingRates(), which no Swift file or string table of the run gives"
            ])
        #expect(RSwiftNames.identifier("settings.privacy_title") == "settingsPrivacy_title")
        #expect(RSwiftNames.identifier("Localizable") == "localizable")
        #expect(RSwiftNames.identifier("URLTitle") == "urlTitle")
        #expect(RSwiftNames.identifier("2fa-setup") == "_2faSetup")
    }

    /// Xcode's generated String Catalog symbols: `Link(.helpMore, …)` and
    /// `String(localized: .shippingRates(count))` read `help.more` and `shipping_rates` of the
    /// `Localizable` catalog in every locale; a symbol no key gives is not understood.
    @Test func stringCatalogSymbols() {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "help.more" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Mehr erfahren" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Learn more" } }
                  }
                },
                "shipping_rates" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Rates for %lld countries" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let view = """
            import SwiftUI
            import UIKit

            struct HelpFooter: View {
                var body: some View {
                    Link(.helpMore, destination: URL(string: "https://example.com/more")!)
                    Link(.helpGone, destination: URL(string: "https://example.com/gone")!)
                }

                func rates(count: Int) -> NSAttributedString {
                    let rates = NSMutableAttributedString(string: String(localized: .shippingRates(count)))
                    rates.addAttribute(.link, value: "https://example.com/rates", range: NSRange(location: 0, length: rates.length))
                    return rates
                }
            }
            """
        let result = auditFiles([("App/Localizable.xcstrings", catalog), ("App/HelpFooter.swift", view)])
        #expect(
            result.links.filter { $0.appCopy != nil }.map { "\($0.appCopy!.locale ?? "") \($0.name) \($0.destination)" } == [
                "de Mehr erfahren https://example.com/more", "en Learn more https://example.com/more",
                "en Rates for %lld countries https://example.com/rates",
            ])
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind) \($0.detail)" } == [
                "7:9 unknown-accessor a SwiftUI Link whose text is .helpGone, which no Swift file or string table of the run gives"
            ])
        #expect(
            CatalogSymbolNames.accessorNames(ofKey: "shipping_rates").prefix(2) == [
                "LocalizedStringResource.shippingRates", "LocalizedStringResource.shippingRates(_:)",
            ])
    }

    /// A UIKit link run put into a localized sentence with `replaceCharacters(in:with:)` (the
    /// sentence an `NSMutableAttributedString`, the range found in its text) has that sentence as
    /// its context in each locale, like `replaceSubrange` of an `AttributedString`.
    @Test func uikitRunsPutIntoSentences() {
        let english = """
            "terms.sentence" = "By continuing you accept our %@.";
            "terms.anchor" = "terms of service";
            "help.sentence" = "Questions? Read {help} first.";
            "help.anchor" = "here";
            """
        let german = """
            "terms.sentence" = "Mit dem Fortfahren akzeptieren Sie unsere %@.";
            "terms.anchor" = "Nutzungsbedingungen";
            """
        let view = """
            import UIKit

            final class TermsLabel: UILabel {
                func termsText() -> NSAttributedString {
                    let sentence = NSMutableAttributedString(string: NSLocalizedString("terms.sentence", comment: ""))
                    let anchor = NSAttributedString(
                        string: NSLocalizedString("terms.anchor", comment: ""),
                        attributes: [.link: URL(string: "https://example.com/terms")!, .underlineStyle: NSUnderlineStyle.single.rawValue])
                    sentence.replaceCharacters(in: (sentence.string as NSString).range(of: "%@"), with: anchor)
                    return sentence
                }

                func helpText() -> NSAttributedString {
                    let text = NSMutableAttributedString(string: NSLocalizedString("help.sentence", comment: ""))
                    let help = NSMutableAttributedString(string: NSLocalizedString("help.anchor", comment: ""))
                    help.addAttribute(.link, value: "https://example.com/help", range: NSRange(location: 0, length: help.length))
                    let range = text.mutableString.range(of: "{help}")
                    text.replaceCharacters(in: range, with: help)
                    return text
                }
            }
            """
        let result = auditFiles([
            ("App/en.lproj/Localizable.strings", english), ("App/de.lproj/Localizable.strings", german), ("App/TermsLabel.swift", view),
        ])
        let copy = result.links.filter { $0.appCopy != nil }
        #expect(
            copy.map { "\($0.appCopy!.locale ?? "") \($0.name)|\($0.context?.text ?? "")" } == [
                "de Nutzungsbedingungen|Mit dem Fortfahren akzeptieren Sie unsere Nutzungsbedingungen.",
                "en terms of service|By continuing you accept our terms of service.",
                "en here|Questions? Read here first.",
            ])
        #expect(copy.allSatisfy { $0.placement == .inline })
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map { "\($0.file):\($0.line!)" } == [
                "App/en.lproj/Localizable.strings:4"
            ])
    }

    /// SwiftGen accessors named as the project's `swiftgen.yml` says (its generated file not in the
    /// run): a custom enum with the flat template (`Loc.settingsPrivacyTitle`), found in the folder
    /// the run is given.
    @Test func swiftGenConfigurationNamesTheAccessors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftgen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "swiftgen.yml": """
            strings:
              inputs: App/en.lproj
              outputs:
                - templateName: flat-swift5
                  output: App/Generated/Strings.swift
                  params:
                    enumName: Loc
            """,
            "App/en.lproj/Localizable.strings": "\"settings.privacy_title\" = \"Read more\";\n",
            "App/Privacy.swift": """
            import SwiftUI

            struct Privacy: View {
                var body: some View {
                    Link(Loc.settingsPrivacyTitle, destination: URL(string: "https://example.com/privacy")!)
                    Link(L10n.Settings.privacyTitle, destination: URL(string: "https://example.com/old")!)
                    Link(Loc.settingsGone, destination: URL(string: "https://example.com/gone")!)
                }
            }
            """,
        ]
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["App"])
        #expect(
            result.links.filter { $0.appCopy != nil }.map { "\($0.name) \($0.destination)" } == ["Read more https://example.com/privacy"])
        #expect(result.findings.contains { $0.rule == "generic-link-text" && $0.file == "App/en.lproj/Localizable.strings" })
        // `L10n` is not this project's enum, and `Loc` gives no `settingsGone`: neither is understood.
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind)" } == [
                "App/Privacy.swift 6:9 dynamic-link-text", "App/Privacy.swift 7:9 unknown-accessor",
            ])
        let structured = SwiftGenConfiguration.read(Array("strings:\n  outputs:\n    templateName: structured-swift5\n".utf8))
        #expect(structured == SwiftGenConfiguration(outputs: [.init(enumName: "L10n", isFlat: false)]))
        #expect(SwiftGenConfiguration.read(Array("xcassets:\n  inputs: A\n".utf8)) == nil)
        // A `swiftgen.yml` that links to a device is never read (it would never end).
        try FileManager.default.removeItem(atPath: folder + "/swiftgen.yml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/swiftgen.yml", withDestinationPath: "/dev/zero")
        #expect(SwiftGenConfiguration.find(paths: ["."], workingDirectory: folder) == .standard)
    }
}
