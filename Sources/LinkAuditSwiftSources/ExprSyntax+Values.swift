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
    var compactText: String {
        let text = trimmedDescription
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            // Other whitespace (a no-break space, U+2028) is dropped too: `Character.isWhitespace`.
            guard byte < 0x80 else { return text.filter { !$0.isWhitespace } }
            if byte != 0x20 && !(0x09...0x0D).contains(byte) { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
