/// A BCP 47 language tag as linkaudit needs it: a language, and the script and region that
/// decide which language list applies and which translations are the same language.
///
/// Tags arrive spelled many ways: `pt-BR` from a String Catalog, `zh_Hans` from an `.lproj`
/// folder, `zh-tw` from a content-negotiation file name, `nb` for Norwegian Bokmål. One value
/// answers both questions the rules ask of them (see `docs/model.md`, Language):
/// - which list to use (`lookupCandidates`): `pt-BR` uses `pt`, `zh-TW` uses `zh-Hant`, `nb` uses `no`;
/// - whether two tags are the same language (`isSameLanguage(as:)`): `pt-BR` and `pt` are, `zh-TW`
///   and `zh-Hant` are, `zh` and `zh-Hans` are, `zh-Hans` and `zh-Hant` are not.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The primary language subtag, lowercased: `en`, `zh`, `nb`.
    public let language: String
    /// The script subtag in title case (`Hant`, `Latn`), when the tag names one.
    public let script: String?
    /// The region subtag, uppercased (`BR`, `TW`) or three digits (`419`), when the tag names one.
    public let region: String?

    /// Parses a tag written with `-` or `_`, in any case: `pt_br`, `zh-Hant-TW`, `es-419`.
    ///
    /// Subtags after the region (variants, extensions) are ignored.
    /// - Returns: `nil` when the text is not a language tag: empty, a primary subtag that is not 2
    ///   or 3 ASCII letters (`Base`, `English`), or a subtag of other characters.
    public init?(_ text: String) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
            parts.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        language = first.lowercased()
        var rest = parts.dropFirst()[...]
        if let next = rest.first, next.count == 4, next.allSatisfy(\.isLetter) {
            script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            rest = rest.dropFirst()
        } else {
            script = nil
        }
        if let next = rest.first, (next.count == 2 && next.allSatisfy(\.isLetter)) || (next.count == 3 && next.allSatisfy(\.isNumber)) {
            region = next.uppercased()
        } else {
            region = nil
        }
    }

    /// The canonical spelling: `language[-Script][-REGION]` (`zh-Hant-TW`, `pt-BR`).
    public var description: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    /// The script the text is written in, named or implied: Chinese without a script is
    /// Traditional for Taiwan, Hong Kong and Macao and Simplified elsewhere; other languages give
    /// only a script the tag names.
    public var resolvedScript: String? {
        if let script { return script }
        guard language == "zh" else { return nil }
        return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }

    /// What makes two tags the same written language: the language with its resolved script for
    /// Chinese (`zh-Hans`, `zh-Hant`), Norwegian Bokmål and the `no` macrolanguage as one (`no`),
    /// otherwise the language alone (`pt` for `pt-BR`).
    public var writtenLanguage: String {
        if language == "zh", let script = resolvedScript { return "zh-" + script }
        if language == "nb" { return "no" }
        return language
    }

    /// Whether two tags name the same written language (`writtenLanguage`): regions of one
    /// language are the same language; Chinese scripts are not.
    public func isSameLanguage(as other: LanguageTag) -> Bool {
        writtenLanguage == other.writtenLanguage
    }

    /// Tags to look a language list up by, most specific first: `zh-Hant-TW` -> `zh-Hant`,
    /// `zh-Hant`, `zh`; `pt-BR` -> `pt-BR`, `pt`; `nb` and `nn` -> `nb`/`nn`, `no`.
    public var lookupCandidates: [String] {
        var result: [String] = []
        if language == "zh", let script = resolvedScript { result.append("zh-" + script) }
        if let script, language != "zh" { result.append(language + "-" + script) }
        if let region { result.append(language + "-" + region) }
        result.append(language)
        if language == "nb" || language == "nn" { result.append("no") }
        return result
    }
}

extension LanguageTag {
    /// Whether two tag spellings name the same written language; `false` when either is not a
    /// language tag (`Base`).
    public static func sameLanguage(_ a: String, _ b: String) -> Bool {
        guard let left = LanguageTag(a), let right = LanguageTag(b) else { return false }
        return left.isSameLanguage(as: right)
    }

    /// The canonical spelling of a tag (`zh_Hans` -> `zh-Hans`, `pt_br` -> `pt-BR`), or the text with
    /// `_` turned into `-` when it is not a language tag.
    public static func canonical(_ text: String) -> String {
        LanguageTag(text)?.description ?? String(text.map { $0 == "_" ? "-" : $0 })
    }
}
