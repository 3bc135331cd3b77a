import Foundation
import LinkAuditModel

#if canImport(Glibc)
    import Glibc
#endif

/// Decodes a file's bytes to UTF-8 text.
enum TextDecoding {
    /// Why a file's bytes could not be read as text.
    struct DecodingFailure: Error {
        /// Byte offset in the raw input where decoding failed.
        var byteOffset: Int
        var message: String
    }

    /// Whether the bytes look binary: a NUL byte in the first 8 KiB outside UTF-16 text.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8192).contains(0)
    }

    /// Returns the text without a UTF-8 BOM, or throws with the offset of the first invalid byte.
    static func strictUTF8(_ bytes: [UInt8]) throws(DecodingFailure) -> [UInt8] {
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        if let bad = firstInvalidUTF8Offset(body) {
            throw DecodingFailure(
                byteOffset: bad + (bytes.count - body.count),
                message: "invalid UTF-8 (byte 0x\(String(body[bad], radix: 16, uppercase: true)))")
        }
        return body
    }

    /// Offset of the first byte that is not part of a valid UTF-8 sequence, or `nil`.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer(firstInvalidUTF8Offset)
    }

    /// ``firstInvalidUTF8Offset(_:)`` of a buffer: eight ASCII bytes at a time, each other byte
    /// with its continuation bytes.
    static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var index = 0
        let count = bytes.count
        while index < count {
            while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { break }
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
            default: return index
            }
            guard index + length <= count else { return index }
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }

    /// Decodes UTF-16 (with a BOM, or little/big endian guessed from NUL bytes) to UTF-8.
    /// Unpaired surrogates become U+FFFD.
    static func utf16ToUTF8(_ bytes: [UInt8]) -> [UInt8]? {
        var littleEndian: Bool
        var body = bytes[...]
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true; body = body.dropFirst(2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false; body = body.dropFirst(2)
        } else if bytes.count >= 2, bytes[1] == 0, bytes[0] != 0 {
            littleEndian = true
        } else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 {
            littleEndian = false
        } else {
            return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index + 1 < body.endIndex {
            let a = UInt16(body[index]), b = UInt16(body[index + 1])
            units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) { output.append($0) }
        return output
    }

    /// Whether the bytes start with a UTF-16 BOM or look like UTF-16 text.
    static func looksUTF16(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        guard bytes.count >= 4 else { return false }
        return (bytes[1] == 0 && bytes[3] == 0 && bytes[0] != 0) || (bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0)
    }

    /// Decodes bytes in a legacy single-byte or East Asian encoding named by IANA label.
    /// Returns `nil` for an unknown label or bytes invalid in that encoding.
    static func decode(_ bytes: [UInt8], charset label: String) -> [UInt8]? {
        let name = label.lowercased().trimmingCharacters(in: .whitespaces)
        switch name {
        case "utf-8", "utf8":
            return firstInvalidUTF8Offset(bytes) == nil ? bytes : nil
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1":
            // Browsers read ISO-8859-1 as windows-1252.
            return decodeWindows1252(bytes)
        case "windows-1252", "cp1252", "us-ascii", "ascii":
            return decodeWindows1252(bytes)
        default:
            return iconvToUTF8(bytes, from: name)
        }
    }

    /// Converts with the C library's iconv (EUC-KR, Shift_JIS, GB2312, KOI8-R, ...); `nil` when the
    /// encoding is unknown or the bytes are invalid in it.
    static func iconvToUTF8(_ bytes: [UInt8], from charset: String) -> [UInt8]? { iconv(bytes, from: charset, to: "UTF-8") }

    /// Converts UTF-8 `text` to `charset` with the C library's iconv (what `--fix` writes back
    /// into a page in a legacy charset, ``HTMLCharsetText``); `nil` when the charset is unknown or
    /// a character has no form in it.
    static func iconvFromUTF8(_ text: [UInt8], to charset: String) -> [UInt8]? { iconv(text, from: "UTF-8", to: charset) }

    /// `bytes` converted from one charset to another, the output ended in its initial shift state
    /// (a stateful charset such as ISO-2022-JP); `nil` when either charset is unknown or the bytes
    /// do not convert whole.
    private static func iconv(_ bytes: [UInt8], from source: String, to target: String) -> [UInt8]? {
        let converter = iconv_open(target, source)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 64)
        let produced: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer = UnsafeMutableRawPointer(inBuffer.baseAddress).map { $0.assumingMemoryBound(to: CChar.self) }
                var inLeft = inBuffer.count
                var outPointer = UnsafeMutableRawPointer(outBuffer.baseAddress).map { $0.assumingMemoryBound(to: CChar.self) }
                var outLeft = outBuffer.count
                guard Glibc.iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0,
                    Glibc.iconv(converter, nil, nil, &outPointer, &outLeft) != -1
                else { return nil }
                return outBuffer.count - outLeft
            }
        }
        return produced.map { Array(output[0..<$0]) }
    }

    /// Decodes windows-1252 (a superset of ISO-8859-1's printable range) to UTF-8.
    static func decodeWindows1252(_ bytes: [UInt8]) -> [UInt8] {
        let high: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
            0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
        ]
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte < 0x80 { output.append(byte); continue }
            let scalarValue = (0x80...0x9F).contains(byte) ? high[Int(byte - 0x80)] : UInt32(byte)
            output.append(contentsOf: Array(String(Character(Unicode.Scalar(scalarValue)!)).utf8))
        }
        return output
    }
}

/// Source files that must be UTF-8 text (Markdown, Swift): the one check for both.
public enum SourceText {
    /// The text without a UTF-8 BOM, or `nil` with a located error in `document.errors`: a binary
    /// file (a NUL byte, located) or invalid UTF-8 (located at the first bad byte).
    /// - Parameter kind: what the file should be, for the message ("Markdown", "Swift").
    public static func utf8(_ bytes: [UInt8], kind: String, reportingTo document: inout ExtractedDocument) -> [UInt8]? {
        if TextDecoding.looksBinary(bytes) {
            let position = LineIndex(bytes).position(ofByte: bytes.firstIndex(of: 0) ?? 0)
            document.errors.append(
                AuditError(
                    file: document.file, line: position.line, column: position.utf8Column,
                    message: "binary file (NUL byte), not \(kind) text"))
            return nil
        }
        do {
            return try TextDecoding.strictUTF8(bytes)
        } catch {
            let position = LineIndex(bytes).position(ofByte: error.byteOffset)
            document.errors.append(
                AuditError(
                    file: document.file, line: position.line, column: position.utf8Column,
                    message: "\(error.message); save the file as UTF-8"))
            return nil
        }
    }
}
