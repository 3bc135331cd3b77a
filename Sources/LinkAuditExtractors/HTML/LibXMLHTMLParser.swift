import CLibXML2

/// The one place that calls libxml2's HTML parser.
///
/// libxml2's parser reports elements, text and comments as events (SAX); `HTMLTreeBuilder` links
/// them into an `HTMLTree` of plain Swift values as libxml2's own tree builder would link its
/// nodes, so no libxml2 node is made, copied and freed for them (issue 22: a sixth of the
/// parse's instructions on the Apache httpd manual). `LibXMLHTMLParserTests` checks the two
/// trees are the same on every fixture and corpus page.
enum LibXMLHTMLParser {
    /// `xmlInitParser()` runs once, before the first parse, so that parses on several threads are safe.
    private static let initialized: Void = { xmlInitParser() }()

    /// The options of every parse: recover mode, without network access and without parser
    /// messages ("Tag nav invalid" is libxml2 2.9 not knowing HTML5, not an error of the audit),
    /// the document's own `<meta charset>` ignored (the text is already UTF-8).
    static let options = Int32(
        bitPattern: HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
            // Without it libxml2 stops at 256 nested elements and silently drops the rest of the page.
            | UInt32(XML_PARSE_HUGE.rawValue))

    /// Parses UTF-8 HTML.
    /// - Parameter utf8: the text, already decoded to UTF-8.
    /// - Returns: the tree, or `nil` for empty input (libxml2 makes no document of it).
    static func parse(utf8 bytes: [UInt8]) -> HTMLTree? {
        _ = initialized
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return nil }
        let builder = HTMLTreeBuilder.Box()
        bytes.withUnsafeBufferPointer { builder.state.reserveCapacity(forSource: $0) }
        var callbacks = linkaudit_htmlCallbacks(
            startElement: HTMLTreeBuilder.startElement, endElement: HTMLTreeBuilder.endElement,
            characters: HTMLTreeBuilder.characters, cdataBlock: HTMLTreeBuilder.cdataBlock,
            comment: HTMLTreeBuilder.comment, processingInstruction: HTMLTreeBuilder.processingInstruction)
        let status = withExtendedLifetime(builder) {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    linkaudit_htmlParseWithCallbacks(
                        chars.baseAddress, Int32(chars.count), options, &callbacks, Unmanaged.passUnretained(builder).toOpaque())
                }
            }
        }
        guard status == 0 else { return nil }
        return builder.state.finish()
    }
}

/// Links libxml2's HTML parser events into an `HTMLTree` as libxml2 2.9's tree builder (SAX2.c)
/// links nodes, so that the tree is the one `htmlReadMemory` would give:
/// - an element is a child of the open element; with none open, of the document's first child
///   when that is an element (content after `</html>` goes into it), else at the top;
/// - text is a child of the open element, dropped when none is open; a piece of text joins the
///   open element's last child when that is text of the same kind (text or CDATA), so a comment
///   between two pieces keeps them apart;
/// - a text's bytes run to its first NUL (libxml2's nodes hold C strings), and invalid UTF-8 in it
///   is replaced with U+FFFD;
/// - an attribute without a value has the empty value, or its own name for HTML's boolean
///   attributes (`checked`, `selected`, …); a prefixed element name (`o:p`) loses its prefix.
///
/// Line numbers are the parser's line when the element's start tag was read (the line of its
/// `>`), without libxml2's cap at 65535.
private struct HTMLTreeBuilder {
    /// What libxml2 holds while it parses: each callback makes one access to the state.
    final class Box {
        var state = HTMLTreeBuilder()
    }

    private var tree = HTMLTree()
    /// What the last child of an element is, for joining pieces of text.
    private enum LastChild { case none, element, text, cdata, other }
    /// The open elements, innermost last, with each one's last child.
    private var open: [(index: Int, last: LastChild)] = []
    /// The document's first child as far as the tree is concerned: none yet, an element (its
    /// index), or a node the tree does not hold (a comment or processing instruction; a doctype
    /// is asked of libxml2, which always puts it first).
    private enum DocumentFirst { case none, element(Int), other }
    private var documentFirst = DocumentFirst.none
    /// Whether the last node, a text node, has reached a NUL: later pieces of it are not kept.
    private var lastTextEnded = false
    /// Whether the last node is a text node not yet checked for invalid UTF-8.
    private var lastTextOpen = false
    /// Names by libxml2's pointer, with the bytes they were made from: the parser hands out each
    /// name from its dictionary, so one `String` is made per distinct name and page (a pointer
    /// whose bytes differ, which libxml2 does not do, is looked at afresh).
    private var elementNames: [UnsafePointer<xmlChar>: (bytes: [UInt8], name: String, tags: HTMLTree.ElementTags)] = [:]
    private var attributeNames: [UnsafePointer<xmlChar>: (bytes: [UInt8], name: String)] = [:]
    private var attributes: [HTMLTree.Attribute] = []

    mutating func reserveCapacity(forSource source: UnsafeBufferPointer<UInt8>) {
        tree.reserveCapacity(forSource: source)
    }

    mutating func finish() -> HTMLTree {
        sealText()
        tree.closeSubtrees()
        tree.finish()
        return tree
    }

    private static func builder(_ context: UnsafeMutableRawPointer?) -> Box {
        Unmanaged<Box>.fromOpaque(linkaudit_htmlBuilder(context)).takeUnretainedValue()
    }

    // MARK: - libxml2's callbacks

    static let startElement: startElementSAXFunc = { context, name, attributes in
        guard let name else { return }
        builder(context).state.startElement(
            name, attributes, line: Int(linkaudit_htmlLine(context)), hasDoctype: linkaudit_htmlHasDoctype(context) != 0, context: context)
    }

    static let endElement: endElementSAXFunc = { context, _ in
        builder(context).state.endElement()
    }

    static let characters: charactersSAXFunc = { context, text, length in
        builder(context).state.text(text, Int(length), kind: .text)
    }

    static let cdataBlock: cdataBlockSAXFunc = { context, text, length in
        builder(context).state.text(text, Int(length), kind: .cdata)
    }

    static let comment: commentSAXFunc = { context, _ in builder(context).state.otherNode() }

    static let processingInstruction: processingInstructionSAXFunc = { context, _, _ in builder(context).state.otherNode() }

    // MARK: - Linking

    private mutating func startElement(
        _ fullName: UnsafePointer<xmlChar>, _ pairs: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, line: Int, hasDoctype: Bool,
        context: UnsafeMutableRawPointer?
    ) {
        sealText()
        let parent: Int
        if let top = open.last {
            parent = top.index
            open[open.count - 1].last = .element
        } else if hasDoctype {
            parent = -1
        } else {
            switch documentFirst {
            case .element(let first): parent = first
            case .other, .none: parent = -1
            }
        }
        let (name, tags) = elementName(fullName, context: context)
        attributes.removeAll(keepingCapacity: true)
        if let pairs {
            var position = 0
            while let attributeName = pairs[position] {
                let value: String
                if let raw = pairs[position + 1] {
                    value = String(cString: raw)
                } else {
                    // libxml2 gives HTML's boolean attributes their own name as the value.
                    value = htmlIsBooleanAttr(attributeName) != 0 ? String(cString: attributeName) : ""
                }
                attributes.append(HTMLTree.Attribute(name: self.attributeName(attributeName), value: value))
                position += 2
            }
        }
        let index = tree.appendElement(name: name, tags: tags, attributes: attributes, parent: parent, line: line)
        if case .none = documentFirst, open.isEmpty, !hasDoctype { documentFirst = .element(index) }
        open.append((index, .none))
    }

    private mutating func text(_ pointer: UnsafePointer<xmlChar>?, _ length: Int, kind: LastChild) {
        guard let top = open.last else { return }
        var piece = UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : length)
        var reachesNUL = false
        if let nul = piece.firstIndex(of: 0) {
            piece = UnsafeBufferPointer(rebasing: piece[..<nul])
            reachesNUL = true
        }
        if top.last == kind, lastTextOpen {
            if !lastTextEnded { tree.extendLastText(utf8: piece) }
        } else {
            sealText()
            _ = tree.appendText(utf8: piece, parent: top.index)
            open[open.count - 1].last = kind
            lastTextOpen = true
            lastTextEnded = false
        }
        if reachesNUL { lastTextEnded = true }
    }

    private mutating func endElement() {
        sealText()
        if !open.isEmpty { open.removeLast() }
    }

    private mutating func otherNode() {
        sealText()
        if open.isEmpty {
            if case .none = documentFirst { documentFirst = .other }
        } else {
            open[open.count - 1].last = .other
        }
    }

    /// Checks the last text node, now complete, for invalid UTF-8.
    private mutating func sealText() {
        guard lastTextOpen else { return }
        lastTextOpen = false
        let range = tree.nodes[tree.nodes.count - 1].textRange
        let valid = tree.textBytes.withUnsafeBufferPointer {
            TextDecoding.firstInvalidUTF8Offset(UnsafeBufferPointer(rebasing: $0[range])) == nil
        }
        if !valid { tree.repairLastText() }
    }

    /// An element's name, lowercased, without a namespace prefix (as `xmlSplitQName` splits it).
    private mutating func elementName(_ pointer: UnsafePointer<xmlChar>, context: UnsafeMutableRawPointer?) -> (
        name: String, tags: HTMLTree.ElementTags
    ) {
        if let known = elementNames[pointer], Self.holds(pointer, known.bytes) { return (known.name, known.tags) }
        var name = String(cString: pointer).lowercased()
        if name.utf8.contains(UInt8(ascii: ":")) {
            var prefix: UnsafeMutablePointer<xmlChar>?
            if let local = xmlSplitQName(context?.assumingMemoryBound(to: xmlParserCtxt.self), pointer, &prefix) {
                name = String(cString: local).lowercased()
                linkaudit_xmlFree(local)
            }
            if let prefix { linkaudit_xmlFree(prefix) }
        }
        let tags = HTMLTree.ElementTags.byName[name] ?? []
        elementNames[pointer] = (Self.bytes(pointer), name, tags)
        return (name, tags)
    }

    /// An attribute's name, lowercased.
    private mutating func attributeName(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let known = attributeNames[pointer], Self.holds(pointer, known.bytes) { return known.name }
        let name = String(cString: pointer).lowercased()
        attributeNames[pointer] = (Self.bytes(pointer), name)
        return name
    }

    private static func bytes(_ pointer: UnsafePointer<xmlChar>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: pointer, count: Int(xmlStrlen(pointer))))
    }

    /// Whether the C string at `pointer` is `bytes`.
    private static func holds(_ pointer: UnsafePointer<xmlChar>, _ bytes: [UInt8]) -> Bool {
        for (offset, byte) in bytes.enumerated() where pointer[offset] != byte { return false }
        return pointer[bytes.count] == 0
    }
}
