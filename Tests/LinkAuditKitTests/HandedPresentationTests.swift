import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 3 (NetNewsWire's help rows): a row function or view of one file whose control
/// sets a binding it is handed, and a view of another file that hands it the binding and presents
/// a web page bound to it. The control is the link: named by its own code, opening what the other
/// file presents, one link per case when both read members of one enum value.
@Suite(
    "Controls that present a page through a handed binding",
    .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct HandedPresentationTests {
    let wrapper = """
        import SafariServices
        import SwiftUI

        struct InAppBrowser: UIViewControllerRepresentable {
            let page: URL
            func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: page) }
            func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        }
        """

    let guides = """
        import Foundation

        enum Guide: CaseIterable {
            case gettingStarted, troubleshooting, contact

            var heading: String {
                switch self {
                case .gettingStarted: return "Getting started"
                case .troubleshooting: return "Troubleshooting"
                case .contact: return "Contact us"
                }
            }

            var address: URL {
                switch self {
                case .gettingStarted: return URL(string: "https://garden.example/guide/start")!
                case .troubleshooting: return URL(string: "https://garden.example/guide/fix")!
                case .contact: return URL(string: "https://garden.example/contact")!
                }
            }
        }
        """

    /// Each link as `file line:column name -> destination`, `tap` for a tap gesture's.
    static func line(_ link: Link) -> String {
        let tap = link.swiftCode?.isTapGesture == true ? " tap" : ""
        return "\(link.file) \(link.span!.start) \(link.name) -> \(link.destination)\(tap)"
    }

    /// The row function's tap gesture sets the flag and the selected guide; the settings view shows
    /// the selected guide's page. One link per case, at the tap gesture, named by the case's heading;
    /// the tap gesture is no control (`button-opens-url`), and nothing is left not understood.
    @Test func aRowFunctionsTapGestureOpensTheSelectedCasesPage() {
        let rows = """
            import SwiftUI

            enum PreferenceRows {
                static func guideRow(guide: Guide, chosen: Binding<Guide>, _ presenting: Binding<Bool>) -> some View {
                    HStack {
                        Text(guide.heading)
                        Spacer()
                    }
                    .onTapGesture {
                        chosen.wrappedValue = guide
                        presenting.wrappedValue.toggle()
                    }
                }
            }
            """
        let settings = """
            import SwiftUI

            struct Preferences: View {
                @State private var chosenGuide: Guide = .gettingStarted
                @State private var showsGuide = false
                var body: some View {
                    List {
                        ForEach(0..<Guide.allCases.count, id: \\.self) { index in
                            PreferenceRows.guideRow(guide: Guide.allCases[index], chosen: $chosenGuide, $showsGuide)
                        }
                    }
                    .sheet(isPresented: $showsGuide) {
                        InAppBrowser(page: chosenGuide.address)
                    }
                }
            }
            """
        let result = auditFiles([
            ("Garden/Settings/Rows.swift", rows), ("Garden/Settings/Preferences.swift", settings),
            ("Garden/Settings/Guide.swift", guides), ("Garden/Web/InAppBrowser.swift", wrapper),
        ])
        #expect(
            result.links.map(Self.line) == [
                "Garden/Settings/Rows.swift 9:9 Contact us -> https://garden.example/contact tap",
                "Garden/Settings/Rows.swift 9:9 Troubleshooting -> https://garden.example/guide/fix tap",
                "Garden/Settings/Rows.swift 9:9 Getting started -> https://garden.example/guide/start tap",
            ])
        #expect(result.findings.map { "\($0.file) \(brief($0))" } == ["Garden/Settings/Rows.swift 9:9 button-opens-url"])
        #expect(result.notUnderstood.isEmpty)
    }

    /// The same in one file, with a `Button` row: the row function is called from the view that
    /// presents the page, so no control of the view itself sets the flag.
    @Test func aRowFunctionOfTheSameFileIsFollowedToo() {
        let preferences = """
            import SwiftUI

            enum PreferenceRows {
                static func guideRow(guide: Guide, chosen: Binding<Guide>, _ presenting: Binding<Bool>) -> some View {
                    Button(guide.heading) {
                        chosen.wrappedValue = guide
                        presenting.wrappedValue = true
                    }
                }
            }

            struct Preferences: View {
                @State private var chosenGuide: Guide = .gettingStarted
                @State private var showsGuide = false
                var body: some View {
                    List {
                        ForEach(Guide.allCases, id: \\.self) { guide in
                            PreferenceRows.guideRow(guide: guide, chosen: $chosenGuide, $showsGuide)
                        }
                    }
                    .popover(isPresented: $showsGuide) { InAppBrowser(page: self.chosenGuide.address) }
                }
            }
            """
        let result = auditFiles([
            ("Garden/Preferences.swift", preferences), ("Garden/Guide.swift", guides), ("Garden/InAppBrowser.swift", wrapper),
        ])
        #expect(
            result.links.map(Self.line) == [
                "Garden/Preferences.swift 5:9 Contact us -> https://garden.example/contact",
                "Garden/Preferences.swift 5:9 Troubleshooting -> https://garden.example/guide/fix",
                "Garden/Preferences.swift 5:9 Getting started -> https://garden.example/guide/start",
            ])
        #expect(result.findings.isEmpty)
        #expect(result.notUnderstood.isEmpty)
    }

    /// A view of its own with `@Binding` properties, its `Button` setting them: the link is the
    /// button, named by its title; a value it sets is what the page shows (`chosen = address`,
    /// shown as the state itself), and a page the presenting file names whole is shown as written.
    @Test func aViewsButtonSettingItsBindingsOpensThePresentedPage() {
        let buttons = """
            import SwiftUI

            struct ForumButton: View {
                @Binding var isShowing: Bool
                @Binding var chosen: URL?
                var body: some View {
                    Button("Community forum") {
                        chosen = URL(string: "https://forum.garden.example")
                        isShowing = true
                    }
                }
            }

            struct PrivacyButton: View {
                @Binding var isShowing: Bool
                var body: some View {
                    Button("Privacy policy") { self.isShowing.toggle() }
                }
            }
            """
        let about = """
            import SwiftUI

            struct About: View {
                @State private var showsForum = false
                @State private var forumPage: URL?
                @State private var showsPrivacy = false
                var body: some View {
                    VStack {
                        ForumButton(isShowing: $showsForum, chosen: $forumPage)
                        PrivacyButton(isShowing: $showsPrivacy)
                    }
                    .fullScreenCover(isPresented: $showsForum) { InAppBrowser(page: forumPage!) }
                    .sheet(isPresented: $showsPrivacy) { InAppBrowser(page: URL(string: "https://garden.example/privacy")!) }
                }
            }
            """
        let result = auditFiles([
            ("Garden/About/Buttons.swift", buttons), ("Garden/About/About.swift", about), ("Garden/Web/InAppBrowser.swift", wrapper),
        ])
        #expect(
            result.links.map(Self.line) == [
                "Garden/About/Buttons.swift 7:9 Community forum -> https://forum.garden.example",
                "Garden/About/Buttons.swift 17:9 Privacy policy -> https://garden.example/privacy",
            ])
        #expect(result.notUnderstood.isEmpty)
    }

    /// A control handed a binding whose presentation shows no web page (a settings screen, or a
    /// view no file of the run makes a browser) is no link, and nothing is left not understood.
    @Test func aHandedBindingPresentingNoWebPageIsNoLink() {
        let rows = """
            import SwiftUI

            enum Rows {
                static func accountRow(_ show: Binding<Bool>) -> some View {
                    Button("Accounts") { show.wrappedValue = true }
                }
                static func themeRow(_ show: Binding<Bool>) -> some View {
                    Text("Theme").onTapGesture { show.wrappedValue = true }
                }
            }
            """
        let settings = """
            import SwiftUI

            struct Settings: View {
                @State private var showsAccounts = false
                @State private var showsTheme = false
                var body: some View {
                    List {
                        Rows.accountRow($showsAccounts)
                        Rows.themeRow($showsTheme)
                    }
                    .sheet(isPresented: $showsAccounts) { AccountList(filter: "all") }
                    .sheet(isPresented: $showsTheme) { ThemePicker(page: URL(string: "https://garden.example/themes")!) }
                }
            }
            """
        let result = auditFiles([
            ("Garden/Settings/Rows.swift", rows), ("Garden/Settings/Settings.swift", settings), ("Garden/Web/InAppBrowser.swift", wrapper),
        ])
        #expect(result.links.isEmpty)
        #expect(result.findings.isEmpty)
        #expect(result.notUnderstood.isEmpty)
    }
}
