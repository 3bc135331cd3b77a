import LinkAuditExtractors
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@Suite("Swift suppression comments")
struct SwiftSuppressionCommentTests {
    @Test func everyFormInLineAndBlockComments() {
        let marked = MarkedText(
            """
            1️⃣// linkaudit-disable-file url-as-link-text
            import SwiftUI

            struct HelpView: View {
                var body: some View {
                    2️⃣// linkaudit-disable-next-line generic-link-text -- the section title names it
                    Link("Más", destination: URL(string: "https://example.com/help")!)
                    Link("Here", destination: URL(string: "https://example.com/here")!) 3️⃣// linkaudit-disable-line generic-link-text,link-word-in-name
                    4️⃣/* linkaudit-disable
                       generic-link-text */
                    Text("[Click here](https://example.com/a)")
                    5️⃣/*linkaudit-enable generic-link-text*/ Text("[More](https://example.com/b)")
                    Text("[Ünïcode](https://example.com/c)") 6️⃣// linkaudit-disable-line
                }
            }
            """)
        let document = extractSwift(marked.text)
        #expect(document.errors.isEmpty)
        #expect(document.links.count == 5)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .file, rules: ["url-as-link-text"], position: marked["1️⃣"]),
                SuppressionDirective(
                    kind: .nextLine, rules: ["generic-link-text"], position: marked["2️⃣"], reason: "the section title names it"),
                SuppressionDirective(kind: .line, rules: ["generic-link-text", "link-word-in-name"], position: marked["3️⃣"]),
                SuppressionDirective(kind: .disable, rules: ["generic-link-text"], position: marked["4️⃣"], endLine: marked["4️⃣"].line + 1),
                SuppressionDirective(kind: .enable, rules: ["generic-link-text"], position: marked["5️⃣"]),
                SuppressionDirective(kind: .line, rules: [], position: marked["6️⃣"]),
            ])
    }

    @Test func stringLiteralsAndDocumentationCommentsAreNotDirectives() {
        let source = #"""
            /// linkaudit-disable-file
            /** linkaudit-disable-file */
            let note = "// linkaudit-disable-file"
            let block = """
                /* linkaudit-disable-next-line generic-link-text */
                [Click here](https://example.com)
                """
            let raw = #"linkaudit-disable"#
            // a sentence that mentions linkaudit-disable-line is not one
            // linkaudit-disabled
            let text = Text("[Here](https://example.com/x)") // see "linkaudit-enable"
            """#
        let document = extractSwift(source)
        #expect(document.errors.isEmpty)
        #expect(document.suppressionDirectives.isEmpty)
    }

    /// Comments in nested closures, between attributes, in an inactive `#if` branch, inside an
    /// interpolation, and with CR LF line ends are read where they stand.
    @Test func nestedPlacesAndWindowsLineEnds() {
        let marked = MarkedText(
            "struct V: View {\r\n"
                + "    @State 1️⃣/* linkaudit-disable-line */ var shown = false\r\n"
                + "    var body: some View {\r\n"
                + "        List { ForEach(items) { item in\r\n"
                + "            2️⃣// linkaudit-disable-next-line generic-link-text, ambiguous-link-text\r\n"
                + "            Link(\"More\", destination: item.url)\r\n"
                + "        } }\r\n"
                + "        #if os(watchOS)\r\n"
                + "        3️⃣// linkaudit-disable-file\r\n"
                + "        #endif\r\n"
                + "        Text(\"\\(count 4️⃣/* linkaudit-disable-line link-word-in-name */) links\")\r\n"
                + "    }\r\n"
                + "}\r\n")
        let document = extractSwift(marked.text)
        #expect(document.errors.isEmpty)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .line, rules: [], position: marked["1️⃣"]),
                SuppressionDirective(kind: .nextLine, rules: ["generic-link-text", "ambiguous-link-text"], position: marked["2️⃣"]),
                SuppressionDirective(kind: .file, rules: [], position: marked["3️⃣"]),
                SuppressionDirective(kind: .line, rules: ["link-word-in-name"], position: marked["4️⃣"]),
            ])
    }

    @Test func directiveInTrailingTriviaAfterInterpolationAndBeforeEndOfFile() {
        let marked = MarkedText(
            """
            let title = "\\(count) items" 1️⃣/* linkaudit-disable-line */ + "[more](https://example.com)"
            2️⃣// linkaudit-enable
            """)
        let document = extractSwift(marked.text)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .line, rules: [], position: marked["1️⃣"]),
                SuppressionDirective(kind: .enable, rules: [], position: marked["2️⃣"]),
            ])
    }
}
