import Foundation
import Testing

@testable import LinkAuditKit

/// `linkaudit lsp` (issue 26, section 2), driven in-process as an editor drives it: exact
/// diagnostics, positions in both encodings, code actions, hover, run-level republishing,
/// configuration reloads, and the protocol's errors.
@Suite("Language server")
struct LanguageServerTests {
    static let page = "# Help\n\nCafé: [click here](setup.md) and [Setup](setup.md \"Setup\").\n"

    @Test func diagnosticsCarryTheRuleItsPageAndUTF16Positions() throws {
        let root = try temporaryFolder(["setup.md": "# Setting up your device\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        let result = session.start()
        #expect((result?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-16")
        session.open("a.md", Self.page)
        let diagnostics = try #require(session.diagnostics("a.md"))
        // "Café: " is six UTF-16 code units: the first link starts at character 6.
        #expect(
            diagnostics.map(brief) == [
                "2:6-2:28 generic-link-text 2", "2:6-2:28 inline-only-destination 3", "2:33-2:58 inline-only-destination 3",
                "2:33-2:58 redundant-title 3",
            ])
        let generic = diagnostics[0]
        #expect(generic["source"] as? String == "linkaudit")
        #expect(
            (generic["codeDescription"] as? [String: Any])?["href"] as? String
                == "https://example.invalid/linkaudit/blob/main/docs/rules/generic-link-text.md")
        #expect(
            generic["message"] as? String
                == "link name \"click here\" is generic: out of context, as VoiceOver's Links rotor lists it, it does not say where the link goes\n"
                + "fix: name it “Setting up your device” (the title of setup.md)")
        #expect(session.stop() == 0)
    }

    @Test func utf8PositionsWhenTheClientOffersThem() throws {
        let root = try temporaryFolder(["setup.md": "# Setting up your device\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        let result = session.start(encodings: ["utf-8", "utf-16"])
        #expect((result?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-8")
        session.open("a.md", Self.page)
        // "Café: " is seven bytes.
        #expect(session.diagnostics("a.md")?.first.map(brief) == "2:7-2:29 generic-link-text 2")
        #expect(session.stop() == 0)
    }

    @Test func codeActionsOfferTheFixesAndDisableForThisLine() throws {
        let root = try temporaryFolder(["setup.md": "# Setting up your device\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        session.start()
        session.open("a.md", Self.page)
        _ = session.diagnostics("a.md")
        session.request(
            2, "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri("a.md")],
                "range": ["start": ["line": 2, "character": 33], "end": ["line": 2, "character": 33]], "context": ["diagnostics": []],
            ])
        let actions = try #require(session.response(2)?["result"] as? [[String: Any]])
        func summary(_ action: [String: Any]) -> String {
            let edits = ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[session.uri("a.md")] as? [[String: Any]]
            let edit = edits?.first
            let range = edit?["range"] as? [String: Any]
            let start = range?["start"] as? [String: Any]
            let end = range?["end"] as? [String: Any]
            return "\(action["title"] as? String ?? "") | \(start?["character"] as? Int ?? -1)-\(end?["character"] as? Int ?? -1) "
                + "\(edit?["newText"] as? String ?? "?")\(action["isPreferred"] as? Bool == true ? " | preferred" : "")"
        }
        #expect(
            actions.map(summary) == [
                "Fix generic-link-text (unsafe: changes copy): write “Setting up your device” | 7-17 Setting up your device",
                "Disable generic-link-text for this line | 59-59  <!-- linkaudit-disable-line generic-link-text -->",
                "Disable inline-only-destination for this line | 59-59  <!-- linkaudit-disable-line inline-only-destination -->",
                "Fix redundant-title: remove it | 49-57  | preferred",
                "Disable redundant-title for this line | 59-59  <!-- linkaudit-disable-line redundant-title -->",
            ])
        session.request(
            3, "textDocument/hover", ["textDocument": ["uri": session.uri("a.md")], "position": ["line": 2, "character": 40]])
        let hover = try #require(session.response(3)?["result"] as? [String: Any])
        #expect(
            (hover["contents"] as? [String: Any])?["value"] as? String
                == "linkaudit: inline link (markdownInline)\nAccessible name: “Setup” (content)\nDestination: setup.md\nLanguage: unknown")
        session.request(4, "textDocument/hover", ["textDocument": ["uri": session.uri("a.md")], "position": ["line": 0, "character": 1]])
        #expect(session.response(4)?["result"] is NSNull)
        #expect(session.stop() == 0)
    }

    /// In a String Catalog the renaming of the source value marks the key's translations in the
    /// same edit; a translation's finding gets no fix of its own.
    @Test func aCatalogRenamingMarksItsTranslationsInTheSameAction() throws {
        let url = "https://help.example.org/docs/backup"
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "hint" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "[Hier](\(url))" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "[Here](\(url))" } }
                  }
                }
              }
            }

            """
        let root = try temporaryFolder([
            "docs/backup.md": "# Back up your notes\n", ".linkaudit.yml": "siteURL: https://help.example.org/\n",
            "Localizable.xcstrings": catalog,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        session.start()
        session.open("Localizable.xcstrings", catalog)
        _ = session.diagnostics("Localizable.xcstrings")
        var titles: [Int: [String]] = [:]
        var edits: [[String]] = []
        for line in [5, 6] {
            session.request(
                line, "textDocument/codeAction",
                [
                    "textDocument": ["uri": session.uri("Localizable.xcstrings")],
                    "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]],
                    "context": ["diagnostics": []],
                ])
            let actions = try #require(session.response(line)?["result"] as? [[String: Any]])
            titles[line] = actions.compactMap { $0["title"] as? String }.filter { $0.hasPrefix("Fix") }
            for action in actions where (action["title"] as? String)?.hasPrefix("Fix") == true {
                let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: Any]
                let list = changes?[session.uri("Localizable.xcstrings")] as? [[String: Any]] ?? []
                edits.append(
                    list.map { edit in
                        let start = (edit["range"] as? [String: Any])?["start"] as? [String: Any]
                        return "\(start?["line"] as? Int ?? -1):\(start?["character"] as? Int ?? -1) \(edit["newText"] as? String ?? "")"
                    })
            }
        }
        #expect(titles[5] == [])
        #expect(
            titles[6] == [
                "Fix generic-link-text (unsafe: changes copy): write “Back up your notes”; mark 1 translation for review"
            ])
        #expect(edits == [["6:70 Back up your notes", "5:45 needs_review"]])
        #expect(session.stop() == 0)
    }

    /// Android string resources are diagnosed as they are typed (issue 27).
    @Test func androidResourcesGetDiagnostics() throws {
        let root = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        session.start()
        let text =
            "<resources>\n  <string name=\"hint\">Backups stay here. <annotation type=\"learn_more_link\">Learn more</annotation></string>\n</resources>\n"
        session.open("res/values/strings.xml", text)
        let diagnostics = try #require(session.diagnostics("res/values/strings.xml"))
        #expect(diagnostics.map(brief) == ["1:41-1:99 generic-link-text 2"])
        #expect((diagnostics.first?["message"] as? String)?.contains("as TalkBack's links menu lists it") == true)
        // "Disable" writes an XML comment above the line, which silences the finding.
        session.request(
            2, "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri("res/values/strings.xml")],
                "range": ["start": ["line": 1, "character": 60], "end": ["line": 1, "character": 60]], "context": ["diagnostics": []],
            ])
        let actions = try #require(session.response(2)?["result"] as? [[String: Any]])
        let disable = try #require(actions.first { ($0["title"] as? String) == "Disable generic-link-text for this line" })
        let edits =
            ((disable["edit"] as? [String: Any])?["changes"] as? [String: Any])?[session.uri("res/values/strings.xml")] as? [[String: Any]]
        let newText = try #require(edits?.first?["newText"] as? String)
        #expect(newText == "  <!-- linkaudit-disable-next-line generic-link-text -->\n")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        session.open("res/values-en/strings.xml", ([lines[0], String(newText.dropLast())] + lines.dropFirst()).joined(separator: "\n"))
        #expect(try #require(session.diagnostics("res/values-en/strings.xml")).isEmpty)
        // Inside a value (here CDATA), a comment would be copy: no "Disable" there.
        let multiLine =
            "<resources>\n  <string name=\"m\"><![CDATA[Backups stay.\n  <a href=\"\">Learn more</a>]]></string>\n</resources>\n"
        session.open("res/values-de/strings.xml", multiLine)
        let insideDiagnostics = try #require(session.diagnostics("res/values-de/strings.xml"))
        #expect(insideDiagnostics.map(brief) == ["2:2-2:27 generic-link-text 2"])
        session.request(
            3, "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri("res/values-de/strings.xml")],
                "range": ["start": ["line": 2, "character": 10], "end": ["line": 2, "character": 10]], "context": ["diagnostics": []],
            ])
        let inside = try #require(session.response(3)?["result"] as? [[String: Any]])
        #expect(!inside.contains { ($0["title"] as? String)?.hasPrefix("Disable") == true })
        #expect(session.stop() == 0)
    }

    /// gettext catalogs, Flutter bundles and web message files are diagnosed as they are typed
    /// (issue 27).
    @Test func messageCatalogsGetDiagnostics() throws {
        let root = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        session.start()
        session.open(
            "locale/de/LC_MESSAGES/django.po", "msgid \"<a href=\\\"/x\\\">Read on</a>\"\nmsgstr \"<a href=\\\"/x\\\">hier</a>\"\n")
        #expect(session.diagnostics("locale/de/LC_MESSAGES/django.po")?.map(brief) == ["1:8-1:31 generic-link-text 2"])
        session.open("lib/l10n/app_en.arb", "{\"a\": \"<a href=\\\"/x\\\">Learn more</a>\"}\n")
        #expect(session.diagnostics("lib/l10n/app_en.arb")?.map(brief) == ["0:7-0:36 generic-link-text 2"])
        session.open("locales/en.json", "{\"a\": \"<link>Click here</link>\"}\n")
        #expect(session.diagnostics("locales/en.json")?.map(brief) == ["0:7-0:30 generic-link-text 2"])
        #expect(session.stop() == 0)
    }

    /// A page edited so that another open page's fragment breaks: the other page is published again.
    @Test func editsRepublishTheOpenPagesTheyConcern() throws {
        let root = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        session.start()
        session.open("a.md", "# A\n\n- [Set up the device](b.md#setup)\n")
        #expect(session.diagnostics("a.md")?.map(brief) == [])
        session.open("b.md", "# B\n\n## Setup\n\nText.\n")
        _ = session.diagnostics("b.md")
        session.change("b.md", "# B\n\n## Install\n\nText.\n", version: 2)
        #expect(session.diagnostics("a.md")?.map(brief) == ["2:2-2:33 broken-fragment 2"])
        #expect(session.stop() == 0)
    }

    /// App copy: an edit of the source table changes what its open translation is measured
    /// against, and the translation is published again (`localized-link-mismatch`).
    @Test func editsRepublishTheAppsOtherOpenTables() throws {
        let english = "\"help\" = \"See the [help center](https://example.com/help).\";\n"
        let german = "\"help\" = \"Siehe das [Hilfe-Center](https://example.com/help).\";\n"
        let root = try temporaryFolder(["en.lproj/Localizable.strings": english, "de.lproj/Localizable.strings": german])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        session.start()
        session.open("de.lproj/Localizable.strings", german)
        let before = ["0:20-0:60 inline-only-destination 2", "0:20-0:60 markdown-link-needs-underline 2"]
        #expect(session.diagnostics("de.lproj/Localizable.strings")?.map(brief) == before)
        session.open("en.lproj/Localizable.strings", english)
        _ = session.diagnostics("en.lproj/Localizable.strings")
        session.change(
            "en.lproj/Localizable.strings", "\"help\" = \"See the [help center](https://example.com/help/v2).\";\n", version: 2)
        #expect(
            session.diagnostics("de.lproj/Localizable.strings")?.map(brief) == [
                "0:20-0:60 inline-only-destination 2", "0:20-0:60 localized-link-mismatch 2", "0:20-0:60 markdown-link-needs-underline 2",
            ])
        #expect(session.stop() == 0)
    }

    /// `.linkaudit.yml` written and reported as changed: the rule it turns off is no longer reported.
    @Test func configurationChangesArePickedUp() throws {
        let root = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        session.start(watchesFiles: true)
        let registration = session.message { $0["method"] as? String == "client/registerCapability" }
        #expect(registration != nil)
        session.open("a.md", "- [Click here](https://example.com/a)\n")
        #expect(session.diagnostics("a.md")?.map(brief) == ["0:2-0:37 generic-link-text 2"])
        try "rules:\n  generic-link-text: off\n".write(toFile: root + "/.linkaudit.yml", atomically: true, encoding: .utf8)
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri(".linkaudit.yml"), "type": 1]]])
        #expect(session.diagnostics("a.md")?.map(brief) == [])
        // The rule pages' address comes from the configuration too.
        try "ruleDocumentation: \"https://docs.example.com/rules/{rule}\"\n".write(
            toFile: root + "/.linkaudit.yml", atomically: true, encoding: .utf8)
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri(".linkaudit.yml"), "type": 2]]])
        let moved = try #require(session.diagnostics("a.md")?.first)
        #expect((moved["codeDescription"] as? [String: Any])?["href"] as? String == "https://docs.example.com/rules/generic-link-text")
        #expect(session.stop() == 0)
    }

    @Test func malformedAndUnexpectedMessagesGetErrors() throws {
        let root = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        func error(_ message: [String: Any]?) -> String {
            let error = message?["error"] as? [String: Any]
            return "\(message?["id"].map { "\($0)" } ?? "nil") \(error?["code"] as? Int ?? 0)"
        }
        session.request(5, "textDocument/hover")
        #expect(error(session.response(5)) == "5 -32002")
        session.start()
        session.sendRaw(Array("Content-Length: 5\r\n\r\n{bad}".utf8))
        #expect(error(session.receive()) == "<null> -32700")
        session.sendRaw(Array("Content-Type: text\r\n\r\n".utf8))
        #expect(error(session.receive()) == "<null> -32700")
        session.sendRaw(Array("Content-Length: 2\r\n\r\n[]".utf8))
        #expect(error(session.receive()) == "<null> -32600")
        session.request(6, "workspace/symbol")
        #expect(error(session.response(6)) == "6 -32601")
        session.notify("$/cancelRequest", ["id": 7])
        session.request(7, "textDocument/hover", ["textDocument": ["uri": session.uri("a.md")], "position": ["line": 0, "character": 0]])
        #expect(error(session.response(7)) == "7 -32800")
        session.request(
            8, "textDocument/hover", ["textDocument": ["uri": session.uri("none.md")], "position": ["line": 0, "character": 0]])
        #expect(error(session.response(8)) == "8 -32602")
        session.request(9, "shutdown")
        _ = session.response(9)
        session.request(10, "textDocument/hover")
        #expect(error(session.response(10)) == "10 -32600")
        session.notify("exit")
        #expect(session.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownIsAFailure() throws {
        let root = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        session.start()
        session.notify("exit")
        #expect(session.waitForExit() == 1)
    }

    /// What a hostile review found (issue 26): a negative position, wrong types and a fractional
    /// id are invalid, two Content-Length headers that disagree are a framing error; a table
    /// row's "disable" goes in its last cell; one "disable" per rule and line; an input error
    /// is a diagnostic; a configuration that cannot be used is logged, and the server starts.
    @Test func hostileRequestsAndDocumentsFoundInReview() throws {
        let root = try temporaryFolder([".linkaudit.yml": "rules: [unclosed\n  : :\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = LanguageServerSession(root: root)
        func error(_ message: [String: Any]?) -> Int { (message?["error"] as? [String: Any])?["code"] as? Int ?? 0 }
        #expect(session.start() != nil)
        let logged = session.message { $0["method"] as? String == "window/logMessage" }
        #expect(
            ((logged?["params"] as? [String: Any])?["message"] as? String)?.hasPrefix("linkaudit: the configuration is not used") == true)
        let table = "# T\n\n| a | b |\n|---|---|\n| [click here](a.md) and [here](b.md) | x |\n"
        session.open("t.md", table)
        #expect(
            session.diagnostics("t.md")?.map(brief).filter { $0.hasSuffix("generic-link-text 2") } == [
                "4:2-4:20 generic-link-text 2", "4:25-4:37 generic-link-text 2",
            ])
        let uri = session.uri("t.md")
        session.request(2, "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": -1, "character": 0]])
        #expect(error(session.response(2)) == -32602)
        session.request(3, "textDocument/hover", ["textDocument": 5, "position": ["line": 0, "character": 0]])
        #expect(error(session.response(3)) == -32602)
        session.request(4, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": 5])
        #expect(error(session.response(4)) == -32602)
        session.send(["jsonrpc": "2.0", "id": 1.5, "method": "textDocument/hover", "params": [:]])
        #expect(error(session.receive()) == -32600)
        session.sendRaw(Array("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}x".utf8))
        #expect(error(session.receive()) == -32700)
        let range: [String: Any] = ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 0]]
        session.request(5, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]])
        let actions = try #require(session.response(5)?["result"] as? [[String: Any]])
        let disables = actions.compactMap { action -> String? in
            guard let title = action["title"] as? String, title.hasPrefix("Disable generic-link-text") else { return nil }
            let edit = (((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])?.first
            let start = (edit?["range"] as? [String: Any])?["start"] as? [String: Any]
            return "\(start?["character"] as? Int ?? -1) \(edit?["newText"] as? String ?? "")"
        }
        #expect(disables == ["42 <!-- linkaudit-disable-line generic-link-text --> "])
        // The comment in the last cell silences the row.
        session.change(
            "t.md",
            "# T\n\n| a | b |\n|---|---|\n| [click here](a.md) and [here](b.md) | x <!-- linkaudit-disable-line generic-link-text --> |\n",
            version: 2)
        #expect(session.diagnostics("t.md")?.map(brief).filter { $0.contains("generic-link-text") } == [])
        session.open("nul.md", "# N\n\nA [link\u{0}y](c.md).\n")
        #expect(session.diagnostics("nul.md")?.first.map(brief)?.hasSuffix(" input-error 1") == true)
        #expect(session.stop() == 0)
    }
}
