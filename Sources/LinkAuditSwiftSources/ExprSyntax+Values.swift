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

    /// The source text with the whitespace between tokens dropped (comments inside are kept), to
    /// compare and show expressions: `LocalizedStringKey("Key title")`, never `…("Keytitle")`.
    ///
    /// Read from the node's own bytes, without building its trimmed copy: the text between its
    /// leading and trailing trivia, ASCII whitespace dropped outside string literals (a `"` not
    /// escaped by a backslash opens or closes one; an interpolation's own literals count alike);
    /// text with other characters goes through `Character.isWhitespace` (a no-break space, U+2028
    /// are dropped too).
    var compactText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        var kept: [UInt8] = []
        kept.reserveCapacity(end - start)
        var inLiteral = false
        var escaped = false
        for byte in bytes[start..<end] {
            guard byte < 0x80 else { return Self.compact(String(decoding: bytes[start..<end], as: UTF8.self)) }
            if inLiteral || (byte != 0x20 && !(0x09...0x0D).contains(byte)) { kept.append(byte) }
            if byte == UInt8(ascii: "\\") {
                escaped.toggle()
                continue
            }
            if byte == UInt8(ascii: "\"") && !escaped { inLiteral.toggle() }
            escaped = false
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// ``compactText`` of text beyond ASCII, by `Character`.
    private static func compact(_ text: String) -> String {
        var kept = ""
        var inLiteral = false
        var escaped = false
        for character in text {
            if inLiteral || !character.isWhitespace { kept.append(character) }
            if character == "\\" {
                escaped.toggle()
                continue
            }
            if character == "\"" && !escaped { inLiteral.toggle() }
            escaped = false
        }
        return kept
    }
}
