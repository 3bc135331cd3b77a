import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// Deep nesting that crashed SwiftParser or made it exponential (issue 12, item 5): each is a located
/// input error, read in this process (a crash would take the test runner down with it), and the links
/// outside the too-deep part are still read.
@Suite("Swift nesting guard")
struct SwiftNestingGuardTests {
    static let privacyLink = #"Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)"#

    /// The errors as `line:column message-start`.
    func located(_ document: ExtractedDocument) -> [String] {
        document.errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message.prefix(24))" }
    }

    @Test func genericAnglesNestedDeeperThanTheLimitAreAnErrorNotACrash() {
        // 3 kB of `A<A<…>>>`: the 257th `<` passes the limit.
        let marked = MarkedText(
            "let x: " + String(repeating: "A<", count: 256) + "A1️⃣<" + String(repeating: "A<", count: 1_243) + "Int"
                + String(repeating: ">", count: 1_500) + " = 1\n2️⃣" + Self.privacyLink + "3️⃣\n")
        #expect(marked.text.utf8.count > 3_000)
        let document = extractSwift(marked.text)
        let start = marked["1️⃣"]
        #expect(located(document) == ["\(start.line):\(start.utf8Column) Swift code nested deeper"])
        #expect(document.errors.first?.message.contains("256 levels") == true)
        #expect(document.links.map(\.text) == ["Privacy policy"])
        #expect(document.links.first?.span?.start == marked["2️⃣"])
    }

    @Test func squareBracketsNestedDeeperThanTenLevelsAreAnErrorInLinearTime() {
        // 3 kB of `[[[…]]]` in a function: SwiftParser's time doubled with each level.
        let marked = MarkedText(
            "func f() {\n    let y = " + String(repeating: "[", count: 10) + "1️⃣[" + String(repeating: "[", count: 1_489)
                + String(repeating: "]", count: 1_500) + "\n    2️⃣" + Self.privacyLink + "3️⃣\n}\n")
        let document = extractSwift(marked.text)
        let start = marked["1️⃣"]
        #expect(located(document) == ["\(start.line):\(start.utf8Column) Swift square brackets ne"])
        #expect(document.links.first?.span == marked.span("2️⃣", "3️⃣"))
    }

    @Test(arguments: ["[(a: ", "[A<", "[ (", "[\n  [(x, ", "[ ", "[["])
    func squareBracketsNestedWithOtherCodeBetweenThemCountToo(opening: String) {
        // `[(a: [(a: …` took 6 s at 18 levels, `[A<[A<…` 4 s: the eleventh `[` passes the limit.
        let prefix = String(repeating: opening, count: 40)
        var text = "let y = "
        var squares = 0
        var marker = ""
        for character in prefix {
            if character == "[" {
                squares += 1
                if squares == 11 && marker.isEmpty {
                    marker = "1️⃣"
                    text += "1️⃣"
                }
            }
            text.append(character)
        }
        let marked = MarkedText(text + "\n")
        let document = extractSwift(marked.text)
        #expect(located(document).first == "\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column) Swift square brackets ne")
        #expect(document.errors.count == 1)
    }

    @Test func linksAfterABlankedPartOverManyLinesKeepTheirPositions() {
        // The blanked part spans CRLF and LF lines and holds a link of its own, which is not read;
        // the link after it keeps its line and column.
        let deep = (0..<12).map { "[\($0 % 2 == 0 ? "\r\n" : "\n")" }.joined()
        let marked = MarkedText(
            "struct V {\n  let rows = " + String(repeating: "[", count: 10) + "1️⃣" + deep
                + #"Link("Hidden", destination: URL(string: "https://example.com/hidden")!)"# + String(repeating: "]", count: 22)
                + "\r\n  var body: some View { 2️⃣" + Self.privacyLink + "3️⃣ }\n}\n")
        let document = extractSwift(marked.text)
        #expect(located(document) == ["\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column) Swift square brackets ne"])
        #expect(document.links.map(\.text) == ["Privacy policy"])
        #expect(document.links.first?.span == marked.span("2️⃣", "3️⃣"))
    }

    @Test func aSyntaxErrorBeforeTheDeepPartIsReportedToo() {
        // The parse error the blanked part leaves (`A<   >`) is not reported; one before it is.
        let marked = MarkedText(
            "let a = = 1\nlet b = 2\nlet x: " + String(repeating: "A<", count: 256) + "A1️⃣<" + String(repeating: "A<", count: 40)
                + "Int" + String(repeating: ">", count: 297) + " = 1\n")
        let document = extractSwift(marked.text)
        #expect(document.errors.map(\.line) == [1, marked["1️⃣"].line])
        #expect(document.errors.last?.column == marked["1️⃣"].utf8Column)
        #expect(document.errors.first?.message.hasPrefix("Swift code that SwiftParser could not read") == true)
    }

    @Test func deepCodeWithinTheLimitsReadsAsBefore() {
        // Ten levels of `[`, braces between deeper square brackets (closures), 200 parentheses,
        // nested generics and dictionaries: no nesting error, and the link inside is read.
        let closures = String(repeating: "[{ ", count: 30) + "0" + String(repeating: " }]", count: 30)
        let source = """
            let a = \(String(repeating: "[", count: 10))1\(String(repeating: "]", count: 10))
            let b = \(closures)
            let c = \(String(repeating: "(", count: 200))1\(String(repeating: ")", count: 200))
            let d: Dictionary<String, Array<Set<Optional<Int>>>> = [:]
            let e = ["a": ["b": ["c": ["d": ["e": 1]]]]]
            let f = Text("See [the guide](https://example.com/guide)")
            """
        let document = extractSwift(source)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["the guide"])
    }

    @Test func bracketsInStringsCommentsAndComparisonsDoNotCount() {
        // Brackets in literals and comments are text; `a<b` is a comparison, closed by nothing.
        let many = String(repeating: "[", count: 300)
        let comparisons = (0..<300).map { "    if a<b\($0) { count += 1 }\n    let c\($0) = a<b\n" }.joined()
        let source = """
            let s = "\(many)"
            let r = #"\(many) " \(many)"#
            let m = \"""
                \(many)
                \"""
            // \(many)
            /* \(many) /* \(many) */ \(many) */
            func f() {
            \(comparisons)}
            let t = Text("Read [the terms](https://example.com/terms) \\(names[0])")
            """
        let document = extractSwift(source)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["the terms"])
    }

    @Test func aVeryLongMemberChainDoesNotOverflowTheStack() {
        // 20,000 `.b` accesses: a syntax tree 20,000 levels deep, with no bracket at all (this overflowed
        // an 8 MB stack in `URLExpressionReader.dottedName`).
        let source = "let y = a" + String(repeating: ".b", count: 20_000) + "\n" + Self.privacyLink + "\n"
        let document = extractSwift(source)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["Privacy policy"])
    }
}
