import LinkAuditModel
internal import SwiftSyntax

/// An image drawn right next to a Markdown link of a `Text` literal marks the link by more than color
/// (`SwiftLinkCode.symbolCue`; WCAG 1.4.1 accepts any visual cue besides color, technique F73):
/// `Text(Image(systemName: "link")) + Text(" [more info](…)")`, the image after the link, or
/// `Text("\(Image(systemName: "link")) [more info](…)")`. Only spaces may stand between the image and
/// the link: with words between, the image marks the sentence, not the link.
extension SwiftLinkVisitor {
    /// Sets `symbolCue` on the links made from `literal` (from index `first`), the argument of `node`.
    func markSymbolCues(_ node: FunctionCallExprSyntax, literal: StringLiteralExprSyntax, linksFrom first: Int) {
        guard first < links.count else { return }
        let value = SwiftStringLiteral(literal)
        // Each interpolation stands in the value as `%@`, both bytes at the segment's offset.
        var images = Set<Int>()
        for case .expressionSegment(let segment) in literal.segments
        where segment.expressions.count == 1 && Self.isImage(segment.expressions.first?.expression) {
            images.insert(segment.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        let neighbors = Self.concatenatedNeighbors(of: node)
        for index in first..<links.count {
            guard let span = links[index].span, let start = lineIndex.offset(line: span.start.line, utf8Column: span.start.utf8Column),
                let end = lineIndex.offset(line: span.end.line, utf8Column: span.end.utf8Column),
                let startIndex = value.offsets.firstIndex(of: start), let endIndex = value.offsets.lastIndex(of: end)
            else { continue }
            var before = startIndex
            while before > 0, value.bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
            var after = endIndex + 1
            while after < value.bytes.count, value.bytes[after] == UInt8(ascii: " ") { after += 1 }
            let imageBefore =
                before == 0
                ? neighbors.left : before >= 2 && Self.isInterpolation(value, at: before - 2) && images.contains(value.offsets[before - 2])
            let imageAfter =
                after == value.bytes.count
                ? neighbors.right : Self.isInterpolation(value, at: after) && images.contains(value.offsets[after])
            guard imageBefore || imageAfter else { continue }
            if links[index].swiftCode == nil { links[index].swiftCode = SwiftLinkCode() }
            links[index].swiftCode?.symbolCue = true
        }
    }

    /// Whether the bytes at `index` are the `%@` an interpolation stands as.
    private static func isInterpolation(_ value: SwiftStringLiteral, at index: Int) -> Bool {
        index >= 0 && index + 1 < value.bytes.count && value.offsets[index] == value.offsets[index + 1]
    }

    /// `Image(…)`, with or without modifiers (`Image(systemName: "link").foregroundColor(.blue)`).
    private static func isImage(_ expression: ExprSyntax?) -> Bool {
        var current = expression?.unwrapped
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "Image", call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return false
    }

    /// Whether the nearest operands of `+` before and after the `Text` of `node` (with its modifiers)
    /// that are not a `Text` of spaces only (`Text(" ")`, `Text(verbatim: " ")`) are `Text(Image(…))`.
    private static func concatenatedNeighbors(of node: FunctionCallExprSyntax) -> (left: Bool, right: Bool) {
        var operand = Syntax(node)
        while let parent = operand.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == operand.id {
                operand = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == operand.id {
                operand = parent
            } else {
                break
            }
        }
        guard let list = operand.parent?.as(ExprListSyntax.self) else { return (false, false) }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == operand.id }) else { return (false, false) }
        func imageText(step: Int) -> Bool {
            var sign = index + step
            while elements.indices.contains(sign), elements.indices.contains(sign + step),
                elements[sign].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
            {
                guard let argument = textArgument(of: elements[sign + step]) else { return false }
                if isImage(argument) { return true }
                guard let literal = argument.stringLiteral, SwiftStringLiteral(literal).text.allSatisfy({ $0 == " " }) else {
                    return false
                }
                sign += 2 * step
            }
            return false
        }
        return (imageText(step: -1), imageText(step: 1))
    }

    /// The first argument of the `Text` an operand makes, with or without modifiers (`Text(" ")`,
    /// `Text(verbatim: " ")`, `Text(Image(…)).foregroundColor(.blue)`); `nil` for anything else.
    private static func textArgument(of operand: ExprSyntax) -> ExprSyntax? {
        var current: ExprSyntax? = operand
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "Text", call.calledExpression.is(DeclReferenceExprSyntax.self) {
                return call.arguments.count == 1 ? call.arguments.first?.expression : nil
            }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }
}
