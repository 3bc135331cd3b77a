/// A printf-style format specifier in app copy (`%@`, `%1$@`, `%lld`, `%.2f`, `%#@items@`): an
/// opaque token, never a word to classify nor part of a URL to validate (see `docs/model.md`,
/// App copy).
///
/// The grammar is Foundation's `String(format:)` as string tables use it: `%`, an optional
/// argument number and `$`, digits, `.` and `-` for width and precision, length modifiers
/// (`l`, `h`, `q`, `z`), and one conversion character; or `%#@name@`, a `.stringsdict` variable.
/// `%%` is a literal percent sign, not a specifier. Flags other than `-` are not read, so "100% free"
/// holds no specifier. Python's named form (`%(count)d`, `%(link)s`), which gettext catalogs of
/// Python projects use, is one too (issue 27).
public struct FormatSpecifier: Hashable, Sendable {
    /// The UTF-8 byte offsets of the specifier in the scanned text, `%` included, end exclusive.
    public let utf8Range: Range<Int>
    /// The explicit argument number (`1` in `%1$@`), or `nil` when the specifier takes the next argument.
    public let argumentNumber: Int?
    /// The specifier as written without its argument number: `%1$@` -> `%@`, `%2$lld` -> `%lld`.
    public let unnumbered: String

    /// Every specifier in `text`, in order.
    public static func all(in text: String) -> [FormatSpecifier] {
        let bytes = Array(text.utf8)
        var found: [FormatSpecifier] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == percent else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == percent { index += 2; continue }
            if let specifier = specifier(at: index, in: bytes) {
                found.append(specifier)
                index = specifier.utf8Range.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether `text` holds at least one specifier.
    public static func occurs(in text: String) -> Bool {
        !all(in: text).isEmpty
    }

    /// `text` with every specifier's argument number removed (`%1$@ of %2$@` -> `%@ of %@`), so
    /// that a translation that numbers its arguments compares equal to a source that does not.
    public static func unnumbering(_ text: String) -> String {
        let specifiers = all(in: text)
        guard !specifiers.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var cursor = 0
        for specifier in specifiers {
            output += bytes[cursor..<specifier.utf8Range.lowerBound]
            output += Array(specifier.unnumbered.utf8)
            cursor = specifier.utf8Range.upperBound
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }

    private static let percent = UInt8(ascii: "%")
    private static let lengthModifiers: Set<UInt8> = Set("lhqz".utf8)
    private static let conversions: Set<UInt8> = Set("@dDiuUxXoOfeEgGcCsSpaA".utf8)
    private static let pythonConversions: Set<UInt8> = Set("sdirfFeEgGxXoc".utf8)

    /// A byte of a Python placeholder's name: an ASCII letter, digit or `_`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The specifier starting at the `%` at `start`, or `nil` when none does.
    private static func specifier(at start: Int, in bytes: [UInt8]) -> FormatSpecifier? {
        var next = start + 1
        // `%#@name@`: a `.stringsdict` variable, up to the closing `@`.
        if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "#"), bytes[next + 1] == UInt8(ascii: "@") {
            var end = next + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
            let range = start..<min(end + 1, bytes.count)
            return FormatSpecifier(utf8Range: range, argumentNumber: nil, unnumbered: String(decoding: bytes[range], as: UTF8.self))
        }
        // `%(name)s`: Python's named placeholder, as gettext's `python-format` messages write it.
        if next < bytes.count, bytes[next] == UInt8(ascii: "("), let close = bytes[next...].prefix(64).firstIndex(of: UInt8(ascii: ")")),
            close > next + 1, bytes[(next + 1)..<close].allSatisfy({ isNameByte($0) })
        {
            var end = close + 1
            while end < bytes.count,
                (0x30...0x39).contains(bytes[end]) || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "-")
            {
                end += 1
            }
            guard end < bytes.count, pythonConversions.contains(bytes[end]) else { return nil }
            let range = start..<(end + 1)
            return FormatSpecifier(utf8Range: range, argumentNumber: nil, unnumbered: String(decoding: bytes[range], as: UTF8.self))
        }
        var argumentNumber: Int?
        var digits = next
        while digits < bytes.count, (0x30...0x39).contains(bytes[digits]) { digits += 1 }
        if digits > next, digits < bytes.count, bytes[digits] == UInt8(ascii: "$") {
            argumentNumber = Int(String(decoding: bytes[next..<digits], as: UTF8.self))
            next = digits + 1
        }
        let afterNumber = next
        while next < bytes.count,
            (0x30...0x39).contains(bytes[next]) || bytes[next] == UInt8(ascii: ".")
                || bytes[next] == UInt8(ascii: "-") || bytes[next] == UInt8(ascii: "$")
        { next += 1 }
        while next < bytes.count, lengthModifiers.contains(bytes[next]) { next += 1 }
        guard next < bytes.count, conversions.contains(bytes[next]) else { return nil }
        let range = start..<(next + 1)
        let unnumbered = "%" + String(decoding: bytes[afterNumber..<range.upperBound], as: UTF8.self)
        return FormatSpecifier(utf8Range: range, argumentNumber: argumentNumber, unnumbered: unnumbered)
    }
}
