import Foundation
import LinkAuditModel
import LinkAuditReporters
import Testing

@testable import LinkAuditExtractors
@testable import LinkAuditKit

/// Names a team's copy uses to mark a link whose destination the code sets, given in the
/// configuration's `linkMarkers` (issue 27, section 2): an Android annotation type, a rich-text tag,
/// an ARB or i18next placeholder.
@Suite("Configured link markers")
struct LinkMarkerTests {
    static func audit(_ files: [String: String], markers: [String]) throws -> AuditResult {
        let folder = try temporaryFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        configuration.linkMarkers = markers
        return Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
    }

    static func described(_ link: Link) -> String {
        "\(link.file):\(link.span.map { "\($0.start.line):\($0.start.utf8Column)-\($0.end.line):\($0.end.utf8Column)" } ?? "-") "
            + "\(link.syntax) \(link.placement) \"\(link.name)\" \(link.hasDynamicText ? "dynamic" : "")"
    }

    @Test func anAndroidAnnotationTypeTheConfigurationNamesIsALink() throws {
        let strings = """
            <resources>
                <string name="signup">Accept the <annotation type="terms">terms</annotation>, <annotation font="bold">now</annotation>.</string>
                <string name="more"><annotation type="more">Learn more</annotation></string>
            </resources>

            """
        let files = ["res/values/strings.xml": strings]
        #expect(try Self.audit(files, markers: []).links.isEmpty)
        // Compared exactly, as the app's code compares `annotation.value`.
        #expect(try Self.audit(files, markers: ["Terms", "MORE"]).links.isEmpty)
        let result = try Self.audit(files, markers: ["more", "terms"])
        #expect(
            result.links.map(Self.described) == [
                "res/values/strings.xml:2:38-2:80 markedSpan inline \"terms\" ",
                "res/values/strings.xml:3:25-3:71 markedSpan standalone \"Learn more\" ",
            ])
        #expect(result.findings.map { "\($0.line ?? 0) \($0.rule)" } == ["3 generic-link-text"])
    }

    @Test func aRichTextTagAndAnI18nextPlaceholderTheConfigurationNamesAreLinks() throws {
        let english = #"{"signup": "Read the <terms>terms</terms> and {{privacyLink}}.", "more": "<help>Learn more</help>"}"# + "\n"
        let german = #"{"signup": "Lies die <terms>Bedingungen</terms>.", "more": "<help>Mehr erfahren</help>"}"# + "\n"
        let result = try Self.audit(
            ["locales/en/common.json": english, "locales/de/common.json": german], markers: ["terms", "help", "privacyLink"])
        #expect(
            result.links.map(Self.described) == [
                "locales/de/common.json:1:22-1:47 markedSpan inline \"Bedingungen\" ",
                "locales/de/common.json:1:61-1:86 markedSpan standalone \"Mehr erfahren\" ",
                "locales/en/common.json:1:22-1:41 markedSpan inline \"terms\" ",
                "locales/en/common.json:1:47-1:61 markedSpan inline \"{{privacyLink}}\" dynamic",
                "locales/en/common.json:1:75-1:97 markedSpan standalone \"Learn more\" ",
            ])
        #expect(
            result.findings.map { "\($0.file):\($0.line ?? 0) \($0.rule) \($0.key ?? "")" } == [
                "locales/de/common.json:1 localized-link-mismatch signup", "locales/de/common.json:1 generic-link-text more",
                "locales/en/common.json:1 generic-link-text more",
            ])
        #expect(
            result.notUnderstood.map { "\($0.file):\($0.position.line):\($0.position.utf8Column) \($0.kind.rawValue) \($0.detail)" } == [
                "locales/en/common.json:1:47 dynamic-link-text the placeholder {{privacyLink}}, which the code fills with a link "
                    + "whose text is not in the message"
            ])
    }

    @Test func anARBPlaceholderTheConfigurationNamesIsALinkEveryTranslationKeeps() throws {
        let english = """
            {
              "@@locale": "en",
              "signup": "By signing up you accept the {termsLink}.",
              "@signup": {"placeholders": {"termsLink": {"type": "String"}}},
              "count": "{count, plural, one{{count} item} other{{count} items}}"
            }

            """
        let french = """
            {
              "@@locale": "fr",
              "signup": "En vous inscrivant, vous acceptez les conditions.",
              "count": "{count, plural, one{{count} élément} other{{count} éléments}}"
            }

            """
        let result = try Self.audit(["lib/l10n/app_en.arb": english, "lib/l10n/app_fr.arb": french], markers: ["termsLink"])
        #expect(result.links.map(Self.described) == ["lib/l10n/app_en.arb:3:43-3:53 markedSpan inline \"{termsLink}\" dynamic"])
        #expect(
            result.findings.map { "\($0.file):\($0.line ?? 0) \($0.rule) \($0.message)" } == [
                "lib/l10n/app_fr.arb:3 localized-link-mismatch the fr translation has no link to a destination the app's code sets, "
                    + "which the en source links as \"{termsLink}\""
            ])
        #expect(result.notUnderstood.map(\.kind.rawValue) == ["dynamic-link-text"])
    }

    @Test func placeholdersAreSimpleArgumentsOnly() {
        func name(_ text: String) -> String? { LinkPlaceholders.placeholder(in: Array(text.utf8), at: 0)?.name }
        #expect(name("{termsLink}") == "termsLink" && name("{ terms }") == "terms" && name("{{- privacy}}") == "privacy")
        #expect(name("{count, plural, one{x} other{y}}") == nil && name("{}") == nil && name("{{name}") == nil)
    }

    @Test func aMarkerIsAPlainName() throws {
        let folder = try temporaryFolder([
            "bad.json": #"{"linkMarkers": ["terms", "<a>"]}"#, "good.json": #"{"linkMarkers": ["Terms", "terms", "help"]}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        try ConfigurationFile.load(path: folder + "/good.json", shownAs: "good.json").apply(to: &configuration)
        #expect(configuration.linkMarkers == ["Terms", "help", "terms"])
        #expect {
            try ConfigurationFile.load(path: folder + "/bad.json", shownAs: "bad.json")
        } throws: { error in
            (error as? Options.UsageError)?.message
                == "bad.json:1:27: linkMarkers: '<a>' is not a name (letters, digits, '.', '_', '-' and '$', up to 128)"
        }
    }

    @Test func jsonTheConfigurationNamesIsReadAsMessageFilesWhereverTheyLie() throws {
        let files = [
            "src/strings/en.json": #"{"help": "Stuck? [Learn more](https://example.com/help)"}"# + "\n",
            "src/strings/de.json": #"{"help": "Hängen geblieben? [Mehr erfahren](https://example.com/help)"}"# + "\n",
            "public/translations/messages.fr.json": #"{"help": "Bloqué ? [En savoir plus](https://example.com/help)"}"# + "\n",
            "src/settings/config.json": #"{"help": "[here](https://example.com/help)"}"# + "\n",
        ]
        let folder = try temporaryFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        #expect(Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."]).files.isEmpty)
        configuration.messageFiles = ["src/strings/*.json", "public/translations/"]
        let result = Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
        #expect(result.files == ["public/translations/messages.fr.json", "src/strings/de.json", "src/strings/en.json"])
        #expect(
            result.links.map { "\($0.file) \($0.appCopy?.tableGroup ?? "") \($0.appCopy?.locale ?? "-") \($0.name)" } == [
                "public/translations/messages.fr.json public/translations/messages.*.json fr En savoir plus",
                "src/strings/de.json src/strings/*.json de Mehr erfahren", "src/strings/en.json src/strings/*.json en Learn more",
            ])
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map { "\($0.file) \($0.rule)" } == [
                "public/translations/messages.fr.json generic-link-text", "src/strings/de.json generic-link-text",
                "src/strings/en.json generic-link-text",
            ])
    }

    @Test func aNamedMessageFilesLocaleComesFromItsNameOrFolder() {
        func read(_ path: String) -> String {
            let found = LocalePath.namedMessageFileLocale(of: path)
            return "\(found.locale ?? "-") \(found.table)"
        }
        #expect(read("strings/de.json") == "de strings/*.json")
        #expect(read("strings/pt-br.json") == "pt-BR strings/*.json")
        #expect(read("web/messages.fr.json") == "fr web/messages.*.json")
        #expect(read("web/app_zh-Hant.json") == "zh-Hant web/app_*.json")
        #expect(read("copy/es/app.json") == "es copy/*/app.json")
        #expect(read("copy/common.json") == "- copy/common.json")
    }

    @Test func markersAreReadOnlyWhereTheyAreWhole() throws {
        let english = #"""
            {
              "upper": "<TERMS>x</TERMS> and {{PRIVACYLINK}}",
              "unbalanced": "See {{privacyLink} and {termsLink",
              "nested": "<terms>a <terms>b</terms> c</terms>",
              "spaced": "Read <terms >the terms</terms >.",
              "empty": "Read <terms/> now.",
              "context": "Read our <terms>terms</terms> and {{privacyLink}}."
            }
            """#
        let result = try Self.audit(["locales/en/common.json": english], markers: ["terms", "privacyLink"])
        #expect(
            result.links.map(Self.described) == [
                "locales/en/common.json:4:14-4:38 markedSpan inline \"a b\" ",
                "locales/en/common.json:5:19-5:44 markedSpan inline \"the terms\" ",
                "locales/en/common.json:7:24-7:43 markedSpan inline \"terms\" ",
                "locales/en/common.json:7:49-7:63 markedSpan inline \"{{privacyLink}}\" dynamic",
            ])
        let placeholder = try #require(result.links.first { $0.name == "{{privacyLink}}" })
        #expect(placeholder.context?.text == "Read our terms and {{privacyLink}}.")
        #expect(
            result.findings.filter { $0.rule == "broken-link-markup" }.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "4:23 nested link: rich-text link tag <terms> inside <terms>"
            ])
        #expect(
            result.notUnderstood.map { "\($0.position.line):\($0.position.utf8Column) \($0.kind.rawValue)" } == [
                "6:18 rich-text-tag", "7:49 dynamic-link-text",
            ])
        // In an ARB bundle, `{{name}}` is no ICU placeholder.
        let bundle = #"{"@@locale": "en", "y": "Accept {{termsLink}}."}"#
        #expect(try Self.audit(["lib/l10n/app_en.arb": bundle], markers: ["termsLink"]).links.isEmpty)
    }

    @Test func aDroppedPlaceholderIsToBeKept() throws {
        let result = try Self.audit(
            [
                "locales/en/common.json": #"{"signup": "Accept the {{termsLink}}."}"#,
                "locales/fr/common.json": #"{"signup": "Acceptez les conditions."}"#,
            ], markers: ["termsLink"])
        #expect(
            result.findings.filter { $0.rule == "localized-link-mismatch" }.map { $0.fix ?? "" } == [
                "keep the placeholder {{termsLink}}, which the code fills with a link, in the fr translation"
            ])
    }

    @Test func messageFilesLeaveJSONOfOtherRolesAloneAndSayWhatTheyDidNotTake() throws {
        let folder = try temporaryFolder([
            "App/Assets.xcassets/Link.colorset/Contents.json": #"{"colors": [], "info": {"version": 1}}"#,
            ".linkaudit.json": #"{"messageFiles": ["**/*.json", "nomatch/*.json"]}"#,
            "strings/en.json": #"{"more": "[Learn more](https://example.com)"}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CommandRun(["--format", "json", "--fail-on", "never", "."], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        #expect(report?["files"] as? [String] == ["App/Assets.xcassets/Link.colorset/Contents.json", "strings/en.json"])
        #expect(
            run.standardError.contains(
                "linkaudit: warning: the messageFiles pattern 'nomatch/*.json' matched no JSON file (paths are matched as reports show them)"
            ))
        #expect(!run.standardError.contains("'**/*.json'"))
    }
}
