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
}
