import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 5 (precision on real apps): an inline link in app copy to a reference the app
/// resolves itself (radix's glossary cross-references, `[Radix Wallet](?glossaryAnchor=radixwallet)`,
/// which its own `OpenURLAction` turns into a glossary entry that buttons of the Learn list open
/// too) is no web page a control can be matched to by URL: `inline-only-destination` leaves it,
/// and the run counts it as `in-app-destination`. A link to a web page beside it is still judged.
@Suite("In-app destinations")
struct InAppDestinationTests {
    @Test func aRelativeReferenceInAppCopyIsCountedNotJudged() {
        let table = """
            "glossary.staking" = "Stake [coins](?glossaryAnchor=coins) with a [validator](?entry=validator#top). [Staking guide](https://wallet.example/staking)";
            "glossary.fees" = "Fees go to [the network](network/fees) and are shown in [%@](%@).";
            """
        let result = auditFiles([("en.lproj/Glossary.strings", table)])
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind) \($0.detail)" } == [
                "en.lproj/Glossary.strings 1:29 in-app-destination an inline link to ?glossaryAnchor=coins, which the app's own URL handler resolves: whether a control leads there too is not known",
                "en.lproj/Glossary.strings 1:67 in-app-destination an inline link to ?entry=validator#top, which the app's own URL handler resolves: whether a control leads there too is not known",
                "en.lproj/Glossary.strings 2:31 in-app-destination an inline link to network/fees, which the app's own URL handler resolves: whether a control leads there too is not known",
            ])
        #expect(
            result.findings.filter { $0.rule == "inline-only-destination" }.map { "\(brief($0)) \($0.message)" } == [
                "1:102 inline-only-destination https://wallet.example/staking is reachable only through inline links, which Full Keyboard Access cannot focus and Voice Control cannot target"
            ])
    }
}
