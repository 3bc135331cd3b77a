import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// A member read on a value of a known type is one of the URLs that member returns (issue 8,
/// NetNewsWire's settings rows: `SafariView(url: helpSheet.url)` of a `@State var helpSheet:
/// HelpSheet` whose computed `url` returns a literal in every `switch` case). The opener covers each
/// of them; a set with one unknown member covers nothing and hedges as any computed URL does.
@Suite(
    "One of a set of URLs as standalone evidence", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct URLSetEvidenceTests {
    let table = MarkedText(
        """
        "guide.footer" = "Read the 1️⃣[guide](https://docs.example/guide/) or the 2️⃣[forum](https://forum.example.org).";
        "store.footer" = "Plans are on our 3️⃣[pricing page](https://shop.example/pricing).";
        """)

    /// The `inline-only-destination` findings (`line:column severity`) of an audit of the table and these Swift files.
    func inlineOnly(_ swift: [String: String]) -> [String] {
        inlineOnlyFindings([("App/en.lproj/Localizable.strings", table.text)] + swift.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    func at(_ marker: String, _ severity: String = "warning") -> String {
        "\(table[marker].line):\(table[marker].utf8Column) \(severity)"
    }

    let browser = """
        struct WebPage: UIViewControllerRepresentable {
            let address: URL
            func makeUIViewController(context: Context) -> SFSafariViewController {
                let page = SFSafariViewController(url: address)
                return page
            }
            func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        }
        """

    let topics = """
        public enum SupportTopic: CaseIterable {
            case guide, forum

            public var title: String {
                switch self {
                case .guide: return "Guide"
                case .forum: return "Forum"
                }
            }

            public var address: URL {
                switch self {
                case .guide:
                    return URL(string: "https://docs.example/guide/")!
                case .forum:
                    return URL(string: "https://forum.example.org")!
                }
            }
        }
        """

    /// The NetNewsWire shape: a `@State` property with a declared type, read in a sheet's content.
    @Test func aStatePropertyOfAnEnumCoversEveryCase() {
        let settings = """
            struct SupportView: View {
                @State private var topic: SupportTopic = .guide
                @State private var showsTopic = false
                var body: some View {
                    List {
                        ForEach(SupportTopic.allCases, id: \\.self) { item in
                            Button(item.title) { topic = item; showsTopic = true }
                        }
                    }
                    .sheet(isPresented: $showsTopic) {
                        WebPage(address: topic.address)
                    }
                }
            }
            """
        // The pricing page stays a warning: the set is known, so it hedges nothing else into a note.
        #expect(inlineOnly(["App/WebPage.swift": browser, "App/Topics.swift": topics, "App/SupportView.swift": settings]) == [at("3️⃣")])
        // Without the wrapper the sheet opens nothing the run knows of.
        #expect(
            inlineOnly(["App/Topics.swift": topics, "App/SupportView.swift": settings]) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// Other shapes of the same kind: `self.` and a switch expression without `return`, the parameter
    /// of `.sheet(item:)`, of `ForEach(T.allCases)`, of a function, and a struct's computed property.
    @Test func otherReceiversAndBodies() {
        let topicsWithoutReturn = """
            enum Topic: CaseIterable {
                case guide, forum
                var link: URL {
                    switch self {
                    case .guide: URL(string: "https://docs.example/guide/")!
                    case .forum: URL(string: "https://forum.example.org")!
                    }
                }
            }
            """
        let selfMember = """
            struct HelpView: View {
                @State var current: Topic = .guide
                @State var shows = false
                var body: some View {
                    Button("Help") { shows = true }.sheet(isPresented: $shows) { WebPage(address: self.current.link) }
                }
            }
            """
        #expect(
            inlineOnly(["A/WebPage.swift": browser, "A/Topic.swift": topicsWithoutReturn, "A/HelpView.swift": selfMember]) == [at("3️⃣")])
        let item = """
            struct HelpView: View {
                @State private var selected: Topic?
                var body: some View {
                    Button("Help") { selected = .guide }
                        .sheet(item: $selected) { chosen in WebPage(address: chosen.link) }
                }
            }
            """
        #expect(inlineOnly(["A/WebPage.swift": browser, "A/Topic.swift": topicsWithoutReturn, "A/HelpView.swift": item]) == [at("3️⃣")])
        let rows = """
            struct HelpRows: View {
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    ForEach(Topic.allCases, id: \\.self) { topic in
                        Button("Open") { openURL(topic.link) }
                    }
                }
            }
            """
        #expect(inlineOnly(["A/Topic.swift": topicsWithoutReturn, "A/HelpRows.swift": rows]) == [at("3️⃣")])
        // A `Link` given the member is a `Link` to each URL of the set.
        let links = rows.replacingOccurrences(
            of: "Button(\"Open\") { openURL(topic.link) }", with: "Link(\"Open\", destination: topic.link)")
        #expect(links.contains("Link(\"Open\""))
        #expect(inlineOnly(["A/Topic.swift": topicsWithoutReturn, "A/HelpRows.swift": links]) == [at("3️⃣")])
        let parameter = """
            final class HelpController: UIViewController {
                func addRow(for topic: Topic) {
                    let button = UIButton(primaryAction: UIAction { _ in UIApplication.shared.open(topic.link) })
                    view.addSubview(button)
                }
            }
            """
        #expect(inlineOnly(["A/Topic.swift": topicsWithoutReturn, "A/HelpController.swift": parameter]) == [at("3️⃣")])
        let structProperty = """
            struct Destination {
                enum Kind { case docs, community, shop }
                var kind: Kind
                var url: URL {
                    switch kind {
                    case .docs: return URL(string: "https://docs.example/guide/")!
                    case .community: return URL(string: "https://forum.example.org")!
                    case .shop: return URL(string: "https://shop.example/pricing")!
                    }
                }
            }
            struct StoreView: View {
                let destination: Destination
                @State private var showsPage = false
                var body: some View {
                    Button("Open") { showsPage = true }
                        .sheet(isPresented: $showsPage) { WebPage(address: destination.url) }
                }
            }
            """
        #expect(inlineOnly(["A/WebPage.swift": browser, "A/StoreView.swift": structProperty]) == [])
    }

    /// A static function that returns a literal URL for each argument covers them all.
    @Test func aStaticFunctionReturningLiterals() {
        let links = """
            enum HelpLinks {
                static func url(for topic: Topic) -> URL {
                    switch topic {
                    case .guide:
                        return URL(string: "https://docs.example/guide/")!
                    default:
                        return URL(string: "https://forum.example.org")!
                    }
                }
            }
            struct HelpView: View {
                @Environment(\\.openURL) private var openURL
                let topic: Topic
                var body: some View { Button("Help") { openURL(HelpLinks.url(for: topic)) } }
            }
            """
        #expect(inlineOnly(["A/HelpView.swift": links]) == [at("3️⃣")])
    }

    /// A set with one member the code computes at run time is no known set: it covers nothing, and it
    /// hedges a destination into a note only where its known text allows.
    @Test func aCaseWithAComputedURLLeavesTheSetUnresolved() {
        let topics = """
            enum Topic {
                case guide, forum, custom(String)
                var link: URL {
                    switch self {
                    case .guide: return URL(string: "https://docs.example/guide/")!
                    case .forum: return URL(string: "https://forum.example.org")!
                    default: return URL(string: customAddress)!
                    }
                }
            }
            struct HelpView: View {
                @State var current: Topic = .guide
                @State var shows = false
                var body: some View {
                    Button("Help") { shows = true }.sheet(isPresented: $shows) { WebPage(address: current.link) }
                }
            }
            """
        #expect(
            inlineOnly(["A/WebPage.swift": browser, "A/HelpView.swift": topics]) == [
                at("1️⃣", "note"), at("2️⃣", "note"), at("3️⃣", "note"),
            ])
        // A case whose URL starts with known text may only be a URL starting so.
        let prefixed = topics.replacingOccurrences(
            of: "URL(string: customAddress)!", with: "URL(string: \"https://forum.example.org/t/\\(slug)\")!")
        #expect(
            inlineOnly(["A/WebPage.swift": browser, "A/HelpView.swift": prefixed]) == [
                at("1️⃣", "note"), at("2️⃣", "note"), at("3️⃣"),
            ])
    }

    /// A name that only looks like the property, or a receiver whose type is not written, is no set.
    @Test func noTypeNoSet() {
        let view = """
            struct HelpView: View {
                @State var shows = false
                @Environment(\\.openURL) private var openURL
                let current = Topic.guide
                var body: some View {
                    Button("Help") { openURL(current.link) }
                }
            }
            """
        let topics = """
            enum Topic {
                case guide, forum
                var link: URL {
                    switch self {
                    case .guide: return URL(string: "https://docs.example/guide/")!
                    case .forum: return URL(string: "https://forum.example.org")!
                    }
                }
            }
            """
        #expect(
            inlineOnly(["A/Topic.swift": topics, "A/HelpView.swift": view]) == [at("1️⃣", "note"), at("2️⃣", "note"), at("3️⃣", "note")])
    }
    /// NetNewsWire's subset on its own: the help sheet would show every `HelpSheet.url`, but only the
    /// rows' `.onTapGesture` sets its flag (in another file, through a `Binding` parameter), so no
    /// control presents it and netnewswire.com stays inline-only in all four tables and the About
    /// screen (`PresentationTriggers`): 34 findings, all warnings, since no computed URL hedges them.
    @Test func netNewsWireSettingsRows() {
        let result = audit(["Corpus/realapp/Ranchero-Software+NetNewsWire"], in: projectFolder)
        let inlineOnly = result.findings.filter { $0.rule == "inline-only-destination" }
        #expect(inlineOnly.count == 34)
        #expect(
            inlineOnly.filter { finding in result.links.first { $0.id == finding.link }?.destination == "https://netnewswire.com" }
                .map { "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line ?? 0):\($0.column ?? 0)" }.sorted() == [
                    "Settings/AboutView.swift:52:11", "en-GB.lproj/Localizable.strings:614:41", "en.lproj/Localizable.strings:491:41",
                    "es.lproj/Localizable.strings:605:41", "zh-Hans.lproj/Localizable.strings:620:41",
                ])
        #expect(inlineOnly.allSatisfy { $0.severity == .warning })
        let destinations = Set(result.links.filter { link in inlineOnly.contains { $0.link == link.id } }.map(\.destination))
        #expect(
            destinations == [
                "https://bazqux.com", "https://feedbin.com/signup", "https://freshrss.org", "https://netnewswire.com",
                "https://netnewswire.com/help/iCloud", "https://newsblur.com", "https://theoldreader.com", "https://www.inoreader.com",
            ])
    }
}
