internal import SwiftSyntax

/// The values of expressions the extractor compares and reads.
extension ExprSyntax {
    /// The string literal this expression is, when it is one.
    var stringLiteral: StringLiteralExprSyntax? { self.as(StringLiteralExprSyntax.self) }

    /// The expression without a trailing `!` or `?`.
    var unwrapped: ExprSyntax {
        var expression = self
        while true {
            if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else {
                return expression
            }
        }
    }

    /// The source text with all whitespace dropped (comments inside are kept), to compare expressions.
    ///
    /// Read from the node's own bytes, without building its trimmed copy: the text between its
    /// leading and trailing trivia, ASCII whitespace dropped; text with other characters goes through
    /// `Character.isWhitespace` (a no-break space, U+2028 are dropped too).
    var compactText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        var kept: [UInt8] = []
        kept.reserveCapacity(end - start)
        for byte in bytes[start..<end] {
            guard byte < 0x80 else { return String(decoding: bytes[start..<end], as: UTF8.self).filter { !$0.isWhitespace } }
            if byte != 0x20 && !(0x09...0x0D).contains(byte) { kept.append(byte) }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
