internal import SwiftSyntax

/// The UIKit controls of a file given the link trait while they keep the button trait, which
/// VoiceOver announces "Button, Link" (`link-button-trait`; issue 23, section 3): by the receiver as
/// written without `self.` (`helpButton`), the place that adds the trait.
///
/// - `R.accessibilityTraits = [.button, .link]` (both in the value, any spelling:
///   `UIAccessibilityTraits.button.union(.link)`);
/// - `R.accessibilityTraits.insert(.link)`, `formUnion(.link)`, `update(with: .link)`, or
///   `R.accessibilityTraits = R.accessibilityTraits.union(.link)`, when `R` is a button (its name
///   says so: `helpButton`), which has the button trait already.
///
/// `R.accessibilityTraits = .link` replaces the button trait: no finding.
enum ButtonLinkTraits {
    static func find(in tree: SourceFileSyntax, calls: [FunctionCallExprSyntax]) -> [String: AbsolutePosition] {
        var found: [String: AbsolutePosition] = [:]
        func isButton(_ receiver: String) -> Bool { receiver.range(of: "button", options: .caseInsensitive) != nil }
        for sequence in SwiftLinkVisitor.sequences(in: Syntax(tree)) {
            guard let (member, value) = Assignment.memberAssignment(sequence), member.declName.baseName.text == "accessibilityTraits",
                let base = member.base
            else { continue }
            let receiver = SwiftLinkVisitor.withoutSelf(base.compactText)
            let written = value.compactText
            guard written.contains(".link") else { continue }
            if written.contains(".button") || (written.contains("accessibilityTraits") && isButton(receiver)) {
                found[receiver] = sequence.positionAfterSkippingLeadingTrivia
            }
        }
        for call in calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["insert", "formUnion", "update"].contains(member.declName.baseName.text),
                let traits = member.base?.as(MemberAccessExprSyntax.self), traits.declName.baseName.text == "accessibilityTraits",
                let base = traits.base, call.arguments.contains(where: { $0.expression.compactText.hasSuffix(".link") })
            else { continue }
            let receiver = SwiftLinkVisitor.withoutSelf(base.compactText)
            if isButton(receiver) { found[receiver] = call.positionAfterSkippingLeadingTrivia }
        }
        return found
    }
}
