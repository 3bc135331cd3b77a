import LinkAuditModel
import Testing

@Suite struct SuppressionDirectiveTests {
    let at = SourcePosition(line: 4, utf8Column: 3)

    @Test(arguments: [
        (" linkaudit-disable-next-line generic-link-text ", SuppressionDirective.Kind.nextLine, ["generic-link-text"]),
        ("linkaudit-disable-line", .line, []),
        ("linkaudit-disable-file  generic-link-text,link-word-in-name", .file, ["generic-link-text", "link-word-in-name"]),
        (
            "linkaudit-disable ambiguous-link-text, url-as-link-text -- two mirrors of one page", .disable,
            ["ambiguous-link-text", "url-as-link-text"]
        ),
        ("\n\tlinkaudit-enable ambiguous-link-text\n", .enable, ["ambiguous-link-text"]),
        ("linkaudit-disable -- the vendor's wording", .disable, []),
    ])
    func readsEachForm(comment: String, kind: SuppressionDirective.Kind, rules: [RuleID]) {
        let directive = SuppressionDirective.parse(comment: comment[...], position: at, endLine: 5)
        var expected = SuppressionDirective(kind: kind, rules: rules, position: at, endLine: 5)
        expected.reason = directive?.reason
        #expect(directive == expected)
    }

    /// The text after `--` is the reason (SARIF's justification): spaces collapsed, long text cut.
    @Test func keepsTheReason() {
        func reason(_ comment: String) -> String? { SuppressionDirective.parse(comment: comment[...], position: at)?.reason }
        #expect(reason("linkaudit-disable ambiguous-link-text -- two mirrors\n  of one page ") == "two mirrors of one page")
        #expect(reason("linkaudit-disable-line -- ") == nil)
        #expect(reason("linkaudit-disable-line generic-link-text") == nil)
        let long = reason("linkaudit-disable -- " + String(repeating: "é", count: 300))
        #expect(long == String(repeating: "é", count: 199) + "…")
    }

    @Test(arguments: [
        "linkaudit-disabled", "see linkaudit-disable", "linkaudit-disable-nextline x", "linkaudit-", "markdownlint-disable MD033", "",
    ])
    func leavesOtherComments(comment: String) {
        #expect(SuppressionDirective.parse(comment: comment[...], position: at) == nil)
    }

    @Test func endLineDefaultsToStart() {
        #expect(SuppressionDirective.parse(comment: "linkaudit-disable-line", position: at)?.endLine == 4)
        #expect(SuppressionDirective(kind: .disable, rules: [], position: at).covers(rule: "generic-link-text"))
        #expect(!SuppressionDirective(kind: .disable, rules: ["url-as-link-text"], position: at).covers(rule: "generic-link-text"))
    }
}
