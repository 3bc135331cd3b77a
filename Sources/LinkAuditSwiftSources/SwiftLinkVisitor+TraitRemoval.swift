import LinkAuditModel
internal import SwiftSyntax

/// `link-button-trait`'s safe fix (issue 26): the edit that ends a SwiftUI `Link`'s modifier chain
/// with `.accessibilityRemoveTraits(.isButton)`, laid out as the chain is.
extension SwiftLinkVisitor {
    /// The modifier the edit adds.
    static let buttonTraitRemover = ".accessibilityRemoveTraits(.isButton)"

    /// The edit that adds ``buttonTraitRemover`` after the last modifier of `node`'s chain (after
    /// the `Link` itself when it has none), before any comment that ends the line:
    /// - a chain whose last modifier starts its own line gets a line of its own, indented as that
    ///   modifier;
    /// - a `Link` without modifiers that starts its line gets a line of its own, indented as the
    ///   `Link` when it ends on a later line (a label closure's `}`), else one level deeper (a tab
    ///   when the `Link` is indented by tabs, else four spaces);
    /// - otherwise (`.overlay(Link(…))`, `return Link(…)`, `Link(…).underline()`) it follows the
    ///   chain on its line.
    ///
    /// The line break is the file's (`\r\n` when the `Link`'s own line ends so). `nil` when the
    /// chain holds a syntax error, or goes on through `#if` (the modifier would land in one branch).
    func buttonTraitRemoval(_ node: FunctionCallExprSyntax) -> TextReplacement? {
        let chain = Self.modifierChain(of: node)
        let last = chain.last?.1 ?? node
        guard !last.hasError, Syntax(last).parent?.is(PostfixIfConfigExprSyntax.self) != true,
            let linkToken = node.firstToken(viewMode: .sourceAccurate), let endToken = last.lastToken(viewMode: .sourceAccurate)
        else { return nil }
        let lineBreak = Self.lineBreak(after: endToken) ?? Self.lineBreak(after: linkToken) ?? "\n"
        let insertion = position(last.endPositionBeforeTrailingTrivia)
        let text: String
        if let period = (last.calledExpression.as(MemberAccessExprSyntax.self)?.period).flatMap({ chain.isEmpty ? nil : $0 }) {
            text = Self.indentation(before: period).map { lineBreak + $0 + Self.buttonTraitRemover } ?? Self.buttonTraitRemover
        } else if let indentation = Self.indentation(before: linkToken) {
            let endsLater = position(node.endPositionBeforeTrailingTrivia).line > position(node.positionAfterSkippingLeadingTrivia).line
            let deeper = indentation + (indentation.hasPrefix("\t") ? "\t" : "    ")
            text = lineBreak + (endsLater ? indentation : deeper) + Self.buttonTraitRemover
        } else {
            text = Self.buttonTraitRemover
        }
        return TextReplacement(
            line: insertion.line, startColumn: insertion.utf8Column, endColumn: insertion.utf8Column, text: text, isSafe: true)
    }

    /// The spaces and tabs before `token` on its line, when nothing else stands before it there:
    /// its leading trivia ends with a line break and then white space alone.
    static func indentation(before token: TokenSyntax) -> String? {
        var indentation = ""
        for piece in token.leadingTrivia.pieces.reversed() {
            switch piece {
            case .spaces(let count): indentation = String(repeating: " ", count: count) + indentation
            case .tabs(let count): indentation = String(repeating: "\t", count: count) + indentation
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: return indentation
            default: return nil
            }
        }
        // The file's first line: nothing stands before the token only when no token does.
        return token.previousToken(viewMode: .sourceAccurate) == nil ? indentation : nil
    }

    /// The line break that ends the line of `token`, when the trivia after it (or before the next
    /// token) holds one.
    static func lineBreak(after token: TokenSyntax) -> String? {
        let pieces = Array(token.trailingTrivia.pieces) + Array(token.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.pieces ?? [])
        for piece in pieces {
            switch piece {
            case .carriageReturnLineFeeds: return "\r\n"
            case .newlines: return "\n"
            case .carriageReturns: return "\r"
            default: continue
            }
        }
        return nil
    }
}
