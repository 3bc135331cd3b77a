import Testing

@testable import LinkAuditKit

/// `URLConstantTable`'s reading of function names (the candidates `*.name(labels:)` stand for).
@Suite("URL constant table")
struct URLConstantTableTests {
    /// The name after the last `.` outside the argument labels, as `split` on characters gave it.
    @Test(arguments: [
        ("Payment.paymentLink()", "paymentLink()"), ("url(for:)", "url(for:)"), ("A.B.url(for:in:)", "url(for:in:)"),
        ("Links.url(for:)", "url(for:)"), ("(A.b)", "b)"), ("((A.b", "b"), ("é.ü(x.y:)", "ü(x.y:)"), ("", ""), ("()", "()"),
    ])
    func lastComponentIsTheFunctionsOwnName(name: String, expected: String) {
        #expect(URLConstantTable.lastComponent(of: name) == expected)
        let head = name.split(separator: "(", maxSplits: 1).first ?? ""
        let old = head.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        #expect(old == expected)
    }
}
