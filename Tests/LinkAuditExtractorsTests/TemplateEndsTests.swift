import Testing

@testable import LinkAuditExtractors

/// `TemplateMasking.TemplateEnds` remembers its last search so that a run of unclosed openers
/// costs one scan; walking forward it must give, start by start, what a fresh search gives.
@Suite("Template ends remembered")
struct TemplateEndsTests {
    @Test(arguments: [
        "{{< {{< {{< a >}} {{ b }} {% c %} {{< d",
        "{% x {% y %} }} {{ z %} }}\n\n{{ after a blank line }}",
        "{{ one\nline }} {{ two\n\nbroken }} {{ three }}",
        "{{{{}}}}{%%}%}{{ }}",
        "[t](x{{ y }}z) {{ unclosed [u](v{% w %})\n\n{% %}",
    ])
    func aForwardWalkAgreesWithFreshSearches(_ text: String) {
        let bytes = Array(text.utf8)
        var ends = TemplateMasking.TemplateEnds()
        for start in bytes.indices {
            let fresh = TemplateMasking.templateEnd(in: bytes, at: start)
            #expect(ends.end(in: bytes, at: start) == fresh, "at \(start)")
        }
    }

    @Test func aRunOfOpenersThatNeverClose() {
        let bytes = Array(String(repeating: "{{< ", count: 1_000).utf8) + Array("x >}}".utf8)
        var ends = TemplateMasking.TemplateEnds()
        // Every opener closes at the one `>}}` at the very end.
        #expect(ends.end(in: bytes, at: 0) == bytes.count - 1)
        #expect(ends.end(in: bytes, at: 3_996) == bytes.count - 1)
        #expect(ends.end(in: bytes, at: 1) == nil)
    }
}
