/// File paths as text without loss. Linux allows any byte but `/` and NUL in a name, and a name
/// that is not UTF-8 (`caf\xE9.md`, written in Latin-1) has no `String` of its own. Here each byte
/// that is not part of a UTF-8 character stands as one scalar of Unicode's last private-use block,
/// U+10FF80 + (byte - 0x80), so that the text maps back to the very bytes (``bytes(_:)``) and two
/// names never share a text. A name that holds such a scalar itself (four bytes `F4 8F BE`/`BF` …)
/// has those bytes escaped too. Reports show the text through ``shown(_:)``: each escaped byte
/// written `\xE9`. File-system calls (LinkAuditExtractors' half of this type) take the bytes,
/// never the text.
public enum PathText {
    /// The first scalar that stands for a byte: U+10FF80 is byte 0x80, U+10FFFF byte 0xFF.
    static let firstEscape: UInt32 = 0x10FF80

    /// The text of a path's bytes: the bytes themselves when they are UTF-8 without an escape
    /// scalar, else each stray byte escaped.
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        // Most names are ASCII: no scalar to look at.
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains(where: isEscape) { return text }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            var taken = false
            // The shortest prefix that is one UTF-8 character (1 to 4 bytes).
            for length in 1...4 where index + length <= bytes.count {
                guard let character = String(validating: bytes[index..<index + length], as: UTF8.self) else { continue }
                if character.unicodeScalars.contains(where: isEscape) { break }
                scalars.append(contentsOf: character.unicodeScalars)
                index += length
                taken = true
                break
            }
            if !taken {
                scalars.append(Unicode.Scalar(firstEscape + UInt32(bytes[index]) - 0x80)!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes a path's text stands for (``text(_:)`` undone).
    public static func bytes(_ text: String) -> [UInt8] {
        // Most paths are ASCII, read through the contiguous UTF-8 buffer.
        var text = text
        if let ascii = text.withUTF8({ buffer in buffer.allSatisfy { $0 < 0x80 } ? Array(buffer) : nil }) { return ascii }
        guard text.unicodeScalars.contains(where: isEscape) else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isEscape(scalar) {
                bytes.append(UInt8(scalar.value - firstEscape + 0x80))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// A path's text as reports show it, so that two names never show alike and none can move a
    /// terminal: each escaped byte written `\xE9`; each byte of a control or format character (a
    /// newline, ESC, a bidi override, a zero-width space) or a line or paragraph separator written
    /// so too (`a\x0Ab.md`); a backslash of the name doubled where it would otherwise read as the
    /// start of such an escape (before `x`, another backslash or a byte written so): `caf\xE9.md`
    /// is the Latin-1 name, `caf\\xE9.md` the UTF-8 name written with a backslash. A name with none
    /// of these shows as it is. ``bytes(shown:)`` undoes it.
    /// - Parameter allBytes: every byte beyond ASCII written `\xHH` too: the form of a name that
    ///   would otherwise show as another name shows (the same text in another Unicode
    ///   normalization, `café` and `cafe` + U+0301: Swift compares them equal).
    public static func shown(_ text: String, allBytes: Bool = false) -> String {
        // Most names are printable ASCII without a backslash: nothing to write.
        if !allBytes, isPrintableASCIIWithoutBackslash(text) { return text }
        guard allBytes || text.unicodeScalars.contains(where: { isWritten($0) || $0 == "\\" }) else { return text }
        func written(_ scalar: Unicode.Scalar) -> Bool { isWritten(scalar) || (allBytes && !scalar.isASCII) }
        var shown = ""
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if isEscape(scalar) {
                shown += "\\x" + String(scalar.value - firstEscape + 0x80, radix: 16, uppercase: true)
            } else if written(scalar) {
                for byte in String(scalar).utf8 { shown += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
            } else if scalar == "\\", let following = next, following == "x" || following == "\\" || written(following) {
                shown += "\\\\"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether every byte of `text` is printable ASCII but `\\`: read through its contiguous
    /// UTF-8 buffer, a few instructions a byte.
    static func isPrintableASCIIWithoutBackslash(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in buffer.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C } }
    }

    /// Whether a scalar of a name is shown as its bytes: an escaped byte, or a control or format
    /// character or a line or paragraph separator.
    static func isWritten(_ scalar: Unicode.Scalar) -> Bool {
        if isEscape(scalar) { return true }
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }

    /// The absolute path (as this type writes one) of a path as reports show it, relative to
    /// `folder` (absolute) unless it is absolute itself.
    public static func absolute(shown: String, in folder: String) -> String {
        let path = text(bytes(shown: shown))
        return path.hasPrefix("/") ? path : (folder == "/" ? "" : folder) + "/" + path
    }

    /// The bytes of a path as reports show it (``shown(_:)`` undone): `\xE9` is the byte 0xE9,
    /// `\\` one backslash, anything else its UTF-8.
    public static func bytes(shown: String) -> [UInt8] {
        let utf8 = Array(shown.utf8)
        guard utf8.contains(0x5C) else { return utf8 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0x5C, index + 1 < utf8.count {
                if utf8[index + 1] == 0x5C {
                    bytes.append(0x5C)
                    index += 2
                    continue
                }
                if utf8[index + 1] == UInt8(ascii: "x"), index + 3 < utf8.count,
                    let byte = UInt8(String(decoding: utf8[index + 2...index + 3], as: UTF8.self), radix: 16)
                {
                    bytes.append(byte)
                    index += 4
                    continue
                }
            }
            bytes.append(utf8[index])
            index += 1
        }
        return bytes
    }

    /// Whether a scalar stands for a byte.
    static func isEscape(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= firstEscape }

}
