import LinkAuditModel

/// Flags destinations that every occurrence in their scope reaches through an inline link only.
///
/// Source: WCAG 2.1.1 Keyboard; link-inline card (inline `AttributedString` and Markdown links are not
/// focusable with Full Keyboard Access nor targetable by Voice Control: "supply a standalone link").
struct InlineOnlyDestinationRule: Rule, RunRule {
    static let description = RuleDescription(
        id: "inline-only-destination",
        name: "Destination reachable only through inline links",
        summary: "No standalone link leads to a destination that inline links lead to.",
        rationale: "Links inside SwiftUI Text cannot be focused with Full Keyboard Access or targeted by Voice Control's "
            + "Show Names and Show Numbers, so a destination offered only inline is out of reach for those users. On the "
            + "web this is informational: inline links are focusable. In an app, standalone evidence is a SwiftUI Link, its "
            + "destination a literal or a constant of the run's Swift files (or one of a known set of them: a member of a "
            + "value whose type returns a known URL in every case covers each), or a control whose action opens the URL (a SwiftUI "
            + "Button, a UIKit button, bar button item, menu item, table or collection row), or a view that a sheet, cover, "
            + "popover or NavigationLink presents and that shows the URL in the SFSafariViewController it wraps (known by what "
            + "it wraps, not by its name), a sheet, cover or popover counting only when a control's action sets the state it "
            + "is bound to; a tap gesture, or a flag set when the view appears, is no control. When "
            + "the only candidates are URLs computed at run time, the finding is a note naming where they are; a computed URL "
            + "whose known text (a literal scheme and host, a URLComponents scheme) rules the destination out is no candidate. A "
            + "relative destination in the app (`?glossaryAnchor=tokens`) is the app's own handler's to route, not a page a "
            + "control can be matched to by its URL: it is not judged, and is counted as not understood (in-app-destination).",
        wcag: ["2.1.1"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("\"help.body\" = \"Need help? ↓[Contact support](https://example.com/support)\";", format: .strings),
            RuleExample("Read the ↓[privacy policy](https://example.com/privacy) before you sign up."),
            RuleExample("Text(\"Read the ↓[privacy policy](https://example.com/privacy) before you sign up.\")", format: .swift),
            RuleExample(
                "\"help.body\" = \"Need help? ↓[Contact support](https://example.com/support)\";", format: .strings,
                path: "en.lproj/Localizable.strings",
                companions: [
                    (
                        "Help/LinkRow.swift",
                        "struct LinkRow: View {\n    let url: URL\n    var body: some View { Link(\"Open\", destination: url) }\n}"
                    )
                ]),
            RuleExample(
                "\"help.body\" = \"Need help? ↓[Contact support](https://example.com/support)\";", format: .strings,
                path: "en.lproj/Localizable.strings",
                companions: [
                    (
                        "InAppBrowser.swift",
                        "struct InAppBrowser: UIViewControllerRepresentable {\n    let url: URL\n"
                            + "    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }\n}"
                    ),
                    (
                        "HelpView.swift",
                        "struct HelpView: View {\n    @State private var showsSupport = false\n    var body: some View {\n"
                            + "        Label(\"Contact support\", systemImage: \"lifepreserver\").onTapGesture { showsSupport = true }\n"
                            + "            .sheet(isPresented: $showsSupport) { InAppBrowser(url: URL(string: \"https://example.com/support\")!) }\n"
                            + "    }\n}"
                    ),
                ]),
        ],
        nonTriggering: [
            RuleExample("Read the [privacy policy](https://example.com/privacy) first.\n\n[Privacy policy](https://example.com/privacy)\n"),
            RuleExample("[Sign up](https://example.com/signup)"),
            // A row of links (a navigation bar, a line of icon links) is a row of standalone links.
            RuleExample("[Home](https://example.com/) · [Pricing](https://example.com/pricing) | [Blog](https://example.com/blog)"),
            RuleExample("See [the overview](#overview) below."),
            RuleExample("\"glossary.fees\" = \"Fees are paid in [tokens](?glossaryAnchor=tokens).\";", format: .strings),
            RuleExample(
                "\"help.body\" = \"Need help? [Contact support](https://example.com/support)\";", format: .strings,
                path: "en.lproj/Localizable.strings",
                companions: [("HelpView.swift", "Link(\"Contact support\", destination: URL(string: \"https://example.com/support\")!)")]),
            RuleExample(
                "\"help.body\" = \"Need help? [Contact support](https://example.com/support)\";", format: .strings,
                path: "en.lproj/Localizable.strings",
                companions: [
                    ("Links.swift", "enum SupportLinks {\n    static let contact = URL(string: \"https://example.com/support\")!\n}"),
                    ("HelpView.swift", "Link(\"Contact support\", destination: SupportLinks.contact)"),
                ]),
            RuleExample(
                "\"help.body\" = \"Need help? [Contact support](https://example.com/support)\";", format: .strings,
                path: "en.lproj/Localizable.strings",
                companions: [
                    (
                        "HelpViewController.swift",
                        "let supportURL = URL(string: \"https://example.com/support\")!\n"
                            + "final class HelpViewController: UITableViewController {\n"
                            + "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n"
                            + "        UIApplication.shared.open(supportURL)\n    }\n}"
                    )
                ]),
            RuleExample(
                "\"help.body\" = \"Need help? [Contact support](https://example.com/support)\";", format: .strings,
                path: "en.lproj/Localizable.strings",
                companions: [
                    (
                        "InAppBrowser.swift",
                        "struct InAppBrowser: UIViewControllerRepresentable {\n    let url: URL\n"
                            + "    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }\n"
                            + "    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}\n}"
                    ),
                    (
                        "HelpView.swift",
                        "struct HelpView: View {\n    @State private var showsSupport = false\n    var body: some View {\n"
                            + "        Button(\"Contact support\") { showsSupport = true }\n"
                            + "            .sheet(isPresented: $showsSupport) { InAppBrowser(url: URL(string: \"https://example.com/support\")!) }\n"
                            + "    }\n}"
                    ),
                ]),
        ],
        sources: [
            .linkInlineCard,
            .apple("SwiftUI Link", path: "swiftui/link"),
        ])

    /// A destination as written and as normalized: which computed URLs may provide it depends on both.
    private struct WrittenDestination: Hashable {
        var written: String
        var normalized: String
    }

    /// A page's links. The app scope is checked across the run, as a ``RunRule``.
    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        guard !scope.name.isApp else { return [] }
        return findings(scope.links, urlOpeners: [], standaloneDestinations: [])
    }

    /// Each app scope's links, with its controls that open URLs and the configured standalone
    /// destinations: a standalone link in one platform's app is no way to a destination in another's.
    func check(_ run: RunTables, languages: LanguageLists) -> [Finding] {
        run.app.scopes.flatMap { app in
            findings(app.links, urlOpeners: app.urlOpeners, standaloneDestinations: app.standaloneDestinations)
        }
    }

    /// The findings among `links`, given the standalone evidence beside them.
    private func findings(_ links: [Link], urlOpeners: [URLOpener], standaloneDestinations: Set<String>) -> [Finding] {
        var standalone = standaloneDestinations
        // A view made tappable is no control (`SwiftLinkCode.isTapGesture`), as below.
        for link in links where link.placement == .standalone && link.swiftCode?.isTapGesture != true {
            if let destination = link.normalizedDestination { standalone.insert(destination) }
            // A `Link` to one of a known set of URLs is a `Link` to each (`SwiftLinkCode.destinationSet`).
            standalone.formUnion(link.swiftCode?.destinationSet ?? [])
        }
        // UIKit and SwiftUI controls that open a known URL are standalone evidence too (`docs/model.md`,
        // Standalone evidence in the app);
        // a tap gesture is no control: Full Keyboard Access cannot reach it.
        for opener in urlOpeners where opener.kind.isControl {
            if let destination = opener.normalizedDestination { standalone.insert(destination) }
        }
        let computed = ComputedURLPlaces(ComputedURLPlace.all(links: links, urlOpeners: urlOpeners))
        // Many links share a destination (one per language, one per screen): each is matched once.
        // The places that may provide it, as the message lists them; `nil` when none may.
        var placesByDestination: [WrittenDestination: String?] = [:]
        return links.compactMap { link in
            // A value naming a keyed run leads where the run does: judged at the run (`Link.namesKeyedRun`).
            guard link.placement == .inline, !link.namesKeyedRun, let destination = link.normalizedDestination,
                !standalone.contains(destination), !link.destination.hasPrefix("#"), !link.hasInAppDestination
            else { return nil }
            if link.render == .swiftui {
                let key = WrittenDestination(written: link.destination, normalized: destination)
                let places: String? =
                    placesByDestination[key]
                    ?? {
                        let found = computed.places(where: { $0.mayBe(link.destination) || $0.mayBe(destination) })
                        return found.isEmpty ? nil : ComputedURLPlace.list(found)
                    }()
                placesByDestination[key] = places
                if let places {
                    return finding(
                        link,
                        message: "could not confirm a standalone link to \(link.destination); computed URLs at "
                            + places + " may provide one",
                        fix: "check that one of them opens \(link.destination); if none does, "
                            + (link.isDrawnByUIKit ? UIKitFixes.standaloneControlForComputedURL : "add a standalone SwiftUI Link to it"),
                        severity: .note)
                }
                return finding(
                    link,
                    message:
                        "\(link.destination) is reachable only through inline links, which Full Keyboard Access cannot focus and Voice Control cannot target",
                    fix: link.isDrawnByUIKit
                        ? UIKitFixes.standaloneControl
                        : "add a standalone SwiftUI Link to the same URL in the app (or list it in standaloneDestinations)")
            }
            if link.render == .android {
                return finding(
                    link,
                    message: "\(link.destination) is reachable only through inline links, which TalkBack offers only in its "
                        + "links menu and a keyboard or Switch Access cannot focus",
                    fix: "add a standalone control (a button or a list row) that opens the same URL (or list it in standaloneDestinations)")
            }
            // Web copy of a translation catalog (gettext) belongs to the app's scope, not one page.
            return finding(
                link, message: "\(link.destination) is linked only inline " + (link.appCopy == nil ? "on this page" : "in the app's copy"),
                fix: "consider a standalone link to it, e.g. in a list of related pages", severity: .note)
        }
    }
}

/// A place in the app's Swift code with a standalone `Link` or a URL-opening control whose URL is
/// computed at run time: it may lead to any destination its known text allows.
///
/// "May provide one" is decided by what the code shows of the URL, nothing more: an expression
/// with no known text (`openURL(url)` of a parameter) may be any URL; one with known text
/// (`"https://help.example.com/" + slug`) may only be a URL that has that text in that order.
/// Names in it are never guessed from (`storeURL` says nothing sure about where it goes).
struct ComputedURLPlace {
    var file: String
    var position: SourcePosition?
    var expression: URLExpression?

    /// The computed places among `links` and `urlOpeners`, in file and line order: `Link`s and
    /// controls (not tap gestures).
    static func all(links: [Link], urlOpeners: [URLOpener]) -> [ComputedURLPlace] {
        let links = links.filter { $0.syntax == .swiftLink && $0.placement == .standalone && $0.normalizedDestination == nil }
            .map { ComputedURLPlace(file: $0.file, position: $0.span?.start, expression: $0.swiftCode?.destinationExpression) }
        let openers = urlOpeners.filter { $0.kind.isControl && $0.normalizedDestination == nil }
            .map { ComputedURLPlace(file: $0.file, position: $0.position, expression: $0.destinationExpression) }
        return (links + openers).sorted {
            ($0.file, $0.position?.line ?? 0, $0.position?.utf8Column ?? 0) < (
                $1.file, $1.position?.line ?? 0, $1.position?.utf8Column ?? 0
            )
        }
    }

    /// Whether the URL computed here may be `destination`.
    func mayBe(_ destination: String) -> Bool {
        expression?.mayEvaluate(to: destination) ?? true
    }

    /// `FILE:LINE` of the first two places, and how many more there are.
    static func list(_ places: [ComputedURLPlace]) -> String {
        var named: [String] = []
        var seen = Set<String>()
        for place in places {
            let name = place.position.map { "\(place.file):\($0.line)" } ?? place.file
            if seen.insert(name).inserted { named.append(name) }
        }
        let shown = named.prefix(2).joined(separator: " and ")
        return named.count > 2 ? shown + " (and \(named.count - 2) more)" : shown
    }
}

/// The computed places of a run, grouped by their expression: many places compute a URL the same
/// way (a helper copied into each screen, a control per row), and each way is asked once per
/// destination whether it may give it.
struct ComputedURLPlaces {
    /// The places in file and line order.
    let places: [ComputedURLPlace]
    /// One place of each distinct expression, with the indices in ``places`` of every place that has it.
    private let groups: [(first: ComputedURLPlace, members: [Int])]

    init(_ places: [ComputedURLPlace]) {
        self.places = places
        var groupOf: [URLExpression?: Int] = [:]
        var groups: [(first: ComputedURLPlace, members: [Int])] = []
        for (index, place) in places.enumerated() {
            if let group = groupOf[place.expression] {
                groups[group].members.append(index)
            } else {
                groupOf[place.expression] = groups.count
                groups.append((place, [index]))
            }
        }
        self.groups = groups
    }

    /// The places, in file and line order, whose expression satisfies `test` (asked once per expression).
    func places(where test: (ComputedURLPlace) -> Bool) -> [ComputedURLPlace] {
        var matched: [Int] = []
        for group in groups where test(group.first) { matched += group.members }
        return matched.sorted().map { places[$0] }
    }
}
