import Foundation
import LinkAuditModel

/// Finds bracket markup in one block that cmark did not make a link but that its author meant as
/// one, every shape writers and translators break a link into:
///
/// - a raw space in the destination, `[text](https://example.com/a b)`;
/// - spaces, one punctuation mark or one to three words between `]` and `(`: `[text] (url)`,
///   `[text].(url)`, `[text] as published (url)`;
/// - an unclosed `(`, `[text](url`, or an unclosed `[`, `[text(url)`;
/// - a full or collapsed reference whose label has no definition, `[text][label]`, `[text][]`;
/// - fullwidth or CJK brackets, `［text］（url）`, `【text】(url)`;
/// - an image reference whose label has no definition, `![alt][label]`, also inside a link's text,
///   where cmark leaves the markup as text: the link is named without it (issue 24).
///
/// Each is reported at its `[` (source: the `broken-markup-variants` and `undefined-references`
/// bug reports). A parenthesized part must look like a destination, and after words like a URL, so
/// prose such as `[sic] (see below)` stays quiet. Shortcut references without a definition are never
/// reported (`[x]`, `[1]`, bracketed prose look the same), nor is a reference whose text or label
/// holds no letter, that follows a letter or digit (`matrix[i][j]`), or whose label names code
/// (`[Client][pkg.client.Client]`, resolved by documentation tools).
struct BrokenLinkMarkup {
    /// One piece of failed markup: the problem and the bytes of the block a bare-URL autolink in
    /// it stands in (the URL inside the parentheses), whose own advice the problem replaces.
    struct Found {
        var kind: MarkupProblem.Kind
        var message: String
        /// Offset of the `[` (or look-alike bracket) in the block's bytes.
        var start: Int
        /// The destination a bare-URL autolink may have been made from; `nil` when a link found
        /// there keeps its own findings (the part of a destination before a raw space).
        var supersedes: Range<Int>?
        /// Markup cmark left as text that a link's name must not hold: an undefined image reference.
        var literal: Range<Int>? = nil
    }

    /// The failed markup of one block, in order.
    /// - Parameters:
    ///   - scanner: the block's link markup.
    ///   - used: the candidates cmark made links of.
    ///   - original: the block's bytes as written.
    ///   - definitions: the text's reference definitions.
    ///   - footnotes: the footnote labels the text defines, folded; `nil` where footnotes are not read (app copy).
    static func find(
        scanner: MarkdownSourceScanner, used: Set<Int>, original: [UInt8], definitions: ReferenceDefinitions,
        footnotes: Set<String>? = nil
    ) -> [Found] {
        var found: [Found] = []
        // Used candidates do not overlap one another (links do not nest): a sweep finds the one
        // that may contain each unused candidate.
        let usedRanges = used.map { scanner.candidates[$0].start...scanner.candidates[$0].end }.sorted { $0.lowerBound < $1.lowerBound }
        var sweep = 0
        var reportedEnd = -1
        for (index, candidate) in scanner.candidates.enumerated() where !used.contains(index) && !candidate.isImage {
            while sweep < usedRanges.count, usedRanges[sweep].upperBound < candidate.start { sweep += 1 }
            if sweep < usedRanges.count, usedRanges[sweep].contains(candidate.start) { continue }
            if candidate.start <= reportedEnd { continue }
            guard let problem = problem(candidate, original: original, definitions: definitions, footnotes: footnotes) else { continue }
            found.append(problem)
            reportedEnd = candidate.end
        }
        for candidate in scanner.candidates where candidate.isImage {
            guard candidate.kind == .fullReference || candidate.kind == .collapsedReference else { continue }
            let label = text(original, candidate.labelRange ?? candidate.textRange)
            guard !definitions.defines(label), hasLetter(label), !label.hasPrefix("^"), !namesCode(label) else { continue }
            found.append(
                Found(
                    kind: .undefinedReference,
                    message: "no reference definition for the image label `\(shortened(label))`, so no image is shown and "
                        + "its markup is read as text; add a definition `[\(shortened(label))]: url`",
                    start: candidate.start, supersedes: nil, literal: candidate.start..<(candidate.end + 1)))
        }
        for unclosed in scanner.unclosedBrackets
        where looksLikeDestination(text(original, judged(unclosed.destination)))
            && mayBeLinkText(text(original, (unclosed.start + 1)..<(unclosed.destination.lowerBound - 1)))
            && !usedRanges.contains(where: { $0.contains(unclosed.start) })
        {
            found.append(
                Found(
                    kind: .unclosedBracket,
                    message: "the link's `[` is never closed, so this is not a link; add `]` before `(`",
                    start: unclosed.start, supersedes: unclosed.destination))
        }
        for fullwidth in scanner.fullwidthLinks {
            found.append(
                Found(
                    kind: .fullwidthBrackets,
                    message: "fullwidth or CJK brackets (`［…］（…）`, `【…】(…)`) are not link syntax; use ASCII `[…](…)`",
                    start: fullwidth.start, supersedes: nil))
        }
        return found.sorted { $0.start < $1.start }
    }

    /// The bytes of a failed destination that are judged: its first ``judgedDestinationLength``.
    /// A destination CommonMark rejected may run to the end of a long line, and every `](` on that
    /// line starts another one: reading each whole made 20,000 `[x](` on one line quadratic.
    private static func judged(_ range: Range<Int>) -> Range<Int> {
        range.lowerBound..<min(range.upperBound, range.lowerBound + judgedDestinationLength)
    }

    /// How many bytes of a failed destination tell whether it was meant as one (a URL, a path).
    static let judgedDestinationLength = 1_024

    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The problem with one bracket candidate cmark did not make a link, if it was meant as one.
    private static func problem(
        _ candidate: MarkdownSourceScanner.Candidate, original: [UInt8], definitions: ReferenceDefinitions, footnotes: Set<String>?
    ) -> Found? {
        let destination = candidate.destinationRange.map { text(original, judged($0)) } ?? ""
        switch candidate.kind {
        case .shortcutReference where candidate.gapBeforeParenthesis == nil:
            return undefinedFootnote(candidate, original: original, footnotes: footnotes)
        case .inline where candidate.destinationHasSpace && looksLikeDestination(destination):
            return Found(
                kind: .spaceInDestination, message: "destination contains a space; use `<...>` or `%20`",
                start: candidate.start, supersedes: nil)
        case .inline where candidate.isUnclosed && looksLikeDestination(destination):
            return Found(
                kind: .unclosedDestination,
                message: "the link's `(` is never closed, so this is not a link; add `)` after the destination",
                start: candidate.start, supersedes: candidate.destinationRange)
        case .shortcutReference:
            guard let gap = candidate.gapBeforeParenthesis, looksLikeDestination(destination),
                mayBeLinkText(text(original, candidate.textRange))
            else { return nil }
            switch gap {
            case .spaces:
                return Found(
                    kind: .spaceBeforeDestination, message: "a space between `]` and `(` keeps this from being a link; remove it",
                    start: candidate.start, supersedes: candidate.destinationRange)
            case .punctuation:
                guard !destination.trimmingCharacters(in: .whitespaces).contains(" ") else { return nil }
                return Found(
                    kind: .textBeforeDestination,
                    message: "a punctuation mark between `]` and `(` keeps this from being a link; remove it",
                    start: candidate.start, supersedes: candidate.destinationRange)
            case .words:
                guard looksLikeURL(destination) else { return nil }
                return Found(
                    kind: .textBeforeDestination,
                    message: "words between `]` and `(` keep this from being a link; move them out of the link, after `)`",
                    start: candidate.start, supersedes: candidate.destinationRange)
            }
        case .fullReference, .collapsedReference:
            let label = text(original, candidate.labelRange ?? candidate.textRange)
            let linkText = text(original, candidate.textRange)
            guard !definitions.defines(label), hasLetter(label), hasLetter(linkText), !label.hasPrefix("^"),
                !namesCode(label), candidate.start == 0 || !isWordByte(original[candidate.start - 1])
            else { return nil }
            var message = "no reference definition for the label `\(shortened(label))`, so this is not a link"
            if let near = definitions.nearMiss(for: label) {
                message += "; did you mean `\(shortened(near))`?"
            } else {
                message += "; add a definition `[\(shortened(label))]: url`"
            }
            return Found(kind: .undefinedReference, message: message, start: candidate.start, supersedes: nil)
        default:
            return nil
        }
    }

    /// `text[^note]` where no `[^note]:` defines the footnote: cmark shows the brackets as text. Only
    /// where the page uses footnotes (it defines one) or the label is a number (`[^3]`): `[^a-z]` in
    /// prose is more often a character class than a footnote.
    private static func undefinedFootnote(
        _ candidate: MarkdownSourceScanner.Candidate, original: [UInt8], footnotes: Set<String>?
    ) -> Found? {
        let label = text(original, candidate.textRange)
        guard let footnotes, label.hasPrefix("^"), label.count > 1 else { return nil }
        let name = String(label.dropFirst())
        // `[^a-z]`, `[^\\s]`: a character class, not a footnote.
        let isCharacterClass = name.contains("\\") || (name.count == 3 && name.dropFirst().first == "-")
        guard !name.contains(where: \.isWhitespace), !isCharacterClass, !footnotes.contains(Footnotes.fold(name)),
            !footnotes.isEmpty || name.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Found(
            kind: .undefinedReference,
            message: "no footnote `[^\(shortened(name))]: …` defines this reference, so it is shown as text; add the footnote",
            start: candidate.start, supersedes: nil)
    }

    /// Whether a label names code rather than a definition: an identifier path that a documentation
    /// tool resolves (mkdocs-autorefs `[Client][pkg.client.Client]`, `[Link][Trends::Link]`,
    /// `` [`run`][] ``), written without spaces.
    private static func namesCode(_ label: String) -> Bool {
        guard !label.contains(where: \.isWhitespace) else { return false }
        return label.contains(".") || label.contains("::") || label.contains("/") || label.contains("`") || label.contains("(")
    }

    private static func shortened(_ label: String) -> String {
        let collapsed = label.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return collapsed.count > 60 ? String(collapsed.prefix(57)) + "…" : collapsed
    }

    /// Whether bracketed text could be a link's text rather than a citation (`[1]`) or a task box
    /// (`[x]`): a letter, and more than one character.
    private static func mayBeLinkText(_ text: String) -> Bool {
        hasLetter(text) && text.trimmingCharacters(in: .whitespaces).count > 1
    }

    private static func hasLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether the text is an absolute URL alone: a scheme and `://`, `www.` or `mailto:`, no spaces.
    static func looksLikeURL(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty, !trimmed.contains(" ") else { return false }
        return trimmed.contains("://") || trimmed.hasPrefix("www.") || trimmed.hasPrefix("mailto:")
    }

    /// Whether the text inside failed link markup looks like a destination (a scheme, a path,
    /// an anchor, a template), so that the brackets were meant as a link.
    static func looksLikeDestination(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        // A scheme, even one a translation tool broke apart ("ddgquicklink: //…").
        let scheme = trimmed.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
        if (2...32).contains(scheme.count), scheme.first?.isLetter == true, trimmed.dropFirst(scheme.count).hasPrefix(":") { return true }
        return trimmed.contains("://") || trimmed.hasPrefix("/") || trimmed.hasPrefix("www.") || trimmed.hasPrefix("mailto:")
            || trimmed.hasPrefix("#") || trimmed.hasPrefix("./") || trimmed.hasPrefix("../") || trimmed.hasPrefix("{{")
            || trimmed.hasSuffix(".md") || trimmed.hasSuffix(".html")
    }
}
