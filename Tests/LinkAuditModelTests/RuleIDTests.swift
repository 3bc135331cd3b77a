import Foundation
import LinkAuditModel
import Testing

@Suite("Rule ids")
struct RuleIDTests {
    /// Reports, baselines, cache entries and partial results hold the bytes they held when ids were
    /// strings: an id is its text, and a dictionary keyed by rule is an object keyed by that text.
    @Test func encodesAsTheStringReportsHaveAlwaysShown() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let ids: [RuleID] = ["generic-link-text", "url-as-link-text"]
        #expect(String(decoding: try encoder.encode(ids), as: UTF8.self) == #"["generic-link-text","url-as-link-text"]"#)
        let counts: [RuleID: Int] = ["url-as-link-text": 2, "generic-link-text": 1, "ambiguous-link-text": 3]
        let data = try encoder.encode(counts)
        #expect(String(decoding: data, as: UTF8.self) == #"{"ambiguous-link-text":3,"generic-link-text":1,"url-as-link-text":2}"#)
        #expect(try JSONDecoder().decode([RuleID: Int].self, from: data) == counts)
    }

    /// Whatever a user writes is an id, so that one no rule has can be reported as unknown.
    @Test func anyTextFromUserInputIsAnID() throws {
        let decoded = try JSONDecoder().decode([RuleID: String].self, from: Data(#"{"Generic-Link-Txt": "off", "": "note"}"#.utf8))
        #expect(decoded == [RuleID("Generic-Link-Txt"): "off", RuleID(""): "note"])
        #expect("generic-link-text url-as-link-txt".split(separator: " ").map { RuleID($0) } == ["generic-link-text", "url-as-link-txt"])
        #expect(RuleID(rawValue: "a\u{202E}b").rawValue == "a\u{202E}b")
    }

    /// Sorted output keeps the order it had with strings; interpolation shows the id's text.
    @Test func ordersAndPrintsAsItsText() {
        let texts = ["url-as-link-text", "link-word-in-name", "link-contrast", "Link-contrast", "link"]
        #expect(texts.map { RuleID($0) }.sorted().map(\.rawValue) == texts.sorted())
        #expect("[\(RuleID("empty-link-name"))]" == "[empty-link-name]")
    }
}
