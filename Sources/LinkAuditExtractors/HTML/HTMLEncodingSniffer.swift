/// Decides an HTML file's encoding before parsing and decodes it to UTF-8.
///
/// Order: a byte order mark (UTF-8, UTF-16); else valid UTF-8; else `<meta charset>` or
/// `<meta http-equiv content="…; charset=…">` in the first 2 KiB; else the charset of a
/// content-negotiation file name (`page.html.ko.euc-kr`); else UTF-8 with its stray bytes
/// replaced by U+FFFD (each warned at its place) when the page declares UTF-8 or holds any valid
/// multi-byte UTF-8 character (issue 25: one stray byte beside one `é` is a UTF-8 page with a bad
/// byte, not a Latin-1 page to be read as "CafÃ©"); else, with no multi-byte UTF-8 character at
/// all, windows-1252 (what browsers do for ISO-8859-1 and unlabeled legacy pages).
enum HTMLEncodingSniffer {
    struct Decoded {
        /// The text in UTF-8: every position of the extractor is counted in these bytes.
        var text: [UInt8]
        /// The encoding used, as a lowercased label.
        var encoding: String
        /// Offsets of the stray bytes of a UTF-8 page, each read as U+FFFD, in the raw bytes after
        /// `strayBase` (3 past a byte order mark, whose bytes no position counts).
        var strayBytes: [Int] = []
        var strayBase = 0
    }

    /// Why the bytes are not HTML text.
    struct Failure: Error {
        /// Byte offset in the raw input of the offending byte.
        var byteOffset: Int
        var message: String
    }

    /// How many bytes are searched for a `<meta>` charset declaration.
    static let prescanLimit = 2048

    static func decode(_ bytes: [UInt8], file: String) -> Result<Decoded, Failure> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let body = Array(bytes.dropFirst(3))
            guard TextDecoding.firstInvalidUTF8Offset(body) != nil else { return .success(Decoded(text: body, encoding: "utf-8")) }
            // Stray bytes of a page with a byte order mark: replaced and warned like any UTF-8 page's
            // (offsets in the raw bytes, after the mark).
            return .success(
                Decoded(
                    text: Array(String(decoding: body, as: UTF8.self).utf8), encoding: "utf-8",
                    strayBytes: utf8Census(body).stray, strayBase: 3))
        }
        if TextDecoding.looksUTF16(bytes), let text = TextDecoding.utf16ToUTF8(bytes) {
            return .success(Decoded(text: text, encoding: "utf-16"))
        }
        if TextDecoding.looksBinary(bytes), let nul = bytes.prefix(8192).firstIndex(of: 0) {
            return .failure(Failure(byteOffset: nul, message: "binary file (NUL byte), not HTML text"))
        }
        if TextDecoding.firstInvalidUTF8Offset(bytes) == nil {
            return .success(Decoded(text: bytes, encoding: "utf-8"))
        }
        if let label = declaredCharset(bytes), !isUTF8Label(label), let text = TextDecoding.decode(bytes, charset: label) {
            return .success(Decoded(text: text, encoding: label))
        }
        if let label = LocalePath.negotiationLanguage(of: file)?.charset?.lowercased(), !isUTF8Label(label),
            let text = TextDecoding.decode(bytes, charset: label)
        {
            return .success(Decoded(text: text, encoding: label))
        }
        let census = utf8Census(bytes)
        if census.multiByte > 0 || declaredCharset(bytes).map(isUTF8Label) == true {
            return .success(
                Decoded(text: Array(String(decoding: bytes, as: UTF8.self).utf8), encoding: "utf-8", strayBytes: census.stray))
        }
        return .success(Decoded(text: TextDecoding.decodeWindows1252(bytes), encoding: "windows-1252"))
    }

    private static func isUTF8Label(_ label: String) -> Bool { label == "utf-8" || label == "utf8" }

    /// How many valid multi-byte UTF-8 characters the bytes hold, and where each invalid
    /// sequence starts (what decoding replaces with one U+FFFD).
    static func utf8Census(_ bytes: [UInt8]) -> (multiByte: Int, stray: [Int]) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var multiByte = 0
        var stray: [Int] = []
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count > 1 { multiByte += 1 }
                offset += encoded.count
            case .error(let length):
                stray.append(offset)
                offset += length
            case .emptyInput:
                return (multiByte, stray)
            }
        }
    }

    /// The charset named by the first `<meta>` that declares one within `prescanLimit` bytes, lowercased.
    static func declaredCharset(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(prescanLimit))
        var index = 0
        while index + 5 < head.count {
            defer { index += 1 }
            guard head[index] == UInt8(ascii: "<"),
                head[(index + 1)..<(index + 5)].map({ $0 | 0x20 }).elementsEqual("meta".utf8)
            else { continue }
            let close = head[index...].firstIndex(of: UInt8(ascii: ">")) ?? head.count
            let tag = head[index..<close].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
            if let label = charsetValue(in: tag) { return label }
            index = close
        }
        return nil
    }

    /// The value after `charset` `=` in a lowercased tag, quotes and spaces skipped.
    private static func charsetValue(in tag: [UInt8]) -> String? {
        let key = Array("charset".utf8)
        var index = 0
        while index + key.count <= tag.count {
            defer { index += 1 }
            guard tag[index..<(index + key.count)].elementsEqual(key) else { continue }
            var cursor = index + key.count
            while cursor < tag.count, tag[cursor] == 0x20 || tag[cursor] == 0x09 { cursor += 1 }
            guard cursor < tag.count, tag[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < tag.count, [0x20, 0x09, UInt8(ascii: "\""), UInt8(ascii: "'")].contains(tag[cursor]) { cursor += 1 }
            let start = cursor
            while cursor < tag.count, isLabelByte(tag[cursor]) { cursor += 1 }
            if cursor > start { return String(decoding: tag[start..<cursor], as: UTF8.self) }
        }
        return nil
    }

    private static func isLabelByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }
}
