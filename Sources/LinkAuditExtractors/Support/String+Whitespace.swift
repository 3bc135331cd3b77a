import Foundation
import LinkAuditModel

extension Unicode.Scalar {
    /// Unicode White_Space or ZERO WIDTH SPACE, with a fast path for ASCII (the Unicode property
    /// lookup is the hottest call on large pages).
    var isSpaceForLinkText: Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return value == 0x200B || properties.isWhitespace
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
