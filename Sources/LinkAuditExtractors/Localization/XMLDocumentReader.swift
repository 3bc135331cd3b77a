import CLibXML2
import Foundation
import LinkAuditModel

/// An XML document copied out of libxml2 into plain Swift values.
///
/// Elements are stored in document order (preorder); `children` refers to them by index. Names are
/// local names (no namespace prefix), attributes are keyed by local name (`xml:space` is `space`).
struct XMLTree: Sendable {
    /// One child of an element: an element (by index into `elements`) or a run of character data
    /// (text and CDATA, already unescaped by the parser).
    enum Child: Sendable, Equatable {
        case element(Int)
        case text(String)
    }

    /// One element.
    struct Element: Sendable {
        /// The local name (`target` for `<xliff:target>`).
        var name: String
        /// The namespace URI, if any.
        var namespace: String?
        /// Attributes by local name, values unescaped.
        var attributes: [String: String]
        /// The 1-based line of the start tag, as libxml2 reports it.
        var line: Int
        var children: [Child]
        /// Index of the parent element, `nil` for the root.
        var parent: Int?

        /// The first attribute value among the names given.
        func attribute(_ name: String) -> String? { attributes[name] }
    }

    /// All elements in document order; `elements[0]` is the root element.
    var elements: [Element] = []
    /// The comments (`<!-- … -->`) of the document, before, in and after the root element, in
    /// document order: their text as libxml2 read it (line ends normalized to `\n`). Comments in
    /// the DOCTYPE are not listed.
    var comments: [String] = []

    /// The root element's index (always 0 for a non-empty tree).
    var root: Int? { elements.isEmpty ? nil : 0 }

    /// The element children of an element, in order.
    func childElements(of index: Int) -> [Int] {
        elements[index].children.compactMap { if case .element(let child) = $0 { child } else { nil } }
    }

    /// The element children of an element with the given local name.
    func childElements(of index: Int, named name: String) -> [Int] {
        childElements(of: index).filter { elements[$0].name == name }
    }

    /// The text of an element: its character data and that of its descendants, except the content
    /// of descendants for which `isOpaque` holds (they contribute nothing).
    func text(of index: Int, isOpaque: (String) -> Bool = { _ in false }) -> String {
        var result = ""
        var stack: [(element: Int, next: Int)] = [(index, 0)]
        while let top = stack.last {
            let children = elements[top.element].children
            if top.next >= children.count { stack.removeLast(); continue }
            stack[stack.count - 1].next += 1
            switch children[top.next] {
            case .text(let text): result += text
            case .element(let child): if !isOpaque(elements[child].name) { stack.append((child, 0)) }
            }
        }
        return result
    }
}

/// Reads XML with libxml2's XML parser: no network, no DTD loading, no entity substitution
/// beyond the predefined entities and character references.
///
/// The only Swift that calls libxml2's XML parser. The C document is owned by a
/// `LibXMLXMLDocument` that frees it in `deinit`, before `parse` returns.
enum XMLDocumentReader {
    /// A document that is not well-formed XML, located where libxml2 stopped.
    struct ParseError: Error, Sendable {
        /// 1-based line, when libxml2 gives one.
        var line: Int?
        /// 1-based UTF-8 byte column in the text given to `parse`, when libxml2 gives one.
        var utf8Column: Int?
        var message: String
    }

    /// `xmlInitParser()` runs once, before the first parse, so that parses on several threads are safe.
    private static let initialized: Void = { xmlInitParser() }()

    /// Parses UTF-8 XML, or records the located error in `document.errors` and returns `nil`.
    static func parse(utf8 bytes: [UInt8], reportingTo document: inout ExtractedDocument) -> XMLTree? {
        do {
            return try parse(utf8: bytes)
        } catch {
            document.errors.append(AuditError(file: document.file, line: error.line, column: error.utf8Column, message: error.message))
            return nil
        }
    }

    /// Parses UTF-8 XML (the document's own encoding declaration is ignored).
    /// - Parameter bytes: the text, already decoded to UTF-8 without BOM.
    /// - Returns: the tree of elements and character data.
    /// - Throws: `ParseError` located by libxml2's error line and column (libxml2 counts columns in
    ///   characters; they are converted to UTF-8 bytes here).
    static func parse(utf8 bytes: [UInt8]) throws(ParseError) -> XMLTree {
        _ = initialized
        guard bytes.count < Int(Int32.max) else {
            throw ParseError(line: nil, utf8Column: nil, message: "file too large for the XML parser")
        }
        // Declared entities that multiply each other are refused at the reference, before libxml2
        // expands them (`XMLEntityExpansion`).
        if let refusal = XMLEntityExpansion.refusal(in: bytes) {
            let position = LineIndex(bytes).position(ofByte: refusal.offset)
            throw ParseError(line: position.line, utf8Column: position.utf8Column, message: refusal.message)
        }
        let result = LibXMLXMLDocument.read(bytes)
        switch result {
        case .success(let document): return document.makeTree()
        case .failure(let failure):
            var error = failure
            if let line = error.line, let characters = error.utf8Column {
                error.utf8Column = byteColumn(line: line, characterColumn: characters, in: bytes)
            }
            throw error
        }
    }

    /// Converts libxml2's character column on a 1-based line to a 1-based UTF-8 byte column, never
    /// past the end of the line (columns past it point at its last byte, or 1 for an empty line).
    static func byteColumn(line: Int, characterColumn: Int, in bytes: [UInt8]) -> Int {
        let index = LineIndex(bytes)
        guard line >= 1, line <= index.lineCount else { return 1 }
        let range = index.lineRange(line, in: bytes)
        var offset = range.lowerBound
        var remaining = max(characterColumn, 1) - 1
        while remaining > 0, offset < range.upperBound {
            offset += 1
            while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        if offset >= range.upperBound { offset = max(range.lowerBound, range.upperBound - 1) }
        return offset - range.lowerBound + 1
    }
}

/// Owns one `xmlDocPtr` and frees it in `deinit`.
private final class LibXMLXMLDocument {
    private let pointer: xmlDocPtr

    private init(pointer: xmlDocPtr) { self.pointer = pointer }

    deinit { xmlFreeDoc(pointer) }

    /// The first error of one parse, recorded by `recordFirstError` through the context's `_private`.
    private final class FirstError {
        var line = 0
        var column = 0
        var message: String?
    }

    /// A structured error handler that keeps the first error (libxml2 goes on reporting follow-up
    /// errors, such as "Premature end of data", after the one that matters).
    private static let recordFirstError: xmlStructuredErrorFunc = { data, error in
        guard let data, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let context = data.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let box = context.pointee._private else { return }
        let first = Unmanaged<FirstError>.fromOpaque(box).takeUnretainedValue()
        guard first.message == nil else { return }
        first.message = error.pointee.message.map { String(cString: $0) } ?? "not well-formed XML"
        first.line = Int(error.pointee.line)
        first.column = Int(error.pointee.int2)
    }

    /// Parses with a private parser context so that the first error of this parse (not another
    /// thread's) is read back.
    static func read(_ bytes: [UInt8]) -> Result<LibXMLXMLDocument, XMLDocumentReader.ParseError> {
        guard let context = xmlNewParserCtxt() else {
            return .failure(.init(line: nil, utf8Column: nil, message: "the XML parser could not start (out of memory?)"))
        }
        defer { xmlFreeParserCtxt(context) }
        let first = FirstError()
        context.pointee._private = Unmanaged.passUnretained(first).toOpaque()
        context.pointee.sax.pointee.serror = recordFirstError
        let options = Int32(
            bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let document: xmlDocPtr? = withExtendedLifetime(first) {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), nil, "UTF-8", options)
                }
            }
        }
        context.pointee._private = nil
        let wellFormed = context.pointee.wellFormed != 0
        if let document, wellFormed {
            return .success(LibXMLXMLDocument(pointer: document))
        }
        if let document { xmlFreeDoc(document) }
        guard let message = first.message else {
            return .failure(.init(line: 1, utf8Column: 1, message: bytes.isEmpty ? "empty file: no XML document" : "not well-formed XML"))
        }
        let line = first.line
        return .failure(
            .init(
                line: line > 0 ? line : nil, utf8Column: line > 0 ? max(first.column, 1) : nil,
                message: "XML is not well-formed: " + XMLDocumentReader.readable(message)))
    }

    /// Copies elements and character data into an `XMLTree` in document order. Iterative, so deep
    /// trees do not exhaust a thread's stack.
    func makeTree() -> XMLTree {
        var tree = XMLTree()
        guard let rootNode = xmlDocGetRootElement(pointer) else { return tree }
        // Each stack entry: the tree index of an element and the next C child to visit.
        var stack: [(index: Int, next: xmlNodePtr?)] = []
        func appendElement(_ node: xmlNodePtr, parent: Int?) -> Int {
            var attributes: [String: String] = [:]
            var attribute = node.pointee.properties
            while let current = attribute {
                let name = current.pointee.name.map { String(cString: $0) } ?? ""
                var value = ""
                var child = current.pointee.children
                while let piece = child {
                    if let content = piece.pointee.content { value += String(cString: content) }
                    child = piece.pointee.next
                }
                attributes[name] = value
                attribute = current.pointee.next
            }
            let namespace = node.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) }
            tree.elements.append(
                XMLTree.Element(
                    name: node.pointee.name.map { String(cString: $0) } ?? "", namespace: namespace,
                    attributes: attributes, line: Int(xmlGetLineNo(node)), children: [], parent: parent))
            let index = tree.elements.count - 1
            if let parent { tree.elements[parent].children.append(.element(index)) }
            return index
        }
        func appendComment(_ node: xmlNodePtr) {
            tree.comments.append(node.pointee.content.map { String(cString: $0) } ?? "")
        }
        // Comments before the root element, in the prolog.
        var sibling = pointer.pointee.children
        while let node = sibling, node != rootNode {
            if node.pointee.type == XML_COMMENT_NODE { appendComment(node) }
            sibling = node.pointee.next
        }
        stack.append((appendElement(rootNode, parent: nil), rootNode.pointee.children))
        while let top = stack.last {
            guard let node = top.next else { stack.removeLast(); continue }
            stack[stack.count - 1].next = node.pointee.next
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                let index = appendElement(node, parent: top.index)
                stack.append((index, node.pointee.children))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let text = node.pointee.content.map { String(cString: $0) } ?? ""
                if case .text(let previous)? = tree.elements[top.index].children.last {
                    tree.elements[top.index].children[tree.elements[top.index].children.count - 1] = .text(previous + text)
                } else {
                    tree.elements[top.index].children.append(.text(text))
                }
            case XML_COMMENT_NODE:
                appendComment(node)
            default:
                break
            }
        }
        // Comments after the root element.
        sibling = rootNode.pointee.next
        while let node = sibling {
            if node.pointee.type == XML_COMMENT_NODE { appendComment(node) }
            sibling = node.pointee.next
        }
        return tree
    }
}

extension XMLTree {
    /// An error about the document's root element, located at its line (column 1).
    func rootError(_ message: String, file: String) -> AuditError {
        AuditError(file: file, line: max(elements.first?.line ?? 1, 1), column: 1, message: message)
    }
}

extension XMLDocumentReader {
    /// libxml2's message in words a user can act on: its advice to set a parser option
    /// ("use XML_PARSE_HUGE option") is for programmers, not for whoever wrote the file.
    static func readable(_ message: String) -> String {
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if let advice = text.range(of: "use XML_PARSE_HUGE option") {
            text = text[..<advice.lowerBound].trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ",;")))
            text += " (beyond the XML parser's limits: the file is nested too deeply or holds a value too large)"
        }
        return text
    }

    /// Parses a property list (`.stringsdict`, an XML `.strings` table), or records a located error.
    ///
    /// Unlike `parse(utf8:reportingTo:)`, an entity the file declares itself (`<!ENTITY name "…">` in
    /// its DOCTYPE) is an error at the declaration: Foundation's property-list reader knows only
    /// XML's predefined entities and does not load such a table, while libxml2 would expand it.
    static func parsePropertyList(utf8 bytes: [UInt8], reportingTo document: inout ExtractedDocument) -> XMLTree? {
        if let offset = declaredEntityOffset(in: bytes) {
            let position = LineIndex(bytes).position(ofByte: offset)
            document.errors.append(
                AuditError(
                    file: document.file, line: position.line, column: position.utf8Column,
                    message:
                        "the property list declares its own XML entity, which Foundation does not expand: the app cannot load this table; write the text out instead"
                ))
            return nil
        }
        return parse(utf8: bytes, reportingTo: &document)
    }

    /// The byte offset of the first `<!ENTITY` in the document's prolog (the DOCTYPE's internal
    /// subset, before the root element), or `nil`.
    static func declaredEntityOffset(in bytes: [UInt8]) -> Int? {
        let entity = Array("<!ENTITY".utf8)
        let doctype = Array("<!DOCTYPE".utf8)
        var index = 0
        var inDoctype = false
        var inSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            if inSubset {
                if byte == UInt8(ascii: "]") {
                    inSubset = false
                } else if bytes[index...].starts(with: entity) {
                    return index
                }
            } else if inDoctype {
                if byte == UInt8(ascii: "[") { inSubset = true } else if byte == UInt8(ascii: ">") { inDoctype = false }
            } else if byte == UInt8(ascii: "<") {
                if bytes[index...].starts(with: doctype) {
                    inDoctype = true
                    index += doctype.count
                    continue
                }
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                // The root element starts the document proper: no declaration stands after it.
                if next != UInt8(ascii: "?"), next != UInt8(ascii: "!") { return nil }
            }
            index += 1
        }
        return nil
    }
}
