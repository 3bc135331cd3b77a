import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// The one appearance entry of a Swift link's style, for every appearance.
private func entry(
    color: ColorSource?, text: ColorSource? = nil, background: ColorSource? = .system("systemBackground"),
    cues: [NonColorCue]? = [], site: SourcePosition? = nil, removed: SourcePosition? = nil
) -> LinkStyle {
    LinkStyle(appearances: [
        AppearanceStyle(
            color: color, textColor: text, background: background, cues: cues,
            colorSite: site.map { ColorSite(file: "App/View.swift", position: $0) },
            cueRemovedAt: removed.map { ColorSite(file: "App/View.swift", position: $0) })
    ])
}

/// The styles of the links of a Swift source, in source order.
private func styles(_ source: String) -> [LinkStyle?] {
    extractSwift(source).links.map(\.style)
}

/// `Link.style` of SwiftUI `Link` controls and of the Markdown links of `Text` views (issue 13).
@Suite("SwiftUI link styles")
struct SwiftLinkStyleTests {
    @Test func tintOnALinkNamesTheColorAndWhereItIsSet() {
        let marked = MarkedText(
            """
            Link("Help center", destination: URL(string: "https://example.com/help")!)
                1️⃣.tint(Color("Brand"))
            Link("Status", destination: URL(string: "https://example.com/status")!).font(.body)2️⃣.accentColor(Color("Signal", bundle: .main))
            """)
        #expect(
            styles(marked.text) == [
                entry(color: .named("Brand"), site: marked["1️⃣"]), entry(color: .named("Signal"), site: marked["2️⃣"]),
            ])
    }

    @Test func tintOnTheStackAroundTheLinkInTheSameBody() {
        let marked = MarkedText(
            """
            struct Footer: View {
                var body: some View {
                    VStack {
                        HStack {
                            Link("Careers", destination: URL(string: "https://example.com/jobs")!)
                        }
                        ForEach(items) { item in
                            Link(item.title, destination: item.url)
                                1️⃣.tint(.orange)
                        }
                    }
                    .padding()
                    2️⃣.tint(Color(red: 0.8, green: 0.1, blue: 0.2))
                }
            }
            """)
        #expect(
            styles(marked.text) == [
                entry(color: .literal(RGBAColor(red: 0.8, green: 0.1, blue: 0.2)), site: marked["2️⃣"]),
                entry(color: .system("systemOrange"), site: marked["1️⃣"]),
            ])
    }

    @Test func stylingDoesNotCrossDeclarations() {
        let source = """
            struct Footer: View {
                var links: some View {
                    Link("Press", destination: URL(string: "https://example.com/press")!)
                }
                var body: some View {
                    VStack { links }.tint(.red)
                }
                func row() -> some View {
                    let link = Link("Blog", destination: URL(string: "https://example.com/blog")!)
                    return link.tint(.red)
                }
            }
            Link("Help", destination: URL(string: "https://example.com/help")!)
            Text("Read the [guide](https://example.com/guide).")
            """
        #expect(styles(source) == [nil, nil, nil, nil])
    }

    @Test func underlineBoldAndSymbolCuesOfALink() {
        let marked = MarkedText(
            """
            Link("Terms", destination: URL(string: "https://example.com/terms")!)1️⃣.foregroundColor(.gray).underline()
            Link("Privacy", destination: URL(string: "https://example.com/privacy")!).bold()2️⃣.tint(.primary)
            Link(destination: URL(string: "https://example.com/help")!) {
                Label("Help", systemImage: "questionmark.circle")
            }3️⃣.tint(.accentColor)
            Link("Cookies", destination: URL(string: "https://example.com/cookies")!)4️⃣.foregroundStyle(Color.secondary)5️⃣.underline(false)
            Link("Credits", destination: URL(string: "https://example.com/credits")!).underline(isOn)
            VStack { Link("Press", destination: URL(string: "https://example.com/press")!) }.underline().bold()
            """)
        #expect(
            styles(marked.text) == [
                entry(color: .system("systemGray"), cues: [.underline], site: marked["1️⃣"]),
                entry(color: .system("label"), cues: [.fontWeight], site: marked["2️⃣"]),
                entry(color: .system("accentColor"), cues: [.symbol], site: marked["3️⃣"]),
                entry(color: .system("secondaryLabel"), cues: [], site: marked["4️⃣"], removed: marked["5️⃣"]),
                entry(color: .system("accentColor"), cues: nil),
                entry(color: .system("accentColor"), cues: [.underline]),
            ])
    }

    @Test func modifiersOfTheLabelAndOfExpressionsAroundTheView() {
        let marked = MarkedText(
            """
            Link(destination: URL(string: "https://example.com/help")!) {
                Text("Help")1️⃣.foregroundColor(Color("Ink")).underline()
            }
            .tint(.blue)
            (Text("Questions? ") + Text("[Ask us](https://example.com/ask)"))3️⃣.tint(.purple).foregroundColor(.gray)
            Link(destination: URL(string: "https://example.com/crisis")!) {
                VStack {
                    HStack { Text("Crisis line").bold(); Image(systemName: "arrow.up.right") }
                    Text("Open all day").foregroundColor(.secondary)
                }
            }
            4️⃣.foregroundColor(.primary)
            Link(destination: URL(string: "https://example.com/plan")!) {
                Text("Manage plan")5️⃣.foregroundStyle(Color.blue).background(Color.white, in: Capsule())
            }
            """)
        #expect(
            styles(marked.text) == [
                entry(color: .named("Ink"), cues: [.underline], site: marked["1️⃣"]),
                entry(color: .system("systemPurple"), text: .system("systemGray"), site: marked["3️⃣"]),
                entry(color: .system("label"), cues: [.fontWeight, .symbol], site: marked["4️⃣"]),
                entry(color: .system("systemBlue"), background: .literal(RGBAColor(red: 1, green: 1, blue: 1)), site: marked["5️⃣"]),
            ])
    }

    @Test func foregroundStyleTintKeepsLookingForTheTint() {
        let marked = MarkedText(
            """
            VStack {
                Link("Docs", destination: URL(string: "https://example.com/docs")!).foregroundStyle(.tint)
            }1️⃣.tint(Color(white: 0.4))
            """)
        #expect(styles(marked.text) == [entry(color: .literal(RGBAColor(red: 0.4, green: 0.4, blue: 0.4)), site: marked["1️⃣"])])
    }

    @Test func markdownLinksOfATextTakeTheTintAndTheWordsTheForeground() {
        let marked = MarkedText(
            """
            Text("Read our [terms](https://example.com/terms) and [privacy policy](https://example.com/privacy).")
                .foregroundColor(.gray)
                1️⃣.tint(.gray)
            Text("See the [release notes](https://example.com/notes).").foregroundColor(.secondary)
            Text(.init("Made with [care](https://example.com/about)"))2️⃣.accentColor(Color(.systemIndigo)).foregroundStyle(.tint)
            Text("[Status](https://example.com/status)").underline()
            Text("Or [call us](https://example.com/call)")3️⃣.underline(false).foregroundStyle(Color(uiColor: .label))
            """)
        let grayText = entry(
            color: .system("systemGray"), text: .system("systemGray"), site: marked["1️⃣"])
        #expect(
            styles(marked.text) == [
                grayText, grayText,
                entry(color: .system("accentColor"), text: .system("secondaryLabel")),
                entry(color: .system("systemIndigo"), text: .system("systemIndigo"), site: marked["2️⃣"]),
                entry(color: .system("accentColor"), text: .system("label"), cues: [.underline]),
                entry(color: .system("accentColor"), text: .system("label"), removed: marked["3️⃣"]),
            ])
    }

    @Test func attributedStringsShownByATextTakeItsStyle() {
        let marked = MarkedText(
            """
            Text(AttributedString(localized: "Read the [FAQ](https://example.com/faq)."))1️⃣.tint(.green)
            Text(try! AttributedString(markdown: "[Refunds](https://example.com/refunds)")).underline().foregroundColor(.black)
            AttributedString(markdown: "[Orders](https://example.com/orders)")
            """)
        #expect(
            styles(marked.text) == [
                entry(color: .system("systemGreen"), text: .system("label"), site: marked["1️⃣"]),
                entry(color: .system("accentColor"), text: .literal(RGBAColor(red: 0, green: 0, blue: 0)), cues: nil), nil,
            ])
    }

    @Test func underlineOverOtherWordsIsNoCue() {
        let marked = MarkedText(
            """
            VStack { Text("Questions? [Ask us](https://example.com/ask)") }.underline()1️⃣.tint(.blue)
            """)
        #expect(styles(marked.text) == [entry(color: .system("systemBlue"), text: .system("label"), cues: [], site: marked["1️⃣"])])
    }

    @Test func colorExpressions() {
        let expressions: [(String, ColorSource?)] = [
            ("Color(\"Brand\")", .named("Brand")),
            ("Color(\"Brand\", bundle: .module)", .named("Brand")),
            ("Color(uiColor: UIColor(named: \"Ink\")!)", .named("Ink")),
            ("Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)", .literal(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))),
            ("Color(.sRGB, red: 51 / 255, green: 102/255, blue: 0.6)", .literal(RGBAColor(red: 0.2, green: 0.4, blue: 0.6))),
            ("Color(uiColor: UIColor(red: 0, green: 0, blue: 0.5, alpha: 1))", .literal(RGBAColor(red: 0, green: 0, blue: 0.5))),
            ("Color(#colorLiteral(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))", .literal(RGBAColor(red: 0.2, green: 0.2, blue: 0.2))),
            ("Color.blue", .system("systemBlue")), (".white", .literal(RGBAColor(red: 1, green: 1, blue: 1))),
            ("Color(.systemBlue)", .system("systemBlue")), ("Color(UIColor.link)", .system("link")),
            ("Color(UIColor.blue)", .literal(RGBAColor(red: 0, green: 0, blue: 1))),
            ("Color(uiColor: .label)", .system("label")), (".primary", .system("label")),
            ("SwiftUI.Color.accentColor", .system("accentColor")),
            ("Color(.displayP3, red: 1, green: 0, blue: 0)", nil), ("Color.brand", nil), (".brand", nil),
            ("brandColor", nil), ("Color(hex: \"#336699\")", nil), ("Color.blue.opacity(0.5)", nil),
            ("Color(red: level, green: 0, blue: 0)", nil),
            ("Color(hue: 0.5, saturation: 1, brightness: 1)", .literal(RGBAColor(red: 0, green: 1, blue: 1))),
            (
                "Color(hue: 0, saturation: 0.5, brightness: 0.8, opacity: 0.5)",
                .literal(RGBAColor(red: 0.8, green: 0.4, blue: 0.4, alpha: 0.5))
            ),
            (
                "Color(uiColor: UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 1))",
                .literal(RGBAColor(red: 0.5, green: 1, blue: 0))
            ),
        ]
        for (expression, expected) in expressions {
            let source = "Link(\"Help\", destination: URL(string: \"https://example.com/help\")!).tint(\(expression))"
            #expect(extractSwift(source).links.first?.style?.appearances.first?.color == expected, "\(expression)")
        }
    }

    @Test func colorConstantsOfTheSameFile() {
        let source = """
            extension Color {
                static let brand = Color("Brand")
                static var ink: Color { Color(white: 0.2) }
            }
            enum Theme {
                static let link = Color(red: 0, green: 0.3, blue: 0.6)
                static let brand = Color.orange
            }
            extension UIColor {
                static let caution = UIColor(named: "Caution")!
            }
            struct Row: View {
                let accent = Color("Accent")
                var body: some View {
                    VStack {
                        Link("A", destination: URL(string: "https://example.com/a")!).tint(.brand)
                        Link("B", destination: URL(string: "https://example.com/b")!).tint(Color.ink)
                        Link("C", destination: URL(string: "https://example.com/c")!).tint(Theme.link)
                        Link("D", destination: URL(string: "https://example.com/d")!).tint(accent)
                        Link("E", destination: URL(string: "https://example.com/e")!).tint(Color(uiColor: .caution))
                        Link("F", destination: URL(string: "https://example.com/f")!).tint(brand)
                        Link("G", destination: URL(string: "https://example.com/g")!).tint(Palette.link)
                        Link("H", destination: URL(string: "https://example.com/h")!).tint(local)
                    }
                }
                func make() -> some View {
                    let local = Color.red
                    return Text("x").tint(local)
                }
            }
            """
        #expect(
            extractSwift(source).links.map { $0.style?.appearances.first?.color } == [
                .named("Brand"), .literal(RGBAColor(red: 0.2, green: 0.2, blue: 0.2)),
                .literal(RGBAColor(red: 0, green: 0.3, blue: 0.6)), .named("Accent"), .named("Caution"), nil, nil, nil,
            ])
    }

    @Test func aForcedColorSchemeLimitsTheStyleToItsAppearances() {
        let source = """
            VStack { Link("A", destination: URL(string: "https://example.com/a")!).tint(.white) }.preferredColorScheme(.dark)
            Text("[B](https://example.com/b)").tint(.blue).environment(\\.colorScheme, .light)
            """
        #expect(
            extractSwift(source).links.map { $0.style?.appearances.map(\.appearance) } == [
                [.dark, .darkHighContrast], [.light, .lightHighContrast],
            ])
        #expect(extractSwift(source).links[0].style?.style(for: .light) == nil)
    }

    @Test func backgrounds() {
        let source = """
            Link("A", destination: URL(string: "https://example.com/a")!).tint(.red).background(Color.black)
            Link("B", destination: URL(string: "https://example.com/b")!).tint(.red).background(.ultraThinMaterial)
            ZStack { Color.black; Link("C", destination: URL(string: "https://example.com/c")!).tint(.red) }
            Form { Section(footer: Text("[D](https://example.com/d)").tint(.red)) { Link("E", destination: URL(string: "https://example.com/e")!).tint(.red) } }
            List { Link("F", destination: URL(string: "https://example.com/f")!).tint(.red) }.listStyle(.plain)
            List { Link("G", destination: URL(string: "https://example.com/g")!).tint(.red) }
            List { Link("H", destination: URL(string: "https://example.com/h")!).tint(.red).listRowBackground(Color(white: 0.1)) }
            ZStack { Color.black }.sheet(isPresented: $shown) { Link("I", destination: URL(string: "https://example.com/i")!).tint(.red) }
            """
        #expect(
            extractSwift(source).links.map { $0.style?.appearances.first?.background } == [
                .literal(RGBAColor(red: 0, green: 0, blue: 0)), nil, nil, .system("systemGroupedBackground"),
                .system("secondarySystemGroupedBackground"), .system("systemBackground"), nil,
                .literal(RGBAColor(red: 0.1, green: 0.1, blue: 0.1)), .system("systemBackground"),
            ])
    }
}
