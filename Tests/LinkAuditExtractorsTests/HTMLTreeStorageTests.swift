import Testing

@testable import LinkAuditExtractors

/// The HTML tree keeps names, attributes and texts beside its nodes, and the text walk and the
/// source scan read bytes: they give what the String-based code gave.
@Suite("HTML tree storage")
struct HTMLTreeStorageTests {
    /// Appending UTF-8 bytes collapses whitespace as `String.collapsingWhitespace` does, across
    /// pieces, with Unicode spaces (no-break, ideographic, zero width) and multi-byte characters.
    @Test(arguments: [
        ["  Read\tthe\n", " manual  "], ["Café\u{A0}\u{A0}crème", "\u{3000}日本語\u{200B}のリンク"], ["😀👩🏽‍💻", " ", "🇫🇷 x"],
        ["\u{1B}[1m", "a\u{7F}b"], ["", "   ", ""], ["Straße\u{2003}İstanbul\r\n"],
    ])
    func builderCollapsesWhitespaceOfUTF8Pieces(pieces: [String]) {
        var builder = CollapsingTextBuilder()
        for piece in pieces {
            var piece = piece
            piece.withUTF8 { builder.append(utf8: $0) }
        }
        #expect(builder.text == pieces.joined().collapsingWhitespace)
    }

    @Test func builderRecordsWhereMarkedTextStarts() {
        var builder = CollapsingTextBuilder()
        builder.append("Über ")
        builder.markStart(of: 7)
        builder.append("  the link")
        #expect(builder.text == "Über the link")
        #expect(builder.resolveStart(of: 7) == 6)
    }

    @Test func treeHoldsNamesAttributesAndTexts() throws {
        let html = #"<P LANG="de">Grüße <A HREF="x.html" Title='t'>hier &amp; dort</A></P>"#
        let tree = try #require(LibXMLHTMLParser.parse(utf8: Array(html.utf8)))
        let anchor = try #require(tree.nodes.indices.first { tree.name(of: $0) == "a" })
        #expect(tree.attribute("href", of: anchor) == "x.html")
        #expect(tree.attribute("title", of: anchor) == "t")
        #expect(tree.attribute("lang", of: anchor) == nil)
        let texts = tree.nodes.indices.filter { tree.nodes[$0].kind == .text }.map { tree.text(of: $0) }
        #expect(texts == ["Grüße ", "hier & dort"])
        #expect(tree.text(of: anchor).isEmpty)
        let paragraph = try #require(tree.nodes.indices.first { tree.name(of: $0) == "p" })
        #expect(tree.attribute("lang", of: paragraph) == "de")
        #expect(tree.collectText(under: paragraph, mode: .visible, skipNestedAnchors: false) == "Grüße hier & dort")
    }

    /// Letters and digits of UTF-8 bytes: byte by byte for ASCII, through the String otherwise,
    /// invalid sequences counting as U+FFFD (no letter).
    @Test(arguments: [
        ("Read the manual", 13), ("a1-b2_c3!", 6), ("Grüße aus Köln", 12), ("日本語のリンク", 7), ("½ & ² ٣", 3), ("", 0),
    ])
    func anchorLetterCounts(text: String, letters: Int) {
        #expect(HTMLAnchorLocator.letterCount(utf8: Array(text.utf8)[...]) == letters)
        #expect(HTMLAnchorLocator.letterCount(text) == letters)
    }

    @Test func anchorLetterCountOfInvalidUTF8() {
        #expect(HTMLAnchorLocator.letterCount(utf8: [0x61, 0xFF, 0x62, 0xC3][...]) == 2)
    }

    /// Each element's tags are looked up once, from its lowercased name; text nodes have none.
    @Test func elementsCarryTheTagsOfTheirNames() throws {
        let html =
            "<BODY><DIV><P>One <B>two</B><BR><CODE>z</CODE></P><TEMPLATE><SPAN>x</SPAN></TEMPLATE><SCRIPT>y</SCRIPT>"
            + "<TEXTAREA>t</TEXTAREA></DIV></BODY>"
        let tree = try #require(LibXMLHTMLParser.parse(utf8: Array(html.utf8)))
        func tags(_ name: String) throws -> HTMLTree.ElementTags {
            try tree.tags[#require(tree.nodes.indices.first { tree.name(of: $0) == name })]
        }
        #expect(try tags("body") == .contextBlock)
        #expect(try tags("div") == [.breaking, .contextBlock])
        #expect(try tags("p") == [.breaking, .contextBlock])
        #expect(try tags("br") == .breaking)
        #expect(try tags("b") == [])
        #expect(try tags("template") == [.template, .inert])
        #expect(try tags("script") == [.inert, .textOnly])
        #expect(try tags("code") == .code)
        #expect(try tags("textarea") == .textOnly)
        #expect(tree.tags.count == tree.nodes.count)
        #expect(tree.nodes.indices.filter { tree.nodes[$0].kind == .text }.allSatisfy { tree.tags[$0].isEmpty })
    }

    @Test(arguments: [
        ("a", "a", true), ("A", "a", true), ("HREF", "href", true), ("Style", "style", true), ("hre", "href", false),
        ("hrefs", "href", false), ("ärea", "area", false), ("", "a", false), ("b", "a", false),
    ])
    func namesCompareInTheBytes(written: String, name: String, matches: Bool) {
        let bytes = Array(written.utf8)[...]
        let result: Bool
        switch name {
        case "a": result = HTMLSourceScanner.isName(bytes, "a")
        case "href": result = HTMLSourceScanner.isName(bytes, "href")
        case "style": result = HTMLSourceScanner.isName(bytes, "style")
        default: result = HTMLSourceScanner.isName(bytes, "area")
        }
        #expect(result == matches)
    }
}
