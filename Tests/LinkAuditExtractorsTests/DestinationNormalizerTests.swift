import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

@Suite("Destination normalization")
struct DestinationNormalizerTests {
    @Test(arguments: [
        ("HTTPS://Example.COM:443/a/b/?", "https://example.com/a/b"),
        ("http://example.com:80/", "http://example.com"),
        ("https://example.com/files/annual report.pdf", "https://example.com/files/annual%20report.pdf"),
        ("https://example.com/%7euser/%2f", "https://example.com/~user/%2F"),
        ("https://example.com/a/./b/../c#Frag", "https://example.com/a/c#Frag"),
        ("mailto:Help@Example.com", "mailto:Help@Example.com"),
        ("guide.md", "/docs/guide.md"),
        ("/root/", "/root"),
        ("#section", "/docs/page.md#section"),
    ])
    func normalizes(_ input: String, _ expected: String) {
        #expect(DestinationNormalizer.normalize(input, documentPath: "docs/page.md") == expected)
    }

    /// Dot segments, empty queries and trailing slashes, in ASCII paths (resolved over bytes) and in
    /// paths with other letters (resolved over Characters): the same rules either way.
    @Test(arguments: [
        ("../up.md", "docs/page.md", "/up.md"),
        ("../../../x.md", "docs/page.md", "/x.md"),
        ("./a/./b/", "docs/page.md", "/docs/a/b"),
        ("a?", "docs/page.md", "/docs/a"),
        ("a?q=1#f/../g", "docs/page.md", "/docs/a?q=1#f/../g"),
        ("a/..?x#", "docs/page.md", "/docs?x#"),
        ("a//b/", "docs/page.md", "/docs/a//b"),
        ("#top", "docs/", "/docs#top"),
        ("https://example.com/a/..#", "docs/page.md", "https://example.com/#"),
        ("../x.md", "guides/café/page.md", "/guides/x.md"),
        ("./a/../b/", "guides/café/page.md", "/guides/café/b"),
        ("a/b/../c?", "über.md", "/a/c"),
    ])
    func resolvesPaths(_ input: String, _ documentPath: String, _ expected: String) {
        #expect(DestinationNormalizer.normalize(input, documentPath: documentPath) == expected)
    }

    @Test func emptyDestinationHasNoNormalForm() {
        #expect(DestinationNormalizer.normalize("  ", documentPath: "a.md") == nil)
    }

    /// A document's base is worked out once: the directory that relative paths join, the page
    /// that a fragment alone points into, and whether it is an absolute URL.
    @Test func documentBase() {
        let page = DestinationNormalizer.Base(documentPath: "docs/./a/../page.md")
        #expect(page.urlSchemeLength == nil)
        #expect(String(decoding: page.directory, as: UTF8.self) == "/docs/./a/..")
        #expect(page.directoryIsASCII)
        #expect(page.page == "/docs/page.md")
        let accented = DestinationNormalizer.Base(documentPath: "guides/café/page.md")
        #expect(String(decoding: accented.directory, as: UTF8.self) == "/guides/café")
        #expect(!accented.directoryIsASCII)
        let url = DestinationNormalizer.Base(documentPath: "https://example.com/a/b.html")
        #expect(url.urlSchemeLength == 5)
        #expect(DestinationNormalizer.Base(documentPath: "mailto:a@example.com").urlSchemeLength == nil)
        #expect(DestinationNormalizer.normalize("x.html#top", against: page) == "/docs/x.html#top")
        #expect(DestinationNormalizer.normalize("#top", against: page) == "/docs/page.md#top")
        #expect(DestinationNormalizer.normalize("../x.html", against: accented) == "/guides/x.html")
        #expect(DestinationNormalizer.normalize("x.html", against: url) == "https://example.com/a/x.html")
        #expect(DestinationNormalizer.normalize("//Example.com:443/", against: url) == "https://example.com")
        #expect(DestinationNormalizer.normalize("//Example.com:80/", against: url) == "https://example.com:80")
    }

    /// Percent-escapes of unreserved characters decoded, others' hex digits uppercased, bytes
    /// that cannot stand in a URL encoded; a destination with none of these is copied.
    @Test(arguments: [
        ("plain/path.html?q=1#f", "plain/path.html?q=1#f"),
        ("a b%7e%2f", "a%20b~%2F"),
        ("%", "%"),
        ("%4", "%4"),
        ("x%41", "xA"),
        ("%41%5a", "AZ"),
        ("é|{}", "%C3%A9%7C%7B%7D"),
    ])
    func percentEncoding(_ input: String, _ expected: String) {
        #expect(String(decoding: DestinationNormalizer.percentEncodingNormalized(input), as: UTF8.self) == expected)
    }
}

/// The byte-level fast paths of extraction (issue 12, item 1) give what the Unicode paths give.
@Suite("Extraction fast paths")
struct ExtractionFastPathTests {
    /// Trimming is skipped only when both ends are ASCII and not white space; a destination with a
    /// no-break or ideographic space at an end is still trimmed the Unicode way.
    @Test(arguments: [
        ("https://example.com/a", "https://example.com/a"),
        (" \thttps://example.com/a\n", "https://example.com/a"),
        ("\u{A0}https://example.com/a\u{3000}", "https://example.com/a"),
        // U+001F is no white space: kept, then percent-encoded, so no scheme either.
        ("\u{1F}https://example.com/a", "/docs/%1Fhttps://example.com/a"),
        ("HTTPS://Example.com", "https://example.com"),
        ("ç:x", "/docs/%C3%A7:x"),
        ("1http://example.com", "/docs/1http://example.com"),
    ])
    func trimsAndReadsSchemes(_ input: String, _ expected: String) {
        #expect(DestinationNormalizer.normalize(input, documentPath: "docs/page.md") == expected)
    }

    @Test func solidASCIIEnds() {
        #expect("a".hasSolidASCIIEnds)
        #expect("a b".hasSolidASCIIEnds)
        #expect(!"".hasSolidASCIIEnds)
        #expect(!" a".hasSolidASCIIEnds)
        #expect(!"a\r".hasSolidASCIIEnds)
        #expect(!"é".hasSolidASCIIEnds)
        #expect("x\u{A0}y"[...].hasSolidASCIIEnds)
    }

    /// Spaces and tabs cut from the bytes, the rest left to Foundation: the same text as
    /// `trimmingCharacters(in: .whitespaces)` gives, Unicode spaces and line breaks included.
    @Test(arguments: [
        ("  click here\t", "click here"), ("", ""), (" \t ", ""), ("\u{A0} ici \u{3000}", "ici"), (" \u{2003}\tя ", "я"),
        ("a\n", "a\n"), ("\r\nb ", "\r\nb"), ("日本 ", "日本"), ("  Ⅻ", "Ⅻ"), ("x\u{A0}y", "x\u{A0}y"), ("e\u{301} ", "e\u{301}"),
    ])
    func trimsWhitespacesAsFoundationDoes(_ text: String, _ expected: String) {
        #expect(text[...].trimmingWhitespaces() == expected)
        #expect(text.trimmingCharacters(in: .whitespaces) == expected)
    }

    /// ASCII blocks are kept as bytes; a CR LF pair or a non-ASCII letter keeps Characters. Both
    /// count letters, find the text outside links and cut contexts alike.
    @Test(arguments: ["Read the guide and the FAQ", "Read the guide \r\nand the FAQ", "Lisez le guide et la FAQ é"])
    func textBlocks(_ text: String) {
        let block = TextBlock(text)
        #expect(block.count == text.count)
        #expect(block.letterPrefix.last == text.count(where: { $0.isLetter || $0.isNumber }))
        #expect(block.holdsTextOutside([(0, 4)]))
        #expect(!block.holdsTextOutside([(0, text.count)]))
        #expect(block.context(linkStart: 9, linkLength: 5).text == text)
        let cut = block.context(linkStart: 9, linkLength: 5, limit: 10)
        #expect(cut.text == "…guide…")
        #expect(cut.linkStart == 1)
        #expect([0, 9, text.utf8.count].map(block.characterIndex(ofUTF8:)) == [0, 9, text.count])
    }
}
