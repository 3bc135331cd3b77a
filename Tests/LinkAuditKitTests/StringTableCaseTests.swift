import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// String-table cases: property-list `.strings` tables, a key defined twice, and variants of one key
/// that are never on screen together.
extension CaseTests {
    /// One `InfoPlist.strings` as text, its translation as an XML property list: both are read.
    @Test func xmlPropertyListStringsAreRead() throws {
        let result = audit(["xml-plist-strings"])
        #expect(result.files == ["xml-plist-strings/de.lproj/InfoPlist.strings", "xml-plist-strings/en.lproj/InfoPlist.strings"])
        #expect(result.errors.isEmpty)
        #expect(result.warnings.isEmpty)
        #expect(result.links.isEmpty)
        #expect(result.findings.isEmpty)
        let run = CommandRun(["xml-plist-strings", "--fail-on", "never", "--format", "json"])
        #expect(run.status == .clean)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect((json["errors"] as? [Any])?.count == 0)
        #expect((json["links"] as? [Any])?.count == 0)
        #expect((json["findings"] as? [Any])?.count == 0)
    }

    /// Foundation keeps the last definition of a key: the earlier value is a warning, never audited,
    /// and the translation is compared with the live value.
    @Test func duplicateKeyKeepsTheLastValue() {
        let result = audit(["strings-duplicate-key"])
        #expect(result.errors.isEmpty)
        #expect(result.links.map(\.text) == ["the autumn deal terms", "les conditions de l'offre"])
        #expect(result.links.map(\.destination) == ["https://example.com/offer/rules", "https://example.com/fr/offer/rules"])
        #expect(result.links.map { "\($0.span!)" } == ["4:21-4:76", "3:22-3:84"])
        #expect(result.links.map { $0.appCopy?.key } == ["offer.info", "offer.info"])
        #expect(
            result.findings.map { "\($0.file) \(brief($0))" } == [
                "strings-duplicate-key/en.lproj/Promo.strings 4:21 inline-only-destination",
                "strings-duplicate-key/en.lproj/Promo.strings 4:21 markdown-link-needs-underline",
                "strings-duplicate-key/fr.lproj/Promo.strings 3:22 inline-only-destination",
                "strings-duplicate-key/fr.lproj/Promo.strings 3:22 markdown-link-needs-underline",
            ])
        #expect(
            result.warnings.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "strings-duplicate-key/en.lproj/Promo.strings:2:1 the key is defined again at line 4 and this value is never shown "
                    + "(Foundation keeps the last definition); keep only the definition you mean"
            ])
    }

    /// The duplicate is a warning on standard error and in the JSON, not a finding: the exit status
    /// stays 0 when no finding reaches the threshold.
    @Test func duplicateKeyWarningIsReportedOnce() throws {
        let run = CommandRun(["strings-duplicate-key", "--fail-on", "never", "--format", "json"])
        #expect(run.status == .clean)
        #expect(
            run.standardError.split(separator: "\n").filter { $0.contains("defined again") }.map {
                $0.components(separatedBy: ": warning:")[0]
            }
                == ["strings-duplicate-key/en.lproj/Promo.strings:2:1"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let warnings = json["warnings"] as? [[String: Any]] ?? []
        #expect(warnings.map { "\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" } == ["2:1"])
        #expect((json["findings"] as? [Any])?.count == 4)
    }

    /// Device and width variants of one key are alternatives: no `ambiguous-link-text` between them.
    @Test func exclusiveVariantsAreNotAmbiguous() {
        let result = audit(["stringsdict-exclusive-variants.stringsdict"])
        #expect(result.errors.isEmpty)
        #expect(result.links.map { "\($0.span!)" } == ["10:17-10:61", "12:17-12:61", "20:12-20:57", "22:20-22:61"])
        #expect(result.links.map(\.text) == ["Cloud storage", "Cloud storage", "Exports", "Exports"])
        #expect(result.links.map { $0.appCopy?.variation } == ["device.mac", "device.iphone", "width.20", "width.60"])
        #expect(
            result.findings.map(brief) == [
                "10:17 inline-only-destination", "10:17 markdown-link-needs-underline",
                "12:17 inline-only-destination", "12:17 markdown-link-needs-underline",
                "20:12 inline-only-destination", "20:12 markdown-link-needs-underline",
                "22:20 inline-only-destination", "22:20 markdown-link-needs-underline",
            ])
    }
}
