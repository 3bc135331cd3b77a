import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

/// Lists store their filler and phrases folded (``LanguageFolding``); every reader folds the words it
/// looks up the same way.
@Suite("Language folding")
struct LanguageFoldingTests {
    let lists = LanguageLists()

    @Test func foldsPerLanguage() {
        #expect(LanguageFolding(tag: "tr").fold("tıklayın") == "tiklayin")
        #expect(LanguageFolding(tag: "ja").fold("コチラ") == "こちら")
        #expect(LanguageFolding(tag: "el").fold("λεπτομέρειες") == "λεπτομερειεσ")
        #expect(LanguageFolding(tag: "ro").fold("aflaţi") == "aflati")
        #expect(LanguageFolding(tag: "ar").fold("تعرَّف") == "تعرف")
        #expect(LanguageFolding(tag: "de").isIdentity)
        #expect(LanguageFolding(tag: "vi").fold("thêm") == "thêm")
    }

    /// The untranslated-text check of localized-link-mismatch finds a Turkish filler word spelled
    /// with dotless i.
    @Test func untranslatedCheckReadsFoldedFiller() {
        #expect(LocalizedLinkMismatchRule.holdsWords(of: lists.lists["tr"], LinkText.normalize("Buraya tıklayın")))
        #expect(LocalizedLinkMismatchRule.holdsWords(of: lists.lists["ja"], "ここを くりっく"))
        #expect(!LocalizedLinkMismatchRule.holdsWords(of: lists.lists["tr"], LinkText.normalize("Gizlilik politikası")))
    }
}
