import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// A presented view is standalone evidence only when a control presents it (issue 8, NetNewsWire's
/// settings rows: a `Label` whose `.onTapGesture` sets the help sheet's flag through a `Binding`
/// parameter is reached by no Full Keyboard Access or Voice Control user, so the help site stays
/// inline-only). The state a `.sheet`, `.fullScreenCover` or `.popover` is bound to must be set in
/// a control's action, directly or through a function or view of the same file given `$state`.
@Suite(
    "Presentations count when a control shows them", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct PresentationTriggerTests {
    let table = MarkedText(
        """
        "about.footer" = "Made by 1️⃣[the team](https://team.example/about). Manual: 2️⃣[handbook](https://team.example/handbook).";
        "more.footer" = "News on 3️⃣[the blog](https://team.example/blog).";
        """)

    let wrapper = """
        import SafariServices
        import SwiftUI

        struct Reader: UIViewControllerRepresentable {
            let page: URL
            func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: page) }
            func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        }
        """

    /// The `inline-only-destination` findings (`line:column severity`) of the table, the wrapper and `view`.
    func inlineOnly(_ view: String, with others: [(String, String)] = []) -> [String] {
        inlineOnlyFindings(
            [("App/en.lproj/Localizable.strings", table.text), ("App/Reader.swift", wrapper), ("App/AboutView.swift", view)] + others)
    }

    func at(_ marker: String, _ severity: String = "warning") -> String {
        "\(table[marker].line):\(table[marker].utf8Column) \(severity)"
    }

    /// A sheet, cover and popover each presented from a view whose state `trigger` sets, `trigger`
    /// standing in `body` as a modifier of a `Text`.
    func view(_ trigger: String, state: String = "showsAbout") -> String {
        """
        struct AboutView: View {
            @State private var \(state) = false
            var body: some View {
                Text("About")
                    \(trigger)
                    .sheet(isPresented: $\(state)) {
                        Reader(page: URL(string: "https://team.example/about")!)
                    }
            }
        }
        """
    }

    @Test func aButtonPresentsButATapGestureDoesNot() {
        #expect(inlineOnly(view(".overlay { Button(\"About\") { showsAbout = true } }")) == [at("2️⃣"), at("3️⃣")])
        #expect(inlineOnly(view(".onTapGesture { showsAbout = true }")) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        #expect(inlineOnly(view(".onTapGesture(count: 2) { self.showsAbout.toggle() }")) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// `self.`, `.toggle()`, `$x.wrappedValue`, a named action and a helper it calls; `Menu`,
    /// `.toolbar`, `.contextMenu` and `.swipeActions` hold `Button`s too.
    @Test func everySpellingOfSettingInAControl() {
        let triggers = [
            ".overlay { Button(\"About\") { self.showsAbout = true } }",
            ".overlay { Button(\"About\") { showsAbout.toggle() } }",
            ".overlay { Button(action: { $showsAbout.wrappedValue = true }) { Text(\"About\") } }",
            ".overlay { Menu(\"More\") { Button(\"About\") { withAnimation { showsAbout = true } } } }",
            ".toolbar { ToolbarItem { Button(\"About\") { showsAbout = true } } }",
            ".contextMenu { Button(\"About\") { showsAbout = true } }",
            ".swipeActions { Button(\"About\") { showsAbout = true } }",
        ]
        for trigger in triggers {
            #expect(inlineOnly(view(trigger)) == [at("2️⃣"), at("3️⃣")], "\(trigger)")
        }
        let named = view(".overlay { Button(\"About\", action: openAbout) }")
            .replacingOccurrences(
                of: "    var body: some View {",
                with: "    func openAbout() { present() }\n    func present() { showsAbout = true }\n    var body: some View {")
        #expect(named.contains("func present()"))
        #expect(inlineOnly(named) == [at("2️⃣"), at("3️⃣")])
    }

    /// Set only when the view appears, in a task, on a change, or to `false` by a button: no control
    /// presents it, and it hedges nothing into a note.
    @Test func setOutsideAControlOrOnlyDismissed() {
        let triggers = [
            ".onAppear { showsAbout = true }",
            ".task { showsAbout = true }",
            ".onChange(of: scenePhase) { showsAbout = true }",
            ".overlay { Button(\"Close\") { showsAbout = false } }",
            "",
        ]
        for trigger in triggers {
            #expect(inlineOnly(view(trigger)) == [at("1️⃣"), at("2️⃣"), at("3️⃣")], "\(trigger)")
        }
        // A presentation given a URL computed at run time is no hedge either when no control shows it.
        let computed = view(".onTapGesture { showsAbout = true }")
            .replacingOccurrences(of: "URL(string: \"https://team.example/about\")!", with: "address")
        #expect(computed.contains("Reader(page: address)"))
        #expect(inlineOnly(computed) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// The NetNewsWire shape: a function of the file given `$flag` and `$selection` for `Binding`
    /// parameters sets them in its row. A `Button` row presents; a tap-gesture row does not.
    func rows(_ row: String) -> String {
        """
        enum Page: CaseIterable {
            case team, handbook
            var address: URL {
                switch self {
                case .team: return URL(string: "https://team.example/about")!
                case .handbook: return URL(string: "https://team.example/handbook")!
                }
            }
        }
        enum AboutRows {
            static func pageRow(page: Page, selection: Binding<Page>, _ show: Binding<Bool>) -> some View {
                \(row)
            }
        }
        struct AboutView: View {
            @State private var page: Page = .team
            @State private var showsPage = false
            var body: some View {
                List {
                    ForEach(Page.allCases, id: \\.self) { item in
                        AboutRows.pageRow(page: item, selection: $page, $showsPage)
                    }
                }
                .sheet(isPresented: $showsPage) { Reader(page: page.address) }
            }
        }
        """
    }

    @Test func throughABindingParameterOfAHelperFunction() {
        let button = "Button(\"Open\") { selection.wrappedValue = page; show.wrappedValue.toggle() }"
        #expect(inlineOnly(rows(button)) == [at("3️⃣")])
        let tap = "Label(\"Open\", systemImage: \"book\").onTapGesture { selection.wrappedValue = page; show.wrappedValue.toggle() }"
        #expect(inlineOnly(rows(tap)) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        // Handed on once more: the second helper's Button sets it.
        let twice = rows("innerRow(show)").replacingOccurrences(
            of: "enum AboutRows {",
            with:
                "enum AboutRows {\n    static func innerRow(_ flag: Binding<Bool>) -> some View { Button(\"Open\") { flag.wrappedValue = true } }"
        )
        #expect(twice.contains("innerRow(_ flag"))
        #expect(inlineOnly(twice) == [at("3️⃣")])
    }

    /// NetNewsWire's own layout: the rows are declared in another file. The row's control there sets
    /// the handed-in binding, so the sheet counts; its tap gesture does not; a function of the
    /// same name with other labels or another parameter is another binding.
    @Test func throughAHelperOfAnotherFile() {
        let settings = rows("").replacingOccurrences(
            of:
                "enum AboutRows {\n    static func pageRow(page: Page, selection: Binding<Page>, _ show: Binding<Bool>) -> some View {\n        \n    }\n}\n",
            with: "")
        #expect(!settings.contains("enum AboutRows"))
        func rowsFile(_ row: String, signature: String = "page: Page, selection: Binding<Page>, _ show: Binding<Bool>") -> (String, String)
        {
            ("App/AboutRows.swift", "enum AboutRows {\n    static func pageRow(\(signature)) -> some View {\n        \(row)\n    }\n}\n")
        }
        let button = "Button(\"Open\") { selection.wrappedValue = page; show.wrappedValue = true }"
        let tap = "Text(\"Open\").onTapGesture { selection.wrappedValue = page; show.wrappedValue = true }"
        #expect(inlineOnly(settings, with: [rowsFile(button)]) == [at("3️⃣")])
        #expect(inlineOnly(settings, with: [rowsFile(tap)]) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        #expect(inlineOnly(settings) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        let otherLabels = rowsFile(button, signature: "page: Page, selected: Binding<Page>, _ show: Binding<Bool>")
        #expect(inlineOnly(settings, with: [otherLabels]) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        // Only the selection is set by the button: the flag that presents is set by nothing.
        let selectionOnly = "Button(\"Open\") { selection.wrappedValue = page }"
        #expect(inlineOnly(settings, with: [rowsFile(selectionOnly)]) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        // A view of another file given `$flag` for its `@Binding var`.
        let host = """
            struct AboutView: View {
                @State private var showsAbout = false
                var body: some View {
                    AboutRow(isShown: $showsAbout)
                        .sheet(isPresented: $showsAbout) { Reader(page: URL(string: "https://team.example/about")!) }
                }
            }
            """
        func rowView(_ body: String) -> (String, String) {
            ("App/AboutRow.swift", "struct AboutRow: View {\n    @Binding var isShown: Bool\n    var body: some View { \(body) }\n}\n")
        }
        #expect(inlineOnly(host, with: [rowView("Button(\"About\") { isShown = true }")]) == [at("2️⃣"), at("3️⃣")])
        #expect(inlineOnly(host, with: [rowView("Text(\"About\").onTapGesture { isShown = true }")]) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// The presentation in a helper of one file, bound to the `Binding` it is handed; the state set
    /// in another file that hands it `$flag`: that file's button counts, its tap gesture does not.
    @Test func presentedInAHelperOfAnotherFile() {
        let host = """
            struct AboutSheetHost: View {
                @Binding var isShown: Bool
                var body: some View {
                    Color.clear.sheet(isPresented: $isShown) { Reader(page: URL(string: "https://team.example/about")!) }
                }
            }
            func handbookSheet<V: View>(_ content: V, show: Binding<Bool>) -> some View {
                content.sheet(isPresented: show) { Reader(page: URL(string: "https://team.example/handbook")!) }
            }
            """
        func caller(_ trigger: String) -> (String, String) {
            (
                "App/MenuView.swift",
                """
                struct MenuView: View {
                    @State private var showsAbout = false
                    @State private var showsHandbook = false
                    var body: some View {
                        VStack {
                            \(trigger)
                            AboutSheetHost(isShown: $showsAbout)
                            handbookSheet(Text("Handbook"), show: $showsHandbook)
                        }
                    }
                }
                """
            )
        }
        #expect(inlineOnly(host, with: [caller("Button(\"About\") { showsAbout = true }")]) == [at("2️⃣"), at("3️⃣")])
        #expect(inlineOnly(host, with: [caller("Button(\"Handbook\") { showsHandbook = true }")]) == [at("1️⃣"), at("3️⃣")])
        #expect(
            inlineOnly(host, with: [caller("Text(\"About\").onTapGesture { showsAbout = true; showsHandbook = true }")]) == [
                at("1️⃣"), at("2️⃣"), at("3️⃣"),
            ])
        #expect(inlineOnly(host) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// A view of the same file given `$flag` for its `@Binding var`.
    @Test func throughABindingPropertyOfAHelperView() {
        func file(_ rowBody: String) -> String {
            """
            struct AboutRow: View {
                @Binding var isShown: Bool
                var body: some View { \(rowBody) }
            }
            struct AboutView: View {
                @State private var showsAbout = false
                var body: some View {
                    AboutRow(isShown: $showsAbout)
                        .fullScreenCover(isPresented: $showsAbout) { Reader(page: URL(string: "https://team.example/about")!) }
                }
            }
            """
        }
        #expect(inlineOnly(file("Button(\"About\") { isShown = true }")) == [at("2️⃣"), at("3️⃣")])
        #expect(inlineOnly(file("Text(\"About\").onTapGesture { isShown = true }")) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// A UIKit control's action sets the state through the `@Binding` of the representable that makes
    /// it; a gesture recognizer's selector is no control action.
    @Test func aUIKitControlOfARepresentable() {
        func file(_ control: String) -> String {
            """
            struct AboutButton: UIViewRepresentable {
                @Binding var isShown: Bool
                func makeUIView(context: Context) -> UIView {
                    \(control)
                }
                @objc func tapped() { isShown = true }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            struct AboutView: View {
                @State private var showsAbout = false
                var body: some View {
                    AboutButton(isShown: $showsAbout)
                        .sheet(isPresented: $showsAbout) { Reader(page: URL(string: "https://team.example/about")!) }
                }
            }
            """
        }
        #expect(inlineOnly(file("UIButton(primaryAction: UIAction(title: \"About\") { _ in isShown = true })")) == [at("2️⃣"), at("3️⃣")])
        #expect(
            inlineOnly(
                file("let button = UIButton(); button.addTarget(self, action: #selector(tapped), for: .touchUpInside); return button"))
                == [at("2️⃣"), at("3️⃣")])
        #expect(
            inlineOnly(
                file(
                    "let view = UIView(); view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))); return view"
                ))
                == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// The presentation inside the helper, its state handed in: a view's `@Binding var`, or a
    /// function's `Binding` parameter given to `.sheet(isPresented: show)` as it is. The caller's
    /// control counts; the caller's tap gesture or `.onAppear` does not.
    @Test func presentedInAHelperThatIsHandedTheState() {
        func childView(_ trigger: String) -> String {
            """
            struct AboutSheetHost: View {
                @Binding var isShown: Bool
                var body: some View {
                    Color.clear.popover(isPresented: $isShown) { Reader(page: URL(string: "https://team.example/about")!) }
                }
            }
            struct AboutView: View {
                @State private var showsAbout = false
                var body: some View {
                    VStack {
                        \(trigger)
                        AboutSheetHost(isShown: $showsAbout)
                    }
                }
            }
            """
        }
        #expect(inlineOnly(childView("Button(\"About\") { showsAbout = true }")) == [at("2️⃣"), at("3️⃣")])
        #expect(inlineOnly(childView("Text(\"About\").onTapGesture { showsAbout = true }")) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        func helperFunction(_ trigger: String) -> String {
            """
            func aboutSheet<V: View>(_ content: V, show: Binding<Bool>) -> some View {
                content.sheet(isPresented: show) { Reader(page: URL(string: "https://team.example/handbook")!) }
            }
            struct AboutView: View {
                @State private var showsHandbook = false
                var body: some View {
                    aboutSheet(Text("Handbook")\(trigger), show: $showsHandbook)
                }
            }
            """
        }
        #expect(inlineOnly(helperFunction(".overlay { Button(\"Open\") { showsHandbook.toggle() } }")) == [at("1️⃣"), at("3️⃣")])
        #expect(inlineOnly(helperFunction(".onAppear { showsHandbook = true }")) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// `.sheet(item:)` whose item a `Button` sets covers each URL the item's type gives;
    /// `.popover(item:)` whose item only a tap sets covers none.
    @Test func anItemSetByAButtonCoversTheSet() {
        func file(_ trigger: String) -> String {
            """
            enum Page: String, Identifiable, CaseIterable {
                case team, handbook
                var id: String { rawValue }
                var address: URL {
                    switch self {
                    case .team: return URL(string: "https://team.example/about")!
                    case .handbook: return URL(string: "https://team.example/handbook")!
                    }
                }
            }
            struct AboutView: View {
                @State private var selected: Page?
                var body: some View {
                    ForEach(Page.allCases) { page in
                        \(trigger)
                    }
                    .sheet(item: $selected) { page in Reader(page: page.address) }
                }
            }
            """
        }
        #expect(inlineOnly(file("Button(page.rawValue) { selected = page }")) == [at("3️⃣")])
        #expect(inlineOnly(file("Text(page.rawValue).onTapGesture { selected = page }")) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        #expect(inlineOnly(file("Button(\"Done\") { selected = nil }")) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// Two views of one file with a flag of the same name: only the view whose button sets it presents.
    @Test func theStateOfAnotherViewDoesNotCount() {
        let file = """
            struct MenuView: View {
                @State private var showsAbout = false
                var body: some View { Button("About") { showsAbout = true } }
            }
            struct AboutView: View {
                @State private var showsAbout = false
                var body: some View {
                    Text("About").onTapGesture { showsAbout = true }
                        .sheet(isPresented: $showsAbout) { Reader(page: URL(string: "https://team.example/about")!) }
                }
            }
            """
        #expect(inlineOnly(file) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// A view's extension in the same file is the same view: its button sets the state the view's
    /// sheet is bound to.
    @Test func aButtonInAnExtensionOfTheView() {
        let file = """
            struct AboutView: View {
                @State var showsAbout = false
                var body: some View {
                    aboutButton.sheet(isPresented: $showsAbout) { Reader(page: URL(string: "https://team.example/about")!) }
                }
            }
            extension AboutView {
                var aboutButton: some View { Button("About") { showsAbout = true } }
            }
            """
        #expect(inlineOnly(file) == [at("2️⃣"), at("3️⃣")])
        let tapped = file.replacingOccurrences(
            of: "Button(\"About\") { showsAbout = true }", with: "Text(\"About\").onTapGesture { showsAbout = true }")
        #expect(tapped.contains("onTapGesture"))
        #expect(inlineOnly(tapped) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
    }

    /// A `NavigationLink` presents its destination by itself.
    @Test func aNavigationLinkPresentsByItself() {
        let file = """
            struct AboutView: View {
                var body: some View {
                    NavigationLink(destination: Reader(page: URL(string: "https://team.example/blog")!)) { Text("Blog") }
                }
            }
            """
        #expect(inlineOnly(file) == [at("1️⃣"), at("2️⃣")])
    }
}
