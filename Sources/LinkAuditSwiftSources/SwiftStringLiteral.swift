internal import SwiftSyntax

/// The value of a Swift string literal as the compiler sees it, with the file offset of every byte,
/// so links found in it point back to the source.
struct SwiftStringLiteral {
    /// The decoded value, UTF-8; each interpolation `\(…)` stands as `%@`, the placeholder
    /// `LocalizedStringKey` itself puts in its key.
    var bytes: [UInt8] = []
    /// `offsets[i]`: the 0-based file byte offset of `bytes[i]`.
    var offsets: [Int] = []
    /// Whether the literal holds an interpolation.
    var isInterpolated = false

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Decodes `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'` and `\u{…}` (with `#` delimiters for raw
    /// strings), in single-line and multi-line literals; the indentation of a multi-line literal and
    /// its line continuations are trivia and never reach the value.
    init(_ literal: StringLiteralExprSyntax) {
        let pounds = literal.openingPounds?.text.utf8.count ?? 0
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                decode(Array(part.content.text.utf8), base: part.content.positionAfterSkippingLeadingTrivia.utf8Offset, pounds: pounds)
            case .expressionSegment(let expression):
                isInterpolated = true
                let offset = expression.positionAfterSkippingLeadingTrivia.utf8Offset
                bytes += [UInt8(ascii: "%"), UInt8(ascii: "@")]
                offsets += [offset, offset]
            @unknown default:
                continue
            }
        }
    }

    private mutating func decode(_ raw: [UInt8], base: Int, pounds: Int) {
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 + pounds < raw.count,
                raw[(index + 1)..<(index + 1 + pounds)].allSatisfy({ $0 == UInt8(ascii: "#") })
            else {
                append(byte, at: base + index)
                index += 1
                continue
            }
            let escape = index + 1 + pounds
            switch raw[escape] {
            case UInt8(ascii: "n"): append(0x0A, at: base + index)
            case UInt8(ascii: "t"): append(0x09, at: base + index)
            case UInt8(ascii: "r"): append(0x0D, at: base + index)
            case UInt8(ascii: "0"): append(0x00, at: base + index)
            case UInt8(ascii: "u") where escape + 1 < raw.count && raw[escape + 1] == UInt8(ascii: "{"):
                var end = escape + 2
                while end < raw.count, raw[end] != UInt8(ascii: "}") { end += 1 }
                let hex = String(decoding: raw[(escape + 2)..<min(end, raw.count)], as: UTF8.self)
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    for unit in String(Character(scalar)).utf8 { append(unit, at: base + index) }
                }
                index = end + 1
                continue
            default: append(raw[escape], at: base + index)
            }
            index = escape + 1
        }
    }

    private mutating func append(_ byte: UInt8, at offset: Int) {
        bytes.append(byte)
        offsets.append(offset)
    }
}
