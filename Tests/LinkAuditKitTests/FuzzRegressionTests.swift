import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Inputs the fuzz targets in fuzz/ found (CONTRIBUTING, Fuzzing and AddressSanitizer), kept in
/// `Fixtures/fuzz/FORMAT/`, with the values they must give.
@Suite struct FuzzRegressionTests {
    private func document(_ name: String, _ format: DocumentFormat) throws -> ExtractedDocument {
        let path = fixturesFolder + "/fuzz/" + name
        let bytes = try #require(FileManager.default.contents(atPath: path))
        return DocumentExtractor.extract(file: (name as NSString).lastPathComponent, bytes: [UInt8](bytes), format: format)
    }

    /// The strings target's first finding (a fault of the harness, not of the extractor): a UTF-16
    /// table whose columns, UTF-8 bytes of the decoded text, run past the file's 526 bytes. The
    /// harness now bounds columns by three UTF-8 bytes per input byte.
    @Test func aUTF16TableCountsColumnsInUTF8BytesOfItsText() throws {
        let found = try document("strings/utf16-link-past-the-byte-length.strings", .strings)
        #expect(found.errors.isEmpty)
        #expect(found.links.map(\.name) == ["here"])
        #expect(found.links.map { $0.span?.description } == ["1:594-1:666"])
        let result = Auditor(configuration: Configuration()).evaluate(documents: [found], files: [found.file])
        #expect(
            result.findings.map(brief) == [
                "1:594 generic-link-text", "1:594 inline-only-destination", "1:594 markdown-link-needs-underline",
            ])
    }

    /// The same kind written plainly: 300 CJK characters (600 bytes in UTF-16, 900 in UTF-8) before
    /// a Markdown link in a UTF-16LE table; the link is found where the decoded text has it.
    @Test func aLinkAfterWideTextInUTF16IsPlacedInTheDecodedText() throws {
        let marked = MarkedText(
            "\"promo\" = \"" + String(repeating: "説", count: 300) + " 1️⃣[here](https://example.com/a2️⃣)\";\n")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in marked.text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let found = DocumentExtractor.extract(file: "wide.strings", bytes: bytes, format: .strings)
        #expect(found.links.map(\.name) == ["here"])
        let span = try #require(found.links.first?.span)
        #expect(span.start == marked["1️⃣"])
        #expect(span.end == marked["2️⃣"])
        #expect(span.start.utf8Column > bytes.count)
    }

    /// The swift target's finding (a timeout: over 10 s for one input, more than two minutes in a
    /// release build): a real view's source with 100 `[` typed into one line (line 34), the
    /// exponential nesting of issue 12, item 5, which `SwiftNestingGuard` stops before parsing:
    /// one located error on line 34. Kept as `.txt`: `swift format` would parse it.
    @Test
    func deeplyNestedBracketsInAViewAreALocatedError() throws {
        let found = try document("swift/nested-brackets-in-a-view.swift.txt", .swift)
        #expect(found.errors.map(\.line) == [34])
        #expect(found.links.isEmpty)
    }

    /// The strings target's 600-second run: a 20 kB binary property list whose 17,960 keys share
    /// values (900 kB once expanded, each value read as Markdown: 1.1 s, past libFuzzer's timeout
    /// under ASan). A binary table may expand to 64 kB or ten times its file: refused at once.
    @Test func aBinaryTableWhoseKeysShareValuesIsRefused() throws {
        let found = try document("strings/shared-values-binary-plist.strings", .strings)
        #expect(found.links.isEmpty)
        #expect(
            found.errors.map(\.message) == [
                "binary property list that expands to more than 206910 bytes (a binary table may expand to 64 kB, or ten times "
                    + "its file): values or containers shared by many keys, as in a \"billion laughs\" document; not read"
            ])
    }

    /// The html target's finding in issue 25's campaign (a stack overflow: exit 139 on a 636-byte
    /// page): an image inside a link, labelled by a span whose unclosed end tag makes it hold that
    /// very link, so the name of the span held the image's name, which was the span's. A name
    /// computed for `aria-labelledby` follows no `aria-labelledby` again (accessible name
    /// computation, step 2B).
    @Test func anImageLabelledByAnElementThatHoldsItHasAName() throws {
        let found = try document("html/labelled-by-its-own-ancestor.html", .html)
        #expect(found.links.map(\.destination) == ["/export", "/settings"])
        #expect(found.links.map(\.name) == ["Export to CSV", "Account settings Export to CSV #top"])
        // The kind, written plainly: the link inside the element that labels its image, and a
        // description naming an ancestor of the link itself.
        let page = """
            <div id="card"><p id="intro">Plans <a href="/p"><img src="i.svg" aria-labelledby="intro"></a></p>
            <a href="/d" aria-describedby="card">Details</a></div>
            """
        let plain = DocumentExtractor.extract(file: "card.html", bytes: Array(page.utf8), format: .html)
        #expect(plain.links.map(\.name) == ["Plans", "Details"])
        #expect(plain.errors.isEmpty)
    }
}
