import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import Testing

@testable import LinkAuditKit

/// The configuration's `suppress` key patterns (issue 10, item 1: String Catalogs have no comments).
@Suite("Configuration key suppressions")
struct KeySuppressionTests {
    @Test(arguments: [
        ("onboarding.*", "onboarding.welcome.more", true), ("onboarding.*", "onboarding.", true),
        ("onboarding.*", "onboardingX.more", false), ("onboarding.*", "settings.onboarding.more", false),
        ("*.more", "help/faq.more", true), ("*.more", "help.more.title", false), ("a*b*c", "a-bb-c", true),
        ("a*b*c", "a-c-b", false), ("*", "", true), ("exact.key", "exact.key", true), ("exact.key", "exact.keys", false),
        ("ünï*", "ünïcode", true), ("**", "x", true),
    ])
    func keyPatterns(_ pattern: String, _ key: String, _ expected: Bool) {
        #expect(KeySuppression.matches(pattern: Array(pattern.utf8), key: Array(key.utf8)) == expected)
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "onboarding.more" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Plans. [More](https://example.com/plans)" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Forfaits. [Plus](https://example.com/fr/plans)" } }
              }
            },
            "settings.more" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Account. [More](https://example.com/account)" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let files: [String: String] = [
        "App/Localizable.xcstrings": catalog,
        "App/de.lproj/Legal.strings": "\"onboarding.terms\" = \"Bedingungen: [hier](https://example.com/de/terms)\";\n",
        "Help/start.md": "Plans: [more](https://example.com/plans)\n",
    ]

    /// Runs an audit of every file of `files` with the configuration `yaml`.
    static func run(_ yaml: String, name: String = ".linkaudit.yml") throws -> AuditResult {
        let root = try temporaryFolder(files.merging([name: yaml]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: root) }
        var configuration = Configuration()
        try ConfigurationFile.load(path: root + "/" + name, shownAs: name).apply(to: &configuration)
        return Auditor(configuration: configuration, workingDirectory: root).audit(paths: ["."])
    }

    static func row(_ finding: Finding) -> String {
        "\(finding.file):\(finding.line.map(String.init) ?? "-"):\(finding.column.map(String.init) ?? "-") \(finding.rule)"
            + " \(finding.key ?? "-")/\(finding.locale ?? "-") \(finding.suppressed?.rawValue ?? "active")"
    }

    @Test func patternsSuppressKeysInEveryTableAndLocaleAndAnUnusedEntryIsANote() throws {
        let yaml = """
            suppress:
              - keys: "onboarding.*"
                rules: [generic-link-text]
                reason: The onboarding pages title every link's destination
              - keys: "settings.*"
                files: "Settings/**"
              - keys: "*.terms"
            """
        let result = try Self.run(yaml)
        #expect(
            result.suppressedFindings.map(Self.row) == [
                "App/Localizable.xcstrings:6:77 generic-link-text onboarding.more/en configuration",
                "App/Localizable.xcstrings:7:80 generic-link-text onboarding.more/fr configuration",
                "App/de.lproj/Legal.strings:1:36 generic-link-text onboarding.terms/de configuration",
                "App/de.lproj/Legal.strings:1:36 inline-only-destination onboarding.terms/de configuration",
                "App/de.lproj/Legal.strings:1:36 markdown-link-needs-underline onboarding.terms/de configuration",
            ])
        // Other rules on the onboarding key, keys of other files and findings without a key stay.
        #expect(
            result.findings.map(Self.row) == [
                ".linkaudit.yml:5:5 unused-suppression -/- active",
                "App/Localizable.xcstrings:6:77 inline-only-destination onboarding.more/en active",
                "App/Localizable.xcstrings:6:77 markdown-link-needs-underline onboarding.more/en active",
                "App/Localizable.xcstrings:7:80 inline-only-destination onboarding.more/fr active",
                "App/Localizable.xcstrings:7:80 markdown-link-needs-underline onboarding.more/fr active",
                "App/Localizable.xcstrings:12:79 generic-link-text settings.more/en active",
                "App/Localizable.xcstrings:12:79 inline-only-destination settings.more/en active",
                "App/Localizable.xcstrings:12:79 markdown-link-needs-underline settings.more/en active",
                "Help/start.md:1:8 generic-link-text -/- active",
                "Help/start.md:1:8 inline-only-destination -/- active",
            ])
        // A baseline written now records the active findings only: the patterns already accept the others.
        let baseline = Baseline(result).entries.map { "\($0.rule) \($0.key ?? "-")/\($0.locale ?? "-")" }
        #expect(baseline.count == result.findings.count)
        #expect(!baseline.contains("generic-link-text onboarding.more/en") && !baseline.contains { $0.contains("onboarding.terms") })
        let unused = try #require(result.findings.first)
        #expect(unused.severity == .note)
        #expect(unused.message == "the configuration's suppress entry for keys 'settings.*' suppressed no finding")
    }

    /// `files` narrows an entry to the string tables it matches; `*` alone is every key.
    @Test func filesPatternNarrowsAnEntry() throws {
        let yaml = """
            suppress:
              - keys: "*"
                files: "**/*.strings"
                rules: [generic-link-text]
            """
        let result = try Self.run(yaml)
        #expect(
            result.suppressedFindings.map(Self.row) == [
                "App/de.lproj/Legal.strings:1:36 generic-link-text onboarding.terms/de configuration"
            ])
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(Self.row) == [
                "App/Localizable.xcstrings:6:77 generic-link-text onboarding.more/en active",
                "App/Localizable.xcstrings:7:80 generic-link-text onboarding.more/fr active",
                "App/Localizable.xcstrings:12:79 generic-link-text settings.more/en active",
                "Help/start.md:1:8 generic-link-text -/- active",
            ])
        #expect(!result.findings.contains { $0.rule == "unused-suppression" })
    }

    /// The command says how many findings the patterns suppressed, apart from comments.
    @Test func commandCountsPatternSuppressionsApart() throws {
        let root = try temporaryFolder(
            Self.files.merging([
                ".linkaudit.yml": "suppress:\n  - keys: \"onboarding.*\"\n    rules: [generic-link-text]\n",
                "Help/start.md": "<!-- linkaudit-disable-next-line generic-link-text -->\nPlans: [more](https://example.com/plans)\n",
            ]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--fail-on", "never"], in: root)
        #expect(
            run.standardError
                == "linkaudit: 1 finding suppressed in place\nlinkaudit: 3 findings suppressed by the configuration's suppress patterns\n")
    }

    /// `unused-suppression` follows its rule setting for configuration entries too.
    @Test func unusedNoteFollowsTheRuleSetting() throws {
        let entry = "suppress:\n  - keys: \"nothing.*\"\n"
        let off = try Self.run(entry + "rules:\n  unused-suppression: off\n")
        #expect(!off.findings.contains { $0.rule == "unused-suppression" })
        let raised = try Self.run(entry + "rules:\n  unused-suppression: warning\n")
        #expect(
            raised.findings.filter { $0.rule == "unused-suppression" }.map { "\(Self.row($0)) \($0.severity)" } == [
                ".linkaudit.yml:2:5 unused-suppression -/- active warning"
            ])
    }

    /// The same entries in `.linkaudit.json` suppress the same findings; the note is at the entry's `keys`.
    @Test func jsonConfigurationAndReport() throws {
        let json = """
            {"suppress": [
              {"keys": "onboarding.*", "rules": ["generic-link-text"], "reason": "titled pages"},
              {"keys": "nothing.*"}
            ]}
            """
        let result = try Self.run(json, name: ".linkaudit.json")
        #expect(result.suppressedFindings.map(Self.row).filter { $0.hasSuffix("configuration") }.count == 3)
        #expect(
            result.findings.filter { $0.rule == "unused-suppression" }.map(Self.row) == [
                ".linkaudit.json:3:4 unused-suppression -/- active"
            ])
        let report = JSONReporter.render(result)
        #expect(report.components(separatedBy: #""suppressed" : "configuration""#).count - 1 == 3)
        let sarif = SARIFReporter.render(result)
        // The entry's reason is each suppression's justification.
        #expect(sarif.components(separatedBy: #""justification" : "titled pages""#).count - 1 == 3)
        #expect(MarkdownReporter.render(result).contains("(3 by the configuration's key patterns)"))
    }

    @Test(arguments: [
        (
            "suppress:\n  - keys: \"a.*\"\n    rule: [generic-link-text]\n",
            ".linkaudit.yml:3:5: suppress: unknown field 'rule'; fields are files, keys, reason, rules"
        ),
        ("suppress:\n  - rules: [generic-link-text]\n", ".linkaudit.yml:2:5: suppress[0]: 'keys' is missing"),
        ("suppress:\n  - keys: \"\"\n", ".linkaudit.yml:2:5: suppress: 'keys' is an empty pattern"),
        (
            "suppress:\n  - keys: a.*\n    rules: [generic-link-text, generic-link-txt]\n",
            ".linkaudit.yml:3:32: suppress: no rule 'generic-link-txt'; did you mean 'generic-link-text'?; 'linkaudit rules' lists them"
        ),
        ("suppress:\n  keys: a.*\n", ".linkaudit.yml:1:1: suppress: expected a list, found a dictionary"),
    ])
    func mistakesAreLocated(_ text: String, _ message: String) throws {
        let root = try temporaryFolder([".linkaudit.yml": text, "a.md": "x\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["."], in: root)
        #expect(run.status == .usage)
        #expect(run.standardError == "linkaudit: error: \(message)\nRun 'linkaudit --help' for usage.\n")
    }
}
