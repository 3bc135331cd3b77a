import LinkAuditModel

/// The symbols at the start or end of a link name that a screen reader reads out with the words:
/// an arrow ("Next →", "Docs ↗"), a guillemet or an ASCII arrow standing alone as an arrow
/// ("» More", "Settings ›", "Next >>"), a geometric shape, a dingbat, another symbol or math sign
/// standing alone ("★ Favorites", "∞ Unlimited"), an emoji or a flag ("🎉 What's new").
///
/// Left alone: symbols between words (a menu path "File → Save", "I ♥ NY" carry meaning); guillemets
/// that pair up as quotation marks ("«Bonjour»", "»Titel«"); a math sign, guillemet or ASCII arrow
/// touching a word ("C++", "2×", "x>0"); punctuation and signs that belong to text (`&`, `%`, `$5`,
/// `#`, `°C`, `©`, `®`, `™`); a name without a letter (generic-link-text judges names made only of
/// symbols, and "★ 4.5" is a rating).
///
/// Source: issue 14, item 5; NVDA's English symbol dictionary (`symbols.dic`) for what is spoken.
enum DecorativeSymbol {
    /// The symbols at the edges of `name`, each once, in the order they stand.
    static func edgeSymbols(of name: String) -> [Character] {
        // A name that starts and ends with an ASCII letter or digit has nothing outside its words
        // (most names): answered from its bytes, before its characters are walked or remembered.
        if hasASCIIWordEnds(name.utf8) { return [] }
        // Names repeat from page to page ("Description:", "¶" on every page of a manual).
        return name.utf8.count <= LinkText.longestJudgedName
            ? edgeSymbolsOfNames.value(for: name, make: findEdgeSymbols) : findEdgeSymbols(name)
    }

    /// ``edgeSymbols(of:)`` of link names, for the run.
    private static let edgeSymbolsOfNames = BoundedMemo<String, [Character]>(limit: 4_096)

    /// ``edgeSymbols(of:)``, worked out.
    private static func findEdgeSymbols(_ name: String) -> [Character] {
        // A name whose first and last Characters are word characters ("Übersicht", "概要") has
        // nothing outside its words either: only its ends are split into Characters.
        if let first = name.first, let last = name.last, isWordCharacter(first), isWordCharacter(last) { return [] }
        let characters = Array(name)
        guard characters.contains(where: \.isLetter), !namesASymbol(name), let first = characters.firstIndex(where: isWordCharacter),
            let last = characters.lastIndex(where: isWordCharacter)
        else { return [] }
        let edges = Edges(characters, first: first, last: last)
        var found: [Character] = []
        var seen: Set<Character> = []
        // "< (less)", "→ (implies)": the words in parentheses name the symbol, which is the subject.
        let glossed = characters[..<first].last { !$0.isWhitespace } == "("
        for (range, wordEdge) in [(glossed ? characters[0..<0] : characters[..<first], first), (characters[(last + 1)...], last)] {
            for index in range.indices where !seen.contains(characters[index]) && isDecorative(edges, at: index, wordEdge: wordEdge) {
                seen.insert(characters[index])
                found.append(characters[index])
            }
        }
        return found
    }

    /// What ``isDecorative(_:at:wordEdge:)`` asks of a name's characters, worked out once per name
    /// in one pass each (issue 25: asked per character, a name of 20,000 brackets took 100 s).
    private struct Edges {
        let characters: [Character]
        /// Whether each character is whitespace.
        let isSpace: [Bool]
        /// For each character outside the words, whether whitespace stands between it and the words.
        var standsAlone: [Bool]
        /// The start and end of the run of non-space characters each character is in.
        var tokenStart: [Int], tokenEnd: [Int]
        /// The first non-space character's index, and one past the last one's.
        let textStart: Int, textEnd: Int
        let present: Set<Character>

        init(_ characters: [Character], first: Int, last: Int) {
            self.characters = characters
            let isSpace = characters.map(\.isWhitespace)
            self.isSpace = isSpace
            standsAlone = Array(repeating: false, count: characters.count)
            var spaced = false
            for index in stride(from: first - 1, through: 0, by: -1) {
                standsAlone[index] = spaced || isSpace[index]
                spaced = standsAlone[index]
            }
            spaced = false
            for index in (last + 1)..<max(last + 1, characters.count) {
                standsAlone[index] = spaced
                spaced = spaced || isSpace[index]
            }
            // `standsAlone` before the words counts the character itself: the range it asks of is
            // `index..<wordEdge`; after the words, `(wordEdge + 1)..<index`.
            tokenStart = Array(repeating: 0, count: characters.count)
            tokenEnd = Array(repeating: 0, count: characters.count)
            var start = 0
            for index in characters.indices {
                if isSpace[index] { start = index + 1 }
                tokenStart[index] = start
            }
            var end = characters.count
            for index in characters.indices.reversed() {
                if isSpace[index] { end = index }
                tokenEnd[index] = end
            }
            textStart = isSpace.firstIndex(of: false) ?? characters.count
            textEnd = (isSpace.lastIndex(of: false) ?? -1) + 1
            present = Set(characters)
        }
    }

    /// Whether the character at `index`, outside the words, is read out as decoration.
    /// - Parameter wordEdge: the index of the word character nearest to it.
    private static func isDecorative(_ edges: Edges, at index: Int, wordEdge: Int) -> Bool {
        let characters = edges.characters
        let character = characters[index]
        let standsAlone = edges.standsAlone[index]
        if let partner = guillemetPartners[character] {
            // «Bonjour», »Titel«: quotation marks, not arrows.
            return standsAlone && !edges.present.contains(partner)
        }
        if character == "<" || character == ">" {
            // "Next >", "<< Back", "More ->": the whole token is an ASCII arrow, and the outermost
            // token of the name ("returns -> !" is code); a lone chevron only where it points away
            // from the words ("Next >", "< Back").
            let (start, end) = (edges.tokenStart[index], edges.tokenEnd[index])
            let outermost = index < wordEdge ? start == edges.textStart : end == edges.textEnd
            guard standsAlone, outermost, end - start <= 3 else { return false }
            let arrow = String(characters[start..<end])
            return asciiArrows.contains(arrow) || (arrow.count == 1 && (character == ">") == (index > wordEdge))
        }
        guard let scalar = character.unicodeScalars.first, !character.isASCII, !excluded.contains(character) else { return false }
        if character.unicodeScalars.contains(where: { $0.value == 0x20E3 }) { return true } // keycap 1️⃣
        if isPictograph(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .mathSymbol, .otherSymbol: return standsAlone
        default: return scalar.value == 0x2022 && standsAlone // bullet
        }
    }

    /// Arrows, geometric shapes, dingbats, miscellaneous symbols and emoji: decoration even when
    /// they touch the word ("Next→", "Download⬇").
    private static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2190...0x21FF, 0x23E9...0x23FA, 0x25A0...0x27BF, 0x27F0...0x27FF, 0x2900...0x297F, 0x2B00...0x2BFF,
            0x1F000...0x1FAFF:
            true
        default: scalar.properties.isEmojiPresentation
        }
    }

    /// Whether the first and the last character are each one ASCII letter or digit: the byte
    /// beside each is ASCII too (every mark that joins a character is outside ASCII).
    static func hasASCIIWordEnds(_ bytes: String.UTF8View) -> Bool {
        guard bytes.count >= 2, let first = bytes.first, let last = bytes.last else { return false }
        let second = bytes[bytes.index(after: bytes.startIndex)]
        let beforeLast = bytes[bytes.index(bytes.endIndex, offsetBy: -2)]
        return first.isASCIILetterOrDigit && last.isASCIILetterOrDigit && second < 0x80 && beforeLast < 0x80
    }

    /// A letter, a digit or a letter's mark: part of the name's words.

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || (character.isNumber && !character.unicodeScalars.contains { $0.value == 0x20E3 })
    }

    /// The ASCII tokens drawn as arrows; `<=`, `>=` and `=>` are operators more often.
    private static let asciiArrows: Set<String> = [">>", "<<", ">>>", "<<<", "->", "-->", "<-", "<--"]

    /// Whether the name's words say what a symbol is ("< operator", "→ key", "★ symbol"): then the
    /// symbol is the subject, not decoration.
    private static func namesASymbol(_ name: String) -> Bool {
        LinkText.words(LinkText.normalizeName(name)).contains { symbolNouns.contains(String($0)) }
    }

    /// Nouns for a symbol, in the languages whose documentation names operators and keys.
    private static let symbolNouns: Set<String> = [
        "operator", "operators", "sign", "symbol", "symbols", "character", "glyph", "arrow", "key", "emoji",
        "opérateur", "symbole", "signe", "caractère", "touche", "operador", "símbolo", "signo", "tecla", "operatore",
        "simbolo", "tasto", "zeichen", "taste", "pfeil",
    ]

    /// Each guillemet and the one that closes or opens a quotation with it.
    private static let guillemetPartners: [Character: Character] = ["«": "»", "»": "«", "‹": "›", "›": "‹"]

    /// Signs that belong to the text they stand beside: degrees, legal marks, numero, per mille.
    private static let excluded: Set<Character> = ["°", "©", "®", "™", "℠", "℗", "№", "℃", "℉", "‰", "µ"]

    /// What NVDA's English symbol dictionary (`symbols.dic`) speaks for the symbols most used as
    /// decoration; other symbols are named by their Unicode name.
    static let spokenNames: [Character: String] = [
        "→": "right arrow", "←": "left arrow", "↑": "up arrow", "↓": "down arrow", "⇒": "right double arrow",
        "⇨": "right white arrow", "➔": "right-pointing arrow", "➢": "right arrowhead", "»": "double right pointing angle bracket",
        "«": "double left pointing angle bracket", "■": "black square", "▪": "black square", "□": "white square",
        "●": "circle", "○": "white circle", "•": "bullet", "✓": "check", "✔": "check", "◆": "black diamond",
        ">": "greater", "<": "less",
    ]

    /// How the message says what a symbol is called: what NVDA reads (`"→" is "right arrow" in
    /// NVDA`), or its Unicode name (`"★" is Unicode's "black star"`).
    static func describe(_ symbol: Character) -> String {
        if let spoken = spokenNames[symbol] { return "\"\(symbol)\" is \"\(spoken)\" in NVDA" }
        let names = symbol.unicodeScalars.filter { $0.value != 0xFE0F && $0.value != 0xFE0E }.compactMap { $0.properties.name }
        guard !names.isEmpty else { return "\"\(symbol)\" has no Unicode name" }
        return "\"\(symbol)\" is Unicode's \"\(names.joined(separator: " + ").lowercased())\""
    }
}
