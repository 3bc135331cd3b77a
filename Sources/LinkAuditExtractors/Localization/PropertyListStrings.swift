import Foundation
import LinkAuditModel

/// Reads `.strings` tables written as property lists instead of text: Xcode, `plutil` and
/// translation tools write `InfoPlist.strings` and `Localizable.strings` as XML or binary property
/// lists, and Foundation loads them like text tables (see `docs/model.md`, Inputs).
///
/// - XML (`<?xml …?>`, `<plist>`): read with libxml2 (`XMLDocumentReader`) and located with
///   `XMLSourceLocator`, as `.stringsdict` tables are: link positions are exact 1-based lines and
///   UTF-8 byte columns of the file, through entity and character references. Each `<string>` value
///   of the top `<dict>` is app copy; other values (`<array>`, `<dict>`, `<integer>`) are not text
///   and are skipped. A key written twice keeps its last value, with a warning at the earlier
///   `<key>` (see `StringsExtractor.overriddenWarning(file:at:redefinedOnLine:)`). Suppressions are
///   `<!-- linkaudit-… -->` comments, as in `.stringsdict` tables.
/// - Binary (`bplist00`): read with Foundation's `PropertyListSerialization`. The format keeps no
///   lines, so links, markup problems and findings carry the file only, no position; keys come in
///   sorted order, and a repeated key cannot be seen (the format stores one value per key).
enum PropertyListStrings {
    /// Whether the bytes are a binary property list: they start with the magic `bplist`.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]) // "bplist"
    }

    /// Whether decoded text is an XML property list: its first byte after whitespace is `<`, which
    /// cannot start a text table (a quoted or plain key, a comment, or `{`).
    static func isXML(_ text: [UInt8]) -> Bool {
        text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }

    /// Reads an XML property list table into `document`.
    /// - Parameter text: the file's text, UTF-8 without BOM (the XML declaration's encoding is ignored).
    /// - Returns: nothing; malformed XML or a root that is not a `<plist>` holding a `<dict>` adds one
    ///   located `AuditError`.
    static func extractXML(_ text: [UInt8], into document: inout ExtractedDocument, options: ExtractionOptions) {
        guard let tree = XMLDocumentReader.parsePropertyList(utf8: text, reportingTo: &document) else { return }
        guard let top = StringsdictExtractor.topDictionary(of: tree) else {
            document.errors.append(
                tree.rootError("not a string table: an XML .strings file must be a <plist> holding a <dict>", file: document.file))
            return
        }
        let locator = XMLSourceLocator(bytes: text, tree: tree)
        document.suppressionDirectives = locator.suppressionDirectives()
        let pairs = StringsdictExtractor.pairs(of: top, in: tree)
        let overridden = StringsExtractor.overriddenDefinitions(of: pairs.map(\.key))
        func keyPosition(_ index: Int) -> SourcePosition {
            locator.lineIndex.position(ofByte: locator.tagOffset(of: pairs[index].keyElement))
        }
        for (index, pair) in pairs.enumerated() {
            if let redefinition = overridden[index] {
                document.warnings.append(
                    StringsExtractor.overriddenWarning(
                        file: document.file, at: keyPosition(index), redefinedOnLine: keyPosition(redefinition).line))
                continue
            }
            guard tree.elements[pair.value].name == "string" else { continue }
            let value = locator.value(of: pair.value)
            let map = SourceMap(lineIndex: locator.lineIndex, offsets: value.offsets)
            let found = AppCopyMarkup.extract(
                value: value.bytes, map: map,
                document: StringsExtractor.context(file: document.file, key: pair.key, comment: nil, options: options))
            document.locateTextPlaces(of: found.links, value: value.bytes, map: map, quoting: .xmlText)
            document.append(found)
        }
    }

    /// Reads a binary property list table into `document`. Links and markup problems get no
    /// position (the format has no lines); the table's keys are read in sorted order.
    /// - Returns: nothing; a damaged list, or one whose top level is not a dictionary, adds one
    ///   `AuditError` without a line.
    /// What a binary list's values may expand to: 64 kB, or ten times the file when that is more.
    static func binaryBudget(forFileOf count: Int) -> Int { max(64 << 10, count.multipliedReportingOverflow(by: 10).partialValue) }

    static func extractBinary(_ bytes: [UInt8], into document: inout ExtractedDocument, options: ExtractionOptions) {
        // A binary list stores an object once however many keys share it: 50,000 keys sharing one
        // 20 kB value fit in 1 MB and expand to 1 GB, and 40 levels of `[a, a]` in 600 bytes to
        // 2^40 objects, in Foundation's reading already (issue 25). The list may expand to 64 kB or
        // ten times the file, whichever is more, measured in the list's own tables before
        // Foundation reads it: a table stores each string once, and keys that share a value share
        // short ones ("OK"). Each value is read as Markdown: a 20 kB list whose 18,000 keys share
        // values took 1 s (10 s under the fuzzer) within the 1 MB an XML document's entities may
        // reach.
        let budget = binaryBudget(forFileOf: bytes.count)
        if let size = expandedValueSize(bytes, budget: budget), size > budget {
            document.errors.append(
                AuditError(
                    file: document.file,
                    message: size == .max
                        ? "binary property list whose containers hold themselves or nest deeper than \(maximumDepth); not read"
                        : "binary property list that expands to more than \(budget) bytes (a binary table may expand to 64 kB, "
                            + "or ten times its file): values or containers shared by many keys, as in a \"billion laughs\" "
                            + "document; not read"))
            return
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            document.errors.append(
                AuditError(file: document.file, message: "damaged binary property list: Foundation cannot read it; re-export the table"))
            return
        }
        guard let table = plist as? [String: Any] else {
            let message =
                plist is [AnyHashable: Any]
                ? "not a string table: a key of the binary property list's dictionary is not a string"
                : "not a string table: the binary property list does not hold a dictionary"
            document.errors.append(AuditError(file: document.file, message: message))
            return
        }
        for key in table.keys.sorted() {
            guard let value = table[key] as? String else { continue }
            let bytes = Array(value.utf8)
            var found = AppCopyMarkup.extract(
                value: bytes, map: SourceMap(lineIndex: LineIndex(bytes)),
                document: StringsExtractor.context(file: document.file, key: key, comment: nil, options: options))
            // Positions inside the value are not positions in the file.
            for index in found.links.indices { found.links[index].span = nil }
            for index in found.problems.indices {
                found.problems[index].position = nil
                found.problems[index].linkSpan = nil
            }
            found.value?.position = nil
            found.value?.textSpan = nil
            document.append(found)
        }
    }

    /// How large a binary list becomes once read: each string's UTF-8 bytes (a UTF-16 string at
    /// three bytes a unit), each data object's bytes, 8 for any other object and for each entry
    /// of an array, set or dictionary, counted once for every reference to it, so that an object
    /// or container shared by many keys or nested in itself (`a = [b, b]`, `b = [c, c]` …) counts
    /// as often as Foundation would build it. Read from the list's trailer, offset table and
    /// objects (Apple's `CFBinaryPList.c` format: `bplist00`, objects, offsets, a 32-byte
    /// trailer), each object once, without recursion. `Int.max` for a list whose containers
    /// refer to themselves or nest deeper than ``maximumDepth``; counting stops past `budget`.
    /// `nil` when the tables are not what the format says (Foundation then reports the damage).
    static func expandedValueSize(_ bytes: [UInt8], budget: Int) -> Int? {
        let count = bytes.count
        guard count >= 40 else { return nil }
        func integer(at offset: Int, size: Int) -> Int? {
            guard size >= 1, size <= 8, offset >= 0, offset + size <= count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        let trailer = count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        // Every count below is at most the file's size, so no offset computed from them overflows.
        guard let objects = integer(at: trailer + 8, size: 8), let top = integer(at: trailer + 16, size: 8),
            let table = integer(at: trailer + 24, size: 8), top < objects, objects <= count, table < trailer
        else { return nil }
        /// An object's type (the marker's high nibble), its count, and where its body starts.
        func header(of reference: Int) -> (type: UInt8, count: Int, body: Int)? {
            guard reference < objects, let offset = integer(at: table + reference * offsetSize, size: offsetSize), offset < count
            else { return nil }
            let marker = bytes[offset]
            guard marker & 0x0F == 0x0F else { return (marker >> 4, Int(marker & 0x0F), offset + 1) }
            guard offset + 1 < count, bytes[offset + 1] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard let length = integer(at: offset + 2, size: size), length <= count else { return nil }
            return (marker >> 4, length, offset + 2 + size)
        }
        // Sums saturate just past the budget.
        let cap = budget == .max ? budget : budget + 1
        func add(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? cap : min(cap, sum)
        }
        /// The size of an object that holds no reference, or `nil` for a container.
        func leafSize(_ object: (type: UInt8, count: Int, body: Int)) -> Int? {
            switch object.type {
            case 0x5, 0x4: object.count
            case 0x6: add(object.count, 2 * object.count)
            case 0xA, 0xC, 0xD: nil
            default: 8
            }
        }
        var sizes: [Int: Int] = [:]
        var open: Set<Int> = []
        var stack: [(reference: Int, children: [Int], next: Int, total: Int)] = []
        func enter(_ reference: Int) -> Bool {
            guard let object = header(of: reference) else { return false }
            if let leaf = leafSize(object) {
                sizes[reference] = leaf
                return true
            }
            let references = object.type == 0xD ? 2 * object.count : object.count
            var children: [Int] = []
            children.reserveCapacity(references)
            for index in 0..<references {
                guard let child = integer(at: object.body + index * referenceSize, size: referenceSize) else { return false }
                children.append(child)
            }
            open.insert(reference)
            stack.append((reference, children, 0, 0))
            return true
        }
        guard enter(top) else { return nil }
        while let last = stack.last {
            if stack.count > maximumDepth { return .max }
            if last.next < last.children.count {
                let child = last.children[last.next]
                stack[stack.count - 1].next += 1
                if open.contains(child) { return .max }
                if sizes[child] == nil, !enter(child) { return nil }
                if let known = sizes[child] { stack[stack.count - 1].total = add(stack[stack.count - 1].total, add(known, 8)) }
                continue
            }
            stack.removeLast()
            open.remove(last.reference)
            sizes[last.reference] = last.total
            if !stack.isEmpty { stack[stack.count - 1].total = add(stack[stack.count - 1].total, add(last.total, 8)) }
            if last.total > budget { return last.total }
        }
        return sizes[top]
    }

    /// How deep a binary list's containers may nest: 512 (a `.strings` table is one dictionary).
    static let maximumDepth = 512
}
