import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// The source edit that applies a title suggestion (``FixSuggestions``): the exact bytes of a
/// link's visible text, located when the link was extracted (``LinkTextPlace``), replaced by the
/// title. SARIF carries it as the result's `fixes` (issue 14, item 8). No file is read here.
///
/// The title must be writable there as it is: in HTML `&`, `<` and `>` become entities, and on a
/// page of ASCII bytes alone (which may declare any charset) what is not ASCII becomes character
/// references; in Markdown a title holding a character that could start markup (`*`, `_`, `[`,
/// `` ` ``, `<`, an entity, a URL an autolinker would link, template braces) gets none.
///
/// In a string table's value (issue 26) the text is then quoted as the table's strings are: a
/// backslash before `"` and `\` in `.strings` and String Catalog values, `&`, `<` and `>` as
/// entities in XML text, and nothing in a CDATA section (which cannot hold `]]>`). Which value of a
/// table may be edited (the source language's only) is ``TranslationFollowUps``' to say.
///
/// Swift sources get none: the suggestion is still in the finding's fix.
enum FixReplacements {
    /// The edit that writes `title` at `place`, the visible text of a link, or `nil`.
    static func replacement(at place: LinkTextPlace, by title: String) -> TextReplacement? {
        let inserted: String?
        switch place.markup {
        case .markdown: inserted = markdownSafe(title) ? title : nil
        case .html: inserted = htmlEscaped(title)
        case .asciiHTML: inserted = htmlEscaped(title).map(asciiReferences)
        }
        return inserted.flatMap { quoted($0, place.quoting) }.map {
            TextReplacement(line: place.line, startColumn: place.startColumn, endColumn: place.endColumn, text: $0)
        }
    }

    /// The edit that writes `text` right after the visible text at `place` (inside the link),
    /// escaped as ``replacement(at:by:)`` escapes a title; `nil` when it cannot be written there.
    static func insertion(after place: LinkTextPlace, text: String) -> TextReplacement? {
        let inserted: String?
        switch place.markup {
        case .markdown: inserted = markdownSafe(text.trimmingCharacters(in: .whitespaces)) ? text : nil
        case .html: inserted = htmlEscaped(text)
        case .asciiHTML: inserted = htmlEscaped(text).map(asciiReferences)
        }
        return inserted.flatMap { quoted($0, place.quoting) }.map {
            TextReplacement(line: place.line, startColumn: place.endColumn, endColumn: place.endColumn, text: $0)
        }
    }

    /// `text`, already written as markup, as a string table's string syntax wants it; `nil` when
    /// it cannot stand there: `]]>` in a CDATA section, and `%` in any table, where a value may
    /// be a format string (`%@` would read an argument no caller passes; found in review).
    static func quoted(_ text: String, _ quoting: LinkTextPlace.Quoting) -> String? {
        if quoting != .none, text.contains("%") { return nil }
        switch quoting {
        case .none: return text
        case .stringsLiteral, .jsonString:
            return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        case .xmlText:
            return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        case .xmlCDATA: return text.contains("]]>") ? nil : text
        }
    }

    /// Whether `title` reads as itself inside Markdown link text in every dialect linkaudit reads:
    /// no character that could start markup, an entity, an emoji code or an autolink.
    static func markdownSafe(_ title: String) -> Bool {
        guard !title.isEmpty, !hasInvisibles(title), title == title.trimmingCharacters(in: .whitespaces) else { return false }
        let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "{", "}", "|", "~", "$", "^", "@"]
        guard !title.contains(where: markup.contains) else { return false }
        let lowered = title.lowercased()
        if lowered.contains("://") || lowered.contains("www.") { return false }
        // An entity (`&amp;`, `&#38;`) or an emoji code (`:smile:`) would be read, not shown.
        return [#"&#?[a-z0-9]+;"#, #":[a-z0-9_+-]+:"#].allSatisfy { lowered.range(of: $0, options: .regularExpression) == nil }
    }

    /// `title` as HTML text: `&`, `<` and `>` as entities; `nil` when it holds an invisible
    /// character or template braces.
    static func htmlEscaped(_ title: String) -> String? {
        guard !title.isEmpty, !hasInvisibles(title), !title.contains("{{"), !title.contains("{%") else { return nil }
        return title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `text` with every character beyond ASCII as a hexadecimal character reference (`&#xFC;`),
    /// which means the same character in every charset a page may declare.
    static func asciiReferences(_ text: String) -> String {
        text.unicodeScalars.map { $0.isASCII ? String($0) : "&#x" + String($0.value, radix: 16, uppercase: true) + ";" }.joined()
    }

    /// Whether `title` holds a control or format character (a bidi override, a zero-width space) or
    /// a line or paragraph separator: an edit that writes one would hide what it writes.
    static func hasInvisibles(_ title: String) -> Bool {
        title.unicodeScalars.contains {
            [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }
    }
}
