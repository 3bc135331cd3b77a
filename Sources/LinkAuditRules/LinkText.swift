import Foundation
import LinkAuditModel

/// Text normalization shared by the text rules (see `docs/model.md`, Text normalization): Unicode NFKC, case folded, every
/// Unicode space as one space, punctuation, symbols, arrows and emoji removed, trimmed.
public enum LinkText {
    /// The longest normalized name, in UTF-8 bytes, that the word rules (generic-link-text,
    /// link-word-in-name) judge. Their phrases and link-word patterns are a few words long: a name
    /// longer than this is a paragraph made a link, not "click here" or "Privacy Policy link", and
    /// judging it would split it into words once for every language list (a 5 MB name stalled a
    /// run: issue 12). No real name comes near it (the corpus's longest is 62 bytes).
    public static let longestJudgedName = 1_000

    /// Whether a normalized name is short enough for the word rules to judge (``longestJudgedName``).
    public static func isJudged(_ normalized: String) -> Bool {
        normalized.utf8.count <= longestJudgedName
    }

    /// The normalized form of a link name. Connector punctuation (`_`) joins the letters around it;
    /// other punctuation and symbols separate words.
    public static func normalize(_ text: String) -> String {
        normalizeASCII(text) ?? normalizeUnicode(text)
    }

    /// ``normalize(_:)`` of a link's name, remembered for the run when it is not ASCII and at
    /// most ``longestJudgedName`` bytes long: names repeat from page to page, and the Unicode way
    /// costs about 24,000 instructions a name (NFKC through Foundation, then scalar by scalar).
    /// Language lists, whose entries are each normalized once, use ``normalize(_:)``.
    public static func normalizeName(_ name: String) -> String {
        if let ascii = normalizeASCII(name) { return ascii }
        return name.utf8.count <= longestJudgedName ? normalizedNames.value(for: name, make: normalizeUnicode) : normalizeUnicode(name)
    }

    /// ``normalizeUnicode(_:)`` of link names (``normalizeName(_:)``), for the run.
    private static let normalizedNames = BoundedMemo<String, String>(limit: 8192)

    /// Whether NFKC leaves `scalar` as it is wherever it stands among scalars this is true of:
    /// ASCII, precomposed Latin-1 and Latin Extended-A letters, Greek and Cyrillic letters, kana,
    /// ideographs and Hangul syllables, none with a compatibility or singleton decomposition, and
    /// none a combining mark or jamo that composes with a neighbor.
    static func isStableUnderNFKC(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0..<0x80, 0xC0...0xFF: true
        case 0x132, 0x133, 0x13F, 0x140, 0x149, 0x17F: false
        case 0x100...0x17F: true
        case 0x386, 0x388...0x3CE, 0x400...0x45F: true
        case 0x3001, 0x3002, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC: true
        case 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// `normalize` for any text: the Unicode way, scalar by scalar.
    static func normalizeUnicode(_ text: String) -> String {
        let selectorless = withoutVariationSelectors(text)
        // Most names are letters NFKC leaves as they are: Foundation's NFKC (some 50,000
        // instructions a name) is asked only of the others.
        let composed =
            selectorless.unicodeScalars.allSatisfy { isStableUnderNFKC($0.value) }
            ? selectorless : selectorless.precomposedStringWithCompatibilityMapping
        let folded = composed.lowercased()
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace || scalar.value == 0x200B {
                pendingSpace = true
                continue
            }
            let keep: Bool
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                keep = true
            case .connectorPunctuation:
                // `about_Continue` is one identifier, not two words.
                keep = false
            case .dashPunctuation, .otherPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
                // Punctuation between letters of a word (don't, e-mail) joins; elsewhere it separates.
                keep = false
                pendingSpace = true
            default:
                keep = false
            }
            guard keep else { continue }
            // Turkish capital İ lowercases to i + combining dot above: "İçin" is "için".
            if scalar.value == 0x307, output.last == "i" { continue }
            if pendingSpace, !output.isEmpty { output.append(" ") }
            pendingSpace = false
            output.append(scalar)
        }
        return String(output)
    }

    /// `normalize` for ASCII text, byte by byte (most link names): NFKC changes no ASCII
    /// character, letters are lowercased, digits kept, `_` (connector punctuation) dropped, other
    /// punctuation and symbols, space and U+0009–U+000D separate words, other controls are dropped.
    /// `nil` when the text holds a non-ASCII byte.
    static func normalizeASCII(_ text: String) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case 0x80...:
                return nil
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingSpace, !output.isEmpty { output.append(0x20) }
                pendingSpace = false
                output.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte)
            case UInt8(ascii: "_"), 0x00...0x08, 0x0E...0x1F, 0x7F:
                continue
            default:
                // Space, U+0009–U+000D, punctuation and symbols.
                pendingSpace = true
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The text without variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF), which are invisible
    /// and belong to the character before them: `↩︎` is the symbol `↩`. A character that the emoji
    /// selector U+FE0F turns into an emoji is dropped with it: `ℹ️` is a symbol, though `ℹ` alone
    /// is a letter; the keycap U+20E3 is dropped too (`#️⃣` is a symbol, `1️⃣` the digit 1)
    /// (issue 9, symbols; variation-selector-symbols case).
    static func withoutVariationSelectors(_ text: String) -> String {
        func isSelector(_ scalar: Unicode.Scalar) -> Bool {
            (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
        }
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { isSelector($0) || $0.value == 0x20E3 }) else { return text }
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() where !isSelector(scalar) && scalar.value != 0x20E3 {
            let next = index + 1 < scalars.count ? scalars[index + 1].value : 0
            if next == 0xFE0F, scalar.properties.isEmoji, !scalar.isASCII { continue }
            output.append(scalar)
        }
        return String(output)
    }

    /// The words of a normalized text: split on spaces.
    public static func words(_ normalized: String) -> [Substring] {
        // A space byte is a character of its own unless a scalar beside it joins it (a combining
        // mark after it, a prepended mark before it): split the bytes, without walking characters,
        // when every scalar beside a space is one that never joins (``UTF8Scalars/standsAlone(_:)``).
        let utf8 = normalized.utf8
        let split = utf8.withContiguousStorageIfAvailable { bytes -> [Substring]? in
            var words: [Substring] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 {
                if end < bytes.count {
                    if end > 0, bytes[end - 1] >= 0x80, !UTF8Scalars.standsAlone(UTF8Scalars.scalar(endingAt: end, in: bytes)) {
                        return nil
                    }
                    if end + 1 < bytes.count, bytes[end + 1] >= 0x80,
                        !UTF8Scalars.standsAlone(UTF8Scalars.scalar(at: end + 1, in: bytes).value)
                    {
                        return nil
                    }
                }
                if start < end {
                    words.append(normalized[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
                }
                start = end + 1
            }
            return words
        }
        return (split ?? nil) ?? normalized.split(separator: " ")
    }

    /// Whether the text uses a script written without spaces between words (Han, Hiragana,
    /// Katakana, Thai): such text is matched as whole strings and by segmentation into list entries.
    public static func isUnspaced(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x0E00...0x0E7F, 0xFF66...0xFF9F: true
            default: false
            }
        }
    }

    /// Whether a visible text is a bare web URL (`https://…`, `www.…`, or a host and a path without
    /// a scheme: `example.com/security`), not an e-mail address or a phone number.
    public static func isBareURL(_ text: String) -> Bool {
        let trimmed = text.hasSolidASCIIEnds ? text : text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.utf8.contains(0x20) else { return false }
        let lower = trimmed.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("ftp://") || lower.hasPrefix("www.")
            || isHostAndPath(lower)
    }

    /// Whether a text without spaces is a host name and a path, without a scheme (issue 9):
    /// `example.com/security`, `github.com/apple/swift`. The host needs two labels or more of
    /// letters, digits and hyphens, the last one a top-level domain: two letters (a country's, and
    /// not a file extension: `docs/index.md/…`) or one of ``genericTopLevelDomains``
    /// (`node.js/express` and `describe.each/test.each` are library and code names, found on Jest's
    /// docs); the path is not empty. A host alone (`example.com`) is read well enough and is not counted.
    static func isHostAndPath(_ lower: String) -> Bool {
        guard let slash = lower.firstIndex(ofASCII: 0x2F), !lower.contains("@") else { return false }
        let host = lower[..<slash].split(separator: ":", maxSplits: 1).first ?? ""
        let path = lower[lower.index(after: slash)...]
        guard !path.isEmpty, path.contains(where: { $0.isLetter || $0.isNumber }) else { return false }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let top = labels.last, top.count >= 2,
            top.allSatisfy({ $0.isASCII && $0.isLetter }), !fileExtensions.contains(String(top)),
            top.count == 2 || genericTopLevelDomains.contains(String(top)),
            labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" } })
        else { return false }
        return true
    }

    /// Top-level domains of more than two letters that sites' addresses commonly end in (IANA's
    /// root zone lists them all; these are the ones link text meets).
    static let genericTopLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "app", "dev", "page", "xyz", "site", "online", "tech",
        "store", "blog", "cloud", "design", "news", "shop", "wiki", "museum", "aero", "jobs", "mobi", "name", "pro", "travel",
        "asia", "cat", "coop", "email", "live", "art", "ltd", "group", "world", "today", "space", "website", "club", "top",
        "work", "life", "one", "network", "systems", "software", "solutions", "digital", "studio", "media", "link", "run",
        "social", "community", "academy", "agency", "company", "foundation", "guide", "help", "support", "tools", "zone",
        "global", "money", "bank", "health", "games", "video", "music", "photo", "photos", "codes", "build", "church",
    ]

    /// Last labels that are far more often file extensions than top-level domains in link text.
    private static let fileExtensions: Set<String> = [
        "md", "markdown", "html", "htm", "json", "yml", "yaml", "txt", "swift", "js", "ts", "py", "rb", "rs", "go",
        "java", "kt", "cpp", "hpp", "cs", "php", "pdf", "png", "jpg", "svg", "xml", "plist", "strings", "zip",
    ]

    /// Whether a text looks like an e-mail address.
    public static func isEmailAddress(_ text: String) -> Bool {
        let trimmed = text.hasSolidASCIIEnds ? text : text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.utf8.contains(0x20), let at = trimmed.firstIndex(ofASCII: 0x40) else { return false }
        return at > trimmed.startIndex && trimmed[trimmed.index(after: at)...].utf8.contains(UInt8(ascii: "."))
    }

    /// Whether `whole` contains `part` as a run of whole words (both normalized).
    public static func containsWords(_ whole: String, _ part: String) -> Bool {
        let wholeWords = words(whole)
        let partWords = words(part)
        guard !partWords.isEmpty, partWords.count <= wholeWords.count else { return partWords.isEmpty }
        if isUnspaced(part) { return whole.contains(part) }
        for start in 0...(wholeWords.count - partWords.count) where Array(wholeWords[start..<(start + partWords.count)]) == partWords {
            return true
        }
        return false
    }
}
