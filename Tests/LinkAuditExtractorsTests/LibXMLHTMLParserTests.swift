import CLibXML2
import Foundation
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// `LibXMLHTMLParser` links libxml2's parser events into a tree itself (issue 22). These tests
/// hold it to libxml2's own tree builder: `htmlReadMemory`'s document, read node by node, must
/// give the same elements, names, attributes, parents, subtrees, lines and texts.
@Suite("libxml2 HTML parser events")
struct LibXMLHTMLParserTests {
    /// Inputs where the tree builder's rules show: implied elements, content after `</html>` with
    /// and without a doctype, comments and processing instructions between pieces of text, script
    /// text (CDATA), boolean and valueless attributes, prefixed names, NUL bytes, invalid UTF-8,
    /// deep nesting, text before any tag, long texts libxml2 hands over in pieces.
    static let inputs: [String] = [
        "<p>Read <a href=\"a.html\">the guide</a> first.</p>",
        "plain text, no tag at all",
        "   \n  ",
        "<!DOCTYPE html><html><body><p>x</p></body></html>\n<script>var a = 1;</script><p>after</p>",
        "<html><body><p>x</p></body></html>\n<div>after <a href=\"#b\">b</a></div>",
        "<!-- first --><html><body>a</body></html><p>after</p>",
        "<html><body>one<!-- c -->two<?pi x?>three</body></html>",
        "<p>one<!-- c --><!-- d -->two</p><p>three<b>four</b>five</p>",
        "<script>if (a < b) { x(\"</p>\") }</script><style>a { color: red }</style><p>z</p>",
        "<form><input type=checkbox checked disabled><select><option selected value>o</option></select><input name></form>",
        "<o:p>Word</o:p><svg:rect x=1></svg:rect><fb:like href=\"https://e.com\"></fb:like><p xml:lang=\"fr\" xmlns:o=\"urn:x\">y</p>",
        "<p>before\u{0}after</p><p>x</p>",
        "<p>caf\u{E9} na\u{EF}ve</p>",
        "<TABLE><TR><TD><A HREF=\"x\">X</A><TD>y</TABLE>",
        "<ul><li>one<li>two<li><a href=\"3\">three</a></ul><dl><dt>t<dd>d</dl>",
        String(repeating: "<div>", count: 600) + "<a href=\"deep\">deep</a>" + String(repeating: "</div>", count: 600),
        "<p>" + String(repeating: "long text &amp; more ", count: 400) + "</p>",
        "<head><title>T</title><meta charset=\"iso-8859-1\"></head> <body> <p>b</p>",
        "<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><body>  <p>strict</p>  text</body>",
        "<p>x</p><!DOCTYPE html><p>misplaced doctype</p></html><p>after</p>",
        "<a href=\"1\">one<a href=\"2\">two</a></a><area href=\"m\">",
        "<template><a href=\"t\">in template</a></template><noscript><a href=\"n\">n</a></noscript>",
        "<p title=\"a &quot;b&quot; &#x1F600; &unknown; &lt;\">entities &copy; &#169; &#xA9; &bogus</p>",
        "<![CDATA[ not html ]]><p>after cdata</p>",
        "</p></a></div>stray ends<p>x",
    ]

    @Test(arguments: inputs)
    func eventsGiveLibxmlsOwnTree(html: String) {
        var bytes = Array(html.utf8)
        if html.hasPrefix("<p>caf") {
            // Latin-1 bytes in a page read as UTF-8: invalid sequences.
            bytes = Array("<p>caf".utf8) + [0xE9] + Array(" na".utf8) + [0xEF] + Array("ve</p>".utf8)
        }
        expectSameTree(bytes, label: String(html.prefix(60)))
    }

    /// Every HTML page of the project's corpus and fixtures, and of `../shared/corpus` when it is
    /// there (890 pages, mostly Apache httpd's manual in many languages and encodings).
    @Test func eventsGiveLibxmlsOwnTreeOnEveryCorpusPage() throws {
        var folders = [projectFolder + "/Corpus", projectFolder + "/Tests"]
        if let sharedCorpus { folders.append(sharedCorpus) }
        var pages = 0
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in walker where Self.isHTMLPage(path) {
                guard let data = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
                expectSameTree([UInt8](data), label: path)
                pages += 1
            }
        }
        #expect(pages >= 20)
    }

    @Test func emptyInputHasNoTree() {
        #expect(LibXMLHTMLParser.parse(utf8: []) == nil)
    }

    /// Lines past 65,535 are the real ones: libxml2's own nodes stop counting there.
    @Test func linesPast65535AreExact() throws {
        let html = String(repeating: "\n", count: 70_000) + "<p><a href=\"far\">far</a></p>"
        let tree = try #require(LibXMLHTMLParser.parse(utf8: Array(html.utf8)))
        let anchor = try #require(tree.nodes.indices.first { tree.name(of: $0) == "a" })
        #expect(tree.nodes[anchor].line == 70_001)
    }

    private static func isHTMLPage(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        return name.hasSuffix(".html") || name.hasSuffix(".htm") || name.contains(".html.")
    }

    private func expectSameTree(_ bytes: [UInt8], label: String) {
        let made = LibXMLHTMLParser.parse(utf8: bytes)
        let reference = ReferenceDocument.tree(of: bytes)
        #expect((made == nil) == (reference == nil), "\(label): one parse made no tree")
        guard let made, let reference else { return }
        #expect(made.nodes.count == reference.nodes.count, "\(label): node count")
        guard made.nodes.count == reference.nodes.count else { return }
        for index in made.nodes.indices {
            let (ours, theirs) = (made.nodes[index], reference.nodes[index])
            let same =
                ours.kind == theirs.kind && ours.parent == theirs.parent && ours.subtreeEnd == theirs.subtreeEnd
                && (theirs.line >= 65_535 || ours.line == theirs.line) && made.name(of: index) == reference.name(of: index)
                && made.text(of: index) == reference.text(of: index)
                && made.attributes(of: index).map { [$0.name, $0.value] } == reference.attributes(of: index).map { [$0.name, $0.value] }
            if !same {
                Issue.record("\(label): node \(index) (\(made.name(of: index)) vs \(reference.name(of: index))) differs")
                return
            }
        }
    }
}

/// libxml2's own tree: `htmlReadMemory` with the parser's options, read node by node into an
/// `HTMLTree` (elements with lowercased names, attributes and `xmlGetLineNo`; text and CDATA
/// nodes up to their NUL, invalid UTF-8 replaced), the way the extractor read it before issue 22.
private enum ReferenceDocument {
    static func tree(of bytes: [UInt8]) -> HTMLTree? {
        guard !bytes.isEmpty else { return nil }
        let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlReadMemory(chars.baseAddress, Int32(chars.count), nil, "UTF-8", LibXMLHTMLParser.options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        var tree = HTMLTree()
        var stack: [(node: xmlNodePtr, index: Int)] = []
        var cursor = document.pointee.children
        var parent = -1
        while let node = cursor {
            var appended: Int?
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                var attributes: [HTMLTree.Attribute] = []
                var attribute = node.pointee.properties
                while let current = attribute {
                    var value = ""
                    var child = current.pointee.children
                    while let piece = child {
                        if let content = piece.pointee.content { value += String(cString: content) }
                        child = piece.pointee.next
                    }
                    let name = current.pointee.name.map { String(cString: $0).lowercased() } ?? ""
                    attributes.append(HTMLTree.Attribute(name: name, value: value))
                    attribute = current.pointee.next
                }
                let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
                appended = tree.appendElement(name: name, attributes: attributes, parent: parent, line: Int(xmlGetLineNo(node)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let content = node.pointee.content.map { String(cString: $0) } ?? ""
                var text = content
                appended = text.withUTF8 { tree.appendText(utf8: $0, parent: parent) }
            default:
                break
            }
            if let appended, node.pointee.type == XML_ELEMENT_NODE, let first = node.pointee.children {
                stack.append((node, parent))
                parent = appended
                cursor = first
                continue
            }
            var next = node.pointee.next
            while next == nil, let (up, upParent) = stack.popLast() {
                parent = upParent
                next = up.pointee.next
            }
            cursor = next
        }
        tree.closeSubtrees()
        tree.finish()
        return tree
    }
}
