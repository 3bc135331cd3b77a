import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `--write-baseline` and `--baseline` (issue 10, item 2): findings named without lines survive
/// edits elsewhere; new ones are reported; gone ones are counted.
@Suite("Baseline")
struct BaselineTests {
    /// A scratch working directory.
    struct Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-baseline-\(UUID().uuidString)").path

        func write(_ name: String, _ text: String) {
            let file = path + "/" + name
            try? FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        }

        func read(_ name: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path + "/" + name) ?? Data(), as: UTF8.self)
        }

        func run(_ arguments: [String]) -> CommandRun { CommandRun(arguments, in: path) }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Only generic-link-text, so that each run's findings are exact.
    static let generic = ["--disable", "inline-only-destination", "--strict"]

    @Test func roundTripSurvivesEditsAndReportsOnlyTheNewLink() {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("guide.md", "# Guide\n\nIntro line.\n\nRead the manual [here](https://example.com/manual).\n")
        let write = folder.run(["guide.md", "--write-baseline", "baseline.json"] + Self.generic)
        #expect(write.status == .clean)
        #expect(write.standardError == "linkaudit: wrote 1 finding to the baseline baseline.json\n")
        #expect(
            folder.read("baseline.json") == """
                {
                  "entries" : [
                    {
                      "destination" : "https://example.com/manual",
                      "file" : "guide.md",
                      "name" : "here",
                      "occurrence" : 0,
                      "rule" : "generic-link-text"
                    }
                  ],
                  "schemaVersion" : 1
                }

                """)

        // An unrelated line reworded, a line added above the finding, the link's text re-spaced.
        folder.write("guide.md", "# Guide\n\nIntro line, reworded.\nA new line.\n\nRead the manual [ Here ](https://example.com/manual).\n")
        let edited = folder.run(["guide.md", "--baseline", "baseline.json"] + Self.generic)
        #expect(edited.status == .clean)
        #expect(edited.standardOutput == "1 file, 1 link: 0 errors, 0 warnings, 0 notes; 0 unreadable inputs\n")
        #expect(
            edited.standardError
                == "linkaudit: 1 finding suppressed by the baseline; 0 findings in the baseline not reported (fixed or moved)\n")

        // One generic link more: exactly that one is reported.
        let added = MarkedText(
            "# Guide\n\nIntro line, reworded.\nA new line.\n\nSee 1️⃣[more](https://example.com/more).\n\nRead the manual [ Here ](https://example.com/manual).\n"
        )
        folder.write("guide.md", added.text)
        let grown = folder.run(["guide.md", "--baseline", "baseline.json"] + Self.generic)
        #expect(grown.status == .findings)
        let at = added.positions["1️⃣"]!
        #expect(
            grown.standardOutput.split(separator: "\n").map(String.init) == [
                "guide.md:\(at.line):\(at.utf8Column): warning: link name \"more\" is generic: out of context, as VoiceOver's Links rotor lists it, "
                    + "it does not say where the link goes; fix: name the destination in the link text, e.g. the title of the page it opens "
                    + "[generic-link-text]",
                "1 file, 2 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs",
            ])
        #expect(at.line == 6)

        // The baselined link fixed: one entry gone.
        folder.write("guide.md", "# Guide\n\nRead [the manual](https://example.com/manual).\n")
        let fixed = folder.run(["guide.md", "--baseline", "baseline.json"] + Self.generic)
        #expect(fixed.status == .clean)
        #expect(
            fixed.standardError
                == "linkaudit: 0 findings suppressed by the baseline; 1 finding in the baseline not reported (fixed or moved)\n")
    }

    /// Paths in a baseline are relative to the folder it was written from: a run from another folder
    /// matches none of its files, and says so rather than only reporting every finding again.
    /// A baseline that cannot be written suppresses nothing: the run's outputs still show every
    /// finding, the problem is told, and the run exits 2 (`docs/exit-status.md`).
    @Test func aBaselineNotWrittenSuppressesNothing() {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("guide.md", "# Guide\n\nRead the manual [here](https://example.com/manual).\n")
        let run = folder.run(["guide.md", "--write-baseline", "guide.md/baseline.json", "--json", "report.json"] + Self.generic)
        #expect(run.status == .usage)
        #expect(
            run.standardError
                == "linkaudit: error: cannot write guide.md/baseline.json: its folder \(folder.path)/guide.md cannot be created\n")
        #expect(run.standardOutput.hasSuffix("1 file, 1 link: 0 errors, 1 warning, 0 notes; 0 unreadable inputs\n"))
        #expect(folder.read("report.json").contains("\"rule\" : \"generic-link-text\""))
        #expect(!folder.read("report.json").contains("\"suppressed\""))
    }

    @Test func aBaselineOfOtherPathsIsNamedAsSuch() {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("docs/guide.md", "Read the manual [here](https://example.com/manual).\n")
        #expect(folder.run(["docs", "--write-baseline", "baseline.json"] + Self.generic).status == .clean)
        let same = folder.run(["docs", "--baseline", "baseline.json"] + Self.generic)
        #expect(same.status == .clean)
        #expect(!same.standardError.contains("warning"))
        let elsewhere = CommandRun(["guide.md", "--baseline", "../baseline.json"] + Self.generic, in: folder.path + "/docs")
        #expect(elsewhere.status == .findings)
        #expect(
            elsewhere.standardError
                == "linkaudit: 0 findings suppressed by the baseline; 1 finding in the baseline not reported (fixed or moved)\n"
                + "linkaudit: warning: no file the baseline names was audited (e.g. 'docs/guide.md'): its paths are relative to "
                + "the folder it was written from; run from that folder, with the same paths\n")
    }

    @Test func identicalLinksCountAsSeparateEntries() {
        let folder = Folder()
        defer { folder.remove() }
        let two = "[here](https://example.com/a) and\n\n[here](https://example.com/a)\n"
        folder.write("docs/page.md", two)
        #expect(folder.run(["docs", "--write-baseline", "base/line.json"] + Self.generic).status == .clean)
        let baseline = folder.read("base/line.json")
        #expect(baseline.contains("\"occurrence\" : 0"))
        #expect(baseline.contains("\"occurrence\" : 1"))
        #expect(!baseline.contains("\"occurrence\" : 2"))

        let three = MarkedText(
            "Intro.\n\n[here](https://example.com/a) and\n\n[here](https://example.com/a)\n\n1️⃣[HERE](https://example.com/a)\n")
        folder.write("docs/page.md", three.text)
        let run = folder.run(["docs", "--baseline", "base/line.json", "--json", "-"] + Self.generic)
        #expect(run.status == .findings)
        let findings = Self.findings(run.standardOutput)
        #expect(findings.map(\.line) == [3, 5, 7])
        #expect(findings.filter { $0.suppressed == nil }.map(\.line) == [three.positions["1️⃣"]!.line])
        #expect(findings.filter { $0.suppressed == "baseline" }.map(\.line) == [3, 5])
        #expect(
            run.standardError
                == "linkaudit: 2 findings suppressed by the baseline; 0 findings in the baseline not reported (fixed or moved)\n"
                + "1 file, 3 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs\n")

        // One of the two deleted: one entry gone, nothing new.
        folder.write("docs/page.md", "[here](https://example.com/a)\n")
        let fewer = folder.run(["docs", "--baseline", "base/line.json"] + Self.generic)
        #expect(fewer.status == .clean)
        #expect(
            fewer.standardError.hasSuffix("1 finding suppressed by the baseline; 1 finding in the baseline not reported (fixed or moved)\n")
        )
    }

    @Test func appCopyEntriesAreKeyed() {
        let folder = Folder()
        defer { folder.remove() }
        folder.write(
            "en.lproj/Localizable.strings",
            "\"help.footer\" = \"Questions? [Click here](https://example.com/help).\";\n")
        let write = folder.run([
            "en.lproj", "--write-baseline", "baseline.json", "--disable", "inline-only-destination,markdown-link-needs-underline",
        ])
        #expect(write.status == .clean)
        #expect(
            folder.read("baseline.json").contains(
                """
                    {
                      "destination" : "https://example.com/help",
                      "file" : "en.lproj/Localizable.strings",
                      "key" : "help.footer",
                      "locale" : "en",
                      "name" : "click here",
                      "occurrence" : 0,
                      "rule" : "generic-link-text"
                    }
                """))
        // The key moved down; another key with the same value is new.
        let table = MarkedText(
            "/* Footer */\n\"help.other\" = \"Questions? 1️⃣[Click here](https://example.com/help).\";\n"
                + "\"help.footer\" = \"Questions? [Click here](https://example.com/help).\";\n")
        folder.write("en.lproj/Localizable.strings", table.text)
        let run = folder.run(
            ["en.lproj", "--baseline", "baseline.json", "--strict", "--disable", "inline-only-destination,markdown-link-needs-underline"])
        #expect(run.status == .findings)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        let at = table.positions["1️⃣"]!
        #expect(
            lines.first?.hasPrefix("en.lproj/Localizable.strings:\(at.line):\(at.utf8Column): warning: [help.other en] link name") == true)
    }

    @Test func variationsAndLocalesAreSeparateEntries() {
        let folder = Folder()
        defer { folder.remove() }
        func catalog(french: Bool) -> String {
            let de = #"""
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine Datei entfernt. [Mehr erfahren](https://example.com/de/trash)" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien entfernt. [Mehr erfahren](https://example.com/de/trash)" } }
                } } }
                """#
            let en = #"""
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "One file removed. [Open the trash](https://example.com/trash)" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files removed. [Open the trash](https://example.com/trash)" } }
                } } }
                """#
            let fr = #"""
                "fr" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Un fichier supprimé. [Ouvrir la corbeille](https://example.com/fr/trash)" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers supprimés. [Cliquez ici](https://example.com/fr/trash)" } }
                } } }
                """#
            // The French localization comes first, so that every line of the others moves.
            let localizations = (french ? [fr, en, de] : [de, en]).joined(separator: ",\n")
            return "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : { \"files.removed\" : { \"localizations\" : {\n"
                + localizations + "\n} } } }\n"
        }
        let options = ["--strict", "--disable", "inline-only-destination,markdown-link-needs-underline"]
        folder.write("Localizable.xcstrings", catalog(french: false))
        let write = folder.run(["Localizable.xcstrings", "--write-baseline", "baseline.json"] + options)
        #expect(write.standardError == "linkaudit: wrote 2 findings to the baseline baseline.json\n")
        let baseline = folder.read("baseline.json")
        #expect(baseline.contains("\"variation\" : \"plural.one\""))
        #expect(baseline.contains("\"variation\" : \"plural.other\""))
        #expect(baseline.contains("\"locale\" : \"de\""))
        #expect(baseline.contains("\"name\" : \"mehr erfahren\""))

        folder.write("Localizable.xcstrings", catalog(french: true))
        let run = folder.run(["Localizable.xcstrings", "--baseline", "baseline.json"] + options)
        #expect(run.status == .findings)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.contains(": warning: [files.removed fr plural.other] link name \"Cliquez ici\" is generic") == true)
        #expect(lines.last == "1 file, 6 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs")
        #expect(
            run.standardError
                == "linkaudit: 2 findings suppressed by the baseline; 0 findings in the baseline not reported (fixed or moved)\n")
    }

    @Test func htmlLinksSurviveNewNestingAndLines() {
        let folder = Folder()
        defer { folder.remove() }
        folder.write(
            "site/index.html",
            "<html lang=\"en\"><body>\n<p>Pricing: <a href=\"/pricing\">click here</a>.</p>\n</body></html>\n")
        #expect(folder.run(["site", "--write-baseline", "baseline.json"] + Self.generic).status == .clean)
        let page = MarkedText(
            "<html lang=\"en\"><body>\n<header>New header</header>\n<div><section>\n<p>Pricing:\n<a href=\"/pricing\">Click\n  here</a>.</p>\n"
                + "</section></div>\n<p>Docs: 1️⃣<a href=\"/docs\">read more</a></p>\n</body></html>\n")
        folder.write("site/index.html", page.text)
        let run = folder.run(["site", "--baseline", "baseline.json"] + Self.generic)
        #expect(run.status == .findings)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let at = page.positions["1️⃣"]!
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("site/index.html:\(at.line):\(at.utf8Column): warning: link name \"read more\" is generic") == true)
    }

    @Test(.enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
    func swiftLinksSurviveNewCodeAround() {
        let folder = Folder()
        defer { folder.remove() }
        folder.write(
            "App/HelpView.swift",
            """
            import SwiftUI

            struct HelpView: View {
                var body: some View {
                    Link("Learn more", destination: URL(string: "https://example.com/help")!)
                }
            }

            """)
        let write = folder.run(["App", "--write-baseline", "baseline.json", "--strict"])
        #expect(write.standardError == "linkaudit: wrote 2 findings to the baseline baseline.json\n")
        let view = MarkedText(
            """
            import SwiftUI

            struct HelpView: View {
                let title = "Help"

                var body: some View {
                    VStack {
                        Text(title)
                        Link("Learn  more", destination: URL(string: "https://example.com/help")!)
                        1️⃣Link("Learn more", destination: URL(string: "https://example.com/help")!)
                    }
                }
            }

            """)
        folder.write("App/HelpView.swift", view.text)
        let run = folder.run(["App", "--baseline", "baseline.json", "--strict"])
        #expect(run.status == .findings)
        let at = view.positions["1️⃣"]!
        let lines = run.standardOutput.split(separator: "\n").map(String.init).dropLast()
        // The second, identical link is new: both of its findings, and only those.
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("App/HelpView.swift:\(at.line):") })
        #expect(lines.map { String($0.split(separator: "[").last ?? "") } == ["generic-link-text]", "link-button-trait]"])
        #expect(
            run.standardError
                == "linkaudit: 2 findings suppressed by the baseline; 0 findings in the baseline not reported (fixed or moved)\n")
    }

    @Test func suppressedFindingsStayInJSONAndSARIF() throws {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("guide.md", "Read the manual [here](https://example.com/manual).\n")
        #expect(folder.run(["guide.md", "--write-baseline", "baseline.json"] + Self.generic).status == .clean)
        let run = folder.run(
            ["guide.md", "--baseline", "baseline.json", "--json", "report.json", "--sarif", "report.sarif"] + Self.generic)
        #expect(run.status == .clean)
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(folder.read("report.json").utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["rule"] as? String == "generic-link-text")
        #expect(findings.first?["suppressed"] as? String == "baseline")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["baseline"] as? [String: Int] == ["suppressed": 1, "gone": 0])
        #expect(summary["findings"] as? [String: Int] == ["error": 0, "warning": 0, "note": 0])

        let sarif = try #require(JSONSerialization.jsonObject(with: Data(folder.read("report.sarif").utf8)) as? [String: Any])
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "generic-link-text")
        let suppressions = try #require(results.first?["suppressions"] as? [[String: String]])
        #expect(suppressions == [["kind": "external", "justification": "in the baseline"]])

        // Without a baseline nothing is marked.
        let plain = folder.run(["guide.md", "--json", "-"] + Self.generic)
        #expect(plain.status == .findings)
        #expect(!plain.standardOutput.contains("suppressed"))
        #expect(!plain.standardOutput.contains("\"baseline\""))
    }

    @Test func badBaselinesAreUsageErrors() {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("guide.md", "Read the manual [here](https://example.com/manual).\n")
        folder.write("broken.json", "{\n  \"schemaVersion\": 1,\n  \"entries\": [\n}\n")
        folder.write("future.json", "{\"schemaVersion\": 2, \"entries\": []}\n")
        folder.write("partial.json", "{\"schemaVersion\": 1, \"entries\": [{\"file\": \"guide.md\", \"occurrence\": 0}]}\n")
        let expected: [(String, String)] = [
            ("missing.json", "linkaudit: error: baseline missing.json cannot be read\n"),
            ("broken.json", "linkaudit: error: broken.json:4:1: not valid JSON: "),
            ("future.json", "linkaudit: error: future.json: schemaVersion 2 is not one this linkaudit reads (1)\n"),
            ("partial.json", "linkaudit: error: partial.json:1:22: entries[0].rule is missing\n"),
        ]
        for (file, message) in expected {
            let run = folder.run(["guide.md", "--baseline", file])
            #expect(run.status == .usage, "\(file)")
            #expect(run.standardError.hasPrefix(message), "\(file): \(run.standardError)")
            #expect(run.standardOutput.isEmpty, "\(file)")
        }
        let both = folder.run(["guide.md", "--baseline", "a.json", "--write-baseline", "b.json"])
        #expect(both.status == .usage)
        #expect(both.standardError.hasPrefix("linkaudit: error: --baseline and --write-baseline together"))
        let clash = folder.run(["guide.md", "--json", "same.json", "--write-baseline", "same.json"])
        #expect(clash.status == .usage)
        #expect(CommandRun(["--help"]).standardOutput.contains("--write-baseline <file>"))
    }

    @Test func writtenBaselineIsByteIdentical() {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("b.md", "[here](https://example.com/b) [click here](https://example.com/a)\n")
        folder.write("a.md", "[more](https://example.com/a)\n")
        _ = folder.run([".", "--write-baseline", "one.json"])
        _ = folder.run(["b.md", "a.md", "--write-baseline", "two.json"])
        #expect(folder.read("one.json") == folder.read("two.json"))
        #expect(folder.read("one.json").contains("\"file\" : \"a.md\""))
    }

    struct ReportedFinding: Decodable {
        var line: Int?
        var suppressed: String?
    }

    static func findings(_ json: String) -> [ReportedFinding] {
        struct Report: Decodable { var findings: [ReportedFinding] }
        return (try? JSONDecoder().decode(Report.self, from: Data(json.utf8)))?.findings.sorted { ($0.line ?? 0) < ($1.line ?? 0) } ?? []
    }
}
