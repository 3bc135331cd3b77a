import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// SARIF 2.1.0 as code scanning reads it (issue 10, code review outputs): UTF-16 columns, link
/// ends, fingerprints free of line numbers, rule help pages, baseline state and suppressions.
@Suite("SARIF report")
struct SARIFReportTests {
    typealias Folder = BaselineTests.Folder

    /// The results of a `--sarif` run in `folder`, of one rule (`nil`: all).
    func results(_ folder: Folder, _ arguments: [String], rule: String? = "generic-link-text") throws -> [[String: Any]] {
        _ = folder.run(arguments + ["--sarif", "report.sarif"])
        let log = try #require(JSONSerialization.jsonObject(with: Data(folder.read("report.sarif").utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        return results.filter { rule == nil || $0["ruleId"] as? String == rule }
    }

    /// `startLine:startColumn-endLine:endColumn` of a result's first location (`-` where absent).
    /// Of a result, or of a location (a related one).
    func region(_ result: [String: Any]) -> String {
        let location = (result["locations"] as? [[String: Any]])?.first ?? result
        let physical = location["physicalLocation"] as? [String: Any]
        let region = physical?["region"] as? [String: Int] ?? [:]
        let text = { (key: String) in region[key].map(String.init) ?? "-" }
        return "\(text("startLine")):\(text("startColumn"))-\(text("endLine")):\(text("endColumn"))"
    }

    func fingerprint(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]
    }

    static let generic = BaselineTests.generic

    @Test func columnsAreUTF16CodeUnitsAfterNonASCIIText() throws {
        let folder = Folder()
        defer { folder.remove() }
        // é, 中 and 😀 are 2, 3 and 4 UTF-8 bytes, and 1, 1 and 2 UTF-16 code units.
        let marked = MarkedText("é 中 😀 1️⃣[here](https://example.com/a)2️⃣ and more.\n")
        folder.write("guide.md", marked.text)
        #expect(marked.span("1️⃣", "2️⃣") == SourceSpan(start: .init(line: 1, utf8Column: 13), end: .init(line: 1, utf8Column: 41)))
        let found = try results(folder, ["guide.md"] + Self.generic, rule: nil)
        // UTF-8 13 is UTF-16 8; the link's 29 ASCII bytes end at 8 + 29 = 37 (exclusive).
        #expect(found.map { $0["ruleId"] as? String } == ["generic-link-text"])
        #expect(found.map(region) == ["1:8-1:37"])
    }

    @Test func standardOutputSARIFBesideOtherReportsHasColumnsToo() throws {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("guide.md", "😀 [here](https://example.com/a).\n")
        let run = folder.run(["guide.md", "--format", "sarif", "--json", "report.json"] + Self.generic)
        let log = try #require(JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        // 😀 and a space: 5 UTF-8 bytes, 3 code units.
        #expect(results.map(region) == ["1:4-1:33"])
    }

    @Test func linkEndsOnALaterLineAndInOtherEncodings() throws {
        let folder = Folder()
        defer { folder.remove() }
        // A link broken over two lines ends on the second; its end column counts that line only:
        // 13 UTF-8 bytes before it are 9 code units; 😀 and 29 ASCII bytes end at 2 + 29 + 1.
        folder.write("multi.md", "Ünïcödé: [click\n😀 here](https://example.com/c) after.\n")
        #expect(try results(folder, ["multi.md"] + Self.generic).map(region) == ["1:10-2:32"])
        // A UTF-16 string table: columns count the text, not its UTF-16 bytes. 11 UTF-8 bytes
        // before the link (2 for é) are 10 code units; the link is 35 characters.
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"é: [Learn more](https://example.com/d)\";\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        _ = FileManager.default.createFile(atPath: folder.path + "/Localizable.strings", contents: Data(utf16))
        #expect(try results(folder, ["Localizable.strings"] + Self.generic).map(region) == ["1:11-1:46"])
        // A windows-1252 page: é is one byte there, two in the decoded text, one code unit; the
        // element `<a href="/e">here</a>` is 21 characters.
        let page = Array("<p>caf".utf8) + [0xE9] + Array(" <a href=\"/e\">here</a></p>\n".utf8)
        _ = FileManager.default.createFile(atPath: folder.path + "/page.html", contents: Data(page))
        #expect(try results(folder, ["page.html"] + Self.generic).map(region) == ["1:9-1:30"])
    }

    @Test func ambiguousNamesListTheOtherLinksAsRelatedLocations() throws {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("amb.md", "é [here](https://example.com/a) and\n\n😀 😀 [here](https://example.com/b).\n")
        let found = try results(
            folder, ["amb.md", "--disable", "inline-only-destination,generic-link-text"], rule: "ambiguous-link-text")
        #expect(found.map(region) == ["1:3-1:32"])
        let related = try #require(found.first?["relatedLocations"] as? [[String: Any]])
        // 😀 😀 are 10 UTF-8 bytes and 6 code units before the second link.
        #expect(related.map(region) == ["3:7-3:36"])
        #expect(related.map { $0["id"] as? Int } == [1])
        #expect(related.map { ($0["message"] as? [String: String])?["text"] } == ["leads to https://example.com/b"])
        // A finding about one place has none.
        let generic = try results(folder, ["amb.md", "--disable", "inline-only-destination"])
        #expect(generic.count == 2)
        #expect(generic.allSatisfy { $0["relatedLocations"] == nil })
    }

    @Test func columnsCountCodeUnitsAsCountedAtExtraction() throws {
        let columns = try #require(UTF16Columns.of(Array("é中😀x\nplain\n".utf8)))
        #expect(columns.utf16Column(line: 1, utf8Column: 1) == 1)
        #expect(columns.utf16Column(line: 1, utf8Column: 3) == 2)
        #expect(columns.utf16Column(line: 1, utf8Column: 6) == 3)
        #expect(columns.utf16Column(line: 1, utf8Column: 10) == 5)
        // One past the last byte is an exclusive end; an ASCII line keeps its columns.
        #expect(columns.utf16Column(line: 1, utf8Column: 11) == 6)
        #expect(columns.utf16Column(line: 2, utf8Column: 4) == 4)
        #expect(UTF16Columns.of(Array("plain\n".utf8)) == nil)
    }

    /// A run keeps the lines its reports name: those convert as before, the others not at all.
    @Test func keptLinesConvertAsTheWholeTable() throws {
        let whole = try #require(UTF16Columns.of(Array("é中 x\nДа ñ\n😀 y\n".utf8)))
        let kept = try #require(whole.keeping(lines: [1, 3, 9]))
        for column in 1...8 {
            #expect(kept.utf16Column(line: 1, utf8Column: column) == whole.utf16Column(line: 1, utf8Column: column))
            #expect(kept.utf16Column(line: 3, utf8Column: column) == whole.utf16Column(line: 3, utf8Column: column))
            #expect(kept.utf16Column(line: 2, utf8Column: column) == column)
        }
        #expect(whole.utf16Column(line: 2, utf8Column: 6) == 4)
        #expect(whole.keeping(lines: [4, 5]) == nil)
    }

    /// The table gives what counting the line's bytes gives (every byte not continuing a character
    /// one unit, a four-byte lead two) at every column, on lines of mixed scripts, stray bytes,
    /// cut characters and every line ending.
    @Test func columnsAgreeWithCountingTheBytes() throws {
        let texts: [[UInt8]] = [
            Array("a é b 中文 😀😀 x\r\nДа, ñ\rlone\n\n中".utf8),
            Array("ab".utf8) + [0xC3] + Array("cd".utf8) + [0x80, 0x80, 0xF0, 0x9F] + Array("e中\n".utf8) + [0xE4, 0xB8],
            Array("ééé中中😀é\n  ".utf8),
            // Long ASCII runs, read eight bytes at a time, with breaks and characters at every offset of a word.
            Array("0123456789abcdef\r\n0123456é789\rxxxxxxxxxxxxxxx\n1234567\r\n12345678é12345678\r".utf8),
            Array(
                (0..<24).map {
                    String(repeating: "a", count: $0) + "中" + String(repeating: "b", count: 23 - $0)
                        + ($0 % 3 == 0 ? "\r\n" : $0 % 3 == 1 ? "\r" : "\n")
                }.joined().utf8),
        ]
        for text in texts {
            let table = try #require(UTF16Columns.of(text))
            var line = 1
            var start = 0
            var index = 0
            while index <= text.count {
                let ends =
                    index == text.count || text[index] == 0x0A
                    || (text[index] == 0x0D && (index + 1 == text.count || text[index + 1] != 0x0A))
                if index == text.count || ends {
                    for column in 1...(index - start + 1) {
                        let expected =
                            text[start..<(start + column - 1)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : ($1 >= 0xF0 ? 2 : 1)) } + 1
                        #expect(table.utf16Column(line: line, utf8Column: column) == expected, "line \(line) column \(column)")
                    }
                    line += 1
                    start = index + 1
                }
                index += 1
            }
        }
    }

    @Test func fingerprintsSurviveUnrelatedEditsAndTellIdenticalLinksApart() throws {
        let folder = Folder()
        defer { folder.remove() }
        let text = "Read the manual [here](https://example.com/manual).\n\nOr [here](https://example.com/manual).\n"
        folder.write("guide.md", text)
        let before = try results(folder, ["guide.md"] + Self.generic)
        #expect(before.map(region) == ["1:17-1:51", "3:4-3:38"])
        let prints = before.compactMap(fingerprint)
        #expect(prints.count == 2)
        #expect(Set(prints).count == 2)
        #expect(prints.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        // Lines added above and a word changed around the links: the same fingerprints.
        folder.write(
            "guide.md",
            "# Guide\n\nNew intro.\n\nPlease read the manual [here](https://example.com/manual).\n\nOr [here](https://example.com/manual).\n"
        )
        let after = try results(folder, ["guide.md"] + Self.generic)
        #expect(after.map(region) == ["5:24-5:58", "7:4-7:38"])
        #expect(after.compactMap(fingerprint) == prints)
        // Another destination is another finding.
        folder.write(
            "guide.md", text.replacingOccurrences(of: "Or [here](https://example.com/manual)", with: "Or [here](https://example.com/faq)"))
        let changed = try results(folder, ["guide.md"] + Self.generic).compactMap(fingerprint)
        #expect(changed.first == prints.first)
        #expect(changed.last != prints.last)
    }

    @Test func fingerprintIsTheBaselineIdentity() throws {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("guide.md", "Read the manual [here](https://example.com/manual).\n")
        _ = folder.run(["guide.md", "--write-baseline", "baseline.json"] + Self.generic)
        let baseline = try Baseline.load(path: folder.path + "/baseline.json", shownAs: "baseline.json")
        #expect(
            baseline.entries == [
                FindingIdentity(
                    rule: "generic-link-text", file: "guide.md", name: "here", destination: "https://example.com/manual", occurrence: 0)
            ])
        let found = try results(folder, ["guide.md"] + Self.generic)
        #expect(found.compactMap(fingerprint) == baseline.entries.map(\.fingerprint))
    }

    @Test func baselineStateAndSuppressions() throws {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("guide.md", "Read the manual [here](https://example.com/manual).\n")
        _ = folder.run(["guide.md", "--write-baseline", "baseline.json"] + Self.generic)
        folder.write("guide.md", "Read the manual [here](https://example.com/manual).\n\nSee [more](https://example.com/more).\n")
        let found = try results(folder, ["guide.md", "--baseline", "baseline.json"] + Self.generic)
        #expect(found.map(region) == ["1:17-1:51", "3:5-3:37"])
        #expect(found.map { $0["baselineState"] as? String } == ["unchanged", "new"])
        #expect(found.first?["suppressions"] as? [[String: String]] == [["kind": "external", "justification": "in the baseline"]])
        #expect(found.last?["suppressions"] == nil)
        // Without a baseline there is no baseline state.
        let plain = try results(folder, ["guide.md"] + Self.generic)
        #expect(plain.map { $0["baselineState"] as? String } == [nil, nil])
    }

    @Test func inSourceSuppressionsAreInSourceAndOthersExternal() throws {
        var finding = Finding(
            rule: "generic-link-text", severity: .warning, message: "m", file: "a.md", position: SourcePosition(line: 1, utf8Column: 1))
        finding.suppressed = .inSource
        var result = AuditResult(files: ["a.md"], links: [], findings: [], errors: [])
        result.suppressedFindings = [finding]
        let log = try #require(JSONSerialization.jsonObject(with: Data(SARIFReporter.render(result).utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(
            results.first?["suppressions"] as? [[String: String]] == [["kind": "inSource", "justification": "a linkaudit-disable comment"]])
        // No baseline: no state; a file with no table of UTF-16 columns has only ASCII lines.
        #expect(results.first?["baselineState"] == nil)
        #expect(results.map(region) == ["1:1--:-"])
    }

    @Test func inputErrorsAreResultsOfTheirOwnRule() throws {
        let folder = Folder()
        defer { folder.remove() }
        folder.write("ok.md", "")
        _ = FileManager.default.createFile(atPath: folder.path + "/bad.md", contents: Data(Array("😀 ok\né ".utf8) + [0xFF, 0x0A]))
        _ = folder.run(["bad.md", "--sarif", "report.sarif"])
        let log = try #require(JSONSerialization.jsonObject(with: Data(folder.read("report.sarif").utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["input-error"])
        #expect(results.map { $0["level"] as? String } == ["error"])
        // The bad byte is UTF-8 column 4 on line 2, after é (2 bytes, 1 code unit) and a space.
        #expect(results.map(region) == ["2:3--:-"])
        let index = try #require(results.first?["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "input-error")
    }

    @Test func everyRuleLinksItsDocumentation() throws {
        let log = try #require(
            JSONSerialization.jsonObject(with: Data(SARIFReporter.render(AuditResult(files: [], links: [], findings: [], errors: [])).utf8))
                as? [String: Any])
        let driver = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleCatalog.descriptions.map(\.id.rawValue) + ["input-error"])
        for rule in rules.dropLast() {
            let id = try #require(rule["id"] as? String)
            #expect(rule["helpUri"] as? String == "https://example.invalid/linkaudit/blob/main/docs/rules/\(id).md")
            #expect(FileManager.default.fileExists(atPath: projectFolder + "/docs/rules/\(id).md"))
        }
        #expect(driver["informationUri"] as? String == ToolInfo.informationURI)
    }
}
