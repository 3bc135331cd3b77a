import Foundation
import LinkAuditModel

extension Unicode.Scalar {
    /// Unicode White_Space or ZERO WIDTH SPACE. White_Space is a stable property of 25 scalars,
    /// listed here: asking `properties.isWhitespace` was the hottest call on large pages.
    /// (`WhitespaceTests` checks the list against the property for every scalar.)
    var isSpaceForLinkText: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

extension String {
    /// The string with every run of Unicode whitespace (including no-break space) replaced by one
    /// space, and trimmed: the visible text of `docs/model.md`, Link.
    var collapsingWhitespace: String {
        if isCollapsed { return self }
        var output = ""
        output.reserveCapacity(utf8.count)
        var pendingSpace = false
        for scalar in unicodeScalars {
            if scalar.isSpaceForLinkText {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" "); pendingSpace = false }
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether ``collapsingWhitespace`` gives the string back as it is (most names and texts):
    /// single spaces between other characters, and no other white space, found in the bytes (and
    /// in the scalars only when some are not ASCII).
    private var isCollapsed: Bool {
        var afterSpace = true
        var hasNonASCII = false
        for byte in utf8 {
            if byte == 0x20 {
                if afterSpace { return false }
                afterSpace = true
            } else {
                if (0x09...0x0D).contains(byte) { return false }
                if byte >= 0x80 { hasNonASCII = true }
                afterSpace = false
            }
        }
        if afterSpace, !isEmpty { return false }
        return !hasNonASCII || !unicodeScalars.contains { $0.value >= 0x80 && $0.isSpaceForLinkText }
    }
}

extension String {
    /// Without leading and trailing ASCII spaces, tabs and line breaks.
    var trimmingASCIISpaces: String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return start == 0 && end == bytes.count ? self : String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
