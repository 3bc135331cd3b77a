import LinkAuditModel
import Testing

/// `Link` keeps its parts in a box its copies share until one changes (issue 22): a change to a
/// copy must never show in the original, and equality and hashing must still compare parts.
struct LinkStorageTests {
    private func link(_ text: String) -> Link {
        Link(
            text: text, name: text, nameSource: .content, destination: "https://example.com/a", syntax: .markdownInline,
            placement: .inline, render: .web, file: "guide.md",
            span: SourceSpan(start: SourcePosition(line: 3, utf8Column: 5), end: SourcePosition(line: 3, utf8Column: 30)),
            scope: .document("guide.md"))
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = link("Pricing")
        var copy = original
        copy.name = "Plans"
        copy.id = 7
        copy.title = "Our plans"
        copy.appCopy = AppCopyEntry(table: "Localizable", key: "plans", locale: "fr")
        #expect(original.name == "Pricing")
        #expect(original.id == 0)
        #expect(original.title == nil)
        #expect(original.appCopy == nil)
        #expect(copy.name == "Plans")
        #expect(copy.id == 7)
        #expect(copy.title == "Our plans")
        #expect(copy.appCopy?.key == "plans")
        #expect(copy.text == "Pricing")
    }

    @Test func equalityAndHashingCompareParts() {
        var first = link("Pricing")
        var second = link("Pricing")
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        second.language = "de"
        #expect(first != second)
        first.language = "de"
        #expect(first == second)
        first.attributes = LinkAttributes(target: "_blank")
        #expect(first != second)
        first.attributes = nil
        #expect(first == second)
    }

    @Test func aCopyChangedInALoopChangesOnlyItself() {
        let links = (0..<3).map { link("Link \($0)") }
        var numbered = links
        for index in numbered.indices { numbered[index].id = index + 1 }
        #expect(links.map(\.id) == [0, 0, 0])
        #expect(numbered.map(\.id) == [1, 2, 3])
        #expect(numbered.map(\.text) == ["Link 0", "Link 1", "Link 2"])
    }
}

/// `ScriptURL.matches`: a `javascript:` URL read as browsers read it, compared as the scheme is read.
struct ScriptURLTests {
    @Test(
        arguments: [
            ("javascript:void(0)", true), ("JaVaScRiPt:alert(1)", true), ("  javascript:x", true), ("\u{1}javascript:x", true),
            ("java\tscript:x", true), ("java\nscr\r\nipt:x", true), ("javascript:", true), ("javascript", false),
            ("java script:x", false), ("javascriptx:", false), ("xjavascript:", false), ("https://example.com/javascript:", false),
            ("", false), ("vbscript:x", false), ("javascrip:", false),
        ] as [(String, Bool)])
    func matches(_ destination: String, _ expected: Bool) {
        #expect(ScriptURL.matches(destination) == expected)
    }
}

/// `BoundedMemo`: a value made once per key, and at most its limit kept, the most recently used.
struct BoundedMemoTests {
    @Test func makesEachValueOnceAndKeepsTheRecentOnes() {
        let memo = BoundedMemo<String, Int>(limit: 4)
        var made: [String] = []
        func value(_ key: String) -> Int {
            memo.value(for: key) {
                made.append($0)
                return $0.utf8.count
            }
        }
        #expect(value("a") == 1)
        #expect(value("bb") == 2)
        #expect(value("a") == 1)
        #expect(made == ["a", "bb"])
        // The newer half is full: "a" and "bb" become the older half, still found.
        #expect(value("ccc") == 3)
        #expect(value("a") == 1)
        #expect(made == ["a", "bb", "ccc"])
        // "a", used again, was moved to the newer half with "ccc"; a fifth key retires the older
        // half ("bb"), and "a" and "ccc" stay.
        #expect(value("dddd") == 4)
        #expect(value("a") == 1)
        #expect(value("ccc") == 3)
        #expect(made == ["a", "bb", "ccc", "dddd"])
        #expect(value("bb") == 2)
        #expect(made == ["a", "bb", "ccc", "dddd", "bb"])
    }
}
