import LinkAuditModel

/// Builds the decoded UTF-8 bytes of a quoted string (a `.strings` value, a JSON string) together
/// with the file byte offset of every decoded byte, so that positions found inside the decoded
/// text can be mapped back to the file exactly.
///
/// Bytes copied as written map to their own offset; every byte produced by an escape maps to the
/// escape's first byte (its backslash). UTF-16 code units from `\uXXXX` escapes are combined when a
/// high surrogate is directly followed by a low one; an unpaired surrogate becomes U+FFFD and is
/// recorded in `unpairedSurrogates`.
struct EscapedTextBuilder {
    /// The decoded text, UTF-8.
    private(set) var bytes: [UInt8] = []
    /// `offsets[i]` is the 0-based file byte offset of `bytes[i]`.
    private(set) var offsets: [Int] = []
    /// File byte offsets of escapes that held an unpaired UTF-16 surrogate (replaced by U+FFFD).
    private(set) var unpairedSurrogates: [Int] = []
    /// A high surrogate waiting for its low half: the code unit and the offset of its escape.
    private var pendingHighSurrogate: (unit: UInt16, offset: Int)?

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
        offsets.reserveCapacity(capacity + 1)
    }

    /// Appends one byte as written in the file.
    /// - Parameters:
    ///   - byte: a UTF-8 byte of the file's text.
    ///   - offset: its 0-based file byte offset.
    mutating func appendLiteral(_ byte: UInt8, at offset: Int) {
        if pendingHighSurrogate != nil { flushPendingSurrogate() }
        bytes.append(byte)
        offsets.append(offset)
    }

    /// Appends a Unicode scalar produced by an escape (`\n`, `\"`, octal).
    /// - Parameters:
    ///   - value: the scalar value; invalid values become U+FFFD.
    ///   - offset: the 0-based file byte offset of the escape's backslash.
    mutating func appendScalar(_ value: UInt32, at offset: Int) {
        if pendingHighSurrogate != nil { flushPendingSurrogate() }
        let scalar = Unicode.Scalar(value) ?? Unicode.Scalar(0xFFFD)!
        for byte in UTF8.encode(scalar)! {
            bytes.append(byte)
            offsets.append(offset)
        }
    }

    /// Appends a UTF-16 code unit from a `\uXXXX` escape, pairing surrogates.
    /// - Parameters:
    ///   - unit: the code unit.
    ///   - offset: the 0-based file byte offset of the escape's backslash.
    mutating func appendUTF16(_ unit: UInt16, at offset: Int) {
        if let pending = pendingHighSurrogate {
            if UTF16.isTrailSurrogate(unit) {
                pendingHighSurrogate = nil
                let value = 0x10000 + ((UInt32(pending.unit) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
                appendScalar(value, at: pending.offset)
                return
            }
            flushPendingSurrogate()
        }
        if UTF16.isLeadSurrogate(unit) {
            pendingHighSurrogate = (unit, offset)
        } else if UTF16.isTrailSurrogate(unit) {
            unpairedSurrogates.append(offset)
            appendScalar(0xFFFD, at: offset)
        } else {
            appendScalar(UInt32(unit), at: offset)
        }
    }

    /// Ends the text: a high surrogate still waiting becomes U+FFFD, and one more offset (that of
    /// the closing delimiter, just past the text) is added to `offsets`.
    mutating func finish(endOffset: Int) {
        if pendingHighSurrogate != nil { flushPendingSurrogate() }
        offsets.append(endOffset)
    }

    private mutating func flushPendingSurrogate() {
        guard let pending = pendingHighSurrogate else { return }
        pendingHighSurrogate = nil
        unpairedSurrogates.append(pending.offset)
        appendScalar(0xFFFD, at: pending.offset)
    }
}

/// Reads a string table's bytes as UTF-8 text: UTF-8 with or without a BOM, or UTF-16 (either byte
/// order, with or without a BOM). Shared by the `.strings` and `.xcstrings` extractors.
enum StringTableText {
    /// Why a table's bytes are not text.
    struct Failure: Error {
        /// 1-based line of the offending byte, when the problem has a place.
        var line: Int?
        /// 1-based UTF-8 byte column of the offending byte, when the problem has a place.
        var column: Int?
        var message: String
    }

    /// Decodes the bytes to UTF-8, or records why not in `document.errors` and returns `nil`.
    static func decode(_ bytes: [UInt8], reportingTo document: inout ExtractedDocument) -> [UInt8]? {
        do {
            return try decode(bytes)
        } catch {
            document.errors.append(AuditError(file: document.file, line: error.line, column: error.column, message: error.message))
            return nil
        }
    }

    /// Decodes the bytes to UTF-8 (without BOM).
    /// - Returns: the text; positions in it are the positions linkaudit reports.
    /// - Throws: `Failure` for a binary file or invalid UTF-8 (located at the bad byte).
    static func decode(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        if TextDecoding.looksUTF16(bytes), let text = TextDecoding.utf16ToUTF8(bytes) {
            return text
        }
        let bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if TextDecoding.looksBinary(bytes) {
            let body = Array(bytes[bomLength...])
            let nul = body.firstIndex(of: 0) ?? 0
            let position = LineIndex(body).position(ofByte: nul)
            throw Failure(
                line: position.line, column: position.utf8Column,
                message: "binary file: NUL byte and not UTF-16 text; is this a compiled (binary plist) string table?")
        }
        do {
            return try TextDecoding.strictUTF8(bytes)
        } catch {
            let body = Array(bytes[bomLength...])
            let position = LineIndex(body).position(ofByte: error.byteOffset - bomLength)
            throw Failure(
                line: position.line, column: position.utf8Column,
                message: "\(error.message): the file must be UTF-8 or UTF-16; re-save it as UTF-8")
        }
    }
}
