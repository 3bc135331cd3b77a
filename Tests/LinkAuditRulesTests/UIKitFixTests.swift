import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

/// A finding on a link UIKit draws gives UIKit advice: a `UIButton` with the link trait, not
/// SwiftUI's `Link` (issue 8).
@Suite("UIKit fixes")
struct UIKitFixTests {
    func inlineOnly(_ kind: AttributedLinkKind?, computedURL: Bool = false) -> [Finding] {
        var link = Link(
            text: "Terms of Service", name: "Terms of Service", nameSource: .content, destination: "https://example.com/terms",
            syntax: .attributedStringLink, placement: .inline, render: .swiftui, file: "App/TermsViewController.swift",
            span: span(12, 9, 12, 70), scope: .app("apple"))
        link.normalizedDestination = "https://example.com/terms"
        link.swiftCode = SwiftLinkCode(setsUnderlineStyle: true, attributedKind: kind)
        var app = AppTables(links: [link])
        if computedURL {
            app.urlOpeners = [
                URLOpener(
                    kind: .uiControl, file: "App/HelpViewController.swift", position: position(20, 9), title: nil,
                    opener: "UIApplication.shared.open")
            ]
        }
        // The app scope is checked across the run; its document check finds nothing.
        #expect(InlineOnlyDestinationRule().check(Scope(app: app, problems: []), languages: LanguageLists()).isEmpty)
        return InlineOnlyDestinationRule().check(RunTables(site: SiteIndex(), app: app), languages: LanguageLists())
    }

    @Test(arguments: [AttributedLinkKind.nsAttributedString, .inlineLink])
    func uiKitLinkGetsUIKitAdvice(_ kind: AttributedLinkKind) {
        #expect(Link.isDrawnByUIKit(kind))
        #expect(
            inlineOnly(kind).map(\.fix) == [
                "add a standalone control that opens the same URL on the screen, e.g. a UIButton with "
                    + "accessibilityTraits = .link (or list the URL in standaloneDestinations)"
            ])
        #expect(
            inlineOnly(kind, computedURL: true).map(\.fix) == [
                "check that one of them opens https://example.com/terms; if none does, add a standalone control that opens it, "
                    + "e.g. a UIButton with accessibilityTraits = .link"
            ])
    }

    @Test func swiftUILinkKeepsSwiftUIAdvice() {
        #expect(!Link.isDrawnByUIKit(nil))
        #expect(
            inlineOnly(nil).map(\.fix) == [
                "add a standalone SwiftUI Link to the same URL in the app (or list it in standaloneDestinations)"
            ])
        #expect(
            inlineOnly(nil, computedURL: true).map(\.fix) == [
                "check that one of them opens https://example.com/terms; if none does, add a standalone SwiftUI Link to it"
            ])
    }
}

extension Link {
    /// `isDrawnByUIKit` of a Swift link whose run was made by `kind`.
    fileprivate static func isDrawnByUIKit(_ kind: AttributedLinkKind?) -> Bool {
        var link = Link(
            text: "a", name: "a", nameSource: .content, destination: "/", syntax: .attributedStringLink, placement: .inline,
            render: .swiftui, file: "a.swift", span: nil, scope: .app("apple"))
        link.swiftCode = SwiftLinkCode(attributedKind: kind)
        return link.isDrawnByUIKit
    }
}
