/// An Android resource string's text as aapt2 compiles it, each byte still knowing its file
/// offset (issue 27): the XML parser's text (entities decoded, CDATA copied) read again for
/// aapt2's own syntax.
///
/// - A backslash escapes: `\n` is a line break, `\t` a tab, `\uXXXX` the scalar, and any other
///   character (`\'`, `\"`, `\\`, `\@`, `\?`) itself. The escape's bytes map to its backslash.
/// - A double quote that is not escaped is not text: it opens or closes a quoted run, inside
///   which white space is kept as written.
/// - Outside quoted runs, a run of white space is one space, and (with `trimming`) the text's
///   leading and trailing white space is dropped.
enum AndroidText {
    /// Whether a byte is white space as aapt2 collapses it.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// - Parameters:
    ///   - bytes: the parser's text of the element, UTF-8.
    ///   - offsets: the file offset of each byte, with one trailing entry for the end.
    ///   - trimming: whether white space at both ends is dropped (a whole value; not a span inside one).
    /// - Returns: the compiled text and the file offset of each of its bytes, with one trailing entry.
    static func decode(_ bytes: [UInt8], offsets: [Int], trimming: Bool = true) -> (bytes: [UInt8], offsets: [Int]) {
        var out: [UInt8] = []
        var map: [Int] = []
        out.reserveCapacity(bytes.count)
        map.reserveCapacity(bytes.count + 1)
        var quoted = false
        var pendingSpace: Int?
        func offset(_ index: Int) -> Int { offsets[min(index, offsets.count - 1)] }
        func emit(_ byte: UInt8, at source: Int) {
            if let space = pendingSpace {
                if !(trimming && out.isEmpty) {
                    out.append(0x20)
                    map.append(space)
                }
                pendingSpace = nil
            }
            out.append(byte)
            map.append(source)
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\") where index + 1 < bytes.count:
                let source = offset(index)
                let next = bytes[index + 1]
                switch next {
                case UInt8(ascii: "n"): emit(0x0A, at: source)
                case UInt8(ascii: "t"): emit(0x09, at: source)
                case UInt8(ascii: "u"):
                    let digits = bytes[(index + 2)..<min(index + 6, bytes.count)]
                    if digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(value)
                    {
                        for unit in String(Character(scalar)).utf8 { emit(unit, at: source) }
                        index += 6
                        continue
                    }
                    emit(next, at: source)
                default:
                    // `\'`, `\"`, `\\`, `\@`, `\?`, and a UTF-8 lead byte's whole character.
                    emit(next, at: source)
                    var continuation = index + 2
                    while continuation < bytes.count, bytes[continuation] & 0xC0 == 0x80 {
                        emit(bytes[continuation], at: offset(continuation))
                        continuation += 1
                    }
                    index = continuation
                    continue
                }
                index += 2
            case UInt8(ascii: "\""):
                quoted.toggle()
                index += 1
            case _ where !quoted && isSpace(byte):
                if pendingSpace == nil { pendingSpace = offset(index) }
                index += 1
            default:
                emit(byte, at: offset(index))
                index += 1
            }
        }
        if !trimming, let space = pendingSpace {
            out.append(0x20)
            map.append(space)
        }
        map.append(offset(bytes.count))
        return (out, map)
    }
}
