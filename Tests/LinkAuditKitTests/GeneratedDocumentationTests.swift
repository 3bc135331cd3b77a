import Foundation
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// The reference pages in `docs/` that are generated from the code: `linkaudit --help` in
/// `docs/usage.md` and the field table in `docs/configuration.md`. Each lives between two marker
/// lines; a stale copy fails, and `LINKAUDIT_UPDATE=1` rewrites it.
@Suite("Generated documentation")
struct GeneratedDocumentationTests {
    static let helpStart = "<!-- linkaudit --help: start -->"
    static let helpEnd = "<!-- linkaudit --help: end -->"
    static let fieldsStart = "<!-- generated from ConfigurationFile.documentedFields: start -->"
    static let fieldsEnd = "<!-- generated from ConfigurationFile.documentedFields: end -->"

    /// `text` with the lines between the marker lines `start` and `end` replaced by `body`, set off
    /// by blank lines; `nil` when a marker is missing or out of order.
    static func replacingRegion(in text: String, start: String, end: String, with body: String) -> String? {
        guard let open = text.range(of: start + "\n"),
            let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else { return nil }
        return text.replacingCharacters(in: open.upperBound..<close.lowerBound, with: "\n" + body + "\n")
    }

    /// Compares a page with its regenerated region, or rewrites the page under `LINKAUDIT_UPDATE=1`.
    /// - Returns: the page as it should be.
    @discardableResult
    static func checkRegion(of page: String, start: String, end: String, body: String) throws -> String {
        let path = projectFolder + "/" + page
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try #require(
            replacingRegion(in: text, start: start, end: end, with: body), "\(page) lacks the lines \(start) and \(end)")
        if updatingExpectedFiles {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            #expect(text == expected, "\(page) is stale: run LINKAUDIT_UPDATE=1 swift test --filter GeneratedDocumentationTests")
        }
        return expected
    }

    @Test func theRegionBetweenMarkersIsReplacedAndNothingElse() {
        let text = "# Page\n\nbefore\n<!-- s -->\nold\n<!-- e -->\nafter\n"
        #expect(
            Self.replacingRegion(in: text, start: "<!-- s -->", end: "<!-- e -->", with: "new\n")
                == "# Page\n\nbefore\n<!-- s -->\n\nnew\n\n<!-- e -->\nafter\n")
        #expect(Self.replacingRegion(in: "<!-- s -->\n", start: "<!-- s -->", end: "<!-- e -->", with: "x") == nil)
        #expect(Self.replacingRegion(in: "<!-- e -->\n<!-- s -->\n", start: "<!-- s -->", end: "<!-- e -->", with: "x") == nil)
    }

    /// `docs/usage.md` holds `linkaudit --help` exactly as the command prints it.
    @Test func usagePageHoldsTheHelpText() throws {
        let page = try Self.checkRegion(
            of: "docs/usage.md", start: Self.helpStart, end: Self.helpEnd, body: "```text\n" + Options.help + "\n```\n")
        #expect(page.contains("\n```text\nOVERVIEW: Audit link text in app copy and help content"))
        #expect(page.contains("  -h, --help              Show this help\n"))
    }

    /// `docs/configuration.md`'s field table is `ConfigurationFile.documentedFields`.
    @Test func configurationPageHoldsTheFieldTable() throws {
        let page = try Self.checkRegion(
            of: "docs/configuration.md", start: Self.fieldsStart, end: Self.fieldsEnd, body: ConfigurationFile.fieldTable)
        #expect(page.contains("\n| field | value | command line | what it does |\n|---|---|---|---|\n| `exclude` | list of "))
        let rows = ConfigurationFile.fieldTable.split(separator: "\n").dropFirst(2)
        #expect(rows.count == ConfigurationFile.documentedFields.count)
        #expect(rows.allSatisfy { $0.hasPrefix("| `") && $0.hasSuffix(" |") && $0.components(separatedBy: " | ").count == 4 })
        #expect(page.contains("\n| `failOn` | `error` (default), `warning`, `note` or `never` | `--fail-on`, `--strict` |"))
    }

    /// The documented fields are the configuration file's fields, no more and no fewer: its stored
    /// properties, and the keys it encodes when every field is given (the page's example).
    @Test func documentedFieldsAreTheFileFields() throws {
        let documented = ConfigurationFile.documentedFields.map(\.name)
        #expect(documented.count == 20 && Set(documented).count == documented.count)
        #expect(Set(Mirror(reflecting: ConfigurationFile()).children.compactMap(\.label)) == Set(documented))
        #expect(ConfigurationFile.fields == Set(documented))

        let page = try String(contentsOfFile: projectFolder + "/docs/configuration.md", encoding: .utf8)
        let start = try #require(page.range(of: "```yaml\n# .linkaudit.yml\n"))
        let example = page[start.upperBound...].prefix { $0 != "`" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-fields-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".linkaudit.yml")
        try String(example).write(to: file, atomically: true, encoding: .utf8)
        let decoded = try ConfigurationFile.load(path: file.path, shownAs: ".linkaudit.yml")
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? [String: Any]
        #expect(Set(encoded?.keys.map { $0 } ?? []) == Set(documented))
    }
}
