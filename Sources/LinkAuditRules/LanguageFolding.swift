import Foundation

/// Folding that makes two spellings of one phrase equal in a given language, applied after
/// ``LinkText/normalize(_:)`` to a list's generic entries (`[phrases]`, `[filler]`, `[suffixes]`)
/// and to every name tested against them.
///
/// `LinkText.normalize` lowercases without a locale and keeps every letter and mark, so it cannot
/// know that Turkish writes the capital of `ı` as `I`, that Greek capitals drop their accents, or
/// that Japanese writes one word in hiragana or katakana. The folds here settle that per language
/// (source: issue 9, languages):
///
/// - **Turkish, Azerbaijani**: dotted and dotless `i` are one letter (`ı` -> `i`), so
///   "DAHA FAZLA BİLGİ ALIN", "Daha fazla bilgi alın" and the keyboard-less "alin" match one entry
///   (Unicode SpecialCasing for `tr` and `az`).
/// - **Japanese**: katakana is folded to hiragana (`コチラ` -> `こちら`); half-width katakana
///   (`ｺﾁﾗ`) is already full-width after NFKC.
/// - **Greek**: accents and diaeresis are removed and final `ς` is `σ`, as capitals are written
///   without accents ("ΠΕΡΙΣΣΟΤΕΡΑ").
/// - **Romanian**: diacritics are removed, so text typed without them ("aflati") or with cedilla
///   letters (`ş ţ` for `ș ț`) matches.
/// - **Arabic**: short-vowel marks (harakat, shadda, sukun), the superscript alef and the tatweel
///   are removed, and `أ إ آ` are `ا` (hamza is often not written).
public struct LanguageFolding: Sendable, Equatable {
    /// What one language folds.
    public enum Kind: Sendable, Equatable {
        case none, dotlessI, kana, accents, arabic
    }

    public var kind: Kind

    /// The folding for a list's language tag (`tr`, `az-Latn`, `ja`, `el`, `ro`, `ar`); no folding for
    /// other tags.
    public init(tag: String) {
        switch tag.split(separator: "-").first.map({ $0.lowercased() }) ?? "" {
        case "tr", "az": kind = .dotlessI
        case "ja": kind = .kana
        case "el", "ro": kind = .accents
        case "ar": kind = .arabic
        default: kind = .none
        }
    }

    /// Whether this folding changes nothing.
    public var isIdentity: Bool { kind == .none }

    /// A normalized text folded for this language.
    public func fold(_ normalized: String) -> String {
        switch kind {
        case .none:
            return normalized
        case .accents:
            let scalars = normalized.decomposedStringWithCanonicalMapping.unicodeScalars
                .filter { !(0x300...0x36F).contains($0.value) }
                .map { $0 == "ς" ? "σ" : $0 }
            return String(String.UnicodeScalarView(scalars)).precomposedStringWithCanonicalMapping
        case .dotlessI, .kana, .arabic:
            var output = String.UnicodeScalarView()
            for scalar in normalized.unicodeScalars {
                if let folded = fold(scalar) { output.append(folded) }
            }
            return String(output)
        }
    }

    /// One scalar folded; `nil` when the scalar is dropped.
    private func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch (kind, scalar.value) {
        case (.dotlessI, 0x131):
            return "i"
        case (.kana, 0x30A1...0x30F6), (.kana, 0x30FD...0x30FE):
            // Katakana ァ…ヶ and the iteration marks ヽ ヾ sit 0x60 above hiragana ぁ…ゖ, ゝ ゞ.
            return Unicode.Scalar(scalar.value - 0x60) ?? scalar
        case (.arabic, 0x64B...0x65F), (.arabic, 0x670), (.arabic, 0x640):
            return nil
        case (.arabic, 0x622), (.arabic, 0x623), (.arabic, 0x625):
            return "\u{627}"
        default:
            return scalar
        }
    }
}
