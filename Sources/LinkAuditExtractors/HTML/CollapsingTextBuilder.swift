import LinkAuditModel

/// Appends text with whitespace collapsed on the fly (the rule of `String.collapsingWhitespace`),
/// and records where marked elements' text starts, in UTF-8 bytes of the result.
struct CollapsingTextBuilder {
    /// The text so far, as UTF-8 bytes (appended byte by byte, made a String once).
    private var bytes: [UInt8] = []
    private var pendingSpace = false
    /// Elements whose text starts at the next visible character.
    private var waiting: [Int] = []
    private var starts: [Int: Int] = [:]

    var text: String { String(decoding: bytes, as: UTF8.self) }

    var utf8Count: Int { bytes.count }

    mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { append(utf8: $0) }
    }

    /// Appends valid UTF-8 text. Each run of characters other than spaces is copied whole; a
    /// scalar outside ASCII is decoded only to ask whether it is a space (`isSpaceForLinkText`).
    mutating func append(utf8 piece: UnsafeBufferPointer<UInt8>) {
        let count = piece.count
        var index = 0
        while index < count {
            let (first, firstLength) = Self.scalar(in: piece, at: index)
            if first.isSpaceForLinkText {
                pendingSpace = !bytes.isEmpty
                index += firstLength
                continue
            }
            // The run of visible characters from here, to the next space or the end.
            var end = index + firstLength
            while end < count {
                let byte = piece[end]
                if byte < 0x80 {
                    if byte == 0x20 || (0x09...0x0D).contains(byte) { break }
                    end += 1
                    continue
                }
                let (scalar, length) = Self.scalar(in: piece, at: end)
                if scalar.isSpaceForLinkText { break }
                end += length
            }
            startVisibleText()
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: piece[index..<end]))
            index = end
        }
    }

    /// The scalar whose UTF-8 starts at `index` and its length in bytes.
    @inline(__always) private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let (value, length) = UTF8Scalars.scalar(at: index, in: bytes)
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Before a visible character: the pending space, and the start of the elements waiting for it.
    private mutating func startVisibleText() {
        if pendingSpace { bytes.append(0x20); pendingSpace = false }
        if !waiting.isEmpty {
            let offset = bytes.count
            for node in waiting { starts[node] = offset }
            waiting.removeAll()
        }
    }

    /// A word boundary: the next visible character is preceded by a space.
    mutating func breakWord() { pendingSpace = !bytes.isEmpty }

    mutating func markStart(of node: Int) { waiting.append(node) }

    /// Where the marked element's text started, or `nil` when it had no visible character.
    mutating func resolveStart(of node: Int) -> Int? {
        if let index = waiting.firstIndex(of: node) { waiting.remove(at: index); return nil }
        return starts[node]
    }
}
