import LinkAuditExtractors
import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// The `markdown-link-needs-underline` findings of one Swift file, as `line:column rule`.
private func underlineFindings(_ source: String) -> [String] {
    auditSwift(source).filter { $0.hasSuffix(" markdown-link-needs-underline") }
}

/// The `swiftCode` of every link of one Swift file, in source order.
private func swiftCodes(_ source: String) -> [SwiftLinkCode?] {
    extractSwift(source).links.map(\.swiftCode)
}

private let notUnderlined = SwiftLinkCode(setsUnderlineStyle: false)
private let underlined = SwiftLinkCode(setsUnderlineStyle: true)

/// Which scope an `AttributedString(markdown:)` literal's underline is looked for in: the same
/// enclosing function, initializer, accessor (with or without `get`), closure or member
/// declaration as for `.link` runs, never the rest of the file.
@Suite("Swift enclosing scopes")
struct SwiftScopeTests {
    @Test func getterWithoutGetIsItsOwnScope() {
        let source = """
            struct Legal {
                var terms: AttributedString { try! AttributedString(markdown: "Read the [Terms](https://example.com/terms).") }
            }
            func other() { var s = AttributedString("x"); s.underlineStyle = .single }
            """
        #expect(swiftCodes(source) == [notUnderlined])
        #expect(underlineFindings(source) == ["2:77 markdown-link-needs-underline"])
    }

    @Test func getterWithoutGetThatUnderlinesItsRuns() {
        let source = """
            struct Legal {
                var terms: AttributedString {
                    var text = try! AttributedString(markdown: "Read the [Terms](https://example.com/terms).")
                    for run in text.runs where run.link != nil { text[run.range].underlineStyle = .single }
                    return text
                }
            }
            """
        #expect(swiftCodes(source) == [underlined])
        #expect(underlineFindings(source) == [])
    }

    @Test func storedPropertyOfATypeIsItsOwnScope() {
        let source = """
            struct Legal {
                let terms = try! AttributedString(markdown: "Read the [Terms](https://example.com/terms).")
                func other() { var s = AttributedString("x"); s.underlineStyle = .single }
            }
            """
        #expect(swiftCodes(source) == [notUnderlined])
        #expect(underlineFindings(source) == ["2:59 markdown-link-needs-underline"])
    }

    @Test func storedPropertyInitializedByAClosureThatUnderlines() {
        let source = """
            struct Legal {
                let terms: AttributedString = {
                    var text = try! AttributedString(markdown: "Read the [Terms](https://example.com/terms).")
                    text.underlineStyle = .single
                    return text
                }()
            }
            """
        #expect(swiftCodes(source) == [underlined])
        #expect(underlineFindings(source) == [])
    }

    @Test func topLevelCodeIsTheFile() {
        let source = """
            var terms = try! AttributedString(markdown: "Read the [Terms](https://example.com/terms).")
            terms.underlineStyle = .single
            """
        #expect(swiftCodes(source) == [underlined])
        #expect(underlineFindings(source) == [])
    }

    @Test func explicitGetAccessorIsItsOwnScope() {
        let source = """
            struct Legal {
                var terms: AttributedString {
                    get { try! AttributedString(markdown: "Read the [Terms](https://example.com/terms).") }
                }
                func other() { var s = AttributedString("x"); s.underlineStyle = .single }
            }
            """
        #expect(swiftCodes(source) == [notUnderlined])
        #expect(underlineFindings(source) == ["3:57 markdown-link-needs-underline"])
    }

    @Test func closureIsItsOwnScope() {
        let source = """
            let makeTerms = { try! AttributedString(markdown: "Read the [Terms](https://example.com/terms).") }
            func other() { var s = AttributedString("x"); s.underlineStyle = .single }
            """
        #expect(swiftCodes(source) == [notUnderlined])
        #expect(underlineFindings(source) == ["1:61 markdown-link-needs-underline"])
    }

    @Test func membersOfANestedTypeInAnExtension() {
        let source = """
            extension SettingsView {
                enum Copy {
                    static var privacy: AttributedString {
                        let notice = try! AttributedString(markdown: "See our [Privacy Notice](https://example.com/privacy) for details.")
                        return notice
                    }
                    static let refunds = try? AttributedString(markdown: "Ask for a [refund](https://example.com/refunds) within 30 days.")
                    subscript(topic: String) -> AttributedString { try! AttributedString(markdown: "Read about [topics](https://example.com/topics).") }
                }
                func styled(_ value: AttributedString) -> AttributedString {
                    var copy = value
                    copy.underlineStyle = .single
                    return copy
                }
            }
            """
        #expect(swiftCodes(source) == [notUnderlined, notUnderlined, notUnderlined])
        #expect(
            underlineFindings(source) == [
                "4:67 markdown-link-needs-underline", "7:73 markdown-link-needs-underline", "8:100 markdown-link-needs-underline",
            ])
    }

    @Test func textLiteralsAreNotAskedAboutUnderlines() {
        let source = """
            struct Footer: View {
                var body: some View { Text("Read the [Terms](https://example.com/terms).") }
            }
            """
        #expect(swiftCodes(source) == [nil])
        #expect(underlineFindings(source) == ["2:42 markdown-link-needs-underline"])
    }
}
