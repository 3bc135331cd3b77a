import LinkAuditExtractors
import LinkAuditModel
internal import SwiftSyntax

/// Reads the in-place suppressions of a Swift file: `// linkaudit-…` and `/* linkaudit-… */`
/// comments in the trivia of any token, on a line of their own or after code
/// (`Link("Here", destination: url) // linkaudit-disable-line generic-link-text`).
///
/// Documentation comments (`///`, `/** */`) are documentation, not directives, and a directive's
/// words inside a string literal are text. To keep the cost low in large files, the bytes are
/// searched for `linkaudit-` first; only where it occurs is the token there asked for its trivia.
enum SwiftSuppressionComments {
    /// The directives of the file, in source order.
    /// - Parameters:
    ///   - text: the bytes the tree was parsed from (UTF-8 without BOM).
    ///   - tree: the parsed file.
    ///   - lineIndex: the line index of `text`.
    /// - Returns: each directive positioned where its comment starts (1-based line, 1-based UTF-8
    ///   byte column), its `endLine` the line of the comment's last byte.
    static func directives(text: [UInt8], tree: SourceFileSyntax, lineIndex: LineIndex) -> [SuppressionDirective] {
        var directives: [SuppressionDirective] = []
        var lastComment = -1
        for offset in occurrences(of: Array(SuppressionDirective.marker.utf8), in: text) where offset > lastComment {
            guard let comment = comment(containing: offset, in: tree) else { continue }
            lastComment = comment.lastByte
            if let directive = comment.directive(in: text, lineIndex: lineIndex) { directives.append(directive) }
        }
        return directives
    }

    /// The `//` or `/* */` comment whose text holds the byte at `offset`, or `nil` when that byte is
    /// code, a string literal or a documentation comment.
    static func comment(containing offset: Int, in tree: SourceFileSyntax) -> SourceComment? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        let pieces = [
            (token.position.utf8Offset, token.leadingTrivia),
            (token.endPositionBeforeTrailingTrivia.utf8Offset, token.trailingTrivia),
        ]
        for (start, trivia) in pieces {
            var pieceStart = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                defer { pieceStart += length }
                guard offset >= pieceStart, offset < pieceStart + length else { continue }
                switch piece {
                case .lineComment:
                    return SourceComment(
                        start: pieceStart, lastByte: pieceStart + length - 1, body: (pieceStart + 2)..<(pieceStart + length))
                case .blockComment:
                    let bodyEnd = max(pieceStart + 2, pieceStart + length - 2)
                    return SourceComment(start: pieceStart, lastByte: pieceStart + length - 1, body: (pieceStart + 2)..<bodyEnd)
                default:
                    return nil
                }
            }
        }
        return nil
    }

    /// The 0-based offsets where `needle` starts in `bytes`.
    private static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        var start = 0
        while let offset = ASCII.firstOffset(of: needle, in: bytes, from: start) {
            found.append(offset)
            start = offset + 1
        }
        return found
    }
}
