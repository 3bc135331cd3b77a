internal import SwiftSyntax

/// An assignment to an attribute of an `AttributedString` slice: `base[index].attribute = value`.
///
/// Read from the sequence expression SwiftParser makes of an assignment, before operator folding.
struct Assignment {
    /// The whole assignment, whose span a link found in it takes.
    var node: SequenceExprSyntax
    /// The subscripted value, without whitespace (`text`, `self.text`).
    var base: String
    /// The subscript's first argument: a range, or a name bound to one.
    var index: ExprSyntax
    /// The attribute set: `link`, `underlineStyle`, ….
    var attribute: String
    /// The assigned value.
    var value: ExprSyntax
    /// `base[index]` without whitespace, to match assignments to the same range.
    var target: String

    /// Reads `base[index].attribute = value`; `nil` for any other expression.
    init?(_ node: SequenceExprSyntax) {
        guard let (member, value) = Self.memberAssignment(node),
            let subscriptCall = member.base?.as(SubscriptCallExprSyntax.self),
            let index = subscriptCall.arguments.first?.expression
        else { return nil }
        self.node = node
        self.base = subscriptCall.calledExpression.compactText
        self.index = index
        self.attribute = member.declName.baseName.text
        self.value = value
        self.target = ExprSyntax(subscriptCall).compactText
    }

    /// `something.attribute = value`: the member access on the left and the value.
    static func memberAssignment(_ node: SequenceExprSyntax) -> (MemberAccessExprSyntax, ExprSyntax)? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self)
        else { return nil }
        return (member, elements[2])
    }
}

/// An assignment to an attribute of a whole value: `name.attribute = value`.
struct WholeAssignment {
    /// The whole assignment, whose span a link found in it takes.
    var node: SequenceExprSyntax
    /// The name whose attribute is set: an `AttributedString` or an `AttributeContainer`.
    var base: String
    /// The attribute set: `link`, `underlineStyle`, ….
    var attribute: String
    /// The assigned value.
    var value: ExprSyntax

    /// Reads `name.attribute = value` on a plain name; `nil` for any other expression.
    init?(_ node: SequenceExprSyntax) {
        guard let (member, value) = Assignment.memberAssignment(node),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        self.node = node
        self.base = base.baseName.text
        self.attribute = member.declName.baseName.text
        self.value = value
    }
}
