import LinkAuditModel

/// A file in UTF-16 as `--fix` writes it back (issue 26): Xcode's `.strings` tables are often
/// UTF-16, little- or big-endian, with or without a byte order mark. The file's text is decoded
/// as extraction decodes it (``PositionText``), the edits are applied to that text, and the result
/// is encoded as the file was: same byte order, same mark.
///
/// Sound or nothing: the encoding is taken only when encoding the decoded text gives back the
/// file's very bytes (no stray byte, no unpaired surrogate read as U+FFFD), so that everything but
/// the edits stays byte for byte.
struct UTF16FileText {
    let littleEndian: Bool
    let byteOrderMark: Bool

    /// The encoding of `bytes` when they are UTF-16 that `decoded` (their text as UTF-8) encodes
    /// back to exactly; `nil` otherwise.
    init?(bytes: [UInt8], decoded: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xFE]) {
            (littleEndian, byteOrderMark) = (true, true)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            (littleEndian, byteOrderMark) = (false, true)
        } else if bytes.count >= 2, bytes[1] == 0, bytes[0] != 0 {
            (littleEndian, byteOrderMark) = (true, false)
        } else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 {
            (littleEndian, byteOrderMark) = (false, false)
        } else {
            return nil
        }
        guard let encoded = encode(decoded), encoded == bytes else { return nil }
    }

    /// `text` (UTF-8) in this encoding, with its byte order mark; `nil` when `text` is not UTF-8.
    func encode(_ text: [UInt8]) -> [UInt8]? {
        guard let string = String(validating: text, as: UTF8.self) else { return nil }
        var bytes: [UInt8] = byteOrderMark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        bytes.reserveCapacity(bytes.count + 2 * text.count)
        for unit in string.utf16 {
            let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return bytes
    }
}
