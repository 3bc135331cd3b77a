import CLibXML2

/// The one place that calls libxml2's HTML parser.
///
/// A parse produces an `HTMLTree` of plain Swift values; the C document is owned by a
/// `LibXMLHTMLDocument` that frees it when the call returns, so no parse tree outlives it.
enum LibXMLHTMLParser {
    /// `xmlInitParser()` runs once, before the first parse, so that parses on several threads are safe.
    private static let initialized: Void = { xmlInitParser() }()

    /// Parses UTF-8 HTML in recover mode, without network access and without printing parser
    /// messages ("Tag nav invalid" is libxml2 2.9 not knowing HTML5, not an error of the audit).
    /// - Parameter utf8: the text, already decoded to UTF-8; the document's own `<meta charset>` is ignored.
    /// - Returns: the tree, or `nil` when libxml2 produced no document (empty input).
    static func parse(utf8 bytes: [UInt8]) -> HTMLTree? {
        _ = initialized
        guard let document = LibXMLHTMLDocument(utf8: bytes) else { return nil }
        return document.makeTree()
    }
}

/// Owns one `htmlDocPtr` and frees it in `deinit`.
private final class LibXMLHTMLDocument {
    private let pointer: htmlDocPtr

    init?(utf8 bytes: [UInt8]) {
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return nil }
        let options = Int32(
            bitPattern: HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
                // Without it libxml2 stops at 256 nested elements and silently drops the rest of the page.
                | UInt32(XML_PARSE_HUGE.rawValue))
        let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlReadMemory(chars.baseAddress, Int32(chars.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return nil }
        pointer = document
    }

    deinit { xmlFreeDoc(pointer) }

    /// Copies elements (lowercased names, attributes, line numbers) and text nodes into an
    /// `HTMLTree` in document order. Iterative, so deep trees do not exhaust a thread's stack.
    func makeTree() -> HTMLTree {
        var tree = HTMLTree()
        var attributes: [HTMLTree.Attribute] = []
        var cursor: xmlNodePtr? = pointer.pointee.children
        var parentIndex = -1
        var parentPointer: xmlNodePtr?
        while let node = cursor {
            var appended: Int?
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
                attributes.removeAll(keepingCapacity: true)
                var attribute = node.pointee.properties
                while let current = attribute {
                    let attributeName = current.pointee.name.map { String(cString: $0).lowercased() } ?? ""
                    var value = ""
                    var child = current.pointee.children
                    while let piece = child {
                        if let content = piece.pointee.content { value += String(cString: content) }
                        child = piece.pointee.next
                    }
                    attributes.append(HTMLTree.Attribute(name: attributeName, value: value))
                    attribute = current.pointee.next
                }
                appended = tree.appendElement(name: name, attributes: attributes, parent: parentIndex, line: Int(xmlGetLineNo(node)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                appended = Self.appendText(node.pointee.content, to: &tree, parent: parentIndex)
            default:
                break
            }
            if let appended, node.pointee.type == XML_ELEMENT_NODE, let first = node.pointee.children {
                parentIndex = appended
                parentPointer = node
                cursor = first
                continue
            }
            if let appended { tree.nodes[appended].subtreeEnd = tree.nodes.count }
            var next = node.pointee.next
            while next == nil, parentIndex >= 0, let up = parentPointer {
                tree.nodes[parentIndex].subtreeEnd = tree.nodes.count
                parentIndex = tree.nodes[parentIndex].parent
                parentPointer = up.pointee.parent
                next = up.pointee.next
            }
            cursor = next
        }
        tree.finish()
        return tree
    }

    /// Appends a text node with libxml2's text (up to its NUL), as `String(cString:)` reads it:
    /// as it is when it is valid UTF-8, else with each invalid sequence replaced by U+FFFD.
    private static func appendText(_ content: UnsafePointer<xmlChar>?, to tree: inout HTMLTree, parent: Int) -> Int {
        guard let content else { return tree.appendText(utf8: UnsafeBufferPointer(start: nil, count: 0), parent: parent) }
        let bytes = UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content)))
        if TextDecoding.firstInvalidUTF8Offset(bytes) == nil { return tree.appendText(utf8: bytes, parent: parent) }
        var repaired = String(decoding: bytes, as: UTF8.self)
        return repaired.withUTF8 { tree.appendText(utf8: $0, parent: parent) }
    }
}
