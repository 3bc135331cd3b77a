import Foundation
@testable import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// Writes `LanguageListSources.generated.swift`: the text of every `Languages/<tag>.txt` as a raw
/// string literal, so the lists are compiled into the binary and need no resource bundle.
///
/// It lives in the test target because the freshness test must regenerate the file in memory anyway:
/// one Swift implementation serves both the check and `LINKAUDIT_UPDATE=1`, with no second tool to install.
enum LanguageListSourceGenerator {
    /// The generated file's path inside the package.
    static let generatedPath = "Sources/LinkAuditRules/LanguageListSources.generated.swift"

    /// The Swift source for the `.txt` files of `folder`, in tag order.
    static func swiftFile(languagesFolder folder: URL) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        var out = """
        // Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
        // (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
        //   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
        // and rebuild. A plain `swift test` fails while this file is stale.

        extension LanguageLists {
            /// The text of each shipped `Languages/<tag>.txt` (without its final newline), in tag order.
            static let sources: [(tag: String, text: String)] = [

        """
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let tag = String(name.dropLast(".txt".count))
            out += "        (tag: \"\(tag)\", text: \(rawLiteral(text))),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// A multi-line raw string literal holding `text` (minus one final newline), with enough `#`s
    /// that nothing in the text closes it or reads as an escape.
    static func rawLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return hashes + "\"\"\"\n" + body + "\n\"\"\"" + hashes
    }
}

@Suite("Language lists compiled into the module")
struct LanguageListSourcesTests {
    static let package = URL(fileURLWithPath: projectFolder)
    static let languagesFolder = package.appendingPathComponent("Sources/LinkAuditRules/Languages")

    /// The committed generated file matches the `.txt` files; `LINKAUDIT_UPDATE=1` rewrites it instead.
    @Test func generatedFileIsFresh() throws {
        let expected = try LanguageListSourceGenerator.swiftFile(languagesFolder: Self.languagesFolder)
        let file = Self.package.appendingPathComponent(LanguageListSourceGenerator.generatedPath)
        let actual = try? String(contentsOf: file, encoding: .utf8)
        if updatingExpectedFiles {
            if actual != expected { try expected.write(to: file, atomically: true, encoding: .utf8) }
            return
        }
        guard actual != expected else { return }
        // Name the first differing line rather than printing both files.
        let old = (actual ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let new = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)) + 1
        Issue.record("\(LanguageListSourceGenerator.generatedPath) is stale from line \(line): run LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests, then rebuild")
    }

    /// The compiled lists are the lists the `.txt` files parse to (the literals lose nothing).
    @Test func compiledListsEqualTheFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.languagesFolder.path).filter { $0.hasSuffix(".txt") }
        var fromFiles: [String: LanguageList] = [:]
        for name in names {
            let tag = String(name.dropLast(".txt".count))
            fromFiles[tag] = try LanguageList(tag: tag, text: String(contentsOf: Self.languagesFolder.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(fromFiles.count == 20)
        #expect(LanguageLists().lists == fromFiles)
    }

    /// Every shipped list parses, declares every section, and fills the sections the rules need.
    @Test func everyShippedListIsComplete() {
        let shipped = LanguageLists.shipped
        #expect(shipped.errors.isEmpty, "\(shipped.errors.map(\.description))")
        #expect(shipped.lists.count == LanguageLists.sources.count)
        for list in shipped.lists {
            #expect(list.missingSections.isEmpty, "\(list.tag).txt lacks \(list.missingSections.map { "[\($0.rawValue)]" })")
        }
    }

    @Test func misspelledSectionIsAnError() {
        let text = "# Test list.\n\n[phrase]\nclick here\n[filler]\nclick\n"
        let expected = LanguageList.ParseError(tag: "xx", line: 3, reason: .unknownSection("phrase"))
        #expect(throws: expected) { try LanguageList(tag: "xx", text: text) }
        #expect(expected.description == "xx.txt:3: unknown section [phrase]; known sections: [phrases] [filler] [suffixes] [link-words] [link-noun-followers] [link-verb-followers] [link-determiners] [common-words]")
        let parsed = LanguageLists.parse([(tag: "en", text: "[phrases]\nhere\n"), (tag: "xx", text: text)])
        #expect(parsed.lists.map(\.tag) == ["en"])
        #expect(parsed.errors == [expected])
    }

    @Test func entryBeforeTheFirstSectionIsAnError() {
        let expected = LanguageList.ParseError(tag: "xx", line: 2, reason: .entryOutsideSection("click here"))
        #expect(throws: expected) { try LanguageList(tag: "xx", text: "# Test list.\r\nclick here\r\n[phrases]\r\nhere\r\n") }
        #expect(expected.description == "xx.txt:2: \"click here\" comes before the first [section]")
    }

    /// A list that parses but lacks a section, or leaves a required one empty, says which.
    @Test func missingSectionsAreNamed() throws {
        let declaredAll = LanguageList.Section.allCases.map { "[\($0.rawValue)]\n" }.joined()
        #expect(try LanguageList(tag: "xx", text: declaredAll).missingSections == LanguageList.Section.required)
        let noFiller = "[phrases]\nhere\n[suffixes]\n[link-words]\nlink\n[link-noun-followers]\n[link-verb-followers]\n[link-determiners]\n[common-words]\nthe\n"
        #expect(try LanguageList(tag: "xx", text: noFiller).missingSections == [.filler])
    }
}
