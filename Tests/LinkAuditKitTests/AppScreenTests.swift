import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `ambiguous-link-text` in an app compares only links that can be on screen together: keys shown
/// by one Swift file, unless the calls stand in different branches of one `switch`, `if` or `?:`
/// (found on a real app whose account screens each chose their own "Sign Up Here" in a `switch`).
@Suite("App screens", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct AppScreenTests {
    let table = MarkedText(
        """
        "feedbin.footer" = "Feedbin syncs your feeds. 1️⃣[Sign Up Here](https://feedbin.example/signup)";
        "inoreader.footer" = "Inoreader syncs your feeds. 2️⃣[Sign Up Here](https://inoreader.example)";
        """)

    /// Each finding as `line:column`, then its related places (` + line:column`).
    func ambiguous(view: String) -> [String] {
        let files = [("App/en.lproj/Localizable.strings", table.text), ("App/AccountView.swift", view)]
        let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: files.map(\.0))
        return result.findings.filter { $0.rule == "ambiguous-link-text" }.map { finding in
            (["\(finding.line ?? 0):\(finding.column ?? 0)"] + (finding.related ?? []).map { "\($0.line ?? 0):\($0.column ?? 0)" })
                .joined(separator: " + ")
        }
    }

    /// One finding for the two keys' "Sign Up Here": at the first, the second its related place.
    var both: [String] { ["\(table["1️⃣"].line):\(table["1️⃣"].utf8Column) + \(table["2️⃣"].line):\(table["2️⃣"].utf8Column)"] }

    @Test func keysShownTogetherAreCompared() {
        #expect(
            ambiguous(
                view: """
                    struct AccountView: View {
                        var body: some View {
                            VStack {
                                Text("feedbin.footer")
                                Text("inoreader.footer")
                            }
                        }
                    }
                    """) == both)
    }

    @Test(arguments: [
        """
        struct AccountView: View {
            let kind: Kind
            var footer: some View {
                switch kind {
                case .feedbin: return Text("feedbin.footer")
                case .inoreader: return Text("inoreader.footer")
                }
            }
        }
        """,
        """
        struct AccountView: View {
            let isFeedbin: Bool
            var body: some View {
                if isFeedbin { Text("feedbin.footer") } else { Text("inoreader.footer") }
            }
        }
        """,
        """
        struct AccountView: View {
            let isFeedbin: Bool
            var body: some View { Text(isFeedbin ? "feedbin.footer" : "inoreader.footer") }
        }
        """,
    ])
    func keysInOtherBranchesAreAlternatives(_ view: String) {
        #expect(ambiguous(view: view).isEmpty)
    }

    /// Branches of one statement are alternatives; a key shown after the statement is on screen with either.
    @Test func aKeyOutsideTheBranchesMeetsBoth() {
        #expect(
            ambiguous(
                view: """
                    struct AccountView: View {
                        let isFeedbin: Bool
                        var body: some View {
                            VStack {
                                if isFeedbin { Text("feedbin.footer") } else { Text("other.footer") }
                                Text("inoreader.footer")
                            }
                        }
                    }
                    """) == both)
    }

    @Test func keysOfDifferentFilesAreNotCompared() {
        #expect(ambiguous(view: "struct AccountView: View {\n    var body: some View { Text(\"feedbin.footer\") }\n}\n").isEmpty)
    }

    /// One screen showing 2,000 keys with one link name (a settings list, a catalog): each link names
    /// the first other destinations on its screen, and keys in the two branches of an `if` skip each
    /// other. Compared pairwise, 5,000 such keys took 21 seconds (200 files of 200 keys over a minute).
    @Test func aScreenOfThousandsOfKeysNamesTheFirstOtherPages() {
        let count = 2_000
        let page = { (index: Int) in "https://example.com/p" + String(repeating: "0", count: 4 - String(index).count) + String(index) }
        let table = (0..<count).map { "\"k\($0)\" = \"Read [Learn more](\(page($0))).\";\n" }.joined()
        let view =
            "struct Catalog: View {\n    let flag: Bool\n    var body: some View {\n        VStack {\n"
            + "            if flag { Text(\"k0\") } else { Text(\"k1\") }\n"
            + (2..<count).map { "            Text(\"k\($0)\")\n" }.joined() + "        }\n    }\n}\n"
        let files = [("App/en.lproj/Localizable.strings", table), ("App/Catalog.swift", view)]
        let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: files.map(\.0))
        let findings = result.findings.filter { $0.rule == "ambiguous-link-text" }
        // One ambiguity: every key's link conflicts with another on the screen (`k0` and `k1`, the
        // branches of one `if`, each meet the other 1,998), so all 2,000 are its places.
        #expect(findings.count == 1)
        #expect(findings.first?.key == "k0")
        #expect(findings.first?.related?.count == count - 1)
        #expect(
            findings.first?.related?.last
                == RelatedPlace(
                    file: "App/en.lproj/Localizable.strings", position: SourcePosition(line: 2_000, utf8Column: 17), link: 2_000,
                    destination: "https://example.com/p1999"))
        #expect(
            findings.first?.message
                == "\"Learn more\" names 2000 links to 2000 destinations: https://example.com/p0000 (1:14); https://example.com/p0001 (2:14); "
                + "https://example.com/p0002 (3:14); https://example.com/p0003 (4:14); https://example.com/p0004 (5:14); "
                + "https://example.com/p0005 (6:14); https://example.com/p0006 (7:14); https://example.com/p0007 (8:14); and 1992 more destinations"
        )
    }

    /// Two keys that only branches of one `if` show are alternatives; a third key on another screen
    /// conflicts with a fourth there. One name, one finding: its places are the third and fourth only.
    @Test func twoScreensOfOneNameAreOneFindingOfTheirConflictingLinks() {
        let table = MarkedText(
            """
            "a.footer" = "[Sign Up Here](https://a.example)";
            "b.footer" = "[Sign Up Here](https://b.example)";
            "c.footer" = "1️⃣[Sign Up Here](https://c.example)";
            "d.footer" = "2️⃣[Sign Up Here](https://d.example)";
            "e.footer" = "3️⃣[Sign Up Here](https://e.example)";
            """)
        let first =
            "struct First: View {\n    let a: Bool\n    var body: some View { if a { Text(\"a.footer\") } else { Text(\"b.footer\") } }\n}\n"
        let second = "struct Second: View {\n    var body: some View { VStack { Text(\"c.footer\"); Text(\"d.footer\") } }\n}\n"
        let third = "struct Third: View {\n    var body: some View { VStack { Text(\"e.footer\"); Text(\"c.footer\") } }\n}\n"
        let files = [
            ("App/en.lproj/Localizable.strings", table.text), ("App/First.swift", first), ("App/Second.swift", second),
            ("App/Third.swift", third),
        ]
        let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: files.map(\.0))
        let findings = result.findings.filter { $0.rule == "ambiguous-link-text" }
        let at = { (marker: String) in "\(table[marker].line):\(table[marker].utf8Column)" }
        #expect(findings.map { "\($0.key ?? "") \($0.line ?? 0):\($0.column ?? 0)" } == ["c.footer \(at("1️⃣"))"])
        #expect(
            findings.first?.related?.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.destination ?? "")" } == [
                "\(at("2️⃣")) https://d.example", "\(at("3️⃣")) https://e.example",
            ])
        #expect(
            findings.first?.message
                == "\"Sign Up Here\" names 3 links to 3 destinations: https://c.example (\(at("1️⃣"))); https://d.example (\(at("2️⃣"))); "
                + "https://e.example (\(at("3️⃣")))")
    }

    /// A key shown 10,000 times in one file, each in an `if` of its own, meets the other key once per
    /// place, not once per call (scanned per call, this took 7 seconds).
    @Test func aKeyShownThousandsOfTimesMeetsTheOtherKeyOnce() {
        let calls = String(repeating: "            if isFeedbin { Text(\"feedbin.footer\") }\n", count: 10_000)
        let view =
            "struct AccountView: View {\n    let isFeedbin: Bool\n    var body: some View {\n        VStack {\n" + calls
            + "            Text(\"inoreader.footer\")\n        }\n    }\n}\n"
        #expect(ambiguous(view: view) == both)
    }

    /// One control whose action opens one URL or another is one link at one place: never ambiguous
    /// with itself; two controls of that name leading apart still are (a fresh helper's probe found
    /// the control compared with itself).
    @Test func oneControlOpeningEitherOfTwoURLsIsNotAmbiguousWithItself() {
        let oneControl = """
            import SwiftUI

            struct HelpView: View {
                @Environment(\\.openURL) private var openURL
                let isPro: Bool
                var body: some View {
                    Button("Get help") {
                        if isPro { openURL(URL(string: "https://example.com/pro-help")!) } else { openURL(URL(string: "https://example.com/help")!) }
                    }
                }
            }
            """
        #expect(ambiguous(view: oneControl).isEmpty)
        let twoControls = MarkedText(
            """
            import SwiftUI

            struct HelpView: View {
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    1️⃣Button("Get help") { openURL(URL(string: "https://example.com/pro-help")!) }
                    2️⃣Button("Get help") { openURL(URL(string: "https://example.com/help")!) }
                }
            }
            """)
        #expect(
            ambiguous(view: twoControls.text) == [
                "\(twoControls["1️⃣"].line):\(twoControls["1️⃣"].utf8Column) + \(twoControls["2️⃣"].line):\(twoControls["2️⃣"].utf8Column)"
            ])
    }
}
