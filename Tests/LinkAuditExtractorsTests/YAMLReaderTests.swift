import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// The YAML reader (libyaml) turns a document into mappings, sequences and scalars with 1-based
/// lines and 1-based UTF-8 byte columns.
@Suite("YAML reader")
struct YAMLReaderTests {
    @Test func topLevelMappingWithPositions() throws {
        let marked = MarkedText(
            """
            # Site settings
            1️⃣title: 2️⃣"Café docs"
            markdown: 3️⃣kramdown
            kramdown:
              4️⃣input: GFM
            exclude:
              - 5️⃣vendor/
              - "drafts/"

            """)
        let root = try #require(try YAMLReader.read(Array(marked.text.utf8)))
        #expect(root.value(for: "title")?.scalar == "Café docs")
        #expect(root.value(for: "title")?.position == YAMLPosition(line: marked["2️⃣"].line, column: marked["2️⃣"].utf8Column))
        #expect(root.value(for: "markdown") == .scalar("kramdown", at: YAMLPosition(line: 3, column: marked["3️⃣"].utf8Column)))
        #expect(root.value(for: "kramdown")?.value(for: "input")?.scalar == "GFM")
        guard case .mapping(let pairs, _) = root, case .sequence(let excluded, _)? = root.value(for: "exclude") else {
            Issue.record("not a mapping with a sequence")
            return
        }
        #expect(pairs.map { $0.key.scalar } == ["title", "markdown", "kramdown", "exclude"])
        #expect(pairs[0].key.position == YAMLPosition(line: 2, column: marked["1️⃣"].utf8Column))
        #expect(
            pairs[2].value.value(for: "input").map { _ in pairs[2].value.position } == YAMLPosition(line: 5, column: marked["4️⃣"].utf8Column)
        )
        #expect(excluded.map(\.scalar) == ["vendor/", "drafts/"])
        #expect(excluded[0].position == YAMLPosition(line: 7, column: marked["5️⃣"].utf8Column))
    }

    @Test func columnsCountBytesAfterMultiByteText() throws {
        let marked = MarkedText("名前: 日本語\n説明: 1️⃣🎉 party\n")
        let root = try #require(try YAMLReader.read(Array(marked.text.utf8)))
        #expect(root.value(for: "説明")?.scalar == "🎉 party")
        #expect(root.value(for: "説明")?.position == YAMLPosition(line: 2, column: marked["1️⃣"].utf8Column))
    }

    @Test func aliasesStandForTheirAnchors() throws {
        let root = try #require(try YAMLReader.read(Array("base: &b\n  host: example.com\ncopy: *b\n".utf8)))
        #expect(root.value(for: "copy")?.value(for: "host")?.scalar == "example.com")
    }

    /// A "billion laughs" document: each anchor holds ten aliases of the one before. The tree shares
    /// aliased nodes, but a reader that walks it would visit 10^9 of them; it stops at the alias that
    /// passes the limit, located. A document that reuses an anchor a few times still reads.
    @Test func aliasesThatExpandWithoutBoundAreAnError() throws {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let text = lines.joined(separator: "\n") + "\n"
        do {
            _ = try YAMLReader.read(Array(text.utf8))
            Issue.record("no error")
        } catch {
            #expect(error.message == "the aliases expand to more than 100000 nodes; write the values out")
            // Anchor d expands to 11,111 nodes; the tenth `*d` in e's list (column 44) makes 111,111.
            #expect(error.position == YAMLPosition(line: 5, column: 44))
        }
        let reused = try #require(try YAMLReader.read(Array("a: &a [x, y]\nb: [*a, *a, *a]\n".utf8)))
        #expect(reused.value(for: "b").map { if case .sequence(let items, _) = $0 { items.count } else { 0 } } == 3)
    }

    /// Nesting deeper than 1,000 levels is refused at the container that passes the limit; a
    /// document nested 1,000 deep still reads.
    @Test func nestingIsBounded() throws {
        let deep = "key: " + String(repeating: "[", count: 1_001) + String(repeating: "]", count: 1_001) + "\n"
        do {
            _ = try YAMLReader.read(Array(deep.utf8))
            Issue.record("no error")
        } catch {
            #expect(error.message == "nested deeper than 1000 levels")
            // The top mapping is level 1; the 1,000th `[` (column 1,005) opens level 1,001.
            #expect(error.position == YAMLPosition(line: 1, column: 1_005))
        }
        let fits = "key: " + String(repeating: "[", count: 999) + String(repeating: "]", count: 999) + "\n"
        #expect(try YAMLReader.read(Array(fits.utf8))?.value(for: "key") != nil)
    }

    @Test func flowCollectionsAndTheFirstDocumentOnly() throws {
        let root = try #require(try YAMLReader.read(Array("---\nlangs: [en, fr]\n---\nother: 1\n".utf8)))
        #expect(
            root.value(for: "langs")
                == .sequence(
                    [.scalar("en", at: .init(line: 2, column: 9)), .scalar("fr", at: .init(line: 2, column: 13))],
                    at: .init(line: 2, column: 8)))
        #expect(root.value(for: "other") == nil)
    }

    @Test func emptyTextHasNoDocument() throws {
        #expect(try YAMLReader.read([]) == nil)
        #expect(try YAMLReader.read(Array("# only a comment\n".utf8)) == nil)
    }

    @Test func syntaxErrorsAreLocated() {
        let marked = MarkedText("title: ok\nlist: [a, b\n1️⃣other: x\n")
        #expect(throws: YAMLError.self) { try YAMLReader.read(Array(marked.text.utf8)) }
        do {
            _ = try YAMLReader.read(Array("key: \"unterminated\nnext: 1\n".utf8))
            Issue.record("no error")
        } catch {
            #expect(error.position.line >= 1)
            #expect(!error.message.isEmpty)
        }
        do {
            _ = try YAMLReader.read(Array("a: 1\n b: 2\n".utf8))
            Issue.record("no error")
        } catch {
            #expect(error.position == YAMLPosition(line: 2, column: 3))
            #expect(error.message == "mapping values are not allowed in this context")
        }
    }
}
