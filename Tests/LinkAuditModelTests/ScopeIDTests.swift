import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@Suite("Scope ids")
struct ScopeIDTests {
    @Test func encodesAppScopesByNameAndDocumentsByPath() throws {
        let scopes: [ScopeID] = [.app("apple"), .app("mobile"), .document("Help/sync.md")]
        let data = try JSONEncoder().encode(scopes)
        #expect(String(decoding: data, as: UTF8.self) == #"["app:apple","app:mobile","Help\/sync.md"]"#)
        #expect(try JSONDecoder().decode([ScopeID].self, from: data) == scopes)
    }

    @Test func readsTheAppScopeOfEarlierReportsAsApples() throws {
        // Before platform scopes, reports wrote the one app scope as `app`; a path `app:` names a document.
        let decoded = try JSONDecoder().decode([ScopeID].self, from: Data(#"["app","app:","docs/app.md"]"#.utf8))
        #expect(decoded == [.app("apple"), .document("app:"), .document("docs/app.md")])
    }

    @Test func formatDecidesThePlatformsScope() {
        #expect(ScopeID(format: .xcstrings, file: "App/Localizable.xcstrings") == .app("apple"))
        #expect(ScopeID(format: .swift, file: "App/View.swift") == .app("apple"))
        #expect(ScopeID(format: .colorset, file: "App/Assets.xcassets/Link.colorset/Contents.json") == .app("apple"))
        #expect(ScopeID(format: .androidStrings, file: "app/src/main/res/values/strings.xml") == .app("android"))
        #expect(ScopeID(format: .arb, file: "lib/l10n/app_en.arb") == .app("flutter"))
        #expect(ScopeID(format: .messageJSON, file: "public/locales/en/common.json") == .app("web"))
        #expect(ScopeID(format: .gettext, file: "locale/de/LC_MESSAGES/django.po") == .app("web"))
        #expect(ScopeID(format: .markdown, file: "Help/a.md") == .document("Help/a.md"))
        #expect(ScopeID(format: .html, file: "site/index.html") == .document("site/index.html"))
        #expect(ScopeID.app("web").isApp && !ScopeID.document("web").isApp)
    }
}
