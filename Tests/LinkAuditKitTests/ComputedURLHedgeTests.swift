import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// A URL computed at run time hedges `inline-only-destination` into a note only for destinations its
/// known text allows (issue 8, Phoenix): a literal scheme and host (`"https://mempool.space/tx/\(id)"`),
/// a `URLComponents` given a literal `scheme` (and `host`, `path`), a local declared without a value
/// and assigned only such literals, or a function of the file returning them. Other destinations
/// keep the warning.
@Suite("Computed URLs hedge only what they may be", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct ComputedURLHedgeTests {
    let table = MarkedText(
        """
        "fees.help" = "See 1️⃣[the explorer](https://explorer.example/address/bc1q) or 2️⃣[the fee guide](https://wallet.example/faq#fees).";
        "contact.help" = "Write to 3️⃣[support](mailto:team@wallet.example) or read 4️⃣[the forum](https://forum.example.org/t/fees).";
        """)

    /// The `inline-only-destination` findings (`line:column severity`) of an audit of the table and this Swift file.
    func inlineOnly(_ swift: String) -> [String] {
        inlineOnlyFindings([("App/en.lproj/Localizable.strings", table.text), ("App/PaymentView.swift", swift)])
    }

    func at(_ marker: String, _ severity: String = "warning") -> String {
        "\(table[marker].line):\(table[marker].utf8Column) \(severity)"
    }

    @Test func anInterpolationAfterALiteralHostHedgesThatHostOnly() {
        let view = """
            struct PaymentView: View {
                @Environment(\\.openURL) private var openURL
                let address: String
                var body: some View {
                    Button("Explorer") { openURL(URL(string: "https://explorer.example/address/\\(address)")!) }
                }
            }
            """
        #expect(inlineOnly(view) == [at("1️⃣", "note"), at("2️⃣"), at("3️⃣"), at("4️⃣")])
    }

    /// Phoenix's `paymentLink()`: a local declared without a value, assigned in each branch, in a
    /// function of the file called on a value whose type is not written; `return nil` opens nothing.
    @Test func aLocalAssignedInBranchesThroughAFunctionOfTheFile() {
        let view = """
            struct PaymentView: View {
                @Environment(\\.openURL) private var openURL
                let info: PaymentInfo
                var body: some View {
                    if let link = info.payment.explorerLink() {
                        Button("Explorer") { openURL(link) }
                    }
                }
            }
            extension WalletPayment {
                fileprivate func explorerLink() -> URL? {
                    guard let address = swapAddress else { return nil }
                    let text: String
                    if isTestnet {
                        text = "https://explorer.example/testnet/address/\\(address)"
                    } else {
                        text = "https://explorer.example/address/\\(address)"
                    }
                    return URL(string: text)
                }
            }
            """
        #expect(inlineOnly(view) == [at("1️⃣", "note"), at("2️⃣"), at("3️⃣"), at("4️⃣")])
        // Two functions of that name in the file: which one is called is not known.
        let twice = view + "\nextension Invoice { func explorerLink() -> URL? { URL(string: link) } }\n"
        #expect(inlineOnly(twice) == [at("1️⃣", "note"), at("2️⃣", "note"), at("3️⃣", "note"), at("4️⃣", "note")])
    }

    @Test func urlComponentsWithALiteralScheme() {
        let mail = """
            struct ToolsView: View {
                @Environment(\\.openURL) private var openURL
                var body: some View { Button("Feedback") { sendFeedback() } }
                func sendFeedback() {
                    var parts = URLComponents()
                    parts.scheme = "mailto"
                    parts.path = "team@wallet.example"
                    parts.queryItems = [URLQueryItem(name: "body", value: body)]
                    if let url = parts.url { openURL(url) }
                }
            }
            """
        #expect(inlineOnly(mail) == [at("1️⃣"), at("2️⃣"), at("3️⃣", "note"), at("4️⃣")])
        // Shown as a URI template with its query expansion (phoenix's feedback button).
        #expect(
            auditFiles([("App/ToolsView.swift", mail)]).links.map { "\($0.text) \($0.destination)" } == [
                "Feedback mailto:team@wallet.example{?parts.queryItems}"
            ])
        let web = mail.replacingOccurrences(of: "\"mailto\"", with: "\"https\"")
            .replacingOccurrences(of: "parts.path = \"team@wallet.example\"", with: "parts.host = \"forum.example.org\"")
        #expect(inlineOnly(web) == [at("1️⃣"), at("2️⃣"), at("3️⃣"), at("4️⃣", "note")])
        // A scheme not written as a literal may be anything.
        let unknown = mail.replacingOccurrences(of: "\"mailto\"", with: "preferredScheme")
        #expect(inlineOnly(unknown) == [at("1️⃣", "note"), at("2️⃣", "note"), at("3️⃣", "note"), at("4️⃣", "note")])
    }

    /// `URLComponents(string:)` of a literal, then a query the code builds (zotero's "Submit to
    /// Zotero Forums" alert actions): the literal and the query; the literal alone when nothing
    /// else is set; computed when the code sets the host too.
    @Test func urlComponentsOfALiteralString() {
        let forum = """
            struct ReportView: View {
                @Environment(\\.openURL) private var openURL
                var body: some View { Button("Ask the forum") { post(id: reportID) } }
                func post(id: String) {
                    guard var parts = URLComponents(string: "https://forum.example.org/t/fees") else { return }
                    parts.queryItems = [URLQueryItem(name: "report", value: id)]
                    guard let url = parts.url else { return }
                    openURL(url)
                }
            }
            """
        #expect(
            auditFiles([("App/ReportView.swift", forum)]).links.map { "\($0.text) \($0.destination)" } == [
                "Ask the forum https://forum.example.org/t/fees{?parts.queryItems}"
            ])
        #expect(inlineOnly(forum) == [at("1️⃣"), at("2️⃣"), at("3️⃣"), at("4️⃣", "note")])
        let plain = forum.replacingOccurrences(of: "        parts.queryItems = [URLQueryItem(name: \"report\", value: id)]\n", with: "")
        #expect(plain != forum)
        #expect(
            auditFiles([("App/ReportView.swift", plain)]).links.map { "\($0.text) \($0.destination)" } == [
                "Ask the forum https://forum.example.org/t/fees"
            ])
        #expect(inlineOnly(plain) == [at("1️⃣"), at("2️⃣"), at("3️⃣")])
        let moved = forum.replacingOccurrences(of: "guard let url", with: "parts.host = mirrorHost\n        guard let url")
        #expect(inlineOnly(moved) == [at("1️⃣", "note"), at("2️⃣", "note"), at("3️⃣", "note"), at("4️⃣", "note")])
    }
}
