/// A gettext PO or POT file read into its entries, every decoded byte knowing its place in the
/// file (issue 27, see `docs/model.md`, Inputs).
///
/// The syntax is GNU gettext's: an entry is optional comments (`# ` translator, `#.` extracted,
/// `#:` references, `#,` flags, `#|` previous), an optional `msgctxt`, `msgid`, an optional
/// `msgid_plural`, and `msgstr` or `msgstr[N]`; each keyword takes one or more C string literals
/// on following lines, concatenated. Obsolete entries (`#~`) are never shipped and are left out.
/// Escapes are C's (`\n`, `\t`, `\"`, `\\`, octal `\NNN`, hex `\xHH`) as `msgfmt` reads them.
struct GettextCatalog {
    /// A string of the file, decoded: `offsets[i]` is the file byte offset that byte `i` of
    /// `bytes` came from (an escape's bytes map to its backslash).
    struct Text {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        /// Where the keyword that holds the string starts.
        var keywordOffset = 0
    }

    /// One message of the file.
    struct Entry {
        /// Translator comments (`# …`), each line's text after `# `, joined with line feeds.
        var translatorComment = Text()
        /// Extracted comments (`#. …`): what the developer wrote for translators.
        var extractedComments: [String] = []
        /// Flags (`#, fuzzy, c-format`).
        var flags: [String] = []
        var context: Text?
        var id = Text()
        var idPlural: Text?
        /// `msgstr` (index 0) or `msgstr[N]`, by index.
        var translations: [Int: Text] = [:]
        /// Whether the entry is the header (`msgid ""` without context).
        var isHeader: Bool { context == nil && id.bytes.isEmpty }
        var isFuzzy: Bool { flags.contains("fuzzy") }
    }

    /// The first syntax error: where it is and what it is. Entries before it are kept.
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    var entries: [Entry] = []
    var failure: Failure?
    /// Entries whose context and `msgid` an earlier entry has already (`msgfmt` refuses such a
    /// file): their offsets, and the earlier one's.
    var duplicates: [(offset: Int, first: Int)] = []

    /// The header's fields (`Language`, `Plural-Forms`, `Content-Type`), by name as written.
    var header: [String: String] {
        guard let header = entries.first(where: \.isHeader), let text = header.translations[0] else { return [:] }
        var fields: [String: String] = [:]
        for line in String(decoding: text.bytes, as: UTF8.self).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon]).trimmingWhitespace] = String(line[line.index(after: colon)...]).trimmingWhitespace
        }
        return fields
    }

    /// Reads the text of a PO file.
    /// - Parameter text: the file's UTF-8 text (without byte order mark).
    init(parsing text: [UInt8]) {
        var reader = Reader(text: text)
        reader.run()
        entries = reader.entries
        failure = reader.failure
        duplicates = reader.duplicates
    }

    /// The charset a PO file's header declares (`Content-Type: text/plain; charset=ISO-8859-1`),
    /// lowercased, searched in the raw bytes before they are decoded.
    static func declaredCharset(_ bytes: [UInt8]) -> String? {
        let marker = Array("charset=".utf8)
        guard let found = ASCII.firstOffset(of: marker, in: Array(bytes.prefix(8192)), from: 0) else { return nil }
        var end = found + marker.count
        while end < bytes.count, bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\""), bytes[end] > 0x20 { end += 1 }
        let label = String(decoding: bytes[(found + marker.count)..<end], as: UTF8.self).lowercased()
        return label.isEmpty || label == "charset" ? nil : label
    }
}

extension GettextCatalog {
    /// The line-by-line reader behind ``init(parsing:)``.
    fileprivate struct Reader {
        let text: [UInt8]
        var entries: [Entry] = []
        var failure: Failure?
        var duplicates: [(offset: Int, first: Int)] = []
        /// A message's identity: `msgctxt` (or none) and `msgid`.
        private struct Identity: Hashable {
            var context: [UInt8]?
            var id: [UInt8]
        }
        private var seen: [Identity: Int] = [:]
        private var entry = Entry()
        private var entryOffset = 0
        /// What the entry holds so far: 0 comments only, 1 `msgctxt`, 2 `msgid`, 3 `msgid_plural`, 4 `msgstr`.
        private var phase = 0
        private var isObsolete = false
        /// The string the next continuation line adds to: 0 context, 1 id, 2 plural id, 3 + N `msgstr[N]`.
        private var current = -1

        init(text: [UInt8]) { self.text = text }

        mutating func run() {
            var lineStart = 0
            while lineStart < text.count, failure == nil {
                var lineEnd = text[lineStart...].firstIndex(of: 0x0A) ?? text.count
                let next = lineEnd + 1
                if lineEnd > lineStart, text[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                read(line: lineStart..<lineEnd)
                lineStart = next
            }
            if failure == nil { finish() }
        }

        private mutating func fail(_ offset: Int, _ message: String) {
            if failure == nil { failure = Failure(offset: offset, message: message) }
        }

        /// Ends the entry read so far: kept when it has a `msgid` and is not obsolete.
        private mutating func finish() {
            defer {
                entry = Entry()
                phase = 0
                isObsolete = false
                current = -1
            }
            guard phase >= 2, !isObsolete else { return }
            guard phase == 4 else {
                return fail(entryOffset, "message without msgstr: every msgid needs a translation line, even msgstr \"\"")
            }
            let identity = Identity(context: entry.context?.bytes, id: entry.id.bytes)
            if let first = seen[identity] {
                duplicates.append((entry.id.keywordOffset, first))
                return
            }
            seen[identity] = entry.id.keywordOffset
            entries.append(entry)
        }

        private mutating func read(line range: Range<Int>) {
            var start = range.lowerBound
            while start < range.upperBound, text[start] == 0x20 || text[start] == 0x09 { start += 1 }
            guard start < range.upperBound else {
                if phase >= 4 { finish() }
                return
            }
            if text[start] == UInt8(ascii: "#") {
                let kind = start + 1 < range.upperBound ? text[start + 1] : 0x20
                if kind == UInt8(ascii: "~") {
                    // An obsolete entry: no longer in the sources, never shipped.
                    if phase >= 2, !isObsolete { finish() }
                    if phase == 0 { entryOffset = start }
                    isObsolete = true
                    phase = max(phase, 2)
                    return
                }
                if phase >= 2 { finish() }
                if phase == 0, entry.translatorComment.bytes.isEmpty, entry.flags.isEmpty { entryOffset = start }
                comment(kind: kind, at: start, end: range.upperBound)
                return
            }
            if text[start] == UInt8(ascii: "\"") {
                guard current >= 0 else { return fail(start, "a string outside a message: it continues no msgid or msgstr line") }
                // Appended in place: a string continued over 10,000 lines is not copied at each.
                let text = self.text
                let decoded: Result<Int, Failure>
                switch current {
                case 0: decoded = Self.literal(text, from: start, end: range.upperBound, into: &entry.context!)
                case 1: decoded = Self.literal(text, from: start, end: range.upperBound, into: &entry.id)
                case 2: decoded = Self.literal(text, from: start, end: range.upperBound, into: &entry.idPlural!)
                default: decoded = Self.literal(text, from: start, end: range.upperBound, into: &entry.translations[current - 3]!)
                }
                switch decoded {
                case .success(let end): trailing(from: end, end: range.upperBound)
                case .failure(let failure): fail(failure.offset, failure.message)
                }
                return
            }
            keyword(at: start, end: range.upperBound)
        }

        /// A comment line; `kind` is the byte after `#`.
        private mutating func comment(kind: UInt8, at start: Int, end: Int) {
            let body = start + 2 <= end ? start + 2 : end
            switch kind {
            case 0x20, 0x09:
                if !entry.translatorComment.bytes.isEmpty {
                    entry.translatorComment.bytes.append(0x0A)
                    entry.translatorComment.offsets.append(body - 1)
                }
                entry.translatorComment.bytes += text[body..<end]
                entry.translatorComment.offsets += body..<end
            case UInt8(ascii: "."):
                entry.extractedComments.append(String(decoding: text[body..<end], as: UTF8.self).trimmingWhitespace)
            case UInt8(ascii: ","):
                entry.flags += String(decoding: text[body..<end], as: UTF8.self).split(separator: ",").map { String($0).trimmingWhitespace }
            default:
                // `#:` references, `#|` previous strings, and `#` alone.
                break
            }
        }

        private mutating func keyword(at start: Int, end: Int) {
            var nameEnd = start
            while nameEnd < end, text[nameEnd] != 0x20, text[nameEnd] != 0x09, text[nameEnd] != UInt8(ascii: "\"") { nameEnd += 1 }
            let name = String(decoding: text[start..<nameEnd], as: UTF8.self)
            var slot: Int
            switch name {
            case "msgctxt":
                if phase >= 2 { finish() }
                guard phase == 0 else { return fail(start, "msgctxt written twice for one message") }
                if entry.translatorComment.bytes.isEmpty, entry.flags.isEmpty { entryOffset = start }
                phase = 1
                slot = 0
            case "msgid":
                if phase >= 2 { finish() }
                if phase == 0, entry.translatorComment.bytes.isEmpty, entry.flags.isEmpty { entryOffset = start }
                phase = 2
                slot = 1
            case "msgid_plural":
                guard phase == 2 else { return fail(start, "msgid_plural without the msgid it follows") }
                phase = 3
                slot = 2
            case "msgstr":
                guard phase == 2 else {
                    return fail(start, phase == 3 ? "a plural message needs msgstr[0], msgstr[1], …" : "msgstr without a msgid before it")
                }
                phase = 4
                slot = 3
            default:
                // A complete message before the error is kept.
                if phase == 4, !name.hasPrefix("msgstr[") { finish() }
                guard name.hasPrefix("msgstr["), name.hasSuffix("]"), let index = Int(name.dropFirst(7).dropLast()), index >= 0, index < 100
                else {
                    return fail(
                        start, "unknown keyword '\(name.prefix(40))': a PO line is a comment, a keyword (msgid, msgstr, …) or a string")
                }
                guard phase == 3 || (phase == 4 && entry.idPlural != nil) else {
                    return fail(start, "msgstr[\(index)] in a message without msgid_plural")
                }
                guard entry.translations[index] == nil else { return fail(start, "msgstr[\(index)] written twice") }
                phase = 4
                slot = 3 + index
            }
            var quote = nameEnd
            while quote < end, text[quote] == 0x20 || text[quote] == 0x09 { quote += 1 }
            guard quote < end, text[quote] == UInt8(ascii: "\"") else { return fail(quote, "\(name) needs a string: \(name) \"…\"") }
            var string = Text(keywordOffset: start)
            let after: Int
            switch Self.literal(text, from: quote, end: end, into: &string) {
            case .success(let offset): after = offset
            case .failure(let failure): return fail(failure.offset, failure.message)
            }
            put(string, slot)
            current = slot
            trailing(from: after, end: end)
        }

        /// Only blanks may follow a string on its line.
        private mutating func trailing(from offset: Int, end: Int) {
            var index = offset
            while index < end, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
            if index < end { fail(index, "text after the string's closing quote") }
        }

        private mutating func put(_ string: Text, _ slot: Int) {
            switch slot {
            case 0: entry.context = string
            case 1: entry.id = string
            case 2: entry.idPlural = string
            default: entry.translations[slot - 3] = string
            }
        }

        /// Decodes the C string literal whose `"` is at `start` in `text` into `string`.
        /// - Returns: the offset after its closing quote, or where and why the literal is wrong.
        private static func literal(_ text: [UInt8], from start: Int, end: Int, into string: inout Text) -> Result<Int, Failure> {
            var index = start + 1
            while index < end {
                let byte = text[index]
                if byte == UInt8(ascii: "\"") { return .success(index + 1) }
                guard byte == UInt8(ascii: "\\") else {
                    string.bytes.append(byte)
                    string.offsets.append(index)
                    index += 1
                    continue
                }
                guard index + 1 < end else { break }
                let escape = text[index + 1]
                var decoded: UInt8
                var length = 2
                switch escape {
                case UInt8(ascii: "n"): decoded = 0x0A
                case UInt8(ascii: "t"): decoded = 0x09
                case UInt8(ascii: "r"): decoded = 0x0D
                case UInt8(ascii: "a"): decoded = 0x07
                case UInt8(ascii: "b"): decoded = 0x08
                case UInt8(ascii: "f"): decoded = 0x0C
                case UInt8(ascii: "v"): decoded = 0x0B
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): decoded = escape
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = 0
                    length = 1
                    while length <= 3, index + length < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index + length]) {
                        value = value * 8 + Int(text[index + length] - UInt8(ascii: "0"))
                        length += 1
                    }
                    decoded = UInt8(truncatingIfNeeded: value)
                case UInt8(ascii: "x"):
                    var value = 0
                    length = 2
                    while index + length < end, let digit = hexValue(text[index + length]) {
                        value = (value * 16 + digit) & 0xFF
                        length += 1
                    }
                    guard length > 2 else { return .failure(Failure(offset: index, message: "\\x without hexadecimal digits")) }
                    decoded = UInt8(value)
                default:
                    return .failure(
                        Failure(offset: index, message: "unknown escape '\\\(String(decoding: [escape], as: UTF8.self))' in a string"))
                }
                string.bytes.append(decoded)
                string.offsets.append(index)
                index += length
            }
            return .failure(Failure(offset: start, message: "string without its closing quote on the line"))
        }

        private static func hexValue(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
            default: nil
            }
        }
    }
}
