import LinkAuditExtractors
import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// UIKit controls whose action opens a URL, and the URL expressions and constants the extractor
/// records for the auditor to resolve (see `docs/model.md`, Standalone evidence in the app).
@Suite("UIKit URL openers and URL constants")
struct SwiftUIKitOpenerTests {
    @Test func uiKitControlsThatOpenURLs() {
        let marked = MarkedText(
            """
            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    pressButton.setTitle("Press", for: .normal)
                    1️⃣pressButton.addTarget(self, action: #selector(showPress), for: .touchUpInside)
                    blogButton.addAction(2️⃣UIAction { _ in self.openPage(Pages.blog) }, for: .touchUpInside)
                    navigationItem.rightBarButtonItem = 3️⃣UIBarButtonItem(title: "Jobs", style: .plain, target: self, action: #selector(self.showJobs(_:)))
                    let menu = UIMenu(children: [4️⃣UIAction(title: "Status") { _ in UIApplication.shared.open(URL(string: "https://status.example.com")!) }])
                    let share = 5️⃣UIAction(title: "Share") { _ in self.share() }
                    let save = UIButton(primaryAction: 6️⃣UIAction(title: "Site") { _ in UIApplication.shared.open(URL(string: "https://example.com")!) })
                }
                @objc func showPress() { UIApplication.shared.open(URL(string: "https://example.com/press")!) }
                @objc func showJobs(_ sender: Any) { openPage(URL(string: "https://example.com/jobs")!) }
                func openPage(_ page: URL) { present(SFSafariViewController(url: page), animated: true) }
                func share() { }
                override func tableView(_ tableView: UITableView, 7️⃣didSelectRowAt indexPath: IndexPath) { }
            }
            extension GalleryViewController {
                func 8️⃣collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    if indexPath.item == 0 { UIApplication.shared.open(URL(string: "https://example.com/a")!) } else { openPage(items[indexPath.item].url) }
                }
            }
            """)
        let openers = extractSwift(marked.text).urlOpeners
        #expect(openers.map(\.kind) == [.uiControl, .uiControl, .barButtonItem, .menuItem, .uiControl, .collectionItem, .collectionItem])
        #expect(openers.map(\.position) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "6️⃣", "8️⃣", "8️⃣"].map { marked[$0] })
        #expect(openers.map(\.title) == ["Press", nil, "Jobs", "Status", "Site", nil, nil])
        #expect(
            openers.map(\.destination) == [
                "https://example.com/press", nil, "https://example.com/jobs", "https://status.example.com", "https://example.com",
                "https://example.com/a", nil,
            ])
        #expect(openers[0].normalizedDestination == "https://example.com/press")
        // `Pages.blog` reaches `openPage(_:)` as its parameter: the auditor resolves the name.
        #expect(openers[1].destinationExpression?.parts.map(\.kind) == [.reference])
        #expect(openers[1].destinationExpression?.parts.first?.candidates == ["AboutViewController.Pages.blog", "Pages.blog"])
        #expect(openers[1].opener == "SFSafariViewController")
        #expect(openers[6].destinationExpression?.parts.map(\.kind) == [.computed])
        #expect(!openers.contains { $0.position == marked["5️⃣"] || $0.position == marked["7️⃣"] })
    }

    @Test func localNamesParametersAndSelfReferences() {
        let marked = MarkedText(
            """
            struct HelpView: View {
                static let base = "https://example.com"
                func open(_ url: URL) { UIApplication.shared.open(url) }
                var body: some View {
                    1️⃣Button("Guide") {
                        let guide = URL(string: Self.base + "/guide")!
                        UIApplication.shared.open(guide)
                    }
                    2️⃣Button("Mail") { UIApplication.shared.open(URL(string: "mailto:\\(address)")!) }
                    3️⃣Link("Docs", destination: .docs)
                }
            }
            """)
        let document = extractSwift(marked.text)
        let openers = document.urlOpeners
        #expect(openers.map(\.position) == [marked["1️⃣"], marked["2️⃣"]])
        let guide = openers[0].destinationExpression
        #expect(guide?.written == "guide")
        #expect(guide?.parts.map(\.kind) == [.reference, .literal])
        #expect(guide?.parts.first?.candidates == ["HelpView.base"])
        #expect(guide?.parts.last?.text == "/guide")
        let mail = openers[1].destinationExpression
        #expect(mail?.parts.map(\.kind) == [.literal, .reference])
        #expect(mail?.mayEvaluate(to: "mailto:help@example.com") == true)
        #expect(mail?.mayEvaluate(to: "https://example.com/help") == false)
        let link = document.links.first { $0.syntax == .swiftLink }
        let docs = link?.swiftCode?.destinationExpression
        #expect(docs?.parts.first?.candidates == ["URL.docs", "HelpView.docs", "docs"])
        #expect(link?.span?.start == marked["3️⃣"])
        // The two buttons are links of their own, at the control, named by their titles.
        #expect(
            document.links.filter { $0.syntax == .urlOpener }.map { "\($0.span!.start) \($0.name)" } == [
                "\(marked["1️⃣"]) Guide", "\(marked["2️⃣"]) Mail",
            ])
    }

    /// `UIApplication.openSettingsURLString` is the app's page in the Settings app: its URL is
    /// known (`app-settings:`), not Swift source text (NetNewsWire's "Open System Settings" row).
    @Test func theSettingsAppsURLIsKnown() {
        let marked = MarkedText(
            """
            struct SettingsRows {
                var body: some View {
                    1️⃣Button("Open System Settings") { UIApplication.shared.open(URL(string: "\\(UIApplication.openSettingsURLString)")!) }
                    2️⃣Button("Notifications") { UIApplication.shared.open(URL(string: UIKit.UIApplication.openSettingsURLString)!) }
                    3️⃣Button("Other") { UIApplication.shared.open(URL(string: Other.openSettingsURLString)!) }
                }
            }
            """)
        let openers = extractSwift(marked.text).urlOpeners
        #expect(openers.map(\.position) == ["1️⃣", "2️⃣", "3️⃣"].map { marked[$0] })
        #expect(openers.map(\.destination) == ["app-settings:", "app-settings:", nil])
    }

    @Test func constantsAFileDeclares() {
        let document = extractSwift(
            """
            let helpURL = URL(string: "https://example.com/help")!
            private let secret = "https://example.com/private"
            var mutable = "https://example.com/changes"
            enum Links: String {
                case faq = "https://example.com/faq"
                case plain
                static let base = "https://example.com"
                static var terms: URL { URL(string: base + "/terms")! }
                static let count = 3
                struct Nested { static let blog = URL(string: "\\(Links.base)/blog")!.appendingPathComponent("posts") }
            }
            extension Links.Nested { static let shop = URL(string: "https://shop.example.com")! }
            func make() -> URL {
                let local = URL(string: "https://example.com/local")!
                return local
            }
            #if DEBUG
            let debugURL = URL(string: "https://example.com/debug")!
            #endif
            """)
        let constants = document.urlConstants
        #expect(
            constants.map(\.name) == [
                "helpURL", "secret", "mutable", "Links.faq.rawValue", "Links.base", "Links.terms", "Links.count", "Links.Nested.blog",
                "Links.Nested.shop", "make()",
            ])
        #expect(constants.map(\.isFilePrivate) == [false, true, false, false, false, false, false, false, false, false])
        // A function is named with its argument labels and returns what its body does, locals read.
        #expect(
            constants.map(\.value.value) == [
                "https://example.com/help", "https://example.com/private", nil, "https://example.com/faq", "https://example.com", nil, nil,
                nil,
                "https://shop.example.com", "https://example.com/local",
            ])
        // A `var` may change and `3` is no URL: declared, so they hide outer names, but computed.
        #expect(constants[2].value.parts.map(\.kind) == [.computed] && constants[6].value.parts.map(\.kind) == [.computed])
        #expect(constants[5].value.parts.map(\.kind) == [.reference, .literal])
        #expect(constants[5].value.parts[0].candidates == ["Links.base", "base"])
        #expect(constants[7].value.parts.map(\.kind) == [.reference, .literal, .pathComponent])
        #expect(constants.allSatisfy { $0.file == "App/View.swift" })
    }

    /// A helper calling a helper 40 times, three deep, opens one URL: each control records it once
    /// (it recorded it 64,000 times, 27 seconds and 540 MB for ten controls). Calls with other
    /// arguments are still followed, each once.
    @Test func aHelperCalledAgainWithTheSameArgumentsIsFollowedOnce() {
        let repeated = { (call: String) in Array(repeating: call, count: 40).joined(separator: "; ") }
        let document = extractSwift(
            """
            final class LinksViewController: UIViewController {
                override func viewDidLoad() {
                    helpButton.addTarget(self, action: #selector(showAll), for: .touchUpInside)
                }
                @objc func showAll() { \(repeated("first(help)")); first(URL(string: "https://example.com/other")!) }
                func first(_ url: URL) { \(repeated("second(url)")) }
                func second(_ url: URL) { \(repeated("open(url)")) }
                func open(_ url: URL) { UIApplication.shared.open(url) }
            }
            """)
        #expect(document.urlOpeners.map(\.destination) == [nil, "https://example.com/other"])
        #expect(document.urlOpeners.first?.destinationExpression?.parts.map(\.text) == ["help"])
    }

    /// Each of 3,000 buttons takes the title its own `setTitle` gives, read once per file (searched
    /// again for each button, the file took over a minute).
    @Test func thousandsOfButtonsTakeTheirOwnTitles() {
        let count = 3_000
        let lines = (0..<count).map {
            "        b\($0).setTitle(\"Page \($0)\", for: .normal)\n        self.b\($0).addTarget(self, action: #selector(open\($0)), for: .touchUpInside)\n"
        }
        let functions = (0..<count).map {
            "    @objc func open\($0)() { UIApplication.shared.open(URL(string: \"https://example.com/\($0)\")!) }\n"
        }
        let document = extractSwift(
            "final class PagesViewController: UIViewController {\n    override func viewDidLoad() {\n" + lines.joined() + "    }\n"
                + functions.joined() + "}\n")
        #expect(document.urlOpeners.count == count)
        #expect(document.urlOpeners.map(\.title) == (0..<count).map { "Page \($0)" })
        #expect(document.urlOpeners.last?.destination == "https://example.com/2999")
    }
}
