internal import SwiftSyntax

/// The values of expressions the extractor compares and reads.
extension ExprSyntax {
    /// The string literal this expression is, when it is one.
    var stringLiteral: StringLiteralExprSyntax? { self.as(StringLiteralExprSyntax.self) }

    /// The expression without a trailing `!` or `?`.
    var unwrapped: ExprSyntax {
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.unwrapped }
        if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.unwrapped }
        return self
    }

    /// The source text with all whitespace and comments dropped, to compare expressions.
    var compactText: String { trimmedDescription.filter { !$0.isWhitespace } }
}
