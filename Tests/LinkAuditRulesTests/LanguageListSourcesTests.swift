import Foundation
import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

@Suite("Language lists compiled into the module")
struct LanguageListSourcesTests {
    static let package = URL(fileURLWithPath: projectFolder)
    static let languagesFolder = package.appendingPathComponent("Sources/LinkAuditRules/Languages")

    /// The text of each `Languages/<tag>.txt`, by tag.
    static func listFiles() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: languagesFolder.path).filter { $0.hasSuffix(".txt") }
        var files: [String: String] = [:]
        for name in names {
            files[String(name.dropLast(".txt".count))] = try String(
                contentsOf: languagesFolder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// `LanguageLists.sources`, compiled from `LanguageData/*.generated.swift`, holds each
    /// `Languages/<tag>.txt` as written (without its final newline), in tag order, and no other
    /// list: a list edited, added or removed without running `scripts/generate-language-lists`
    /// fails here. (CI's `scripts/generate-language-lists --check` also checks the files' bytes.)
    @Test func compiledSourcesAreTheFiles() throws {
        let files = try Self.listFiles()
        let fix = "run scripts/generate-language-lists, then rebuild"
        #expect(LanguageLists.sources.map(\.tag) == files.keys.sorted(), "the compiled lists are not Languages/*.txt: \(fix)")
        for source in LanguageLists.sources {
            guard var text = files[source.tag] else { continue }
            // A multi-line string literal reads each line break as `\n`.
            text = text.replacingOccurrences(of: "\r\n", with: "\n")
            if text.hasSuffix("\n") { text.removeLast() }
            guard source.text != text else { continue }
            // Name the first differing line of the .txt file rather than printing both texts.
            let compiled = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            let written = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(compiled, written).prefix { $0.0 == $0.1 }.count + 1
            Issue.record("Languages/\(source.tag).txt differs from the compiled list from line \(line): \(fix)")
        }
    }

    /// The compiled lists are the lists the `.txt` files parse to (the literals lose nothing).
    @Test func compiledListsEqualTheFiles() throws {
        var fromFiles: [String: LanguageList] = [:]
        for (tag, text) in try Self.listFiles() { fromFiles[tag] = try LanguageList(tag: tag, text: text) }
        #expect(fromFiles.count == 38)
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
        #expect(
            expected.description
                == "xx.txt:3: unknown section [phrase]; known sections: [phrases] [filler] [suffixes] [new-window] [new-window-notice] [link-words] [link-noun-followers] [link-verb-followers] [link-determiners] [link-compounds] [file-types] [common-words] [direction] [deictic] [allowed] [pointer-words] [pointer-nouns]"
        )
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
        let noFiller =
            "[phrases]\nhere\n[suffixes]\n[new-window]\nnew tab\n[link-words]\nlink\n[link-noun-followers]\n[link-verb-followers]\n[link-determiners]\n"
            + "[link-compounds]\nshare *\n[file-types]\narchive: archive\n[common-words]\nthe\n[pointer-words]\nclick to\n[pointer-nouns]\n"
        // `[direction]`, `[deictic]` and `[allowed]` are optional: their absence is not reported.
        #expect(try LanguageList(tag: "xx", text: noFiller).missingSections == [.filler])
    }
}
