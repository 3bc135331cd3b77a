import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Standalone evidence in the app scope (see `docs/model.md`, Standalone evidence in the app): `Link`s
/// to constants resolved across the run's Swift files, and UIKit and SwiftUI controls that open URLs.
/// From a bug report: on a real iOS app, `inline-only-destination` was wrong 55 times in 55.
@Suite("Standalone evidence in the app", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct StandaloneEvidenceTests {
    /// The case: `Link("Terms of Service", destination: PolicyURLs.terms)`, a `static let` built
    /// from a literal, covers the same URL linked inline in a `.strings` value.
    @Test func aLinkToAStaticConstantCoversTheStringsLink() {
        let result = audit(["standalone-link-via-constant"])
        #expect(result.errors.isEmpty)
        #expect(
            result.links.map(\.file) == [
                "standalone-link-via-constant/Policies.swift", "standalone-link-via-constant/en.lproj/Localizable.strings",
            ])
        let control = result.links[0]
        #expect(control.syntax == .swiftLink && control.placement == .standalone)
        #expect(control.destination == "https://example.com/terms")
        #expect(control.normalizedDestination == "https://example.com/terms")
        #expect(!control.isTemplatedDestination)
        #expect(control.swiftCode?.destinationExpression?.written == "PolicyURLs.terms")
        #expect(control.span?.start == SourcePosition(line: 10, utf8Column: 13))
        #expect(result.links[1].normalizedDestination == "https://example.com/terms")
        #expect(result.findings.map(brief) == ["2:53 markdown-link-needs-underline"])
    }

    /// Without the Swift file, the same `.strings` link is inline only: the evidence is the constant.
    @Test func withoutTheConstantsFileTheLinkIsInlineOnly() {
        let result = audit(["standalone-link-via-constant/en.lproj"])
        #expect(result.findings.map(brief) == ["2:53 inline-only-destination", "2:53 markdown-link-needs-underline"])
        #expect(result.findings[0].severity == .warning)
    }

    /// Each kind of evidence covers its own destination: a file-scope `let` declared in another file,
    /// an enum case's raw value, `base + "/privacy"`, `"\(base)/refunds"` through `Site.refunds` from a
    /// type nested in an extension, a `UIButton` target, a `UIBarButtonItem` selector with a `guard let`
    /// URL, a `UIMenu` action, table rows through a helper presenting `SFSafariViewController`
    /// (`appendingPathComponent`, a literal). A tap gesture is no control, and careers has nothing.
    @Test func everyKindOfEvidenceCoversItsDestination() {
        let result = audit(["standalone-evidence-kinds"])
        #expect(result.errors.isEmpty)
        let swiftLinks = result.links.filter { $0.syntax == .swiftLink }
        #expect(
            swiftLinks.map(\.destination) == [
                "https://example.com/help", "https://example.com/contact", "https://example.com/privacy", "https://example.com/refunds",
            ])
        #expect(
            swiftLinks.compactMap { $0.swiftCode?.destinationExpression?.written } == [
                "helpCenterURL", "URL(string:ContactPage.form.rawValue)!", "Site.privacy", "Site.refunds",
            ])
        let inlineOnly = result.findings.filter { $0.rule == "inline-only-destination" }
        #expect(inlineOnly.map(\.key) == ["careers.body", "press.body"])
        #expect(inlineOnly.allSatisfy { $0.severity == .warning })
        #expect(result.findings.filter { $0.rule == "button-opens-url" }.map(brief) == ["10:17 button-opens-url"])
    }

    /// A Link whose URL is a parameter may lead anywhere: the finding becomes a note naming it. A
    /// computed URL with known text (`https://blog.example.com/posts/\(slug)`) is named only for
    /// destinations that text allows, and a `mailto:` one never for a web page.
    @Test func computedURLsTurnTheFindingIntoANote() {
        let result = audit(["computed-url-note"])
        let inlineOnly = result.findings.filter { $0.rule == "inline-only-destination" }
        #expect(inlineOnly.map(\.key) == ["jobs.body", "blog.body"])
        #expect(inlineOnly.allSatisfy { $0.severity == .note })
        #expect(
            inlineOnly.map(\.message) == [
                "could not confirm a standalone link to https://example.com/jobs; computed URLs at computed-url-note/Help/ExternalRow.swift:9 may provide one",
                "could not confirm a standalone link to https://blog.example.com/posts/welcome; computed URLs at "
                    + "computed-url-note/Help/ArticleLink.swift:12 and computed-url-note/Help/ExternalRow.swift:9 may provide one",
            ])
        let row = result.links.first { $0.file.hasSuffix("ExternalRow.swift") }
        #expect(row?.destination == "url" && row?.normalizedDestination == nil)
        #expect(row?.swiftCode?.destinationExpression?.parts.map(\.kind) == [.computed])
    }

    /// Without the row of any URL, only the blog post's known prefix can match: the other link is a warning.
    @Test func aComputedURLWithKnownTextIsNamedOnlyWhereItFits() {
        let result = audit([
            "computed-url-note/en.lproj", "computed-url-note/Help/ArticleLink.swift", "computed-url-note/Help/MailButton.swift",
        ])
        let inlineOnly = result.findings.filter { $0.rule == "inline-only-destination" }
        #expect(inlineOnly.map { "\($0.key ?? "") \($0.severity)" } == ["jobs.body warning", "blog.body note"])
        #expect(inlineOnly[1].message.contains("computed-url-note/Help/ArticleLink.swift:12 may provide one"))
    }

    /// Audits in-memory files: a `.strings` table linking to `destination`, and Swift files.
    func inlineOnly(_ destination: String, swift files: [(String, String)]) -> [String] {
        let table = "\"k\" = \"See [the page](\(destination)).\";"
        let documents =
            [DocumentExtractor.extract(file: "en.lproj/Localizable.strings", bytes: Array(table.utf8), format: .strings)]
            + files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: .swift) }
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: documents.map(\.file))
        return result.findings.filter { $0.rule == "inline-only-destination" }.map { "\($0.severity) \($0.message)" }
    }

    /// Names are resolved only where the run says what they are: a name two files declare
    /// differently, a `private` constant of another file, a cycle and an undeclared name cover nothing
    /// (each is a computed URL, so the finding is a note); the using file's own declaration wins.
    @Test func namesResolveOnlyWhenTheRunIsSure() {
        let link = ("View.swift", "Link(\"Terms\", destination: Legal.terms)")
        let one = ("A.swift", "enum Legal { static let terms = URL(string: \"https://example.com/terms\")! }")
        let other = ("B.swift", "enum Legal { static let terms = URL(string: \"https://example.com/tos\")! }")
        #expect(inlineOnly("https://example.com/terms", swift: [link, one]).isEmpty)
        #expect(inlineOnly("https://example.com/tos", swift: [link, one, other]).map { $0.prefix(4) } == ["note"])
        #expect(inlineOnly("https://example.com/terms", swift: [link, one, other]).map { $0.prefix(4) } == ["note"])
        let ownFile = ("View.swift", "enum Legal { static let terms = URL(string: \"https://example.com/tos\")! }\n" + link.1)
        #expect(inlineOnly("https://example.com/tos", swift: [ownFile, one]).isEmpty)

        let privateBase = ("A.swift", "private let base = \"https://example.com\"")
        let usesBase = ("View.swift", "Link(\"Help\", destination: URL(string: base + \"/help\")!)")
        #expect(
            inlineOnly("https://example.com/help", swift: [privateBase, usesBase]) == [
                "note could not confirm a standalone link to https://example.com/help; computed URLs at View.swift:1 may provide one"
            ])
        let cycle = ("A.swift", "enum Legal { static let terms = Legal.tos\n static let tos = Legal.terms }")
        #expect(inlineOnly("https://example.com/terms", swift: [link, cycle]).map { $0.prefix(4) } == ["note"])
        #expect(inlineOnly("https://example.com/terms", swift: [link]).map { $0.prefix(4) } == ["note"])
    }

    /// A run of several apps, each with the same chain of file-scope constants, one per file
    /// (`n1 = n0 + "/s1"` … `n6`): every name is declared in each app, so each is resolved once, not
    /// once per path (eight apps took over a minute). When every app agrees the URL is known; when
    /// one app's host differs, the name has two values and is computed.
    @Test func aChainOfConstantsInEveryAppOfARunResolvesOnce() {
        func apps(_ hosts: [String]) -> [(String, String)] {
            hosts.enumerated().flatMap { app, host in
                (0..<7).map { level in
                    (
                        "App\(app)/C\(level).swift",
                        level == 0 ? "let n0 = \"https://\(host)\"" : "let n\(level) = n\(level - 1) + \"/s\(level)\""
                    )
                }
            } + [("View.swift", "Link(\"Help\", destination: URL(string: n6)!)")]
        }
        let destination = "https://example.com/s1/s2/s3/s4/s5/s6"
        #expect(inlineOnly(destination, swift: apps(Array(repeating: "example.com", count: 12))).isEmpty)
        #expect(
            inlineOnly(destination, swift: apps(Array(repeating: "example.com", count: 11) + ["example.org"])) == [
                "note could not confirm a standalone link to \(destination); computed URLs at View.swift:1 may provide one"
            ])
    }

    /// Places that compute a URL the same way (one helper per screen) are asked once per way, and
    /// listed in file and line order among places that compute it otherwise; a way that cannot give
    /// the destination (another host) is left out wherever it is written.
    @Test func placesComputingAURLTheSameWayAreListedInFileOrder() {
        let sameWay = "Link(\"Help\", destination: URL(string: \"https://example.com/\" + slug)!)"
        let otherHost = "Link(\"Blog\", destination: URL(string: \"https://blog.example.org/\" + slug)!)"
        let unknown = "Link(\"Open\", destination: page.url)"
        let files = [
            ("D.swift", sameWay), ("A.swift", "\n" + sameWay), ("C.swift", unknown), ("B.swift", otherHost), ("E.swift", sameWay),
        ]
        #expect(
            inlineOnly("https://example.com/help", swift: files) == [
                "note could not confirm a standalone link to https://example.com/help; computed URLs at A.swift:2 and C.swift:1 "
                    + "(and 2 more) may provide one"
            ])
    }

    /// A parameter or local that shares a constant's name is not the constant.
    @Test func aParameterIsNotTheConstantOfTheSameName() {
        let constant = ("A.swift", "let supportURL = URL(string: \"https://example.com/support\")!")
        let row = (
            "Row.swift",
            "struct Row: View {\n    func link(_ supportURL: URL) -> some View { Link(\"Support\", destination: supportURL) }\n}"
        )
        #expect(
            inlineOnly("https://example.com/support", swift: [constant, row]) == [
                "note could not confirm a standalone link to https://example.com/support; computed URLs at Row.swift:2 may provide one"
            ])
        let uses = ("Row.swift", "struct Row: View {\n    var body: some View { Link(\"Support\", destination: supportURL) }\n}")
        #expect(inlineOnly("https://example.com/support", swift: [constant, uses]).isEmpty)
        let property = (
            "Row.swift",
            "struct Row: View {\n    let supportURL: URL\n    var body: some View { Link(\"Support\", destination: supportURL) }\n}"
        )
        #expect(
            inlineOnly("https://example.com/support", swift: [constant, property]) == [
                "note could not confirm a standalone link to https://example.com/support; computed URLs at Row.swift:3 may provide one"
            ])
    }
}
