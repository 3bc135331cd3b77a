import Foundation
import LinkAuditModel
import LinkAuditReporters
import Testing

@testable import LinkAuditKit

/// Each platform's copy is an app of its own (issue 27, section 3): an iOS `Link` is no standalone
/// way to a destination of the Android or web app, Swift call sites show only the Apple tables'
/// keys, and the configuration's `appScopes` joins platforms.
@Suite("App scopes per platform")
struct AppPlatformScopeTests {
    /// One product's terms link on three platforms, and an iOS screen with a standalone `Link` to it.
    static let files = [
        "ios/en.lproj/Localizable.strings": "\"terms\" = \"Read our [terms](https://example.com/terms).\";\n",
        "ios/TermsView.swift": """
        import SwiftUI

        struct TermsView: View {
            var body: some View {
                Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
            }
        }

        """,
        "android/res/values/strings.xml": """
        <resources>
            <string name="terms"><![CDATA[Read our <a href="https://example.com/terms">terms</a>.]]></string>
        </resources>

        """,
        "web/public/locales/en/common.json": #"{"terms": "Read our <a href=\"https://example.com/terms\">terms</a>."}"# + "\n",
    ]

    static func inlineOnly(_ result: AuditResult) -> [String] {
        result.findings.filter { $0.rule == "inline-only-destination" }.map { "\($0.file):\($0.line ?? 0) \($0.severity)" }
    }

    @Test func aStandaloneLinkInTheIOSAppLeavesTheOtherPlatformsInlineOnly() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["."])
        #expect(result.errors.isEmpty)
        #expect(
            result.links.map { "\($0.file) \($0.scope)" }.sorted() == [
                "android/res/values/strings.xml app:android", "ios/TermsView.swift app:apple",
                "ios/en.lproj/Localizable.strings app:apple", "web/public/locales/en/common.json app:web",
            ])
        #expect(Self.inlineOnly(result) == ["android/res/values/strings.xml:2 warning", "web/public/locales/en/common.json:1 note"])
        // The report's key × locale tables, one platform after another.
        let html = HTMLReporter.render(result)
        let headings = html.components(separatedBy: "<h3 id=\"appcopy-").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(headings == ["1\">Android app ", "2\">Apple app ", "3\">Web app "])
        #expect(html.contains("<code>app:android</code>, 1 table)"))
        let android = try #require(html.range(of: "Android app")), apple = try #require(html.range(of: "Apple app"))
        let androidTable = try #require(html.range(of: "Links of <code>android/res/values*/strings.xml</code>"))
        #expect(android.upperBound < androidTable.lowerBound && androidTable.upperBound < apple.lowerBound)
    }

    @Test func platformsTheConfigurationJoinsAreOneApp() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        configuration.appScopeNames = [.apple: "mobile", .android: "mobile"]
        let result = Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
        #expect(
            Set(result.links.map { "\($0.file.split(separator: "/")[0]) \($0.scope)" }) == [
                "android app:mobile", "ios app:mobile", "web app:web",
            ])
        #expect(Self.inlineOnly(result) == ["web/public/locales/en/common.json:1 note"])
    }

    @Test func swiftCallSitesShowOnlyTheAppleTablesKeys() throws {
        // The Android table shares the iOS table's name and key: its link is never on the Swift screen.
        let folder = try temporaryFolder([
            "ios/en.lproj/Localizable.strings": "\"help\" = \"[Help](https://example.com/help)\";\n",
            "ios/HelpView.swift": """
            import SwiftUI

            struct HelpView: View {
                var body: some View {
                    Text("help")
                    Link("Help", destination: URL(string: "https://example.com/help")!)
                }
            }

            """,
            "android/res/values/Localizable.xml": """
            <resources>
                <string name="help"><![CDATA[<a href="https://example.com/android/help">Help</a>]]></string>
            </resources>

            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        let separate = Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
        #expect(!separate.findings.contains { $0.rule == "ambiguous-link-text" })
        let android = try #require(separate.links.first { $0.file.hasPrefix("android/") })
        #expect(android.swiftCode == nil && android.scope == .app("android"))
        configuration.appScopeNames = [.apple: "mobile", .android: "mobile"]
        let joined = Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
        #expect(joined.findings.filter { $0.rule == "ambiguous-link-text" }.map(\.message) == [])
    }

    @Test func theConfigurationNamesKnownPlatformsAndPlainNames() throws {
        let folder = try temporaryFolder([
            "good.json": #"{"appScopes": {"apple": "mobile", "android": "mobile"}}"#,
            "platform.json": #"{"appScopes": {"ios": "mobile"}}"#,
            "name.json": #"{"appScopes": {"web": "web app"}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        try ConfigurationFile.load(path: folder + "/good.json", shownAs: "good.json").apply(to: &configuration)
        #expect(configuration.appScopeNames == [.apple: "mobile", .android: "mobile"])
        #expect(configuration.appScope(.app("android")) == .app("mobile"))
        #expect(configuration.appScope(.app("web")) == .app("web"))
        #expect(configuration.appScope(.document("android")) == .document("android"))
        for (file, message) in [
            ("platform.json", "appScopes: 'ios' is not a platform; the platforms are apple, android, flutter and web"),
            ("name.json", "appScopes.web: 'web app' is not a scope name (letters, digits, '.', '_' and '-', up to 64)"),
        ] {
            #expect {
                try ConfigurationFile.load(path: folder + "/" + file, shownAs: file)
            } throws: { error in
                (error as? Options.UsageError)?.message == file + ":1:16: " + message
            }
        }
    }
}
