/// Decodes the character references that appear in link text and URLs written by hand.
enum HTMLEntities {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "rarr": "\u{2192}", "raquo": "\u{00BB}",
        "laquo": "\u{00AB}", "copy": "\u{00A9}", "reg": "\u{00AE}", "trade": "\u{2122}", "para": "\u{00B6}",
    ]

    /// The text with every complete character reference decoded.
    static func decodeAll(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let entity = decode(bytes[...], at: index) {
                output += entity.bytes
                index += entity.length
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes the reference starting with `&` at `offset`: returns its UTF-8 bytes and its length
    /// in the source, or `nil` when it is not a complete reference.
    static func decode(_ bytes: ArraySlice<UInt8>, at offset: Int) -> (bytes: [UInt8], length: Int)? {
        guard offset < bytes.endIndex, bytes[offset] == UInt8(ascii: "&") else { return nil }
        var end = offset + 1
        while end < bytes.endIndex, end - offset <= 32, bytes[end] != UInt8(ascii: ";") {
            let byte = bytes[end]
            let ok =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "#")
            guard ok else { return nil }
            end += 1
        }
        guard end < bytes.endIndex, bytes[end] == UInt8(ascii: ";"), end > offset + 1 else { return nil }
        let name = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        let length = end - offset + 1
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.lowercased().hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (Array(String(Character(scalar)).utf8), length)
        }
        guard let decoded = named[name] else { return nil }
        return (Array(decoded.utf8), length)
    }
}
