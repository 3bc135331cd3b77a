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

    func ambiguous(view: String) -> [String] {
        let files = [("App/en.lproj/Localizable.strings", table.text), ("App/AccountView.swift", view)]
        let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: files.map(\.0))
        return result.findings.filter { $0.rule == "ambiguous-link-text" }.map { "\($0.line ?? 0):\($0.column ?? 0)" }
    }

    var both: [String] { ["\(table["1️⃣"].line):\(table["1️⃣"].utf8Column)", "\(table["2️⃣"].line):\(table["2️⃣"].utf8Column)"] }

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
        #expect(findings.count == count)
        #expect(
            findings.prefix(3).map { "\($0.key ?? "") \($0.message)" } == [
                "k0 \"Learn more\" also names links to https://example.com/p0002, https://example.com/p0003, https://example.com/p0004 and more",
                "k1 \"Learn more\" also names links to https://example.com/p0002, https://example.com/p0003, https://example.com/p0004 and more",
                "k2 \"Learn more\" also names links to https://example.com/p0000, https://example.com/p0001, https://example.com/p0003 and more",
            ])
        #expect(
            findings.last.map { "\($0.key ?? "") \($0.message)" }
                == "k1999 \"Learn more\" also names links to https://example.com/p0000, https://example.com/p0001, https://example.com/p0002 and more"
        )
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
}
