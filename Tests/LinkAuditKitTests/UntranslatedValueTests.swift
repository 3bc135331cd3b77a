import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 5 (precision on real apps): `localized-link-mismatch` notes a link text left
/// as in the source inside a translated value, not a value left wholly as in the source
/// (NetNewsWire's Spanish Feedbin explainer): that is an untranslated entry, not a link problem.
@Suite("Untranslated values and link texts")
struct UntranslatedValueTests {
    @Test func onlyALinkLeftUntranslatedInATranslatedValueIsNoted() {
        let english = """
            "sync.explainer" = "Sync your notes across devices.\\n\\n[Create an account here](https://notes.example/signup)";
            "sync.help" = "Trouble syncing? [Read the sync guide](https://notes.example/sync)";
            """
        let spanish = """
            "sync.explainer" = "Sync your notes across devices.\\n\\n[Create an account here](https://notes.example/signup)";
            "sync.help" = "¿Problemas al sincronizar? [Read the sync guide](https://notes.example/sync)";
            """
        let result = auditFiles([("en.lproj/Localizable.strings", english), ("es.lproj/Localizable.strings", spanish)])
        #expect(
            result.findings.filter { $0.rule == "localized-link-mismatch" }.map { "\($0.file) \(brief($0)) \($0.message)" } == [
                "es.lproj/Localizable.strings 2:44 localized-link-mismatch the link text \"Read the sync guide\" is not translated into es"
            ])
    }
}
