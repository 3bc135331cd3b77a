import LinkAuditModel

/// Format placeholders of app copy and template expressions of site generators: opaque tokens.
enum Placeholders {
    /// Whether the text holds a printf-style placeholder (`%@`, `%1$@`, `%lld`, `%#@name@`) or a
    /// brace placeholder (`{url}`, `{{ site.baseurl }}`).
    static func containsPlaceholder(_ text: String) -> Bool {
        containsFormatSpecifier(text) || containsBraceTemplate(text)
    }

    /// Whether a destination holds a placeholder: as ``containsPlaceholder(_:)``, except that `%`
    /// and two hex digits is percent-encoding (`%2F`, `%E2%80%99`), not a specifier such as `%2F`
    /// would otherwise read (width 2, conversion `F`).
    static func containsDestinationPlaceholder(_ destination: String) -> Bool {
        if containsBraceTemplate(destination) { return true }
        let bytes = Array(destination.utf8)
        return FormatSpecifier.all(in: destination).contains { specifier in
            let start = specifier.utf8Range.lowerBound
            return !(start + 2 < bytes.count && isHexDigit(bytes[start + 1]) && isHexDigit(bytes[start + 2]))
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// `%@`, `%d`, `%1$@`, `%lld`, `%.2f`, `%#@items@` (see `FormatSpecifier`); `%%` is a literal percent sign.
    static func containsFormatSpecifier(_ text: String) -> Bool {
        FormatSpecifier.occurs(in: text)
    }

    /// `{{ … }}`, `{% … %}`, `{{< … >}}` or a single-word `{name}` placeholder.
    /// Most texts hold no `{` byte at all: they are answered without copying their bytes.
    static func containsBraceTemplate(_ text: String) -> Bool {
        let brace = UInt8(ascii: "{")
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(brace) }) ?? text.utf8.contains(brace) else { return false }
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") { return true }
            // `{name}`: letters, digits, `_` and `.` up to the closing brace.
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "}"), isNameByte(bytes[end]) { end += 1 }
            if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}") { return true }
            index += 1
        }
        return false
    }

    /// ASCII letters, digits, `_`, `.`, and any byte of a non-ASCII letter.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
