import Foundation
import LinkAuditKit
import LinkAuditModel
import Testing

/// Issue 25, section 5: a stylesheet a page names that cannot be read is said, once per sheet for
/// the whole run, and so is an `@import` not followed (before, both were skipped without a word
/// and the colors they set were taken as unset).
@Suite("Stylesheets not read")
struct StylesheetWarningsTests {
    private static let head = """
        <html lang="en"><head>
        <link rel="stylesheet" href="css/missing.css">
        <link rel="stylesheet" href="../outside/o.css">
        <link rel="stylesheet" href="css/a.css">
        <link rel="stylesheet" href="https://cdn.example.com/x.css">
        <link rel="stylesheet" href="/root-relative.css">
        <link rel="stylesheet" href="{{ site.baseurl }}/main.css">
        <link rel="stylesheet" href="css/missing.css?v=2">
        </head><body><p>Read <a href="/g">the guide</a>.</p></body></html>

        """

    @Test func eachSheetNotReadIsSaidOnceWithWhy() throws {
        let root = try temporaryFolder([
            "site/p.html": Self.head, "site/docs/q.html": Self.head.replacingOccurrences(of: "href=\"css/", with: "href=\"../css/"),
            "site/css/a.css": "@import \"gone.css\";\n@import \"b.css\";\n", "site/css/b.css": "@import \"c.css\";\n",
            "site/css/c.css": "@import \"d.css\";\n", "site/css/d.css": "@import url(\"e.css\");\n",
            "site/css/e.css": "  @import \"f.css\";\na { color: #2255aa }\n", "site/css/f.css": "a { color: red }\n",
            "outside/o.css": "a { color: red }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["site"])
        let tail = "; the colors it sets are not known"
        #expect(
            result.warnings.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                // Both pages link css/missing.css (q.html as ../css/missing.css): one warning, at the first.
                "site/docs/q.html:2:0 linked stylesheet site/css/missing.css not read: no such file" + tail
                    + " (2 pages link it; the first is shown)",
                "site/docs/q.html:3:0 linked stylesheet site/outside/o.css not read: no such file" + tail,
                #"site/docs/q.html:7:0 linked stylesheet "{{ site.baseurl }}/main.css" not read: "#
                    + "its path is a template expression the site fills in" + tail + " (2 pages link it; the first is shown)",
                // An import not read is said where it is, once for every page that meets it.
                "site/css/a.css:1:9 imported stylesheet site/css/gone.css not read: no such file" + tail,
                #"site/css/e.css:1:11 imported stylesheet "f.css" not read: imports nest more than 4 deep"# + tail,
                "site/p.html:3:0 linked stylesheet outside/o.css not read: it is outside the folders audited" + tail,
            ])
        // What was read still counts: e.css, four imports deep, sets the links' color; f.css's red,
        // a fifth import, does not.
        #expect(result.links.count == 2)
        #expect(result.links.allSatisfy { $0.style?.appearances.first?.color == .literal(RGBAColor(hex: "#2255AA")!) })
        #expect(result.findings.filter { $0.rule == "link-contrast" }.isEmpty)
    }
}

/// The review of issue 25's stylesheet warnings: an `@import` in a `<style>` block is followed, a
/// link to nothing is "no such file", nothing outside the folders audited is said to exist or not,
/// and a missing sheet that appears is read on the next run even from the cache.
@Suite("Stylesheets not read: the review")
struct StylesheetWarningsReviewTests {
    @Test func importsInStyleBlocksLinksToNothingAndSheetsOutside() throws {
        let root = try temporaryFolder([
            "s/inl.css": "a { color: #cccccc }\n",
            "s/a.html": #"<html lang="en"><style>@import "inl.css";</style><p>Read <a href="/x">the guide</a>.</p>"#
                + "\n" + #"<link rel="stylesheet" href="dang.css"><link rel="stylesheet" href="../../../../etc/passwd">"#
                + #"<link rel="stylesheet" href="../../../../no/such.css"></html>"# + "\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/s/dang.css", withDestinationPath: "nowhere.css")
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["s"])
        #expect(
            result.findings.filter { $0.rule == "link-contrast" }.map { String($0.message.prefix(44)) } == [
                "link color #CCCCCC (set at s/inl.css:1:5) is"
            ])
        let tail = "; the colors it sets are not known"
        #expect(
            result.warnings.map(\.message) == [
                "linked stylesheet s/dang.css not read: no such file (a symbolic link to nothing)" + tail,
                "linked stylesheet /etc/passwd not read: it is outside the folders audited" + tail,
                "linked stylesheet /no/such.css not read: it is outside the folders audited" + tail,
            ])
    }

    @Test func aMissingSheetThatAppearsIsReadThroughTheCache() throws {
        let root = try temporaryFolder([
            "s/a.html": #"<link rel="stylesheet" href="m.css"><p>See <a href="x.html">Pricing</a> and more.</p>"# + "\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let arguments = ["s", "--cache-path", root + "/cache", "--format", "text", "--fail-on", "never"]
        #expect(CommandRun(arguments, in: root).standardError.contains("linked stylesheet s/m.css not read: no such file"))
        try "a { color: #ff0000 }\n".write(toFile: root + "/s/m.css", atomically: true, encoding: .utf8)
        let again = CommandRun(arguments, in: root)
        #expect(again.standardError.isEmpty)
        #expect(again.standardOutput.contains("link color #FF0000 (set at s/m.css:1:5) is 4.00:1"))
    }
}
