import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// The Swift cases of `Fixtures/cases/`: underlines apps set with `.underline()`, the call sites
/// that show a string-table key, and more ways apps write links (`AttributedString(localized:)`,
/// UIKit `NSAttributedString` runs).
@Suite("Swift cases from bug reports", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct SwiftCaseTests {
    @Test func markdownInLocalizedAttributedStrings() {
        let result = audit(["swift-localized-attributed-string.swift"])
        #expect(result.links.map(\.text) == ["what's new", "Learn more"])
        #expect(result.links.map(\.destination) == ["https://example.com/whats-new", "https://example.com/release"])
        #expect(result.links.map { "\($0.span!)" } == ["6:52-6:94", "7:77-7:117"])
        #expect(
            result.findings.map(brief) == [
                "6:52 inline-only-destination", "6:52 markdown-link-needs-underline",
                "7:77 generic-link-text", "7:77 inline-only-destination", "7:77 markdown-link-needs-underline",
            ])
        #expect(!result.links.contains { $0.span?.start.line == 8 })
    }

    @Test func underlineOnATextThatIsAllLink() {
        let result = audit(["swift-underline-modifier.swift"])
        #expect(result.links.map(\.text) == ["How we use AI"])
        #expect(result.links[0].swiftCode?.textUnderline == .linksOnly)
        #expect(result.findings.map(brief) == ["8:25 inline-only-destination"])
    }

    /// Issue 13: a `Link` tinted with an asset catalog color; a `Link` reached by its stack's
    /// literal tint; gray words with a gray tint for their Markdown link.
    @Test func linkTintedWithACatalogColor() {
        let result = audit(["swiftui-link-tint.swift"])
        let file = "swiftui-link-tint.swift"
        #expect(result.links.map(\.text) == ["Contact support", "Service status", "response times"])
        #expect(result.links.map { "\($0.span!)" } == ["8:13-8:93", "11:13-11:91", "13:43-13:94"])
        let styles = result.links.map { $0.style?.appearances }
        #expect(
            styles[0] == [
                AppearanceStyle(
                    color: .named("Brand"), background: .system("systemBackground"), cues: [],
                    colorSite: ColorSite(file: file, position: SourcePosition(line: 9, utf8Column: 17)))
            ])
        #expect(
            styles[1] == [
                AppearanceStyle(
                    color: .literal(RGBAColor(red: 0.95, green: 0.5, blue: 0.1)), background: .system("systemBackground"), cues: [],
                    colorSite: ColorSite(file: file, position: SourcePosition(line: 17, utf8Column: 9)))
            ])
        #expect(
            styles[2] == [
                AppearanceStyle(
                    color: .system("systemGray"), textColor: .system("systemGray"), background: .system("systemBackground"), cues: [],
                    colorSite: ColorSite(file: file, position: SourcePosition(line: 15, utf8Column: 17)))
            ])
        #expect(
            result.findings.map(brief) == [
                "8:13 link-button-trait", "11:13 link-button-trait", "11:13 link-contrast", "13:43 inline-only-destination",
                "13:43 link-contrast", "13:43 link-not-distinguishable", "13:43 markdown-link-needs-underline",
            ])
        // No run-wide "Brand" colorset: that link's color is unknown and never judged. The stack's
        // orange and the gray tint are the code's own choices, judged against iOS's published values.
        #expect(
            result.findings.filter { $0.rule != "link-button-trait" && $0.rule.rawValue.hasPrefix("link-") }.map(\.message) == [
                "link color #F2801A (set at \(file):17:9) is 2.67:1 against its background systemBackground in the light and "
                    + "light high-contrast appearances: #F2801A on #FFFFFF; link text needs 4.5:1",
                "link color systemGray (set at \(file):15:17) is 3.26:1 against its background systemBackground in the light "
                    + "appearance: #8E8E93 on #FFFFFF; link text needs 4.5:1",
                "inline link is set apart by color alone, and it is the same color as the text around it in every appearance "
                    + "(light: #8E8E93 against #8E8E93, 1.00:1); 3:1 is needed without a cue, and no underline or other cue is set",
            ])
    }

    /// Issue 13, with the run's asset catalog: the "Brand" colorset the `.tint` names is resolved,
    /// and its dark value fails against the dark system background.
    @Test func linkTintedWithACatalogColorFromTheRunsColorset() {
        let result = audit(["swiftui-link-tint.swift", "swiftui-link-tint-assets"])
        #expect(
            result.findings.filter { $0.rule == "link-contrast" }.map(brief) == [
                "8:13 link-contrast", "11:13 link-contrast", "13:43 link-contrast",
            ])
        #expect(
            result.findings.first { $0.rule == "link-contrast" }?.message
                == "link color Brand (set at swiftui-link-tint.swift:9:17) is 2.19:1 against its background systemBackground in "
                + "the dark and dark high-contrast appearances: #1C3F94 on #000000; link text needs 4.5:1")
    }

    @Test func uikitLinkRunWithColorOnly() {
        let result = audit(["uikit-attributed-link.swift"])
        #expect(result.links.count == 1)
        #expect(result.links[0].hasDynamicText && result.links[0].isTemplatedDestination)
        // Its name is known only at run time: unknown, never the Swift source `\(linkTitle)`.
        #expect(result.links[0].nameSource == .unknown && result.links[0].name.isEmpty && result.links[0].text.isEmpty)
        #expect(result.links[0].swiftCode?.attributedKind == .nsAttributedString)
        #expect(result.findings.map(brief) == ["13:63 attributed-link-needs-underline"])
        #expect(
            result.findings[0].message
                == "NSAttributedString link whose text is known only at run time sets .link but no .underlineStyle: it is told from its sentence by color alone"
        )
        #expect(result.notUnderstood.map { "\($0.position) \($0.kind)" } == ["13:63 dynamic-link-text"])
    }

    @Test func labelRunsMarkedForALinkGestureRecognizer() {
        let result = audit(["uikit-inline-link-label.swift"])
        #expect(result.links.map(\.text) == ["Shipping policy", "here"])
        #expect(result.links.map(\.destination) == ["https://example.com/shipping", "https://example.com/returns"])
        #expect(result.links.map { "\($0.span!)" } == ["10:48-10:64", "16:48-16:53"])
        #expect(result.links.allSatisfy { $0.placement == .inline && $0.render == .swiftui && $0.syntax == .attributedStringLink })
        #expect(result.links.map { $0.swiftCode?.setsUnderlineStyle } == [true, false])
        #expect(
            result.findings.map(brief) == [
                "10:48 inline-only-destination",
                "16:48 attributed-link-needs-underline", "16:48 generic-link-text", "16:48 inline-only-destination",
            ])
        #expect(result.findings[1].message.contains("sets .inlineLink but no .underlineStyle"))
    }

    /// A key's Markdown links are judged by every call site that shows it, matched by key and table.
    @Test func keysJoinedToTheirCallSites() {
        let result = audit(["key-call-sites"])
        #expect(result.errors.isEmpty)
        let underline = result.findings.filter { $0.rule == "markdown-link-needs-underline" }
        #expect(
            underline.map { "\($0.file) \($0.key ?? "")" } == [
                "key-call-sites/en.lproj/Legal.strings footer.guidelines",
                "key-call-sites/en.lproj/Localizable.strings footer.terms",
                "key-call-sites/en.lproj/Localizable.strings footer.privacy",
                "key-call-sites/en.lproj/Localizable.strings footer.help",
            ])
        let terms = underline[1].message
        #expect(
            terms
                == "Markdown link \"terms\" is underlined by .underline() together with the other words of its Text, so it is still told apart by color alone"
        )
        #expect(!terms.contains("cannot be underlined"))
        #expect(underline[2].message.contains("is drawn by color only in SwiftUI: Markdown"))
        let codes = Dictionary(result.links.compactMap { link in link.appCopy.map { ($0.table + " " + $0.key, link.swiftCode) } }) { a, _ in
            a
        }
        #expect(codes["key-call-sites/en.lproj/Localizable.strings footer.guidelines"] == SwiftLinkCode(textUnderline: .linksOnly))
        #expect(codes["key-call-sites/en.lproj/Legal.strings legal.cookies"] == SwiftLinkCode(textUnderline: .linksOnly))
        #expect(codes["key-call-sites/en.lproj/Legal.strings legal.refunds"] == SwiftLinkCode(setsUnderlineStyle: true))
        #expect(codes["key-call-sites/en.lproj/Localizable.strings footer.help"] == .some(nil))
    }
}
