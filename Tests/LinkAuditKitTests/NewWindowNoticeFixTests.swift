import Foundation
import LinkAuditModel
import LinkAuditRules
import Testing

@testable import LinkAuditKit

/// `new-window-without-warning`'s unsafe fix (issue 26): the link language's words for a new tab,
/// from its list's `[new-window-notice]` line, in parentheses after the link's text.
@Suite("Fixing links that open a new tab unannounced")
struct NewWindowNoticeFixTests {
    private func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func theLanguagesWordsGoAfterTheTextInsideTheLink() throws {
        let page = """
            <html lang="de"><body>
            <p>Die <a href="https://example.com/agb" target="_blank">AGB</a> gelten für alle Bestellungen im Shop.</p>
            <p lang="en">Read the <a href="https://example.com/terms" target="_blank">terms and conditions</a> before you order.</p>
            <p lang="x-unknown">Text <a href="https://example.com/x" target="_blank">x</a>.</p>
            </body></html>

            """
        let root = try temporaryFolder(["p.html": page])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let safe = CommandRun([".", "--fix", "--fail-on", "never"], in: root)
        #expect(read(root + "/p.html") == page)
        #expect(safe.standardError.contains("2 more fixes change copy: give --unsafe-fixes to apply them"))
        let run = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        #expect(run.standardError.contains("linkaudit: fixed 2 findings in 1 file (new-window-without-warning: 2)"))
        #expect(
            read(root + "/p.html")
                == page.replacingOccurrences(of: ">AGB</a>", with: ">AGB (öffnet in neuem Tab)</a>")
                .replacingOccurrences(of: "conditions</a>", with: "conditions (opens in a new tab)</a>"))
        // The words answer the rule: only the link of unknown language is left.
        let left = CommandRun([".", "--format", "text", "--fail-on", "never"], in: root).standardOutput
        #expect(left.components(separatedBy: "[new-window-without-warning]").count - 1 == 1)
    }

    /// A page that declares another charset than UTF-8 is read by browsers in it, whatever its
    /// bytes: what the fix adds beyond ASCII is written as character references there.
    @Test func aPageDeclaringALegacyCharsetGetsReferences() throws {
        let page =
            "<html lang=\"ja\"><head><meta charset=\"iso-8859-1\"></head><body>\n"
            + "<p><a href=\"https://example.com/t\" target=\"_blank\">規約</a></p>\n</body></html>\n"
        let root = try temporaryFolder(["p.html": page])
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        let notice = "新しいタブで開きます".unicodeScalars.map { "&#x" + String($0.value, radix: 16, uppercase: true) + ";" }.joined()
        #expect(read(root + "/p.html") == page.replacingOccurrences(of: ">規約</a>", with: ">規約 (\(notice))</a>"))
    }

    /// Every list's notice answers the rule in its own language: a link named with it is not flagged.
    @Test func everyNoticeIsAWarningInItsOwnLanguage() throws {
        #expect(LanguageLists.shipped.errors.isEmpty)
        let notices = LanguageLists.shipped.lists.compactMap { list in list.newWindowNotice.map { (list.tag, $0) } }
        #expect(notices.count == 11)
        var files: [String: String] = [:]
        for (tag, notice) in notices {
            files["\(tag).html"] =
                "<html lang=\"\(tag)\"><p><a href=\"https://example.com/\(tag)\" target=\"_blank\">X (\(notice))</a></p></html>\n"
        }
        let root = try temporaryFolder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = CommandRun([".", "--format", "text", "--fail-on", "never"], in: root).standardOutput
        #expect(!output.contains("[new-window-without-warning]"), "\(output)")
    }
}
