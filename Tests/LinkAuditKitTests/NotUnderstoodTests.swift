import Foundation
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23: links Swift code assembles (made over ranges, removed again, named by constants of
/// other files), and what a run counts and shows as not understood instead of skipping it.
@Suite(
    "Links assembled in code, and what was not understood",
    .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct NotUnderstoodTests {
    /// The case of `Fixtures/cases/attributed-link-assembly.swift`, with its exact values.
    @Test func attributedLinkAssemblyCase() {
        let result = audit(["attributed-link-assembly.swift"])
        #expect(result.links.map(\.text) == ["refund policy", "fee table", ""])
        #expect(result.links.map(\.nameSource) == [.content, .content, .unknown])
        #expect(result.links.map { "\($0.span!.start)" } == ["15:13", "19:13", "40:33"])
        #expect(result.links.map(\.destination) == ["https://example.com/refunds", "https://example.com/fees", "hit.url as Any"])
        #expect(result.links.allSatisfy { $0.placement == .inline })
        let sentence = "Read the refund policy and the fee table before you order."
        #expect(result.links[0].context == LinkContext(text: sentence, linkStart: 9, linkLength: 13))
        #expect(result.links[1].context == LinkContext(text: sentence, linkStart: 31, linkLength: 9))
        #expect(result.links.map { $0.swiftCode?.setsUnderlineStyle } == [true, false, false])
        #expect(
            result.findings.map(brief) == [
                "15:13 inline-only-destination",
                "19:13 attributed-link-needs-underline", "19:13 inline-only-destination",
                "40:33 attributed-link-needs-underline",
            ])
        #expect(result.notUnderstood.map { "\($0.position) \($0.kind)" } == ["40:33 dynamic-link-text"])
        #expect(TextReporter.summary(result).hasSuffix("; 1 link-like construct not understood (--json lists them)"))
    }

    /// The same kinds in other shapes: the underline of another `switch` case and the binding of
    /// another `if let` reach nothing; `.link = nil` and a removal over the same range make no link;
    /// a run's text from a constant of another file; a `Link` whose title the code computes.
    @Test func theWholeKindInOtherShapes() {
        let copy = """
            enum Strings {
                enum Checkout {
                    static let termsWord = "terms of sale"
                }
            }
            """
        let view = """
            import SwiftUI
            import UIKit

            struct Checkout {
                let kind: Int
                let title: String

                func note() -> AttributedString {
                    var line = AttributedString("Accept the terms of sale to pay.")
                    switch kind {
                    case 0:
                        if let found = line.range(of: Strings.Checkout.termsWord) {
                            line[found].link = URL(string: "https://example.com/sale-terms")
                        }
                    default:
                        if let found = line.range(of: "pay") {
                            line[found].underlineStyle = .single
                        }
                    }
                    var gone = AttributedString("Nothing here")
                    gone.link = nil
                    return line
                }

                func tag(_ word: String) -> NSAttributedString {
                    let tagged = NSMutableAttributedString(string: "#" + word)
                    let all = NSRange(location: 0, length: tagged.length)
                    tagged.addAttribute(.link, value: "app://tag", range: all)
                    tagged.removeAttribute(.link, range: all)
                    return tagged
                }

                var body: some View {
                    Link(title, destination: URL(string: "https://example.com/help")!)
                }
            }
            """
        let result = auditFiles([("App/Copy.swift", copy), ("App/Checkout.swift", view)])
        #expect(result.links.map(\.text) == ["terms of sale", ""])
        #expect(result.links.map { "\($0.file):\($0.span!.start)" } == ["App/Checkout.swift:13:17", "App/Checkout.swift:34:9"])
        #expect(result.links[0].context == LinkContext(text: "Accept the terms of sale to pay.", linkStart: 11, linkLength: 13))
        #expect(result.links[0].swiftCode?.setsUnderlineStyle == false)
        #expect(result.links[1].nameSource == .unknown && result.links[1].syntax == .swiftLink)
        #expect(
            result.findings.map(brief) == [
                "13:17 attributed-link-needs-underline", "13:17 inline-only-destination", "34:9 link-button-trait",
            ])
        #expect(result.notUnderstood.map { "\($0.file):\($0.position) \($0.kind)" } == ["App/Checkout.swift:34:9 dynamic-link-text"])
    }

    /// A destination known only at run time is counted, for a link and for a control that opens it.
    @Test func destinationsKnownOnlyAtRunTime() {
        let view = """
            import SwiftUI

            struct Help: View {
                let page: URL
                @Environment(\\.openURL) var openURL

                var body: some View {
                    Link("Shipping help", destination: page)
                    Button("Contact us") { openURL(page) }
                }
            }
            """
        let result = auditFiles([("App/Help.swift", view)])
        #expect(result.links.map { "\($0.syntax) \($0.name)" } == ["swiftLink Shipping help", "urlOpener Contact us"])
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind)" } == ["8:9 dynamic-destination", "9:9 dynamic-destination"])
        #expect(result.notUnderstood[0].detail == "a SwiftUI Link \"Shipping help\" leads to a URL known only at run time (page)")
    }

    /// The case of `Fixtures/cases/swiftgen-accessor-link/`: copy read through generated accessors,
    /// a link run built in code and put into a sentence, with its exact values.
    @Test func swiftGenAccessorCase() {
        let result = audit(["swiftgen-accessor-link"])
        let folder = "swiftgen-accessor-link/"
        #expect(
            result.links.map { "\($0.file.dropFirst(folder.count)):\($0.span!.start) \($0.text)|\($0.placement)" } == [
                "BillingFooter.swift:10:13 |standalone", "BillingFooter.swift:18:9 |inline",
                "de.lproj/Localizable.strings:2:27 hier|inline", "de.lproj/Localizable.strings:3:28 Hilfe zur Abrechnung|standalone",
                "en.lproj/Localizable.strings:2:27 here|inline", "en.lproj/Localizable.strings:3:28 Billing help center|standalone",
            ])
        // Never named by Swift source such as `\(L10n.Billing.supportTitle)`.
        #expect(result.links.prefix(2).allSatisfy { $0.nameSource == .unknown && $0.name.isEmpty })
        #expect(result.links[0].swiftCode?.textKey == LocalizedKey(key: "billing_support_title", table: "Localizable"))
        #expect(
            result.links.map(\.destination) == [
                "https://example.com/billing/help", "https://example.com/billing/terms", "https://example.com/billing/terms",
                "https://example.com/billing/help", "https://example.com/billing/terms", "https://example.com/billing/help",
            ])
        #expect(
            result.links[4].context
                == LinkContext(text: "Charges follow our billing terms, explained here.", linkStart: 44, linkLength: 4))
        #expect(result.links[2].context?.text == "Abbuchungen folgen unseren Zahlungsbedingungen, erklärt hier.")
        #expect(result.links.map(\.language) == [nil, nil, "de", "de", "en", "en"])
        #expect(
            result.findings.map { "\($0.file.dropFirst(folder.count)) \(brief($0))" } == [
                "BillingFooter.swift 10:13 link-button-trait", "BillingFooter.swift 18:9 inline-only-destination",
                "de.lproj/Localizable.strings 2:27 generic-link-text", "en.lproj/Localizable.strings 2:27 generic-link-text",
            ])
        #expect(result.notUnderstood.isEmpty)
    }

    /// Accessors in other shapes: a constant wrapping `NSLocalizedString` in a nested enum, a
    /// `String(localized:)` function in another file, a string made from an accessor with a `.link`
    /// over all of it; and an accessor no table holds, counted as not understood.
    @Test func accessorsInOtherShapes() {
        let strings = """
            "help.more" = "Learn more";
            "help.title" = "Shipping help";
            """
        let copy = """
            import Foundation

            enum Localization {
                enum Help {
                    static let learnMore = NSLocalizedString("help.more", value: "Learn more", comment: "link")
                    static func title() -> String { String(localized: "help.title") }
                    static var missing: String { NSLocalizedString("help.gone", comment: "") }
                }
            }
            """
        let view = """
            import SwiftUI
            import UIKit

            struct HelpFooter: View {
                var body: some View {
                    Link(Localization.Help.title(), destination: URL(string: "https://example.com/shipping")!)
                    Link(Localization.Help.missing, destination: URL(string: "https://example.com/gone")!)
                }

                func more() -> NSAttributedString {
                    let more = NSMutableAttributedString(string: Localization.Help.learnMore)
                    more.addAttribute(.link, value: "https://example.com/more", range: NSRange(location: 0, length: more.length))
                    return more
                }
            }
            """
        let result = auditFiles([("App/en.lproj/Localizable.strings", strings), ("App/Copy.swift", copy), ("App/HelpFooter.swift", view)])
        #expect(
            result.links.map { "\($0.file):\($0.span!.start) \($0.text)" } == [
                "App/HelpFooter.swift:6:9 ", "App/HelpFooter.swift:7:9 ", "App/HelpFooter.swift:12:27 ",
                "App/en.lproj/Localizable.strings:1:16 Learn more", "App/en.lproj/Localizable.strings:2:17 Shipping help",
            ])
        #expect(result.links[3].destination == "https://example.com/more" && result.links[3].placement == .inline)
        #expect(result.links[4].destination == "https://example.com/shipping" && result.links[4].placement == .standalone)
        #expect(
            result.findings.contains { $0.rule == "generic-link-text" && $0.file == "App/en.lproj/Localizable.strings" && $0.line == 1 })
        #expect(result.notUnderstood.map { "\($0.file):\($0.position) \($0.kind)" } == ["App/HelpFooter.swift:7:9 unknown-accessor"])
        #expect(result.notUnderstood[0].detail.hasSuffix("whose text is the key \"help.gone\", which no string table of the run holds"))
    }

    /// A detail shows the expression as written, the spaces inside its string literals kept (a
    /// fresh helper's probe read `LocalizedStringKey("Keytitle")`). `LocalizedStringKey("…")` itself
    /// is a key: one no table holds is shown, and names the link, as written.
    @Test func detailsKeepTheSpacesOfLiterals() {
        let view = """
            import SwiftUI

            struct HelpFooter: View {
                var body: some View {
                    Link(LocalizedStringKey("Key title"), destination: URL(string: "https://example.com/a")!)
                    Link(Strings.title(for: "a  b", table: "Help"), destination: URL(string: "https://example.com/c")!)
                }
            }
            """
        let result = auditFiles([("App/HelpFooter.swift", view)])
        #expect(
            result.notUnderstood.map(\.detail) == [
                "a SwiftUI Link whose text is Strings.title(for:\"a  b\",table:\"Help\"), which no Swift file or string table of the run gives"
            ])
        #expect(result.links.map(\.name) == ["Key title", ""])
    }

    /// SwiftGen's accessors when the generated file is not in the run (it is made at build time):
    /// `item_detail.show_more` is `L10n.ItemDetail.showMore`, in every locale of its table; a name
    /// the run declares itself keeps its own declaration. White space around the accessor in an
    /// interpolation (`" \(L10n.ItemDetail.showLess)"`) leaves the name the key's value.
    @Test func swiftGenDefaultNamesWithoutTheGeneratedFile() {
        let english = """
            "item_detail.show_more" = "Show more";
            "item_detail.open_page" = "Open the page";
            "item_detail.show_less" = "Show less";
            """
        let german = """
            "item_detail.show_more" = "Mehr anzeigen";
            "item_detail.show_less" = "Weniger anzeigen";
            """
        let view = """
            import UIKit

            enum Local {
                static let pageTitle = "Product page"
            }

            final class AbstractView {
                func more() -> NSAttributedString {
                    let link = NSMutableAttributedString(string: L10n.ItemDetail.showMore)
                    link.addAttribute(.link, value: "app://expand", range: NSRange(location: 0, length: link.length))
                    return link
                }

                func gone() -> NSAttributedString {
                    let link = NSMutableAttributedString(string: L10n.ItemDetail.openPages)
                    link.addAttribute(.link, value: "app://open", range: NSRange(location: 0, length: link.length))
                    return link
                }

                func less() -> NSAttributedString {
                    let link = NSMutableAttributedString(string: " \\(L10n.ItemDetail.showLess) ")
                    link.addAttribute(.link, value: "app://collapse", range: NSRange(location: 0, length: link.length))
                    return link
                }
            }
            """
        let result = auditFiles([
            ("App/en.lproj/Localizable.strings", english), ("App/de.lproj/Localizable.strings", german), ("App/AbstractView.swift", view),
        ])
        #expect(
            result.links.map { "\($0.file):\($0.span!.start) \($0.text)" } == [
                "App/AbstractView.swift:10:27 ", "App/AbstractView.swift:16:27 ", "App/AbstractView.swift:22:27 ",
                "App/de.lproj/Localizable.strings:1:28 Mehr anzeigen", "App/de.lproj/Localizable.strings:2:28 Weniger anzeigen",
                "App/en.lproj/Localizable.strings:1:28 Show more", "App/en.lproj/Localizable.strings:3:28 Show less",
            ])
        // `openPages` is no key's name: `item_detail.open_page` is `openPage`.
        #expect(result.notUnderstood.map { "\($0.position) \($0.kind)" } == ["16:27 unknown-accessor"])
        #expect(
            result.notUnderstood.first?.detail
                == "an attributed .link run whose text is L10n.ItemDetail.openPages, which no Swift file or string table of the run gives")
        #expect(
            SwiftGenNames.accessorNames(ofKey: "settings.privacy_title").prefix(2) == [
                "L10n.Settings.privacyTitle", "L10n.Settings.privacyTitle(_:)",
            ])
        #expect(SwiftGenNames.identifier("URL_title", lowerFirstWord: true) == "urlTitle")
        #expect(SwiftGenNames.identifier("2fa-setup", lowerFirstWord: false) == "_2faSetup")
        #expect(SwiftGenNames.accessorNames(ofKey: "a..b").isEmpty)
    }

    /// Decoded as the JSON report writes it, and never with a position below 1.
    @Test func decodedAsWrittenAndNeverAtLineZero() throws {
        let construct = NotUnderstood(
            kind: .dynamicDestination, file: "App/B.swift", position: SourcePosition(line: 7, utf8Column: 3), detail: "a Link")
        let data = try JSONEncoder().encode(construct)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["kind", "file", "line", "column", "detail"])
        #expect(try JSONDecoder().decode(NotUnderstood.self, from: data) == construct)
        let atLineZero = Data(#"{"kind":"dynamic-link-text","file":"a.swift","line":0,"column":1,"detail":"x"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NotUnderstood.self, from: atLineZero) }
    }

    /// What was not understood reaches every report, with the audited text in it escaped.
    @Test func everyReportShowsThemEscaped() throws {
        var result = AuditResult(files: ["App/A.swift"], links: [], findings: [], errors: [])
        let detail = "a run over \u{1B}[31mred\u{1B}[0m <script>alert(1)</script>"
        result.notUnderstood = [
            NotUnderstood(kind: .dynamicLinkText, file: "App/A.swift", position: SourcePosition(line: 4, utf8Column: 9), detail: detail),
            NotUnderstood(kind: .dynamicDestination, file: "App/A.swift", position: SourcePosition(line: 9, utf8Column: 2), detail: "b"),
        ]
        let text = TextReporter.render(result)
        #expect(text.hasSuffix("; 2 link-like constructs not understood (--json lists them)\n"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReporter.render(result).utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["notUnderstood"] as? [String: Int] == ["dynamic-link-text": 1, "dynamic-destination": 1])
        let listed = try #require(json["notUnderstood"] as? [[String: Any]])
        #expect(listed.map { $0["kind"] as? String } == ["dynamic-link-text", "dynamic-destination"])
        #expect(listed[0]["line"] as? Int == 4 && listed[0]["column"] as? Int == 9 && listed[0]["detail"] as? String == detail)
        let sarif = SARIFReporter.render(result)
        #expect(!sarif.contains("\u{1B}"))
        #expect(sarif.contains(#""id" : "dynamic-link-text""#))
        let html = HTMLReporter.render(result)
        #expect(html.contains("<h3>Not understood</h3>"))
        #expect(!html.contains("<script>alert") && !html.contains("\u{1B}"))
        #expect(html.contains("<code>App/A.swift:4:9</code> <code>dynamic-link-text</code>"))
    }

    /// A `.swift` file that is a Stencil or ERB template is said to be not Swift, with how to
    /// exclude it, and counted; a Swift file with a plain syntax error keeps the plain error; SARIF
    /// says the run did not audit everything.
    @Test func templatesSavedAsSwiftAreNotSwift() throws {
        let stencil = """
            import Foundation

            {% for type in types.protocols %}
            final class {{ type.name }}Mock {}
            {% endfor %}
            """
        let erb = """
            import Foundation
            <%_ for type in types.all { -%>
            extension <%= type.name %> {}
            <% } -%>
            """
        let broken = """
            import SwiftUI
            let x = (1, 2
            """
        let view = """
            import SwiftUI
            struct Help: View {
                var body: some View { Link("Shipping help", destination: URL(string: "https://example.com/ship")!) }
            }
            """
        let result = auditFiles([
            ("App/Help.swift", view), ("App/Broken.swift", broken), ("Templates/Mocks.swift", stencil), ("Templates/Lenses.swift", erb),
        ])
        #expect(result.links.map(\.name) == ["Shipping help"])
        #expect(
            result.errors.map { "\($0.file):\($0.line!):\($0.column!) \($0.message.prefix(12))" } == [
                "App/Broken.swift:2:14 Swift code t", "Templates/Lenses.swift:2:5 not Swift: a", "Templates/Mocks.swift:3:2 not Swift: a",
            ])
        #expect(
            result.errors[2].message
                == "not Swift: a template fragment (its {% tags are Stencil, Sourcery or ERB syntax), so its links from here on are not read; if it is not shipped code, exclude it (--exclude 'Templates/Mocks.swift', or exclude: in .linkaudit.yml)"
        )
        #expect(
            result.notUnderstood.map { "\($0.file):\($0.position) \($0.kind) \($0.detail)" } == [
                "Templates/Lenses.swift:2:5 not-swift a .swift file that is a template (<% tags)",
                "Templates/Mocks.swift:3:2 not-swift a .swift file that is a template ({% tags)",
            ])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(result).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == false)
        let clean = auditFiles([("App/Help.swift", view)])
        let cleanSARIF = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(clean).utf8)) as? [String: Any])
        let cleanRun = try #require((cleanSARIF["runs"] as? [[String: Any]])?.first)
        #expect((cleanRun["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == true)
    }

    /// A run over Swift files that finds no link says so, and what it reads; a run with a link does not.
    @Test func swiftFilesWithNoLinkAreSaidPlainly() {
        let quiet = auditFiles([("App/A.swift", "import SwiftUI\nlet title = Text(\"Hello\")\n"), ("App/B.swift", "let b = 2\n")])
        #expect(
            TextReporter.render(quiet).split(separator: "\n").first
                == "note: 2 Swift files and no link: linkaudit reads SwiftUI Links, Markdown in Text, .link runs, controls that open URLs, and the string tables of the run; if the app's copy lives in tables or files outside what was given, add them (docs/swift-sources.md)"
        )
        let linked = auditFiles([("App/A.swift", "import SwiftUI\nlet more = Text(\"[Shipping help](https://example.com/ship)\")\n")])
        #expect(linked.links.count == 1)
        #expect(!TextReporter.render(linked).contains("note:"))
    }
}
