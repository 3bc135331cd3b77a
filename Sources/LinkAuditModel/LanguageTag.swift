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
    /// The canonical spelling: `language[-Script][-REGION]` (`zh-Hant-TW`, `pt-BR`). At most 15
    /// bytes, so held inline (a small string): links store their tag (`Link.languageTag`).
    public let description: String
    /// Where the subtags lie in `description`: bits 0–1 the primary subtag's length (2 or 3),
    /// bit 2 set when a script subtag follows it.
    private let layout: UInt8

    /// The primary language subtag, lowercased: `en`, `zh`, `nb`.
    public var language: String { String(decoding: description.utf8.prefix(Int(layout & 3)), as: UTF8.self) }
    /// The script subtag in title case (`Hant`, `Latn`), when the tag names one.
    public var script: String? {
        guard layout & 4 != 0 else { return nil }
        return String(decoding: description.utf8.dropFirst(Int(layout & 3) + 1).prefix(4), as: UTF8.self)
    }
    /// The region subtag, uppercased (`BR`, `TW`) or three digits (`419`), when the tag names one.
    public var region: String? {
        let start = Int(layout & 3) + (layout & 4 != 0 ? 5 : 0) + 1
        guard description.utf8.count > start else { return nil }
        return String(decoding: description.utf8.dropFirst(start), as: UTF8.self)
    }

    /// Parses a tag written with `-` or `_`, in any case: `pt_br`, `zh-Hant-TW`, `es-419`.
    ///
    /// Subtags after the region (variants, extensions) are ignored.
    /// - Returns: `nil` when the text is not a language tag: empty, a primary subtag that is not 2
    ///   or 3 ASCII letters (`Base`, `English`), or a subtag of other characters.
    public init?(_ text: String) {
        // Most tags are a bare primary subtag in lower case (`en`, `de`): already canonical.
        if (2...3).contains(text.utf8.count), text.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) {
            description = text
            layout = UInt8(text.utf8.count)
            return
        }
        var text = text
        guard let (description, layout) = text.withUTF8({ Self.parse($0) }) else { return nil }
        self.description = description
        self.layout = layout
    }

    /// The canonical spelling and layout of a tag's UTF-8 bytes, read once from left to right
    /// with nothing allocated but the spelling (links set their language one by one).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, UInt8)? {
        func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        var layout: UInt8 = 0
        // What the next subtag may be: 0 the language, 1 a script or region, 2 a region, 3 one
        // that is checked and left out (a variant, an extension).
        var expecting = 0
        var valid = true
        let description = String(unsafeUninitializedCapacity: 12) { out in
            var count = 0
            var start = 0
            for end in 0...bytes.count {
                guard end == bytes.count || bytes[end] == 0x2D || bytes[end] == 0x5F else {
                    if !isLetter(bytes[end]) && !isDigit(bytes[end]) { valid = false }
                    continue
                }
                let subtag = UnsafeBufferPointer(rebasing: bytes[start..<end])
                start = end + 1
                let letters = subtag.allSatisfy(isLetter)
                guard valid, (1...8).contains(subtag.count) else {
                    valid = false
                    break
                }
                if expecting == 0 {
                    guard (2...3).contains(subtag.count), letters else {
                        valid = false
                        break
                    }
                    for byte in subtag { out[count] = byte | 0x20; count += 1 }
                    layout = UInt8(subtag.count)
                    expecting = 1
                } else if expecting == 1, subtag.count == 4, letters {
                    out[count] = 0x2D
                    for (offset, byte) in subtag.enumerated() { out[count + 1 + offset] = offset == 0 ? byte & ~0x20 : byte | 0x20 }
                    count += 5
                    layout |= 4
                    expecting = 2
                } else if expecting <= 2, (subtag.count == 2 && letters) || (subtag.count == 3 && subtag.allSatisfy(isDigit)) {
                    out[count] = 0x2D
                    for (offset, byte) in subtag.enumerated() { out[count + 1 + offset] = isDigit(byte) ? byte : byte & ~0x20 }
                    count += 1 + subtag.count
                    expecting = 3
                } else {
                    expecting = 3
                }
            }
            return valid ? count : 0
        }
        return valid ? (description, layout) : nil
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

extension LanguageTag: Codable {
    /// Decodes the tag from its spelling, as ``init(_:)`` parses it.
    /// - Throws: `DecodingError.dataCorrupted` when the text is not a language tag.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let tag = LanguageTag(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a language tag")
        }
        self = tag
    }

    /// Encodes the tag as its canonical spelling (``description``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
