/// Guesses the language of a text that carries no language metadata (see `docs/model.md`, Language): the script
/// first, then, for Latin and Cyrillic text, how many of each language's `[common-words]` occur.
///
/// Script decides most languages on its own: Hangul is Korean, kana is Japanese, Han without kana
/// is Chinese (simplified or traditional by a few characters that exist in only one form),
/// Arabic script is Arabic (unless Persian or Urdu letters show), Greek, Hebrew, Thai, Devanagari
/// (Hindi), Bengali, Khmer, Tamil and the other scripts of one language get their own tag; a tag
/// without a list leaves its links "not classified". Latin text is decided by
/// function words: a word shared by several languages counts for each a share of one. The answer is
/// confident only when the best language has at least ``minimumScore`` and at least
/// ``minimumRatio`` times the runner-up; callers leave the language unknown otherwise (every list
/// then applies).
public struct LanguageDetector: Sendable {
    /// The least score (words, shared words counted by share) a confident answer needs.
    public static let minimumScore = 3.0
    /// How many times the runner-up's score the best language needs for a confident answer.
    public static let minimumRatio = 2.0
    /// At most this many Unicode scalars of a text are looked at.
    static let maximumScalars = 4_000

    /// Common word -> languages whose list has it (indices into `latinTags` or `cyrillicTags`).
    private let latinWords: [String: [Int]]
    private let latinTags: [String]
    private let cyrillicWords: [String: [Int]]
    private let cyrillicTags: [String]

    /// A detector over the `[common-words]` of the given lists.
    public init(lists: LanguageLists) {
        var latinWords: [String: [Int]] = [:]
        var latinTags: [String] = []
        var cyrillicWords: [String: [Int]] = [:]
        var cyrillicTags: [String] = []
        for tag in lists.lists.keys.sorted() {
            guard let words = lists.lists[tag]?.commonWords, !words.isEmpty else { continue }
            let scripts = words.map { Self.script(of: $0) }
            if scripts.allSatisfy({ $0 == .latin }) {
                for word in words { latinWords[word, default: []].append(latinTags.count) }
                latinTags.append(tag)
            } else if scripts.allSatisfy({ $0 == .cyrillic }) {
                for word in words { cyrillicWords[word, default: []].append(cyrillicTags.count) }
                cyrillicTags.append(tag)
            }
        }
        self.latinWords = latinWords
        self.latinTags = latinTags
        self.cyrillicWords = cyrillicWords
        self.cyrillicTags = cyrillicTags
    }

    /// The language of a text, or `nil` when the text has too few letters to tell.
    ///
    /// - Parameter text: prose, in any form (it is normalized here like link names).
    /// - Returns: a BCP 47 tag (`de`, `zh-Hant`, or a tag without a list such as `el`) and whether
    ///   the guess is clear enough to act on.
    public func detect(_ text: String) -> (language: String, confident: Bool)? {
        var counts = ScriptCounts()
        for scalar in text.unicodeScalars.prefix(Self.maximumScalars) { counts.add(scalar) }
        guard let (script, share) = counts.dominant(), counts.units >= 2 else { return nil }
        let clear = share >= 0.6
        switch script {
        case .latin:
            guard let best = score(text, words: latinWords, tags: latinTags, bonus: [:]) else { return nil }
            return (best.language, best.confident && clear)
        case .cyrillic:
            return cyrillic(text, counts: counts, clear: clear)
        case .hangul: return ("ko", clear)
        case .cjk:
            // Japanese mixes kana into almost every sentence; Chinese has none.
            if counts.kana * 20 >= counts.kana + counts.han { return ("ja", clear) }
            if counts.simplified > 0, counts.simplified >= 2 * counts.traditional { return ("zh-Hans", clear) }
            if counts.traditional > 0, counts.traditional >= 2 * counts.simplified { return ("zh-Hant", clear) }
            return ("zh-Hans", false)
        case .arabic:
            if counts.urdu >= 2 { return ("ur", clear) }
            if counts.persian >= 3 { return ("fa", clear) }
            return ("ar", clear)
        case .greek: return ("el", clear)
        case .hebrew: return ("he", clear)
        case .thai: return ("th", clear)
        case .devanagari: return ("hi", clear)
        case .armenian: return ("hy", clear)
        case .georgian: return ("ka", clear)
        case .other: return nil
        default: return script.soleLanguage.map { ($0, clear) }
        }
    }

    /// Russian or Ukrainian (or a Cyrillic language without a list, told by its own letters).
    private func cyrillic(_ text: String, counts: ScriptCounts, clear: Bool) -> (language: String, confident: Bool)? {
        if counts.serbian >= 3 { return (counts.macedonian > 0 ? "mk" : "sr", clear) }
        if counts.belarusian >= 2 { return ("be", clear) }
        if counts.bulgarianHardSign >= 3, counts.russianLetters == 0 { return ("bg", clear) }
        var bonus: [String: Double] = [:]
        bonus["uk"] = Double(counts.ukrainianLetters)
        bonus["ru"] = Double(counts.russianLetters)
        guard let best = score(text, words: cyrillicWords, tags: cyrillicTags, bonus: bonus) else { return nil }
        return (best.language, best.confident && clear)
    }

    /// The language whose common words (plus a per-language bonus) score best in the text.
    private func score(
        _ text: String, words: [String: [Int]], tags: [String],
        bonus: [String: Double]
    ) -> (language: String, confident: Bool)? {
        guard !tags.isEmpty else { return nil }
        var scores = tags.map { bonus[$0] ?? 0 }
        // Token by token: normalizing each prose token finds the words normalizing their whole
        // text would, and most tokens take the ASCII path even in a text with a few curly quotes.
        Self.forEachProseToken(in: text) { token in
            for word in LinkText.words(LinkText.normalize(token)) {
                guard let languages = words[String(word)] else { continue }
                let share = 1 / Double(languages.count)
                for index in languages { scores[index] += share }
            }
        }
        let ranked = scores.indices.sorted { (scores[$0], tags[$1]) > (scores[$1], tags[$0]) }
        let best = scores[ranked[0]]
        guard best > 0 else { return nil }
        let runnerUp = ranked.count > 1 ? scores[ranked[1]] : 0
        return (tags[ranked[0]], best >= Self.minimumScore && best >= Self.minimumRatio * runnerUp)
    }

    /// Calls `body` with each token (separated by white space) of the text's first
    /// ``maximumScalars`` scalars that is prose, in order: not a URL, host or file name
    /// (`duckduckgo.com` would count as Portuguese "com"), e-mail address, path or markup attribute.
    static func forEachProseToken(in text: String, _ body: (String) -> Void) {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        var count = 0
        /// Whether the token so far holds what prose does not (`/`, `@`, `{`, `=`, `\`, `_`, a dot between letters).
        var excluded = false
        var previousIsDot = false
        func flush() {
            if start < index, !excluded { body(String(scalars[start..<index])) }
            excluded = false
            previousIsDot = false
        }
        while index < scalars.endIndex, count < maximumScalars {
            let scalar = scalars[index]
            // ASCII's white space is U+0009 to U+000D and the space: no property lookup for it.
            let isWhitespace = scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if isWhitespace {
                flush()
                index = scalars.index(after: index)
                start = index
            } else {
                switch scalar {
                case "/", "@", "{", "=", "\\", "_": excluded = true
                default:
                    // A dot between letters: a host or file name, not the end of a sentence.
                    if previousIsDot, scalars.index(before: index) > start, scalar.properties.isAlphabetic { excluded = true }
                }
                previousIsDot = scalar == "."
                index = scalars.index(after: index)
            }
            count += 1
        }
        flush()
    }

    enum Script: Int, CaseIterable {
        case latin, cyrillic, greek, hebrew, arabic, thai, devanagari, hangul, cjk, armenian, georgian
        /// Scripts written for one language above all, none of which has a list: their text is
        /// "not classified" (issue 24, section 4), never judged with another language's list.
        case bengali, gurmukhi, gujarati, tamil, telugu, kannada, malayalam, sinhala, lao, tibetan, myanmar, ethiopic, khmer
        case other

        /// The language a script of one language is written in (`km` for Khmer).
        var soleLanguage: String? {
            switch self {
            case .bengali: "bn"
            case .gurmukhi: "pa"
            case .gujarati: "gu"
            case .tamil: "ta"
            case .telugu: "te"
            case .kannada: "kn"
            case .malayalam: "ml"
            case .sinhala: "si"
            case .lao: "lo"
            case .tibetan: "bo"
            case .myanmar: "my"
            case .ethiopic: "am"
            case .khmer: "km"
            default: nil
            }
        }
    }

    /// The script of a letter; `nil` for what is not a letter of a known script (digits, punctuation).
    static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF: .latin
        case 0x400...0x4FF: .cyrillic
        case 0x370...0x3FF, 0x1F00...0x1FFF: .greek
        case 0x591...0x5F4: .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
        case 0xE00...0xE7F: .thai
        case 0x900...0x97F: .devanagari
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: .cjk
        case 0x530...0x58F: .armenian
        case 0x10A0...0x10FF: .georgian
        case 0x980...0x9FF: .bengali
        case 0xA00...0xA7F: .gurmukhi
        case 0xA80...0xAFF: .gujarati
        case 0xB80...0xBFF: .tamil
        case 0xC00...0xC7F: .telugu
        case 0xC80...0xCFF: .kannada
        case 0xD00...0xD7F: .malayalam
        case 0xD80...0xDFF: .sinhala
        case 0xE80...0xEFF: .lao
        case 0xF00...0xFFF: .tibetan
        case 0x1000...0x109F: .myanmar
        case 0x1200...0x139F: .ethiopic
        case 0x1780...0x17FF, 0x19E0...0x19FF: .khmer
        default: nil
        }
    }

    /// The script of a (normalized) word: that of its first letter.
    static func script(of word: String) -> Script {
        for scalar in word.unicodeScalars { if let script = script(of: scalar) { return script } }
        return .other
    }
}

/// Letters of each script in a text, weighted roughly as words, and the letters that tell
/// languages of one script apart.
private struct ScriptCounts {
    var weights = [Double](repeating: 0, count: LanguageDetector.Script.allCases.count)
    var units = 0.0
    var kana = 0
    var han = 0
    var simplified = 0
    var traditional = 0
    var ukrainianLetters = 0
    var russianLetters = 0
    var serbian = 0
    var macedonian = 0
    var belarusian = 0
    var bulgarianHardSign = 0
    var persian = 0
    var urdu = 0

    /// Characters found in only the simplified or only the traditional form of common words.
    static let simplifiedOnly: Set<Unicode.Scalar> = Set(
        "这们个说时为来对会过还么没发现经样问间开关点击详细阅读链设应该务条门东车长马网简体学实电话语码号账户择显载览请让认识写买卖从业处变见视图书华国际联页数据库资讯权隐帮".unicodeScalars)
    static let traditionalOnly: Set<Unicode.Scalar> = Set(
        "這們個說時為來對會過還麼沒發現經樣問間開關點擊詳細閱讀鏈連設應該務條門東車長馬網簡體學實電話語碼號賬戶擇顯載覽請讓認識寫買賣從業處變見視圖書華國際聯頁數據庫資訊權隱幫裡裏".unicodeScalars)

    mutating func add(_ scalar: Unicode.Scalar) {
        guard let script = LanguageDetector.script(of: scalar) else { return }
        // About one word per unit: alphabets spend about five letters on a word, Hangul two or
        // three syllables, Chinese and Japanese about two characters.
        let weight: Double
        switch script {
        case .hangul: weight = 0.4
        case .cjk: weight = 0.5
        case .thai, .khmer, .lao, .myanmar, .tibetan: weight = 0.25
        default: weight = 0.2
        }
        weights[script.rawValue] += weight
        units += weight
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: kana += 1
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF:
            han += 1
            if Self.simplifiedOnly.contains(scalar) { simplified += 1 }
            if Self.traditionalOnly.contains(scalar) { traditional += 1 }
        case 0x456, 0x457, 0x454, 0x491, 0x406, 0x407, 0x404, 0x490: ukrainianLetters += 1 // і ї є ґ
        case 0x44B, 0x44D, 0x451, 0x42B, 0x42D, 0x401: russianLetters += 1 // ы э ё
        case 0x44A, 0x42A: bulgarianHardSign += 1 // ъ: rare in Russian, frequent in Bulgarian
        case 0x458, 0x459, 0x45A, 0x45B, 0x452, 0x45F, 0x408, 0x409, 0x40A, 0x40B, 0x402, 0x40F: serbian += 1
        case 0x453, 0x45C, 0x455, 0x403, 0x40C, 0x405: serbian += 1; macedonian += 1
        case 0x45E, 0x40E: belarusian += 1 // ў
        case 0x67E, 0x686, 0x698, 0x6AF, 0x6A9, 0x6CC: persian += 1 // پ چ ژ گ ک ی
        case 0x679, 0x688, 0x691, 0x6BA, 0x6D2: urdu += 1 // ٹ ڈ ڑ ں ے
        default: break
        }
    }

    /// The script with the most weight and its share of all weight.
    func dominant() -> (LanguageDetector.Script, Double)? {
        guard units > 0, let best = weights.indices.max(by: { weights[$0] < weights[$1] }),
            let script = LanguageDetector.Script(rawValue: best)
        else { return nil }
        return (script, weights[best] / units)
    }
}
