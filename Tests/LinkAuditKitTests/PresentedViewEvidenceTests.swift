import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Standalone evidence from a view that shows a URL on a screen of its own (issue 8, real apps): a
/// sheet, cover, popover or `NavigationLink` presenting a type that wraps `SFSafariViewController`,
/// known by what it wraps and not by its name, and `openURL` in a toolbar `Menu`'s `Button`.
@Suite("Presented views as standalone evidence", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct PresentedViewEvidenceTests {
    let table = MarkedText(
        """
        "legal.footer" = "Read the 1️⃣[terms](https://shop.example/terms) and the 2️⃣[privacy notice](https://shop.example/privacy).";
        "help.footer" = "Stuck? See 3️⃣[help](https://shop.example/help) or 4️⃣[our jobs](https://shop.example/jobs).";
        """)

    /// The `inline-only-destination` findings (`line:column`) of an audit of the table and these Swift files.
    func inlineOnly(_ swift: [String: String]) -> [String] {
        let files = [("App/en.lproj/Localizable.strings", table.text)] + swift.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let result = auditFiles(files)
        return result.findings.filter { $0.rule == "inline-only-destination" }.map { "\($0.line ?? 0):\($0.column ?? 0)" }
    }

    func at(_ marker: String) -> String { "\(table[marker].line):\(table[marker].utf8Column)" }

    let browser = """
        import SafariServices
        import SwiftUI

        struct InAppBrowser: UIViewControllerRepresentable {
            let address: URL
            func makeUIViewController(context: Context) -> SFSafariViewController {
                let controller = SFSafariViewController(url: address)
                controller.dismissButtonStyle = .close
                return controller
            }
            func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        }
        """

    let screens = """
        enum ShopLinks {
            static let privacy = URL(string: "https://shop.example/privacy")!
        }

        struct LegalView: View {
            @State private var showsTerms = false
            @Environment(\\.openURL) private var openURL
            var body: some View {
                NavigationStack {
                    List {
                        Button("Terms") { showsTerms = true }
                        NavigationLink(destination: InAppBrowser(address: ShopLinks.privacy)) { Text("Privacy") }
                    }
                    .sheet(isPresented: $showsTerms) {
                        InAppBrowser(address: URL(string: "https://shop.example/terms")!)
                    }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Menu("More") {
                                Button("Help") { openURL(URL(string: "https://shop.example/help")!) }
                            }
                        }
                    }
                }
            }
        }
        """

    @Test func aWrapperInAnotherFileCoversWhatItsSheetsAndLinksShow() {
        #expect(inlineOnly(["App/InAppBrowser.swift": browser, "App/LegalView.swift": screens]) == [at("4️⃣")])
    }

    @Test func aWrapperInTheSameFileAndOtherShapes() {
        let view = """
            struct WebSheet: UIViewControllerRepresentable {
                var link: String
                func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: URL(string: self.link)!) }
                func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
            }
            struct FooterView: View {
                @State private var page: Page?
                @State private var showsJobs = false
                @State private var showsTerms = false
                var body: some View {
                    VStack {
                        Button("Help") { page = .help }
                        Button("Jobs") { showsJobs.toggle() }
                        Button("Terms") { self.showsTerms = true }
                        NavigationLink {
                            WebSheet(link: "https://shop.example/privacy")
                        } label: {
                            Text("Privacy")
                        }
                    }
                    .fullScreenCover(isPresented: $showsJobs) { WebSheet(link: "https://shop.example/jobs") }
                    .popover(isPresented: $showsTerms, content: { WebSheet(link: "https://shop.example/terms") })
                }
            }
            """
        #expect(inlineOnly(["App/FooterView.swift": view]) == [at("3️⃣")])
    }

    /// A view named like a wrapper that wraps nothing, a wrapper given a URL by an argument it does
    /// not open, and a wrapper made outside any presentation cover nothing.
    @Test func lookAlikesCoverNothing() {
        let view = """
            struct SafariView: View {
                let url: URL
                var body: some View { Text(url.absoluteString) }
            }
            struct Browser: UIViewControllerRepresentable {
                let url: URL
                let title: String
                func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
            }
            struct FooterView: View {
                @State private var shows = false
                let preview = Browser(url: URL(string: "https://shop.example/help")!, title: "Help")
                var body: some View {
                    Button("Open") { shows = true }
                        .sheet(isPresented: $shows) { SafariView(url: URL(string: "https://shop.example/terms")!) }
                        .popover(isPresented: $shows) { Browser(url: URL(string: "https://shop.example/about")!, title: "https://shop.example/privacy") }
                }
            }
            """
        #expect(inlineOnly(["App/FooterView.swift": view]) == [at("1️⃣"), at("2️⃣"), at("3️⃣"), at("4️⃣")])
    }
}
