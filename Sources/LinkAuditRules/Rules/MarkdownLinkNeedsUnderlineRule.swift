import LinkAuditModel

/// Flags Markdown links that render in SwiftUI `Text`: SwiftUI draws them by color only and
/// Markdown cannot carry an underline.
///
/// Source: WCAG 1.4.1 Use of Color; link-inline card ("Markdown inline links cannot be underlined").
/// `.underline()` on a `Text` that shows nothing but links underlines them (swift-underline-modifier
/// case); on a `Text` with other words it underlines those too, which still leaves color alone.
struct MarkdownLinkNeedsUnderlineRule: Rule {
    static let description = RuleDescription(
        id: "markdown-link-needs-underline",
        name: "Markdown link needs an underline",
        summary: "A Markdown link rendered by SwiftUI is told from its sentence by color alone.",
        rationale: "SwiftUI styles Markdown links with the tint color only, and Markdown has no way to add an underline. "
            + "People who cannot tell the colors apart cannot find the link. An AttributedString run can carry both "
            + "`.link` and `.underlineStyle`. `.underline()` on a `Text` underlines every word of it: it marks the link "
            + "only when the `Text` shows nothing but links, including a string-table value whose every call site is underlined so. "
            + "An image drawn right before or after the link in the same `Text`, only spaces between (`Text(Image(systemName: \"link\")) "
            + "+ Text(\" [more info](…)\")`), is a visual cue besides color, which WCAG 1.4.1 accepts, and so is an arrow written beside it "
            + "(`[Learn more about fees](…) ↗`); with words between, it marks the sentence and not the link.",
        wcag: ["1.4.1"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("\"help.body\" = \"Need help? ↓[Contact support](https://example.com/support)\";", format: .strings),
            RuleExample("Read the ↓[privacy policy](https://example.com/privacy).", format: .markdown, render: .swiftui),
            RuleExample("Text(\"Read the ↓[privacy policy](https://example.com/privacy).\")", format: .swift),
            RuleExample("\"fees.body\" = \"See ↓[the fee guide](https://example.com/fees) for more ↗\";", format: .strings),
            RuleExample("Text(\"Read the ↓[privacy policy](https://example.com/privacy) first.\").underline()", format: .swift),
            RuleExample(
                "Text(Image(systemName: \"link\")) + Text(\" Fees apply, ↓[more info](https://example.com/faq#fees)\")", format: .swift),
            RuleExample(
                "\"privacy.body\" = \"Read the ↓[privacy policy](https://example.com/privacy) first.\";", format: .strings,
                path: "en.lproj/Localizable.strings", companions: [("PrivacyView.swift", "Text(\"privacy.body\").underline()")]),
        ],
        nonTriggering: [
            RuleExample("Read the [privacy policy](https://example.com/privacy)."),
            RuleExample("\"help.body\" = \"Need help? Contact support at help@example.com\";", format: .strings),
            RuleExample("Text(verbatim: \"Read the [privacy policy](https://example.com/privacy).\")", format: .swift),
            RuleExample("Text(\"[Privacy policy](https://example.com/privacy)\").underline()", format: .swift),
            RuleExample("Text(Image(systemName: \"link\")) + Text(\" [more info](https://example.com/faq#fees)\")", format: .swift),
            RuleExample("\"fees.more\" = \"Fees pay for it.\\n\\n[How fees work](https://example.com/fees) ↗\";", format: .strings),
            RuleExample("Text(\"Fees apply: \\(Image(systemName: \"link\")) [more info](https://example.com/faq#fees)\")", format: .swift),
            RuleExample(
                "\"privacy.link\" = \"[Privacy policy](https://example.com/privacy)\";", format: .strings,
                path: "en.lproj/Localizable.strings",
                companions: [("PrivacyView.swift", "Text(\"privacy.link\")\n    .font(.footnote)\n    .underline(pattern: .solid)")]),
        ],
        sources: [
            .technique("F73", "links not visually evident without color vision", folder: "failures"),
            .linkInlineCard,
            .apple("Foundation AttributedString", path: "foundation/attributedstring"),
        ])

    private static let markdownSyntaxes: Set<LinkSyntax> = [.markdownInline, .markdownReference, .markdownAutolink]

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        // Where each app-copy value stands in its table, whole and trimmed: a link whose span is the
        // value's is all its `Text` shows.
        // Only the values of the scope's links: a run's tables hold far more values than links.
        let linked = Set(scope.links.compactMap { link in link.appCopy.map { ValueID(file: link.file, entry: $0) } })
        var valueSpans: [ValueID: SourceSpan] = [:]
        for value in scope.appCopyValues {
            guard let span = value.textSpan else { continue }
            let id = ValueID(file: value.file, entry: value.entry)
            if linked.contains(id) { valueSpans[id] = span }
        }
        return scope.links.flatMap { link in
            check(link, isWholeValue: link.appCopy.map { valueSpans[ValueID(file: link.file, entry: $0)] == link.span } ?? false)
        }
    }

    /// One value of a table: file, key, locale, variation.
    private struct ValueID: Hashable {
        var file: String
        var key: String
        var locale: String?
        var variation: String?
        init(file: String, entry: AppCopyEntry) { (self.file, key, locale, variation) = (file, entry.key, entry.locale, entry.variation) }
    }

    /// - Parameter isWholeValue: the link is the whole app-copy value (nothing else in its `Text`).
    func check(_ link: Link, isWholeValue: Bool) -> [Finding] {
        guard link.render == .swiftui, Self.markdownSyntaxes.contains(link.syntax),
            link.swiftCode?.setsUnderlineStyle != true, link.swiftCode?.textUnderline != .linksOnly,
            // An image or an arrow right next to the link is a visual cue besides color (WCAG 1.4.1).
            link.swiftCode?.symbolCue != true, link.context?.hasArrowBesideLink != true
        else { return [] }
        if link.swiftCode?.textUnderline == .withOtherWords {
            // `.underline()` can underline the link, but it underlines the words around it just the same.
            return [
                finding(
                    link,
                    message:
                        "Markdown link \"\(link.text)\" is underlined by .underline() together with the other words of its Text, so it is still told apart by color alone",
                    fix:
                        "underline the link alone: build the text as an AttributedString and set .link and .underlineStyle on the link's run, or show the link in a Text of its own"
                )
            ]
        }
        let message = "Markdown link \"\(link.text)\" is drawn by color only in SwiftUI: Markdown carries no underline"
        if isWholeValue {
            // The value is nothing but the link: `.underline()` on its Text underlines exactly the link.
            return [
                finding(
                    link, message: message,
                    fix:
                        "add .underline() to the Text that shows it (the value is nothing but the link), or build the text as an AttributedString and set .link and .underlineStyle on the run"
                )
            ]
        }
        // Other words in the link's own paragraph: only an AttributedString can underline the link alone.
        if let context = link.context, !context.holdsOnlyLinks([context.linkStart..<(context.linkStart + context.linkLength)]) {
            return [
                finding(
                    link,
                    message:
                        "Markdown link \"\(link.text)\" is drawn by color only in SwiftUI: Markdown cannot underline a link among other words",
                    fix: "build the text as an AttributedString and set both .link and .underlineStyle on the link's run")
            ]
        }
        // The paragraph is the link, but other paragraphs of the same Text may hold words.
        return [
            finding(
                link, message: message,
                fix:
                    "build the text as an AttributedString and set .link and .underlineStyle on the link's run (if its Text shows nothing but the link, .underline() on the Text also works)"
            )
        ]
    }
}
