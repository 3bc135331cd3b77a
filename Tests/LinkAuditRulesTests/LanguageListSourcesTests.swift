import Foundation
import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

/// Writes the compiled language lists: one `LanguageData/<tag>.generated.swift` per
/// `Languages/<tag>.txt`, holding its text as a raw string literal, and an index
/// `LanguageData/LanguageListSources.generated.swift` naming them all, so the lists are compiled
/// into the binary and need no resource bundle (one file per language keeps each file small).
///
/// It lives in the test target because the freshness test must regenerate the files in memory anyway:
/// one Swift implementation serves both the check and `LINKAUDIT_UPDATE=1`, with no second tool to install.
enum LanguageListSourceGenerator {
    /// The folder of the generated files inside the package.
    static let generatedFolder = "Sources/LinkAuditRules/LanguageData"

    static let header = """
        // swift-format-ignore-file
        // Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
        // (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
        //   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
        // and rebuild. A plain `swift test` fails while these files are stale.

        """

    /// The Swift identifier of a tag: `zh-Hans` -> `zhHans`.
    static func identifier(_ tag: String) -> String {
        let parts = tag.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
            .joined()
    }

    /// The generated files for the `.txt` files of `folder`, by path inside the package, in tag order.
    static func swiftFiles(languagesFolder folder: URL) throws -> [(path: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        var files: [(path: String, text: String)] = []
        var index =
            header + """

                extension LanguageLists {
                    /// The text of each shipped `Languages/<tag>.txt` (without its final newline), in tag order.
                    static let sources: [(tag: String, text: String)] = [

                """
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let tag = String(name.dropLast(".txt".count))
            let file =
                header + """

                    extension LanguageListText {
                        /// `Languages/\(tag).txt`.
                        static let \(identifier(tag)) = \(rawLiteral(text))
                    }

                    """
            files.append((generatedFolder + "/" + tag + ".generated.swift", file))
            index += "        (tag: \"\(tag)\", text: LanguageListText.\(identifier(tag))),\n"
        }
        index +=
            "    ]\n}\n\n/// The text of each language list, one static per language (in `<tag>.generated.swift`).\nenum LanguageListText {}\n"
        files.insert((generatedFolder + "/LanguageListSources.generated.swift", index), at: 0)
        return files
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

    /// The committed generated files match the `.txt` files, and no other file is in their folder;
    /// `LINKAUDIT_UPDATE=1` rewrites them instead.
    @Test func generatedFilesAreFresh() throws {
        let expected = try LanguageListSourceGenerator.swiftFiles(languagesFolder: Self.languagesFolder)
        let folder = Self.package.appendingPathComponent(LanguageListSourceGenerator.generatedFolder)
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        let wanted = Set(expected.map { String($0.path.split(separator: "/").last!) })
        if updatingExpectedFiles {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in present.subtracting(wanted) { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
            for file in expected {
                let url = Self.package.appendingPathComponent(file.path)
                if (try? String(contentsOf: url, encoding: .utf8)) != file.text {
                    try file.text.write(to: url, atomically: true, encoding: .utf8)
                }
            }
            return
        }
        let fix = "run LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests, then rebuild"
        #expect(present == wanted, "\(LanguageListSourceGenerator.generatedFolder) holds other files than the generated ones: \(fix)")
        for file in expected {
            let actual = try? String(contentsOf: Self.package.appendingPathComponent(file.path), encoding: .utf8)
            guard actual != file.text else { continue }
            // Name the first differing line rather than printing both files.
            let old = (actual ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            let new = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)) + 1
            Issue.record("\(file.path) is stale from line \(line): \(fix)")
        }
    }

    /// The compiled lists are the lists the `.txt` files parse to (the literals lose nothing).
    @Test func compiledListsEqualTheFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.languagesFolder.path).filter { $0.hasSuffix(".txt") }
        var fromFiles: [String: LanguageList] = [:]
        for name in names {
            let tag = String(name.dropLast(".txt".count))
            fromFiles[tag] = try LanguageList(
                tag: tag, text: String(contentsOf: Self.languagesFolder.appendingPathComponent(name), encoding: .utf8))
        }
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
                == "xx.txt:3: unknown section [phrase]; known sections: [phrases] [filler] [suffixes] [new-window] [link-words] [link-noun-followers] [link-verb-followers] [link-determiners] [link-compounds] [file-types] [common-words] [direction] [deictic] [allowed] [pointer-words] [pointer-nouns]"
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
