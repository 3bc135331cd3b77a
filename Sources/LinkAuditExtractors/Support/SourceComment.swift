import LinkAuditModel

/// One comment of a file, located by byte offsets: where an in-place suppression
/// (`SuppressionDirective`) may be written.
///
/// Each extractor finds its format's comments its own way (the `.strings` tokenizer, libxml2 and
/// the source of an XML file, SwiftSyntax trivia); this type turns one into a positioned directive
/// the same way for all of them.
package struct SourceComment: Sendable, Equatable {
    /// 0-based byte offset of the comment's first byte (the `/` of `//` or `/*`, the `<` of `<!--`).
    package var start: Int
    /// 0-based byte offset of the comment's last byte (the `/` of `*/`, the `>` of `-->`, the last
    /// byte before the line end of a `//` comment; the second `/` of an empty `//` comment).
    package var lastByte: Int
    /// 0-based byte range of the text between the delimiters.
    package var body: Range<Int>

    package init(start: Int, lastByte: Int, body: Range<Int>) {
        self.start = start
        self.lastByte = lastByte
        self.body = body
    }

    /// Whether the text, after leading whitespace, starts with `linkaudit-`: a test that allocates
    /// nothing, made before parsing.
    package func mayBeDirective(in bytes: [UInt8]) -> Bool {
        var index = body.lowerBound
        while index < body.upperBound, Self.isSpace(bytes[index]) { index += 1 }
        let marker = SuppressionDirective.marker.utf8
        guard body.upperBound - index >= marker.count else { return false }
        return zip(bytes[index...], marker).allSatisfy { $0 == $1 }
    }

    /// The directive the comment holds, or `nil` for any other comment.
    /// - Parameters:
    ///   - bytes: the file's bytes, which the offsets index.
    ///   - lineIndex: the line index of `bytes`.
    /// - Returns: a directive whose `position` is where the comment starts (1-based line, 1-based
    ///   UTF-8 byte column) and whose `endLine` is the line of the comment's last byte.
    package func directive(in bytes: [UInt8], lineIndex: LineIndex) -> SuppressionDirective? {
        guard mayBeDirective(in: bytes) else { return nil }
        let text = String(decoding: bytes[body], as: UTF8.self)
        return SuppressionDirective.parse(
            comment: text[...], position: lineIndex.position(ofByte: start),
            endLine: lineIndex.position(ofByte: max(lastByte, start)).line)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }
}

extension SuppressionDirective {
    /// The directives of a String Catalog key's translator comment or an XLIFF `<note>`: each line
    /// whose trimmed text starts with `linkaudit-disable` (rules, then an optional `-- reason`)
    /// covers `key` in every locale and variation (kind `.key`); every other line is translator prose.
    /// - Parameters:
    ///   - text: the decoded comment.
    ///   - offsets: `offsets[i]` is the file byte offset of `text`'s UTF-8 byte `i`.
    ///   - lineIndex: the file's line index.
    /// - Returns: the directives, each positioned at its line's first non-blank byte; the comment
    ///   without those lines (`nil` when nothing else is left); and the lines written as another
    ///   form (`linkaudit-disable-next-line`, …), which mean nothing in a translator comment and stay
    ///   prose, for a warning (`misplacedWarning`).
    package static func keyDirectives(
        inComment text: [UInt8], offsets: [Int], key: String, lineIndex: LineIndex
    ) -> (directives: [SuppressionDirective], prose: String?, misplaced: [SuppressionDirective]) {
        var directives: [SuppressionDirective] = []
        var misplaced: [SuppressionDirective] = []
        var prose: [String] = []
        var lineStart = 0
        // Lines split on LF bytes (a CR before it stays with the line and is blank to the parser):
        // as Characters, CR LF would be one grapheme and never equal to "\n".
        while lineStart <= text.count {
            let lineEnd = text[lineStart...].firstIndex(of: 0x0A) ?? text.count
            defer { lineStart = lineEnd + 1 }
            let line = String(decoding: text[lineStart..<lineEnd], as: UTF8.self)
            var first = lineStart
            while first < lineEnd, text[first] == 0x20 || text[first] == 0x09 || text[first] == 0x0D { first += 1 }
            if first < lineEnd, first < offsets.count,
                let found = parse(comment: line[...], position: lineIndex.position(ofByte: offsets[first]))
            {
                if found.kind == .disable {
                    directives.append(
                        SuppressionDirective(kind: .key, rules: found.rules, position: found.position, key: key, reason: found.reason))
                    continue
                }
                misplaced.append(found)
            }
            prose.append(line)
        }
        let string = String(decoding: text, as: UTF8.self)
        guard !directives.isEmpty else { return ([], string.isEmpty ? nil : string, misplaced) }
        let rest = prose.joined(separator: "\n").trimmingWhitespace
        return (directives, rest.isEmpty ? nil : rest, misplaced)
    }

    /// The warning for a directive of another form than `linkaudit-disable` in a translator
    /// comment, located at it: it is read as text, so the finding it was meant for stays.
    package func misplacedWarning(file: String) -> AuditError {
        AuditError(
            file: file, line: position.line, column: position.utf8Column,
            message: "'linkaudit-\(kind.rawValue)' in a translator comment is read as text: "
                + "only 'linkaudit-disable RULE…' applies there, to the comment's key")
    }
}

extension ExtractedDocument {
    /// A message's translator comment (a gettext `# ` comment, an ARB or Docusaurus
    /// `description`), trimmed, `nil` when empty; its `linkaudit-disable` lines become `.key`
    /// directives of the document for `key` and are left out (``SuppressionDirective/keyDirectives(inComment:offsets:key:lineIndex:)``).
    /// - Parameters:
    ///   - text: the decoded comment; `offsets[i]` the file byte offset of its byte `i`.
    mutating func translatorComment(_ text: [UInt8], offsets: [Int], key: String, lineIndex: LineIndex) -> String? {
        var prose: String?
        if text.firstRange(of: SuppressionDirective.marker.utf8) != nil {
            let found = SuppressionDirective.keyDirectives(inComment: text, offsets: offsets, key: key, lineIndex: lineIndex)
            suppressionDirectives += found.directives
            warnings += found.misplaced.map { $0.misplacedWarning(file: file) }
            prose = found.prose?.trimmingWhitespace
        } else {
            prose = String(decoding: text, as: UTF8.self).trimmingWhitespace
        }
        return prose?.isEmpty == false ? prose : nil
    }
}
