import LinkAuditModel
import Testing

private func entry(_ variation: String?, key: String = "k", locale: String? = "en", table: String = "en.lproj/L.stringsdict")
    -> AppCopyEntry
{
    AppCopyEntry(table: table, key: key, locale: locale, variation: variation)
}

@Suite("Variants of one string")
struct AppCopyAlternativeTests {
    @Test(
        arguments: [
            // Cases of one selector: the system shows one of them.
            ("device.mac", "device.iphone", true),
            ("width.20", "width.60", true),
            ("plural.one", "plural.other", true),
            ("items.one", "items.other", true),
            ("device.mac.plural.one", "device.iphone.plural.other", true),
            ("device.iphone.plural.one", "device.iphone.plural.other", true),
            ("substitutions.count.plural.one", "substitutions.count.plural.other", true),
            ("device.mac.NSStringLocalizedFormatKey", "device.iphone.items.one", true),
            // Parts of one text, shown together.
            ("NSStringLocalizedFormatKey", "items.other", false),
            ("items.one", "count.one", false),
            ("substitutions.a.plural.one", "substitutions.b.plural.one", false),
            ("device.mac.NSStringLocalizedFormatKey", "device.mac.items.one", false),
            ("plural.one", "plural.one", false),
            ("plural.one", "plural.one.extra", false),
        ] as [(String, String, Bool)])
    func variationPaths(_ a: String, _ b: String, alternative: Bool) {
        #expect(entry(a).isAlternative(to: entry(b)) == alternative)
        #expect(entry(b).isAlternative(to: entry(a)) == alternative)
    }

    @Test func onlyVariantsOfTheSameStringInTheSameLocale() {
        #expect(!entry("device.mac").isAlternative(to: entry("device.iphone", key: "other")))
        #expect(!entry("device.mac").isAlternative(to: entry("device.iphone", locale: "fr")))
        #expect(!entry("device.mac").isAlternative(to: entry("device.iphone", table: "Other.xcstrings")))
        #expect(!entry(nil).isAlternative(to: entry("device.iphone")))
        #expect(!entry(nil).isAlternative(to: entry(nil)))
    }
}
