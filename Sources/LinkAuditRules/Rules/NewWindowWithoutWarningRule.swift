import LinkAuditModel

/// Flags a web link that opens a new window or tab (`target="_blank"` or `_new`, `window.open` in its
/// `onclick` or `javascript:` destination: ``opensNewWindowForSure(_:)``)
/// when neither its accessible name nor its accessible description says so in any language linkaudit
/// has a list for (the `[new-window]` section: "new tab", "nouvelle fenêtre", "新しいタブ").
///
/// What counts as saying so: the name (so an `<img alt>` icon, a visually hidden span or an
/// `aria-label` inside or on the link), the text `aria-describedby` names, and the `title` when it
/// is not the name (it is then the description), and a group in parentheses right after the link,
/// which screen readers read next ("Terms (opens in a new tab)"). "External link" is no warning: it tells where the
/// link goes, not that it leaves the page open behind a new one. Links of app copy and Swift sources,
/// and links drawn in the app (`render: swiftui`), are never flagged: the app decides how a link
/// opens, `target` means nothing to `AttributedString`, and the link trait announces leaving the app.
///
/// Source: WCAG 3.2.5 Change on Request, techniques H83 (the link text says a new window opens) and
/// G201 (warn before a new window opens); 2.4.4 (the purpose includes what the link does); issue 14,
/// item 1.
struct NewWindowWithoutWarningRule: LinkRule {
    static let description = RuleDescription(
        id: "new-window-without-warning",
        name: "New window without warning",
        summary: "The link opens a new window or tab, and neither its name nor its description says so.",
        rationale: "A link with target=\"_blank\" (or \"_new\", or window.open in its onclick) opens a new tab. "
            + "People who see the page notice the new tab; a screen reader user, or someone zoomed in, lands on a page "
            + "whose Back button does nothing and may not know how they got there. Saying so in the link (\"opens in a new "
            + "tab\" in the page's language, an icon whose alt says it, visually hidden text, or text that "
            + "aria-describedby names) lets them choose (techniques H83 and G201). \"External link\" is not such a "
            + "warning. A target naming a window or frame (\"classFrame\") is not flagged: in a frameset it is a frame. A "
            + "warning in another language than the page's still counts: it is there. A warning, not a note: "
            + "the cost is a lost way back, not time, and the finding is read from the markup, never guessed; the "
            + "criterion is AAA, so a team that meets AA only can lower it in its configuration. Links in an app are "
            + "not flagged: SwiftUI and UIKit announce a link that leaves the app by its trait.",
        wcag: ["3.2.5", "2.4.4"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample(#"<p>Read the ↓<a href="https://example.com/terms" target="_blank">terms of service</a>.</p>"#, format: .html),
            RuleExample(
                #"<p>↓<a href="/map" onclick="window.open('/map', 'map'); return false;">Store map</a></p>"#, format: .html),
            RuleExample(#"<p>↓<a href="/print" target="_new">Print preview</a></p>"#, format: .html),
            RuleExample(
                #"<p>↓<a href="https://example.com" target="_blank">Partner site <img src="ext.svg" alt="external link"></a></p>"#,
                format: .html),
            RuleExample(#"See the ↓<a href="https://status.example.com" target="_blank">status page</a>."#),
        ],
        nonTriggering: [
            RuleExample(#"<a href="https://example.com/terms" target="_blank">Terms of service (opens in a new tab)</a>"#, format: .html),
            RuleExample(#"<p lang="de"><a href="/agb" target="_blank">AGB (öffnet in neuem Tab)</a></p>"#, format: .html),
            RuleExample(
                #"<a href="/pricing" target="_blank">Pricing<span class="visually-hidden">, opens in a new window</span></a>"#,
                format: .html),
            RuleExample(
                #"<a href="/status" target="_blank">Status <img src="new-window.svg" alt="Opens in new window"></a>"#, format: .html),
            RuleExample(
                #"<a href="/roadmap" target="_blank" aria-describedby="tab-note">Roadmap</a><span id="tab-note" hidden>New tab</span>"#,
                format: .html),
            RuleExample(#"<a href="/forum" target="_blank" title="Opens in a new window">Forum</a>"#, format: .html),
            RuleExample(
                #"<a href="/a" target="_self">A</a> <a href="/b" target="_top">B</a> <a href="/c" target="_parent">C</a>"#, format: .html),
            RuleExample(#"<p lang="fr"><a href="/cgu" target="_blank">Conditions (opens in a new tab)</a></p>"#, format: .html),
            RuleExample(#"<p>See the <a href="/docs" target="_blank">docs</a> (new window).</p>"#, format: .html),
            RuleExample(#"<a href="Link.html" target="classFrame">Link</a>"#, format: .html),
            RuleExample(#"Ask [Duck.ai](https://duck.ai){:target="_blank"}: GitHub shows the braces as text."#),
            RuleExample(#"Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)"#, format: .swift),
        ],
        sources: [
            .technique(
                "H83", "Using the target attribute to open a new window on user request and indicating this in link text", folder: "html"),
            .technique("G201", "Giving users advanced warning when opening a new window", folder: "general"),
        ],
        fix: .unsafe)

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard let attributes = link.attributes, Self.opensNewWindowForSure(attributes), link.render == .web, link.appCopy == nil,
            !link.name.isEmpty, !link.hasDynamicText, !Self.handsOffToAnotherApp(link.destination)
        else { return [] }
        var announced = [normalizedName]
        if let description = attributes.describedBy { announced.append(LinkText.normalize(description)) }
        if let title = link.title, link.nameSource != .title { announced.append(LinkText.normalize(title)) }
        if let group = Self.groupAfter(link.context) { announced.append(LinkText.normalize(group)) }
        let lists = languages.lists(for: nil)
        if announced.contains(where: { text in lists.contains { $0.mentionsNewWindow(text) } }) { return [] }
        let how =
            attributes.opensWindowFromScript
            ? "window.open in its script" : "target=\"\(attributes.target ?? "")\""
        return [
            finding(
                link,
                message: "link \"\(link.name)\" opens a new window or tab (\(how)) and neither its name nor its description "
                    + "says so: people who cannot see the new tab find that Back does nothing",
                fix: "say it in the link, in the page's language: \"(opens in a new tab)\" in its text, a visually hidden "
                    + "span or an icon whose alt says so; or let the link open in the same tab")
        ]
    }
}

extension NewWindowWithoutWarningRule {
    /// Targets that open a new window whatever the page around: `_blank`, and the names written to
    /// mean it (`_new`, `new`, `blank`; kramdown's `\_blank`). Another name may be a frame's
    /// (Javadoc's `classFrame` in its frameset page, an `<iframe name>`), where the link opens in
    /// that frame; the page alone cannot tell, so such a target is never flagged.
    static let newWindowTargets: Set<String> = ["_blank", "_new", "new", "blank", "\\_blank", "\\_new"]

    /// Whether a link surely opens a new window or tab: `window.open` in its script, or a target
    /// among ``newWindowTargets`` (in any case). ``LinkAttributes/opensNewWindow`` also counts other
    /// names, which may be frames.
    static func opensNewWindowForSure(_ attributes: LinkAttributes) -> Bool {
        attributes.opensWindowFromScript || attributes.target.map { newWindowTargets.contains($0.lowercased()) } == true
    }

    /// Schemes whose links the browser hands to another app (mail, phone, messages) instead of
    /// loading a page: no tab is left open, whatever the target says.
    static let handedOffSchemes: Set<String> = ["mailto", "tel", "sms", "facetime", "facetime-audio", "callto", "skype"]

    /// Whether `destination` starts with one of ``handedOffSchemes`` (in any case).
    static func handsOffToAnotherApp(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(ofASCII: 0x3A) else { return false }
        return handedOffSchemes.contains(destination[..<colon].drop { $0.isWhitespace }.lowercased())
    }

    /// The text of a group in parentheses or brackets right after the link in its block ("Terms (opens
    /// in a new tab)"), kramdown attribute lists (`{:target="_blank"}`) skipped: a screen reader reads
    /// it right after the name, and authors often put the warning there. `nil` when there is none.
    static func groupAfter(_ context: LinkContext?) -> String? {
        guard let context else { return nil }
        var rest = Substring(context.text).dropFirst(context.linkStart + context.linkLength)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard rest.hasPrefix("{:"), let close = rest.firstIndex(of: "}") else { break }
            rest = rest[rest.index(after: close)...]
        }
        let closers: [Character: Character] = ["(": ")", "[": "]", "（": "）"]
        guard let open = rest.first, let closer = closers[open], let end = rest.firstIndex(of: closer) else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<end])
    }
}

extension LanguageList {
    /// Whether a normalized text says, in this language, that a link opens a new window or tab:
    /// one of the `[new-window]` entries as whole words (as a run of characters in a script
    /// written without spaces), after the language's folding.
    func mentionsNewWindow(_ normalized: String) -> Bool {
        guard !normalized.isEmpty, !newWindow.isEmpty else { return false }
        let folded = folding.fold(normalized)
        return newWindow.contains { LinkText.containsWords(folded, $0) }
    }
}
