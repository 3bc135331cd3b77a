import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 3: a control that shows a web page on a screen of its own is a link a VoiceOver
/// user meets, named by the control: a `NavigationLink` to a view that wraps an
/// `SFSafariViewController`, and a `Button` or tap gesture that sets the state of a `.sheet`,
/// `.fullScreenCover` or `.popover` presenting one. The view is a URL wrapper only when a Swift file
/// of the run makes it one; any other view presented so is no link.
@Suite("Controls that present a web page", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct PresentedViewLinkTests {
    let wrapper = """
        import SafariServices
        import SwiftUI

        struct WebPage: UIViewControllerRepresentable {
            let address: URL
            var tint: Color = .accentColor
            func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: address) }
            func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        }
        """

    /// Each link of the run as `file line:column syntax placement name -> destination`, with `tap`
    /// for a tap gesture's.
    func links(_ view: String, wrapper: String? = nil) -> [String] {
        let files = [("Shop/Views/Support.swift", view)] + [("Shop/Views/WebPage.swift", wrapper ?? self.wrapper)]
        return auditFiles(files).links.map { link in
            let tap = link.swiftCode?.isTapGesture == true ? " tap" : ""
            return "\(link.file) \(link.span!.start) \(link.syntax) \(link.placement) \(link.name) -> \(link.destination)\(tap)"
        }
    }

    @Test func aNavigationLinkToAWrapperIsALinkNamedByItsLabel() {
        let view = """
            import SwiftUI

            struct Support: View {
                let faq = URL(string: "https://shop.example/faq")!
                var body: some View {
                    List {
                        NavigationLink(destination: WebPage(address: URL(string: "https://shop.example/returns")!)) {
                            Text("Returns policy")
                        }
                        NavigationLink("Shipping", destination: WebPage(address: URL(string: "https://shop.example/shipping")!, tint: .red))
                        NavigationLink {
                            WebPage(address: faq)
                        } label: {
                            Label("Questions", systemImage: "questionmark.circle")
                        }
                        NavigationLink(destination: OrderList(filter: "open")) { Text("Open orders") }
                        NavigationLink("Care guide") { WebPage(address: URL(string: "https://shop.example/care")!) }
                        NavigationLink {
                            List { NavigationLink("Warranty", destination: WebPage(address: URL(string: "https://shop.example/warranty")!)) }
                        } label: {
                            Text("Legal")
                        }
                    }
                }
            }
            """
        #expect(
            links(view) == [
                "Shop/Views/Support.swift 7:13 urlOpener standalone Returns policy -> https://shop.example/returns",
                "Shop/Views/Support.swift 10:13 urlOpener standalone Shipping -> https://shop.example/shipping",
                "Shop/Views/Support.swift 11:13 urlOpener standalone Questions -> https://shop.example/faq",
                "Shop/Views/Support.swift 17:13 urlOpener standalone Care guide -> https://shop.example/care",
                // A page a `NavigationLink` inside the destination shows is that one's, not "Legal"'s.
                "Shop/Views/Support.swift 19:24 urlOpener standalone Warranty -> https://shop.example/warranty",
            ])
    }

    /// A view is a wrapper by what it does, not by its name: without a file that makes
    /// `WebPage` show its `address` in Safari, no control presenting it is a link.
    @Test func aViewThatWrapsNothingIsNoLink() {
        let view = """
            import SwiftUI

            struct Support: View {
                var body: some View {
                    NavigationLink(destination: WebPage(address: URL(string: "https://shop.example/returns")!)) {
                        Text("Returns policy")
                    }
                }
            }
            """
        let notAWrapper = """
            import SwiftUI

            struct WebPage: View {
                let address: URL
                var body: some View { Text(address.absoluteString) }
            }
            """
        #expect(links(view, wrapper: notAWrapper) == [])
    }

    /// The `Button` whose action sets the state (directly, in `withAnimation`, by `.toggle()`, in
    /// the function it names as its action or in one it calls) is the link; a tap gesture's link
    /// spans its `.onTapGesture` and is marked as no control.
    @Test func theControlThatSetsAPresentationsStateIsTheLink() {
        let view = """
            import SwiftUI

            struct Support: View {
                @State private var showsTerms = false
                @State private var showsPrivacy = false
                @State private var showsCareers = false
                @State private var showsStores = false
                @State private var showsGifts = false
                var body: some View {
                    VStack {
                        Button("Terms of sale") { showsTerms = true }
                        Button(action: { withAnimation { self.showsCareers.toggle() } }) { Text("Careers") }
                        Text("Privacy").onTapGesture { showsPrivacy = true }
                        Button("Stores", action: openStores)
                        Button("Close") { showsTerms = false }
                        Button("Gift cards") { track("gifts"); showGifts() }
                    }
                    .sheet(isPresented: $showsTerms) { WebPage(address: URL(string: "https://shop.example/terms")!) }
                    .fullScreenCover(isPresented: $showsCareers) { WebPage(address: URL(string: "https://jobs.example")!) }
                    .popover(isPresented: $showsPrivacy) { WebPage(address: URL(string: "https://shop.example/privacy")!) }
                    .sheet(isPresented: $showsStores) { WebPage(address: URL(string: "https://shop.example/stores")!) }
                    .sheet(isPresented: $showsGifts) {
                        NavigationView {
                            List { NavigationLink("Gift terms", destination: WebPage(address: URL(string: "https://shop.example/gift-terms")!)) }
                                .sheet(isPresented: .constant(false)) { WebPage(address: URL(string: "https://shop.example/help")!) }
                        }
                    }
                    .sheet(isPresented: $showsGifts) { WebPage(address: URL(string: "https://shop.example/gifts")!) }
                }

                func openStores() {
                    showsStores = true
                }

                private func showGifts() {
                    self.showsGifts = true
                }
            }
            """
        #expect(
            links(view) == [
                "Shop/Views/Support.swift 11:13 urlOpener standalone Terms of sale -> https://shop.example/terms",
                "Shop/Views/Support.swift 12:13 urlOpener standalone Careers -> https://jobs.example",
                "Shop/Views/Support.swift 13:28 urlOpener standalone Privacy -> https://shop.example/privacy tap",
                "Shop/Views/Support.swift 14:13 urlOpener standalone Stores -> https://shop.example/stores",
                "Shop/Views/Support.swift 16:13 urlOpener standalone Gift cards -> https://shop.example/gifts",
                // The sheet's own list shows its pages on screens of their own.
                "Shop/Views/Support.swift 24:24 urlOpener standalone Gift terms -> https://shop.example/gift-terms",
            ])
    }

    /// A page presented by no control its file shows (set on appearance, or handed to another
    /// file's function that only reads the binding) is a link this run does not see: it is counted
    /// as not understood, where the wrapper is made. A view that shows no web page is not.
    @Test func aWebPageNoControlPresentsIsNotUnderstood() {
        let view = """
            import SwiftUI

            struct Support: View {
                @State private var showsNews = false
                @State private var showsHelp = false
                @State private var showsCart = false
                var body: some View {
                    List {
                        Rows.helpRow(title: "Help", $showsHelp)
                    }
                    .onAppear { showsNews = true; showsCart = true }
                    .sheet(isPresented: $showsNews) { WebPage(address: URL(string: "https://shop.example/news")!) }
                    .sheet(isPresented: $showsHelp) { WebPage(address: URL(string: "https://shop.example/help")!) }
                    .sheet(isPresented: $showsCart) { CartView(items: []) }
                }
            }
            """
        let rows = """
            import SwiftUI

            enum Rows {
                static func helpRow(title: String, _ show: Binding<Bool>) -> some View {
                    Text(title).opacity(show.wrappedValue ? 0.5 : 1)
                }
            }
            """
        let result = auditFiles([
            ("Shop/Views/Support.swift", view), ("Shop/Views/Rows.swift", rows), ("Shop/Views/WebPage.swift", wrapper),
        ])
        #expect(result.links.isEmpty)
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind) \($0.detail)" } == [
                "Shop/Views/Support.swift 12:43 unknown-presenter WebPage(address: …) presented by no control of its file",
                "Shop/Views/Support.swift 13:43 unknown-presenter WebPage(address: …) presented through a binding handed to a function or view",
            ])
    }

    /// An action named as `self.function`, and a tap gesture's `perform:` function, are read as the
    /// closures they stand for: in what they present and in what they open.
    @Test func actionsNamedAsFunctions() {
        let view = """
            import SwiftUI

            struct Support: View {
                @State private var showsMaps = false
                var body: some View {
                    VStack {
                        Text("Store map").onTapGesture(perform: showMaps)
                        Button("Careers", action: self.openCareers)
                        Text("Blog").onTapGesture(count: 1, perform: openBlog)
                    }
                    .sheet(isPresented: $showsMaps) { WebPage(address: URL(string: "https://shop.example/maps")!) }
                }

                func showMaps() { showsMaps.toggle() }
                func openCareers() { UIApplication.shared.open(URL(string: "https://jobs.example")!) }
                func openBlog() { UIApplication.shared.open(URL(string: "https://blog.shop.example")!) }
            }
            """
        #expect(
            links(view) == [
                "Shop/Views/Support.swift 7:30 urlOpener standalone Store map -> https://shop.example/maps tap",
                "Shop/Views/Support.swift 8:13 urlOpener standalone Careers -> https://jobs.example",
                "Shop/Views/Support.swift 9:25 urlOpener standalone Blog -> https://blog.shop.example tap",
            ])
    }

    /// The links are judged as any other: a generic name is flagged at the control.
    @Test func aPresentingControlsNameIsJudged() {
        let view = """
            import SwiftUI

            struct Support: View {
                @State private var showsReturns = false
                var body: some View {
                    Text("Changed your mind? You have 30 days.")
                    Button("Learn more") { showsReturns = true }
                        .sheet(isPresented: $showsReturns) { WebPage(address: URL(string: "https://shop.example/returns")!) }
                }
            }
            """
        let result = auditFiles([("Shop/Views/Support.swift", view), ("Shop/Views/WebPage.swift", wrapper)])
        #expect(result.findings.map(brief) == ["7:9 generic-link-text"])
    }

    /// `.sheet(item:)`, the common SwiftUI shape: the control sets the item (`selected = topic`,
    /// `shownURL = URL(…)`), and the sheet shows the page of what it was set to: the item itself,
    /// or a property of it, read where the control sets it (rows of an enum's cases pair by case).
    @Test func aSheetOfAnItemShowsWhatTheControlSetsItTo() {
        let view = """
            import SwiftUI

            enum Topic: String, CaseIterable, Identifiable {
                case returns, shipping
                var id: String { rawValue }
                var title: String {
                    switch self {
                    case .returns: "Returns policy"
                    case .shipping: "Shipping"
                    }
                }
                var url: URL {
                    switch self {
                    case .returns: URL(string: "https://shop.example/returns")!
                    case .shipping: URL(string: "https://shop.example/shipping")!
                    }
                }
            }

            struct Support: View {
                @State private var selected: Topic?
                @State private var shownURL: URL?
                var body: some View {
                    List {
                        ForEach(Topic.allCases) { topic in
                            Button(topic.title) { selected = topic }
                        }
                        Button("Warranty") { shownURL = URL(string: "https://shop.example/warranty") }
                    }
                    .sheet(item: $selected) { WebPage(address: $0.url) }
                    .sheet(item: $shownURL) { url in WebPage(address: url) }
                }
            }
            """
        #expect(
            links(view) == [
                "Shop/Views/Support.swift 26:17 urlOpener standalone Returns policy -> https://shop.example/returns",
                "Shop/Views/Support.swift 26:17 urlOpener standalone Shipping -> https://shop.example/shipping",
                "Shop/Views/Support.swift 28:13 urlOpener standalone Warranty -> https://shop.example/warranty",
            ])
        // Every control sets the item: the sheets' `$0.url` and `url` are no URLs known only at run time.
        #expect(auditFiles([("Shop/Views/Support.swift", view), ("Shop/Views/WebPage.swift", wrapper)]).notUnderstood.isEmpty)
    }

    /// A `View` extension's method that presents a page (`sheet(isPresented:)` with no receiver)
    /// is read as any presentation: given the binding from another file, it is counted, where it
    /// gave nothing at all.
    @Test func aViewExtensionsPresentationIsCounted() {
        let helper = """
            import SwiftUI

            extension View {
                func termsCover(_ shown: Binding<Bool>) -> some View {
                    fullScreenCover(isPresented: shown) { WebPage(address: URL(string: "https://shop.example/terms")!) }
                }
            }
            """
        let result = auditFiles([("Shop/Views/Terms.swift", helper), ("Shop/Views/WebPage.swift", wrapper)])
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind) \($0.detail)" } == [
                "Shop/Views/Terms.swift 5:47 unknown-presenter WebPage(address: …) presented through a binding handed to a function or view"
            ])
    }
}
