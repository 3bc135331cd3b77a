/// Guards the XML parser against entity expansion ("billion laughs"): entities a document declares
/// in its DOCTYPE, each made of references to the one before, grow a 250 kB XLIFF file into
/// gigabytes. libxml2 2.9 expands them without limit inside attribute values (it has no
/// `xmlCtxtSetMaxAmplification` before 2.11), so the document is measured here first and refused,
/// with the place of the reference that goes past the limit, before libxml2 sees it.
///
/// Reported by issue 12 (a hostile-input run: a 250 kB XLIFF aborted the run on a 3.3 GB allocation).
enum XMLEntityExpansion {
    /// A reference that makes the document too large, or a declaration linkaudit does not follow.
    struct Refusal: Error, Equatable, Sendable {
        /// Byte offset of the `&` (or `%`, or `<!ENTITY`) in the text given.
        var offset: Int
        var message: String
    }

    /// Bytes the expanded references of one document may add up to: 1 MB, or ten times the file.
    static func budget(forDocumentOf count: Int) -> Int { max(1_000_000, count.multipliedReportingOverflow(by: 10).partialValue) }

    /// The first reference at which the expansion of declared entities passes the budget, a parameter
    /// entity, or an entity that refers to itself; `nil` for a document that declares no entity or
    /// whose entities stay small (every other document: nothing is allocated).
    static func refusal(in bytes: [UInt8]) -> Refusal? {
        guard let subset = internalSubset(of: bytes) else { return nil }
        var scanner = DeclarationScanner(bytes: bytes, range: subset)
        let declarations: [String: (offset: Int, value: Range<Int>?)]
        var defaults: [Range<Int>] = []
        switch scanner.declarations(defaults: &defaults) {
        case .failure(let refusal): return refusal
        case .success(let found): declarations = found
        }
        guard !declarations.isEmpty else { return nil }
        var sizes: [String: Int] = [:]
        var inProgress = Set<String>()
        /// The expanded size of a declared entity's value, saturating; `nil` for a loop.
        func size(of name: String) -> Int? {
            if let known = sizes[name] { return known }
            guard let declaration = declarations[name] else { return 0 }
            guard let value = declaration.value else { return 0 }
            guard inProgress.insert(name).inserted else { return nil }
            var total = 0
            for item in items(in: bytes, range: value) {
                let added: Int
                switch item {
                case .text(let count): added = count
                case .reference(let reference, _):
                    guard declarations[reference] != nil else { added = reference.utf8.count + 2; break }
                    guard let inner = size(of: reference) else { return nil }
                    added = inner
                }
                total = min(total &+ added, Int.max / 4)
            }
            inProgress.remove(name)
            sizes[name] = total
            return total
        }
        let limit = budget(forDocumentOf: bytes.count)
        var total = 0
        let body = subset.upperBound..<bytes.count
        for range in defaults + [body] {
            for case .reference(let name, let offset) in items(in: bytes, range: range) where declarations[name] != nil {
                guard let expanded = size(of: name) else {
                    return Refusal(
                        offset: offset, message: "the entity &\(name); refers to itself through its own value; the file is not read")
                }
                total = min(total &+ expanded, Int.max / 4)
                if total > limit {
                    return Refusal(
                        offset: offset,
                        message:
                            "the entity reference &\(name); expands past \(limit) bytes (the entities declared in the file's DOCTYPE multiply each other: "
                            + "an entity-expansion attack or a mistake); the file is not read")
                }
            }
        }
        return nil
    }

    /// A piece of a value or of the document: a run of bytes, or a general entity reference `&name;`.
    enum Item {
        case text(Int)
        case reference(String, offset: Int)
    }

    /// The references in a range, with the bytes between them counted (a character reference
    /// `&#…;` counts as its own bytes: it expands to at most four).
    static func items(in bytes: [UInt8], range: Range<Int>) -> [Item] {
        var items: [Item] = []
        var index = range.lowerBound
        var runStart = index
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "&") else { index += 1; continue }
            var end = index + 1
            while end < range.upperBound, end - index < 256, isNameByte(bytes[end]) { end += 1 }
            if end < range.upperBound, end > index + 1, bytes[end] == UInt8(ascii: ";") {
                items.append(.text(index - runStart))
                items.append(.reference(String(decoding: bytes[(index + 1)..<end], as: UTF8.self), offset: index))
                index = end + 1
                runStart = index
            } else {
                index += 1
            }
        }
        items.append(.text(index - runStart))
        return items
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"): true
        default: byte >= 0x80
        }
    }

    /// The byte range of the DOCTYPE's internal subset (between `[` and `]`), when the prolog has one.
    static func internalSubset(of bytes: [UInt8]) -> Range<Int>? {
        let doctype = Array("<!DOCTYPE".utf8)
        var index = 0
        // The prolog: the XML declaration, comments, processing instructions, the DOCTYPE.
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: doctype) { break }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next != UInt8(ascii: "?"), next != UInt8(ascii: "!") { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        var quote: UInt8?
        index += doctype.count
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return nil
            } else if byte == UInt8(ascii: "[") {
                var scanner = DeclarationScanner(bytes: bytes, range: (index + 1)..<bytes.count)
                return (index + 1)..<scanner.subsetEnd()
            }
            index += 1
        }
        return nil
    }
}

/// Reads the declarations of a DOCTYPE's internal subset: entity names and the ranges of their
/// literal values, and the quoted literals of other declarations (`<!ATTLIST>` defaults, which
/// libxml2 expands too).
struct DeclarationScanner {
    let bytes: [UInt8]
    var index: Int
    let end: Int

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        index = range.lowerBound
        end = range.upperBound
    }

    /// The offset of the `]` that closes the subset (quotes and comments skipped), or the end.
    mutating func subsetEnd() -> Int {
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") { return index }
            if starts("<!--") {
                skip(past: "-->")
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                _ = literal()
            } else {
                index += 1
            }
        }
        return index
    }

    /// Entity declarations by name (the first wins, as in XML), and in `defaults` the literals of
    /// other declarations; a parameter entity (`<!ENTITY % …>`, `%name;`) is refused: what it holds
    /// becomes declarations, which this reader does not follow.
    mutating func declarations(
        defaults: inout [Range<Int>]
    ) -> Result<[String: (offset: Int, value: Range<Int>?)], XMLEntityExpansion.Refusal> {
        var found: [String: (offset: Int, value: Range<Int>?)] = [:]
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") { return .success(found) }
            if byte == UInt8(ascii: "%") {
                return .failure(.init(offset: index, message: parameterEntityMessage))
            }
            if starts("<!--") {
                skip(past: "-->")
            } else if starts("<?") {
                skip(past: "?>")
            } else if starts("<!ENTITY") {
                let declaration = index
                index += 8
                skipSpace()
                if index < end, bytes[index] == UInt8(ascii: "%") {
                    return .failure(.init(offset: declaration, message: parameterEntityMessage))
                }
                let nameStart = index
                while index < end, XMLEntityExpansion.isNameByte(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                skipSpace()
                var value: Range<Int>?
                if index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    value = literal()
                }
                if found[name] == nil { found[name] = (declaration, value) }
                skipDeclaration(defaults: &defaults)
            } else if starts("<!") {
                skipDeclaration(defaults: &defaults)
            } else {
                index += 1
            }
        }
        return .success(found)
    }

    private var parameterEntityMessage: String {
        "the DOCTYPE uses a parameter entity, whose text becomes further declarations: linkaudit does not expand it; the file is not read"
    }

    private func starts(_ text: String) -> Bool { bytes[index..<end].starts(with: text.utf8) }

    private mutating func skip(past text: String) {
        let pattern = Array(text.utf8)
        while index < end, !bytes[index..<end].starts(with: pattern) { index += 1 }
        index = min(index + pattern.count, end)
    }

    private mutating func skipSpace() {
        while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// A quoted literal at `index`: the range inside the quotes; `index` after the closing quote.
    private mutating func literal() -> Range<Int> {
        let quote = bytes[index]
        let start = index + 1
        index = start
        while index < end, bytes[index] != quote { index += 1 }
        defer { index = min(index + 1, end) }
        return start..<index
    }

    /// Past the `>` that ends the declaration, noting its quoted literals.
    private mutating func skipDeclaration(defaults: inout [Range<Int>]) {
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                return
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                defaults.append(literal())
            } else {
                index += 1
            }
        }
    }
}
