/// Decodes HTML character references: every named one of the WHATWG table
/// (`HTMLEntityTable.generated.swift`) and numeric ones, by the rules of where they are written.
enum HTMLEntities {
    /// Where a reference is written, which decides whether it needs its `;`.
    enum Context {
        /// CommonMark: a named reference needs its `;`; a numeric one too.
        case commonMark
        /// HTML text: the legacy names (`&eacute`, `&copy`) decode without `;`, by the longest name
        /// that matches; numeric references decode without `;`.
        case htmlText
        /// An HTML attribute value: as in text, except that a legacy name without `;` followed by
        /// a letter, a digit or `=` stays as written (`?a=1&copy=2` is a URL, not `©=2`).
        case htmlAttribute
    }

    /// The names written with `;` (without it as the key) and the legacy names written without it,
    /// each with the UTF-8 bytes it stands for.
    private static let names: (terminated: [String: [UInt8]], legacy: [String: [UInt8]]) = {
        var terminated: [String: [UInt8]] = [:]
        var legacy: [String: [UInt8]] = [:]
        for entry in table.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            var name = String(entry[..<equals])
            var text = ""
            for hex in entry[entry.index(after: equals)...].split(separator: "+") {
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            if name.hasSuffix(";") {
                name.removeLast()
                terminated[name] = Array(text.utf8)
            } else {
                legacy[name] = Array(text.utf8)
            }
        }
        return (terminated, legacy)
    }()

    /// The number of named references in the table: with `;`, and legacy ones without it.
    static var nameCounts: (terminated: Int, legacy: Int) { (names.terminated.count, names.legacy.count) }

    /// The longest name in the table, `;` excluded.
    private static let longestName = 32

    /// What numeric references to C1 controls stand for (HTML reads them as Windows-1252).
    private static let windows1252: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02C6,
        0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C,
        0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
        0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]

    /// The text with every character reference decoded (CommonMark's rule unless told).
    static func decodeAll(_ text: String, context: Context = .commonMark) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let entity = decode(bytes[...], at: index, context: context) {
                output += entity.bytes
                index += entity.length
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes the reference starting with `&` at `offset`.
    /// - Returns: its UTF-8 bytes and its length in the source (in bytes, `&` and any `;`
    ///   included), or `nil` when no reference starts there in this context.
    static func decode(_ bytes: ArraySlice<UInt8>, at offset: Int, context: Context = .commonMark) -> (bytes: [UInt8], length: Int)? {
        guard offset + 1 < bytes.endIndex, bytes[offset] == UInt8(ascii: "&") else { return nil }
        if bytes[offset + 1] == UInt8(ascii: "#") { return decodeNumeric(bytes, at: offset, context: context) }
        var end = offset + 1
        while end < bytes.endIndex, end - offset <= longestName, isAlphanumeric(bytes[end]) { end += 1 }
        guard end > offset + 1 else { return nil }
        let run = bytes[(offset + 1)..<end]
        if end < bytes.endIndex, bytes[end] == UInt8(ascii: ";"), let value = names.terminated[String(decoding: run, as: UTF8.self)] {
            return (value, end - offset + 1)
        }
        guard context != .commonMark else { return nil }
        // The legacy names are at most 6 letters; the longest one that starts the run wins.
        var length = min(run.count, 6)
        while length >= 2 {
            let nameEnd = offset + 1 + length
            if let value = names.legacy[String(decoding: bytes[(offset + 1)..<nameEnd], as: UTF8.self)] {
                if context == .htmlAttribute, nameEnd < bytes.endIndex,
                    isAlphanumeric(bytes[nameEnd]) || bytes[nameEnd] == UInt8(ascii: "=")
                {
                    return nil
                }
                return (value, length + 1)
            }
            length -= 1
        }
        return nil
    }

    /// Decodes `&#123;` or `&#x7B;` (the `;` optional in HTML).
    private static func decodeNumeric(_ bytes: ArraySlice<UInt8>, at offset: Int, context: Context) -> (bytes: [UInt8], length: Int)? {
        var index = offset + 2
        let hex = index < bytes.endIndex && bytes[index] | 0x20 == UInt8(ascii: "x")
        if hex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.endIndex, let digit = digitValue(bytes[index], hex: hex) {
            value = min(value &* (hex ? 16 : 10) &+ digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        let terminated = index < bytes.endIndex && bytes[index] == UInt8(ascii: ";")
        guard terminated || context != .commonMark else { return nil }
        if terminated { index += 1 }
        let scalar: Unicode.Scalar
        if let mapped = windows1252[value], context != .commonMark {
            scalar = Unicode.Scalar(mapped)!
        } else if value != 0, let valid = Unicode.Scalar(value) {
            scalar = valid
        } else {
            scalar = "\u{FFFD}"
        }
        return (Array(String(Character(scalar)).utf8), index - offset)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46 where hex: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66 where hex: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
