import LinkAuditModel
import LinkAuditTestSupport
import Testing

@Suite("Format specifiers")
struct FormatSpecifierTests {
    @Test func findsEachSpecifierWithItsBytesAndNumber() {
        // `—` and `·` are multi-byte: the range counts bytes, not characters.
        let marked = MarkedText("%1$@ of %lld — 100%% · 1️⃣%.2f2️⃣ %#@items@ %2$ld")
        let text = marked.text
        let found = FormatSpecifier.all(in: text)
        let spelled = found.map { String(decoding: Array(text.utf8)[$0.utf8Range], as: UTF8.self) }
        #expect(spelled == ["%1$@", "%lld", "%.2f", "%#@items@", "%2$ld"])
        #expect(found.map(\.argumentNumber) == [1, nil, nil, nil, 2])
        #expect(found.map(\.unnumbered) == ["%@", "%lld", "%.2f", "%#@items@", "%ld"])
        #expect(found[2].utf8Range == marked.offset("1️⃣")..<marked.offset("2️⃣"))
    }

    @Test(arguments: ["100% free", "50%", "%%@", "a % b", "%y", "%1$"])
    func textWithoutSpecifiers(_ text: String) {
        #expect(!FormatSpecifier.occurs(in: text))
    }

    @Test func unnumberingKeepsEverythingElse() {
        #expect(FormatSpecifier.unnumbering("https://example.com/%1$@/é?q=%2$lld&p=100%%") == "https://example.com/%@/é?q=%lld&p=100%%")
        #expect(FormatSpecifier.unnumbering("no specifiers") == "no specifiers")
    }
}
