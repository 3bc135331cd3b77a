import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 3: a list of help rows built from an enum (`ForEach(HelpTopic.allCases) {
/// topic in Button(topic.title) { openURL(topic.url) } }`) shows one row per case, each with its own
/// name and page. Both members are computed by a `switch self` of the type, in any file of the run:
/// the control is one link per case, paired by case, never one link named by Swift source.
@Suite("Rows built from an enum's cases", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct SelfCasePairingTests {
    let topics = """
        import Foundation

        enum HelpTopic: CaseIterable, Identifiable {
            case guide, community, status, contact

            var id: Self { self }

            var title: String {
                switch self {
                case .guide: return "User guide"
                case .community: return "Learn more"
                case .status, .contact: return NSLocalizedString("help.more", comment: "")
                }
            }

            var url: URL {
                switch self {
                case .guide: URL(string: "https://garden.example/guide")!
                case .contact: URL(string: "mailto:help@garden.example")!
                default: URL(string: "https://garden.example/community")!
                }
            }
        }
        """

    let strings = """
        "help.more" = "More help";
        """

    func audit(_ view: String, name: String = "HelpView") -> AuditResult {
        auditFiles([
            ("Garden/HelpTopic.swift", topics), ("Garden/\(name).swift", view), ("Garden/en.lproj/Localizable.strings", strings),
        ])
    }

    /// Each link as `file line:column name -> destination`; a name read from a key is `?` at the
    /// control, and named by each of the key's values at the value.
    func links(_ result: AuditResult) -> [String] {
        result.links.map { link in
            "\(link.file.split(separator: "/").last!) \(link.span!.start) \(link.nameSource == .unknown ? "?" : link.name) -> \(link.destination)"
        }
    }

    /// The links of a control over the four topics at `position` of `file`: one per case, the two
    /// cases titled by a key named at the control by nothing and at the key's value by it.
    func topicLinks(_ file: String, at position: String) -> [String] {
        [
            "\(file) \(position) ? -> https://garden.example/community",
            "\(file) \(position) Learn more -> https://garden.example/community",
            "\(file) \(position) User guide -> https://garden.example/guide",
            "\(file) \(position) ? -> mailto:help@garden.example",
            "Localizable.strings 1:16 More help -> https://garden.example/community",
            "Localizable.strings 1:16 More help -> mailto:help@garden.example",
        ]
    }

    @Test func eachCaseIsALinkWithItsOwnNameAndPage() {
        let result = audit(
            """
            import SwiftUI

            struct HelpView: View {
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    List {
                        ForEach(HelpTopic.allCases) { topic in
                            Button(topic.title) { openURL(topic.url) }
                        }
                    }
                }
            }
            """)
        #expect(links(result) == topicLinks("HelpView.swift", at: "8:17"))
        // "More help" leads to two places, as the code pairs them.
        #expect(result.findings.map(brief) == ["8:17 button-opens-url", "8:17 generic-link-text", "1:16 ambiguous-link-text"])
        #expect(result.notUnderstood.isEmpty)
    }

    /// A `Link` is paired the same way; what is said of the control itself (it keeps the button
    /// trait) is said once, at its first case.
    @Test func aLinkIsPairedAndItsTraitJudgedOnce() {
        let result = audit(
            """
            import SwiftUI

            struct HelpView: View {
                var body: some View {
                    ForEach(HelpTopic.allCases, id: \\.self) { topic in
                        Link(topic.title, destination: topic.url)
                    }
                }
            }
            """)
        #expect(links(result) == topicLinks("HelpView.swift", at: "6:13"))
        #expect(
            result.findings.map(brief) == ["6:13 generic-link-text", "6:13 link-button-trait", "1:16 ambiguous-link-text"])
    }

    /// A `Link` whose label shows the case's title (`{ Text(topic.title) }`) is paired as one
    /// titled by it (a fresh helper's probe found it named by nothing).
    @Test func aLinkLabeledByTheCasesTitleIsPaired() {
        let result = audit(
            """
            import SwiftUI

            struct HelpView: View {
                var body: some View {
                    ForEach(HelpTopic.allCases) { topic in
                        Link(destination: topic.url) { Label { Text(topic.title) } icon: { Image(systemName: "book") } }
                            .accessibilityRemoveTraits(.isButton)
                    }
                }
            }
            """)
        #expect(links(result) == topicLinks("HelpView.swift", at: "6:13"))
    }

    /// A title property declared `LocalizedStringKey` holds keys, not text: each case is named by
    /// its key's values (the probe found "topic.privacy" named as written).
    @Test func aLocalizedStringKeyPropertyNamesEachCaseByItsKey() {
        let topics = """
            import SwiftUI

            enum Topic: CaseIterable {
                case privacy, terms
                var title: LocalizedStringKey {
                    switch self {
                    case .privacy: "topic.privacy"
                    case .terms: "Terms of use"
                    }
                }
                var url: URL {
                    switch self {
                    case .privacy: URL(string: "https://garden.example/privacy")!
                    case .terms: URL(string: "https://garden.example/terms")!
                    }
                }
            }
            """
        let view = """
            import SwiftUI

            struct LegalView: View {
                var body: some View {
                    ForEach(Topic.allCases, id: \\.self) { topic in
                        Link(destination: topic.url) { Text(topic.title) }
                    }
                }
            }
            """
        let result = auditFiles([
            ("Garden/Topic.swift", topics), ("Garden/LegalView.swift", view),
            ("Garden/en.lproj/Localizable.strings", #""topic.privacy" = "here";"#),
        ])
        #expect(
            links(result) == [
                "LegalView.swift 6:13 ? -> https://garden.example/privacy",
                "LegalView.swift 6:13 Terms of use -> https://garden.example/terms",
                "Localizable.strings 1:20 here -> https://garden.example/privacy",
            ])
        #expect(result.findings.map(brief).contains("1:20 generic-link-text"))
    }

    /// `List(T.allCases)` hands its rows the cases as `ForEach` does; a case of several `return`s
    /// is a link to each of them, and leaves the other cases their own.
    @Test func aListOfCasesAndACaseOfSeveralPages() {
        let plans = """
            import Foundation

            enum Plan: CaseIterable {
                case free, pro

                var name: String {
                    switch self {
                    case .free: "Free plan"
                    case .pro: "Pro plan"
                    }
                }

                var page: URL {
                    switch self {
                    case .free:
                        return URL(string: "https://garden.example/free")!
                    case .pro:
                        if Flags.newPricing { return URL(string: "https://garden.example/pro-2026")! }
                        return URL(string: "https://garden.example/pro")!
                    }
                }
            }
            """
        let view = """
            import SwiftUI

            struct PlansView: View {
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    List(Plan.allCases, id: \\.self) { plan in
                        Button(plan.name) { openURL(plan.page) }
                    }
                }
            }
            """
        let result = auditFiles([("Garden/Plan.swift", plans), ("Garden/PlansView.swift", view)])
        #expect(
            result.links.map { "\($0.span!.start) \($0.name) -> \($0.destination) \($0.swiftCode?.destinationSet ?? [])" } == [
                "7:13 Free plan -> https://garden.example/free []",
                "7:13 Pro plan -> https://garden.example/pro-2026 or https://garden.example/pro [\"https://garden.example/pro-2026\", \"https://garden.example/pro\"]",
            ])
    }

    /// The value may come in as a parameter of the enum's type, from another file's `ForEach`.
    @Test func aParameterOfTheEnumsTypeIsPairedToo() {
        let result = audit(
            """
            import SwiftUI

            struct HelpRow: View {
                let topic: HelpTopic
                var body: some View {
                    Button(action: { UIApplication.shared.open(topic.url) }) {
                        Label(topic.title, systemImage: "questionmark.circle")
                    }
                }
            }
            """, name: "HelpRow")
        #expect(links(result) == topicLinks("HelpRow.swift", at: "6:9"))
    }

    /// Members of two different values, or a member no `switch self` computes, are not paired: the
    /// name stays unknown, and the URLs are the set the control may open.
    @Test func membersOfDifferentValuesAreNotPaired() {
        let result = audit(
            """
            import SwiftUI

            struct HelpView: View {
                let shown: HelpTopic
                let opened: HelpTopic
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    Button(shown.title) { openURL(opened.url) }
                }
            }
            """)
        #expect(
            links(result) == [
                "HelpView.swift 8:9 ? -> https://garden.example/guide or mailto:help@garden.example or https://garden.example/community"
            ])
        #expect(result.notUnderstood.map { "\($0.position) \($0.kind)" } == ["8:9 dynamic-link-text"])
    }
}
