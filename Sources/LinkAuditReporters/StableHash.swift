/// 64-bit FNV-1a over a sequence of parts, each ended by a 0 byte: what finding fingerprints
/// (``FindingIdentity/fingerprint``), group ids (`FindingGrouping` in the settle stage) and the HTML report's anchors are
/// made of. The same on every machine and in every run, unlike Swift's `Hasher`; the bytes fed for
/// each part are fixed here, so the ids written in reports and baselines do not change.
package struct StableHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// The byte an absent part is hashed as, alone before its 0 byte: the same bytes a part spelled
    /// U+0001 gives, as fingerprints have always been made.
    static let absentPart: UInt8 = 1
    /// The byte between the fields of one part (``add(fields:)``): U+0001 in UTF-8, as the HTML
    /// report's group anchors have always been made.
    static let fieldSeparator: UInt8 = 1

    /// Adds a part: its UTF-8 bytes (``absentPart`` when `nil`), then a 0 byte.
    package mutating func add(_ part: String?) {
        if let part { add(bytes: part.utf8) } else { add(byte: Self.absentPart) }
        add(byte: 0)
    }

    /// Adds one part made of several fields: their UTF-8 bytes with ``fieldSeparator`` between
    /// them, then a 0 byte.
    mutating func add(fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { add(byte: Self.fieldSeparator) }
            add(bytes: field.utf8)
        }
        add(byte: 0)
    }

    /// The hash as 16 lowercase hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private mutating func add(bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte: byte) }
    }

    private mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
    }
}
