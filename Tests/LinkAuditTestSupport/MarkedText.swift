import LinkAuditModel

/// Test text with named position markers, so that tests state positions by name instead of byte
/// columns computed in comments.
///
/// A marker is a keycap emoji, `0️⃣` to `9️⃣` or `🔟`, placed just before the character whose
/// position it names. `text` is the input without its markers; positions are where each marker's
/// next character stands in `text`, as 1-based lines and 1-based UTF-8 byte columns (see
/// `docs/model.md`, Positions):
///
/// ```swift
/// let marked = MarkedText("Déjà vu: 1️⃣[guide](https://example.com)2️⃣")
/// marked.text                // "Déjà vu: [guide](https://example.com)"
/// marked["1️⃣"]              // line 1, column 12 (é and à are two bytes each)
/// marked.span("1️⃣", "2️⃣")   // 1:12 through 1:39, the end inclusive
/// ```
public struct MarkedText: Sendable {
    /// The text without markers.
    public let text: String
    /// Each marker's position in `text`.
    public let positions: [String: SourcePosition]
    /// Each marker's 0-based UTF-8 byte offset in `text`.
    public let offsets: [String: Int]

    /// The markers this type recognizes, in order.
    public static let markers: [String] = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// Reads the markers out of `marked`.
    /// - Precondition: each marker appears at most once.
    public init(_ marked: String) {
        var text = ""
        var positions: [String: SourcePosition] = [:]
        var offsets: [String: Int] = [:]
        var offset = 0
        var line = 1
        var column = 1
        for character in marked {
            let string = String(character)
            if Self.markers.contains(string) {
                precondition(positions[string] == nil, "marker \(string) appears twice")
                positions[string] = SourcePosition(line: line, utf8Column: column)
                offsets[string] = offset
                continue
            }
            text.append(character)
            offset += string.utf8.count
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += string.utf8.count
            }
        }
        self.text = text
        self.positions = positions
        self.offsets = offsets
    }

    /// The position of `marker`.
    /// - Precondition: the text holds the marker.
    public subscript(_ marker: String) -> SourcePosition {
        guard let position = positions[marker] else { preconditionFailure("no marker \(marker) in the text") }
        return position
    }

    /// The 0-based UTF-8 byte offset of `marker` in `text`, for APIs that count bytes from the start.
    /// - Precondition: the text holds the marker.
    public func offset(_ marker: String) -> Int {
        guard let offset = offsets[marker] else { preconditionFailure("no marker \(marker) in the text") }
        return offset
    }

    /// The span from the character after `start` to the last byte before `end`, end inclusive, as
    /// linkaudit's spans are.
    /// - Precondition: both markers exist and `end` is not at the start of a line.
    public func span(_ start: String, _ end: String) -> SourceSpan {
        let after = self[end]
        precondition(after.utf8Column > 1, "an end marker must follow the span's last character on its line")
        return SourceSpan(start: self[start], end: SourcePosition(line: after.line, utf8Column: after.utf8Column - 1))
    }

    /// The text's UTF-8 bytes, as extractors read them.
    public var bytes: [UInt8] { Array(text.utf8) }
}
