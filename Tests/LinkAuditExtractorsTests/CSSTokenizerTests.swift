import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// The CSS tokenizer and parser against CSS Syntax Module Level 3, with exact token kinds, values
/// and byte offsets, and hostile inputs that must stay linear and never crash.
@Suite struct CSSTokenizerTests {
    private func tokens(_ css: String) -> [CSSToken] { CSSTokenizer.tokens(Array(css.utf8)) }

    /// Tokens without whitespace, as `kind value` pairs.
    private func brief(_ css: String) -> [String] {
        tokens(css).filter { $0.kind != .whitespace }.map { token in
            switch token.kind {
            case .number, .percentage: "\(token.kind) \(token.number)"
            case .dimension: "dimension \(token.number) \(token.value)"
            default: token.value.isEmpty ? "\(token.kind)" : "\(token.kind) \(token.value)"
            }
        }
    }

    @Test func identsFunctionsAtKeywordsAndHashes() {
        #expect(
            brief("@media screen { a:link, #main.x > b { color: rgb(1 2 3) } }") == [
                "atKeyword media", "ident screen", "leftBrace", "ident a", "colon", "ident link", "comma", "hash(isID: true) main",
                "delim .", "ident x", "delim >", "ident b", "leftBrace", "ident color", "colon", "function rgb", "number 1.0",
                "number 2.0", "number 3.0", "rightParen", "rightBrace", "rightBrace",
            ])
        #expect(brief("#1a2b3c #-x") == ["hash(isID: false) 1a2b3c", "hash(isID: true) -x"])
    }

    @Test func numbersPercentagesAndDimensions() {
        #expect(
            brief("+1.5 -.5em 10% 1e3 2E-1px 0 -x") == [
                "number 1.5", "dimension -0.5 em", "percentage 10.0", "number 1000.0", "dimension 0.2 px", "number 0.0", "ident -x",
            ])
    }

    @Test func stringsEscapesAndBadStrings() {
        #expect(brief(#"'it\'s' "a\62 c" "\66 oo""#) == ["string it's", "string abc", "string foo"])
        // An escaped newline continues the string; a raw newline ends it as a bad string.
        #expect(brief("\"one\\\ntwo\" \"broken\nx") == ["string onetwo", "badString", "ident x"])
        // Escapes in identifiers: a hex escape eats one whitespace after it; out-of-range is U+FFFD.
        #expect(brief(#"\41 B \110000x"#) == ["ident AB", "ident \u{FFFD}x"])
        #expect(brief("\"end\\") == ["string end"])
    }

    @Test func urlsAndBadURLs() {
        #expect(
            brief("url( a.css ) url(\"q.css\") url(a b) url(x\"y) URL(z)") == [
                "url a.css", "function url", "string q.css", "rightParen", "badURL", "badURL", "url z",
            ])
    }

    @Test func commentsCDOCDCAndDelimiters() {
        #expect(
            brief("<!-- a /* note */ b --> ! ~ | @ 1") == [
                "cdo", "ident a", "ident b", "cdc", "delim !", "delim ~", "delim |", "delim @", "number 1.0",
            ])
        #expect(brief("a /* never closed") == ["ident a"])
    }

    @Test func offsetsAreUTF8BytesOfTheInputAsWritten() {
        let marked = MarkedText("1️⃣é2️⃣ {\r\n3️⃣color:4️⃣\u{0}x}")
        let found = tokens(marked.text)
        #expect(found[0].kind == .ident && found[0].value == "é")
        #expect(found[0].start == marked.offsets["1️⃣"] && found[0].end == marked.offsets["2️⃣"])
        let color = found.first { $0.value == "color" }!
        #expect(color.start == marked.offsets["3️⃣"])
        // NUL reads as U+FFFD, inside an identifier; the offset is the NUL's.
        let replaced = found.first { $0.start == marked.offsets["4️⃣"] }!
        #expect(replaced.kind == .ident && replaced.value == "\u{FFFD}x")
        #expect(LineIndex(Array(marked.text.utf8)).position(ofByte: color.start) == marked["3️⃣"])
    }

    @Test func declarationsWithImportantAndSkippedJunk() {
        let marked = MarkedText("color: red !IMPORTANT; ; 12: x; --Brand: #fff ; @x y; 1️⃣background :blue")
        let declarations = CSSParser.parseDeclarations(Array(marked.text.utf8))
        #expect(declarations.map(\.name) == ["color", "--Brand", "background"])
        #expect(declarations.map(\.isImportant) == [true, false, false])
        #expect(declarations[0].value.map(\.token.value) == ["red"])
        #expect(declarations[2].start == marked.offsets["1️⃣"])
    }

    @Test func rulesAtRulesAndBlocks() {
        let rules = CSSParser.parseStylesheet(
            Array(
                "@import url(x.css) print; <!-- p a { color: red } --> @media (prefers-color-scheme: dark) { a { color: #fff } } b {".utf8))
        #expect(rules.count == 4)
        guard case .atRule(let name, _, let block) = rules[0] else { Issue.record("no @import"); return }
        #expect(name == "import" && block == nil)
        guard case .qualified(_, let declarations) = rules[1] else { Issue.record("no rule"); return }
        #expect(declarations.map(\.name) == ["color"])
        guard case .atRule("media", _, let media?) = rules[2] else { Issue.record("no @media"); return }
        #expect(CSSParser.rules(in: media, topLevel: false).count == 1)
        // `b {` never closed: the block closes at the end of input.
        guard case .qualified(_, let last) = rules[3] else { Issue.record("no last rule"); return }
        #expect(last.isEmpty)
    }

    // MARK: - Hostile input

    @Test func hundredThousandOpenBracesOrParensStayLinear() {
        for opener in ["{", "(", "[", "a(", "@m{"] {
            let css = "a " + String(repeating: opener, count: 100_000) + " color: red"
            let clock = ContinuousClock()
            let elapsed = clock.measure { _ = CSSParser.parseStylesheet(Array(css.utf8)) }
            #expect(elapsed < .seconds(10), "\(opener)")
        }
        // Deep nesting past the kept depth is dropped, never built: the deepest block kept is empty.
        let nested = CSSParser.componentValues(CSSTokenizer.tokens(Array((String(repeating: "(", count: 200) + "x").utf8)))
        var depth = 0
        var current = nested
        while case .block(_, let inner)? = current.first {
            depth += 1
            current = inner
        }
        #expect(depth == CSSParser.maximumDepth + 1)
        #expect(current.isEmpty)
    }

    @Test func unterminatedStringsCommentsURLsAndNULs() {
        let inputs = [
            "a { color: \"" + String(repeating: "x", count: 50_000), "/*" + String(repeating: "*", count: 50_000),
            "url(" + String(repeating: "a ", count: 50_000), String(repeating: "\u{0}", count: 50_000), "\\",
            "@", "#", "-", "--", "u", "url(", "a{b:c!", String(repeating: "\\\n", count: 10_000),
        ]
        for input in inputs {
            _ = CSSParser.parseStylesheet(Array(input.utf8))
            _ = CSSParser.parseDeclarations(Array(input.utf8))
        }
        let bytes: [UInt8] = [0xFF, 0xC3, 0x7B, 0xE2, 0x82, 0x00, 0x22, 0xF0]
        #expect(CSSTokenizer.tokens(bytes).last?.end == bytes.count)
    }
}
