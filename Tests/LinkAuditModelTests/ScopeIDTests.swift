import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@Suite("Scope ids")
struct ScopeIDTests {
    @Test func encodesAsTheStringReportsHaveAlwaysShown() throws {
        let scopes: [ScopeID] = [.app, .document("Help/sync.md")]
        let data = try JSONEncoder().encode(scopes)
        #expect(String(decoding: data, as: UTF8.self) == #"["app","Help\/sync.md"]"#)
        #expect(try JSONDecoder().decode([ScopeID].self, from: data) == scopes)
    }

    @Test func formatDecidesTheScope() {
        #expect(ScopeID(format: .xcstrings, file: "App/Localizable.xcstrings") == .app)
        #expect(ScopeID(format: .swift, file: "App/View.swift") == .app)
        #expect(ScopeID(format: .markdown, file: "Help/a.md") == .document("Help/a.md"))
    }
}
