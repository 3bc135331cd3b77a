import LinkAuditModel
import LinkAuditRules

/// `unused-suppression`'s safe fix (issue 26): the edit that removes from a suppression comment the
/// rule ids that silence nothing, or the whole comment when it would name no rule left.
///
/// Only where removing cannot change what the file shows or what the run reports:
/// - never a misspelled id (it gets a suggestion), nor the id of a rule turned off for the run
///   (its findings are not known), nor `unused-suppression` itself;
/// - a comment that names no rule is removed only when every rule runs;
/// - never in a run that sees part of the findings (`--baseline`, `--changed-since`: cleared by
///   ``Settlement/narrow(_:by:)``);
/// - a comment alone on its lines goes with them; a Markdown comment between two lines of text
///   gets no edit (its line may part two blocks, and a blank line there could loosen a list);
/// - never a String Catalog or XLIFF translator comment's line (no ``SuppressionCommentPlace``).
enum SuppressionEdits {
    /// The edit for `directive` whose `idle` ids (known rules that run) silenced nothing.
    /// - Parameters:
    ///   - allRulesRun: whether every rule of the catalog runs in this configuration.
    ///   - format: the format of the directive's file.
    static func edit(
        removing idle: Set<RuleID>, from directive: SuppressionDirective, allRulesRun: Bool, format: DocumentFormat?
    ) -> TextReplacement? {
        guard let place = directive.comment, let format else { return nil }
        if directive.rules.isEmpty || directive.rules.allSatisfy(idle.contains) {
            guard !directive.rules.isEmpty || allRulesRun else { return nil }
            return removal(of: directive, place: place, format: format)
        }
        guard !idle.isEmpty, let source = rewritten(place, removing: idle, kind: directive.kind) else { return nil }
        return TextReplacement(
            line: directive.position.line, startColumn: directive.position.utf8Column, endLine: place.end.line,
            endColumn: place.end.utf8Column, text: source, isSafe: true)
    }

    /// The edit that removes the comment: with its lines when it is alone on them, else with the
    /// spaces before it (or, at the start of a line, after it).
    static func removal(of directive: SuppressionDirective, place: SuppressionCommentPlace, format: DocumentFormat) -> TextReplacement? {
        let start = directive.position
        if place.startsLine && place.endsLine {
            guard format != .markdown || !place.textOnBothSides else { return nil }
            return TextReplacement(line: start.line, startColumn: 1, endLine: place.end.line + 1, endColumn: 1, text: "", isSafe: true)
        }
        if !place.startsLine, place.spacesBefore > 0 {
            return TextReplacement(
                line: start.line, startColumn: start.utf8Column - place.spacesBefore, endLine: place.end.line,
                endColumn: place.end.utf8Column, text: "", isSafe: true)
        }
        return TextReplacement(
            line: start.line, startColumn: start.utf8Column, endLine: place.end.line, endColumn: place.end.utf8Column + place.spacesAfter,
            text: "", isSafe: true)
    }

    /// The comment's source with `idle` ids taken out of its list of rule ids; its delimiters, its
    /// form, its reason (`-- …`) and the white space around the list kept. Ids stay separated as
    /// they were: by commas when the list held one, else by spaces.
    static func rewritten(_ place: SuppressionCommentPlace, removing idle: Set<RuleID>, kind: SuppressionDirective.Kind) -> String? {
        let bytes = Array(place.source.utf8)
        let form = Array((SuppressionDirective.marker + kind.rawValue).utf8)
        guard let formStart = bytes.firstRange(of: form)?.lowerBound else { return nil }
        let listStart = formStart + form.count
        let bodyEnd = bytes.count - place.closingLength
        guard listStart <= bodyEnd else { return nil }
        let listEnd = bytes[listStart..<bodyEnd].firstRange(of: Array("--".utf8))?.lowerBound ?? bodyEnd
        let list = bytes[listStart..<listEnd]
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let leading = list.prefix(while: isSpace)
        let trailing = list.reversed().prefix(while: isSpace).reversed()
        let ids = list.split { isSpace($0) || $0 == UInt8(ascii: ",") }.map { String(decoding: $0, as: UTF8.self) }
        let kept = ids.filter { !idle.contains(RuleID($0)) }
        guard !kept.isEmpty, kept.count < ids.count else { return nil }
        let separator = list.contains(UInt8(ascii: ",")) ? ", " : " "
        let newList = Array(leading.isEmpty ? [0x20] : leading) + Array(kept.joined(separator: separator).utf8) + Array(trailing)
        return String(decoding: bytes[..<listStart] + newList + bytes[listEnd...], as: UTF8.self)
    }
}
