import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import Testing

/// `.linkaudit.yml` as teams write it (issue 10, item 4): the same fields and messages as
/// `.linkaudit.json`, errors with file, line and column, the lookup in parent folders, and the
/// `minSeverity` and `inputErrors` settings.
@Suite("YAML configuration")
struct YAMLConfigurationTests {
    func folder(_ files: [String: String]) throws -> String { try temporaryFolder(files) }

    /// A finding line as its position and rule id (`a.md:1:6: generic-link-text`); other lines as they are.
    static func short(_ line: String) -> String {
        guard line.hasSuffix("]"), let open = line.lastIndex(of: "["), let space = line.firstIndex(of: " ") else { return line }
        return String(line[...space]) + line[line.index(after: open)..<line.index(before: line.endIndex)]
    }

    static let helpArticle = "Read [here](https://example.com/a) first.\n"

    /// Every field of the JSON file, written as YAML, gives the same run.
    @Test func yamlAndJSONGiveTheSameRun() throws {
        let yaml = """
            # What the docs team agreed on.
            exclude:
              - Drafts/
            include: ["Help/**", "Drafts/**"]
            render:
              "Help/**": swiftui
            rules:
              inline-only-destination: off
              generic-link-text: error
            sourceLanguage: en
            standaloneDestinations: [https://example.com/privacy]
            failOn: warning
            minSeverity: note
            inputErrors: fail
            staleKeys: note
            markdown: gfm
            generic:
              en: [tap through]
            allowed:
              de: [Mehr]

            """
        let json = """
            {"exclude": ["Drafts/"], "include": ["Help/**", "Drafts/**"], "render": {"Help/**": "swiftui"},
             "rules": {"inline-only-destination": "off", "generic-link-text": "error"}, "sourceLanguage": "en",
             "standaloneDestinations": ["https://example.com/privacy"], "failOn": "warning", "minSeverity": "note",
             "inputErrors": "fail", "staleKeys": "note", "markdown": "gfm", "generic": {"en": ["tap through"]},
             "allowed": {"de": ["Mehr"]}}
            """
        let files = [
            "Help/a.md": Self.helpArticle, "Drafts/b.md": "[click here](https://example.com/b)\n",
            "Other/c.md": "[click here](https://example.com/c)\n", "Help/d.md": "[Tap through](https://example.com/d)\n",
        ]
        let fromYAML = try folder(files.merging([".linkaudit.yml": yaml]) { $1 })
        let fromJSON = try folder(files.merging([".linkaudit.json": json]) { $1 })
        defer {
            try? FileManager.default.removeItem(atPath: fromYAML)
            try? FileManager.default.removeItem(atPath: fromJSON)
        }
        let yamlRun = CommandRun(["."], in: fromYAML)
        let jsonRun = CommandRun(["."], in: fromJSON)
        let lines = yamlRun.standardOutput.split(separator: "\n").map(String.init)
        let short: [String] = lines.map(Self.short)
        #expect(
            short == [
                "Help/a.md:1:6: generic-link-text", "Help/a.md:1:6: markdown-link-needs-underline",
                "Help/d.md:1:1: generic-link-text", "Help/d.md:1:1: markdown-link-needs-underline",
                "2 files, 2 links: 2 errors, 2 warnings, 0 notes; 0 unreadable inputs",
            ])
        #expect(yamlRun.status == .findings)
        #expect(yamlRun.standardOutput == jsonRun.standardOutput)
        // `Drafts/` is excluded, so the include pattern below it takes no file: a warning (not a finding).
        #expect(yamlRun.standardError == jsonRun.standardError)
        #expect(
            yamlRun.standardError
                == "linkaudit: warning: the include pattern 'Drafts/**' matched no file linkaudit reads (paths are matched as reports show them)\n"
        )
    }

    @Test(arguments: [
        // A syntax error: libyaml's message at the place it stopped.
        (
            "exclude: [vendor, build\nrules: {}\n",
            ".linkaudit.yml:2:6: not valid YAML: did not find expected ',' or ']'"
        ),
        // A wrong type: at the field's key.
        (
            "rules:\n  generic-link-text: error\nexclude: vendor\n",
            ".linkaudit.yml:3:1: exclude: expected a list, found a string"
        ),
        (
            "generic:\n  en: tap through\n",
            ".linkaudit.yml:2:3: generic.en: expected a list, found a string"
        ),
        // An unknown key.
        (
            "failOn: warning\nexlude:\n  - vendor\n",
            ".linkaudit.yml:2:1: unknown field 'exlude'; did you mean 'exclude'?; fields are allowed, appScopes, exclude, failOn, generic, include, inputErrors, linkMarkers, markdown, mdx, messageFiles, minSeverity, render, ruleDocumentation, rules, siteURL, sourceLanguage, staleKeys, standaloneDestinations, suppress"
        ),
        // An unknown rule id and a bad setting: at the rule's key.
        (
            "rules:\n  generic-link-text: error\n  generic-link-txt: off\n",
            ".linkaudit.yml:3:3: rules: no rule 'generic-link-txt'; did you mean 'generic-link-text'?; 'linkaudit rules' lists them"
        ),
        (
            "rules:\n    url-as-link-text: loud\n",
            ".linkaudit.yml:2:5: rules.url-as-link-text: 'loud' is not off, error, warning or note"
        ),
        // Columns are UTF-8 bytes: `ä` is two, so the mapping in the list starts at byte 48.
        (
            "standaloneDestinations: [https://exämple.com, {x: y}]\n",
            ".linkaudit.yml:1:48: standaloneDestinations[1]: expected a string, found a dictionary"
        ),
        (
            "# Für die Hilfe\nrules:\n  \"generic-link-text\": warning\n  \"url-as-link-text\" : loud\n",
            ".linkaudit.yml:4:3: rules.url-as-link-text: 'loud' is not off, error, warning or note"
        ),
        (
            "generic:\n  fr: [cliquez ici, «ici»\nrules: {}\n",
            ".linkaudit.yml:3:6: not valid YAML: did not find expected ',' or ']'"
        ),
        // A phrase both allowed and generic: at the phrase, as in JSON.
        (
            "allowed:\n  de: [Mehr dazu]\ngeneric:\n  de: [mehr dazu]\n",
            ".linkaudit.yml:2:8: allowed.de.0: \"Mehr dazu\" is also a generic phrase of 'de'"
        ),
        ("minSeverity: info\n", ".linkaudit.yml:1:1: minSeverity: 'info' is not note, warning or error"),
        (
            "siteURL: {url: \"help.example.com/docs/\", folder: help}\n",
            ".linkaudit.yml:1:1: siteURL: 'help.example.com/docs/' is not an http or https address with a host and no query or fragment"
        ),
        ("inputErrors: ignore\n", ".linkaudit.yml:1:1: inputErrors: 'ignore' is not fail or warn"),
        ("failOn: warning\nfailOn: error\n", ".linkaudit.yml:2:1: 'failOn' is given twice"),
        ("- vendor\n", ".linkaudit.yml: the configuration must be a mapping of fields (a JSON object, or YAML `field: value` lines)"),
    ])
    func mistakesAreLocated(_ text: String, _ message: String) throws {
        let root = try folder([".linkaudit.yml": text, "a.md": "x\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["."], in: root)
        #expect(run.status == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "linkaudit: error: \(message)\nRun 'linkaudit --help' for usage.\n")
    }

    /// The same mistakes in JSON give the same message at the JSON key.
    @Test func jsonMistakesAreLocatedAlike() throws {
        let root = try folder([
            ".linkaudit.json": "{\"failOn\": \"warning\",\n \"rules\": {\"generic-link-txt\": \"off\"}}\n", "a.md": "x\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            CommandRun(["."], in: root).standardError
                == "linkaudit: error: .linkaudit.json:2:12: rules: no rule 'generic-link-txt'; did you mean 'generic-link-text'?; 'linkaudit rules' lists them\nRun 'linkaudit --help' for usage.\n"
        )
    }

    /// The two examples of `docs/configuration.md` are read without error and say the same.
    @Test func theConfigurationPageExamplesAreValidAndAlike() throws {
        let page = try ArchitectureTests.text("docs/configuration.md")
        func block(_ language: String) -> String {
            let start = page.range(of: "```\(language)\n# .linkaudit.yml\n") ?? page.range(of: "```\(language)\n{\n  \"exclude\"")
            guard let start else { return "" }
            let body = page[start.lowerBound...].dropFirst(language.count + 4)
            return String(body[..<(body.range(of: "```")?.lowerBound ?? body.endIndex)])
        }
        let root = try folder([".linkaudit.yml": block("yaml"), "same.json": block("json")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var fromYAML = Configuration()
        var fromJSON = Configuration()
        try ConfigurationFile.load(path: root + "/.linkaudit.yml", shownAs: "yml").apply(to: &fromYAML)
        try ConfigurationFile.load(path: root + "/same.json", shownAs: "json").apply(to: &fromJSON)
        #expect(fromYAML.exclude == ["Vendor/", "**/drafts/**", "*.generated.md", "!docs/keep.generated.md"])
        #expect(fromYAML.include == ["docs/**", "App/**"])
        #expect(fromYAML.minSeverity == .warning && fromYAML.failOn == .warning && !fromYAML.inputErrorsFail)
        #expect(fromYAML.disabledRules == ["url-as-link-text"] && fromYAML.severities == ["inline-only-destination": .error])
        #expect(fromYAML.markdownDialect == .kramdown && fromYAML.standaloneDestinations == ["https://example.com/privacy"])
        #expect(fromYAML.renderByPath.map(\.pattern) == ["Help/**"])
        #expect(fromJSON.exclude == fromYAML.exclude && fromJSON.include == fromYAML.include)
        #expect(fromJSON.minSeverity == fromYAML.minSeverity && fromJSON.inputErrorsFail == fromYAML.inputErrorsFail)
        #expect(fromJSON.disabledRules == fromYAML.disabledRules && fromJSON.severities == fromYAML.severities)
        #expect(fromJSON.markdownDialect == fromYAML.markdownDialect && fromJSON.staleSeverity == fromYAML.staleSeverity)
        #expect(fromYAML.keySuppressions.map(\.keys) == ["onboarding.*"] && fromYAML.keySuppressions.first?.rules == ["generic-link-text"])
        #expect(fromJSON.keySuppressions.map(\.keys) == fromYAML.keySuppressions.map(\.keys))
        #expect(fromJSON.keySuppressions.map(\.reason) == fromYAML.keySuppressions.map(\.reason))
        #expect(fromJSON.siteURLs == fromYAML.siteURLs && fromYAML.siteURLs.count == 1)
        #expect(fromYAML.mdxComponents == ["Card": MDXComponent(destination: "to", name: "title")])
        #expect(fromJSON.mdxComponents == fromYAML.mdxComponents)
    }

    /// `markdown` is a dialect's name, or a mapping that can also say how wikilinks are read; a
    /// key of the mapping that names nothing is an error, located.
    @Test func markdownTakesADialectOrAMapping() throws {
        let root = try folder([
            "name.yml": "markdown: kramdown\n", "mapping.yml": "markdown: {dialect: goldmark, wikilinks: foam}\n",
            "only.json": "{\"markdown\": {\"wikilinks\": \"off\"}}", "bad.yml": "markdown:\n  wikilink: obsidian\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        func load(_ name: String) throws -> Configuration {
            var configuration = Configuration()
            try ConfigurationFile.load(path: root + "/" + name, shownAs: name).apply(to: &configuration)
            return configuration
        }
        #expect(try load("name.yml").markdownDialect == .kramdown && load("name.yml").wikilinkDialect == nil)
        #expect(try load("mapping.yml").markdownDialect == .goldmark && load("mapping.yml").wikilinkDialect == .foam)
        #expect(try load("only.json").markdownDialect == nil && load("only.json").wikilinkDialect == .off)
        let mdx = try folder([
            "good.yml": "mdx:\n  components:\n    Card: {destination: to}\n",
            "typo.yml": "mdx:\n  components:\n    Card: {destination: to, title: name}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: mdx) }
        var configured = Configuration()
        try ConfigurationFile.load(path: mdx + "/good.yml", shownAs: "good.yml").apply(to: &configured)
        #expect(configured.mdxComponents == ["Card": MDXComponent(destination: "to")])
        let typo = #expect(throws: Options.UsageError.self) {
            try ConfigurationFile.load(path: mdx + "/typo.yml", shownAs: "typo.yml").apply(to: &configured)
        }
        #expect(typo?.message == "typo.yml:3:29: mdx.components.Card: unknown key 'title'; the keys are destination and name")
        let error = #expect(throws: Options.UsageError.self) { try load("bad.yml") }
        #expect(error?.message.hasPrefix("bad.yml:2:3: ") == true)
        #expect(error?.message.contains("unknown key 'wikilink'; the keys are dialect and wikilinks") == true)
    }

    /// A field written twice is an error in both forms, at the second one, never one kept in silence.
    @Test func aFieldWrittenTwiceIsAnErrorInBothForms() throws {
        let root = try folder([
            ".linkaudit.json": "{\"rules\": {\"url-as-link-text\": \"off\",\n  \"url-as-link-text\": \"error\"}}\n",
            "nested.yml": "rules:\n  url-as-link-text: off\n  url-as-link-text: error\n", "a.md": "x\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            CommandRun(["."], in: root).standardError
                == "linkaudit: error: .linkaudit.json:2:3: 'url-as-link-text' is given twice\nRun 'linkaudit --help' for usage.\n")
        #expect(
            CommandRun([".", "--config", "nested.yml"], in: root).standardError
                == "linkaudit: error: nested.yml:3:3: 'url-as-link-text' is given twice\nRun 'linkaudit --help' for usage.\n")
    }

    /// The nearest file above the working directory is read, named as reached from it; the search
    /// stops at the folder holding `.git`.
    @Test func theNearestParentConfigurationIsRead() throws {
        let root = try folder([
            "repo/.git/HEAD": "ref: refs/heads/main\n", "repo/.linkaudit.yml": "minSeverity: loud\n",
            "repo/docs/guide/a.md": Self.helpArticle, ".linkaudit.yml": "failOn: never\n", "repo/sub/.git": "gitdir: x\n",
            "repo/sub/a.md": Self.helpArticle,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let nested = CommandRun(["."], in: root + "/repo/docs/guide")
        #expect(nested.status == .usage)
        #expect(
            nested.standardError.hasPrefix(
                "linkaudit: error: ../../.linkaudit.yml:1:1: minSeverity: 'loud' is not note, warning or error\n"))
        // `repo/sub` is a repository's top (a worktree's `.git` file): nothing above it is read
        // (`minSeverity: loud` would stop the run).
        let top = CommandRun(["."], in: root + "/repo/sub")
        #expect(top.status == .clean)
        #expect(top.standardOutput.hasSuffix("1 file, 1 link: 0 errors, 1 warning, 1 note; 0 unreadable inputs\n"))
        #expect(top.standardError == "")
        // `--config` wins over the lookup.
        try "failOn: never\n".write(toFile: root + "/repo/quiet.yml", atomically: true, encoding: .utf8)
        #expect(CommandRun([".", "--config", "../../quiet.yml"], in: root + "/repo/docs/guide").status == .clean)
    }

    @Test func bothFilesInOneFolderAreAnError() throws {
        let root = try folder([".linkaudit.yml": "failOn: never\n", ".linkaudit.json": "{}", "docs/a.md": Self.helpArticle])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["."], in: root + "/docs")
        #expect(run.status == .usage)
        #expect(
            run.standardError
                == "linkaudit: error: ../.linkaudit.yml and ../.linkaudit.json are both there; keep one (they would not be merged)\nRun 'linkaudit --help' for usage.\n"
        )
    }

    /// `minSeverity` hides findings from the outputs; the exit status still counts them.
    @Test func minSeverityChangesTheOutputNotTheExitStatus() throws {
        let root = try folder(["a.md": Self.helpArticle, "app.strings": "\"k\" = \"Read [here](https://example.com/a) first.\";\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let all = CommandRun([".", "--fail-on", "warning"], in: root)
        #expect(
            all.standardOutput.split(separator: "\n").map { Self.short(String($0)) } == [
                "a.md:1:6: generic-link-text", "a.md:1:6: inline-only-destination", "app.strings:1:13: generic-link-text",
                "app.strings:1:13: inline-only-destination", "app.strings:1:13: markdown-link-needs-underline",
                "2 files, 2 links: 0 errors, 4 warnings, 1 note; 0 unreadable inputs",
            ])
        #expect(all.status == .findings)
        // The note is not shown; the exit status is the same.
        try "minSeverity: warning\n".write(toFile: root + "/.linkaudit.yml", atomically: true, encoding: .utf8)
        let warnings = CommandRun([".", "--fail-on", "note"], in: root)
        #expect(
            warnings.standardOutput.split(separator: "\n").map { Self.short(String($0)) } == [
                "a.md:1:6: generic-link-text", "app.strings:1:13: generic-link-text", "app.strings:1:13: inline-only-destination",
                "app.strings:1:13: markdown-link-needs-underline", "2 files, 2 links: 0 errors, 4 warnings, 0 notes; 0 unreadable inputs",
            ])
        #expect(warnings.status == .findings)
        // The command line wins: nothing shown, yet the warnings fail the run.
        let errorsOnly = CommandRun([".", "--fail-on", "warning", "--min-severity", "error"], in: root)
        #expect(errorsOnly.standardOutput == "2 files, 2 links: 0 errors, 0 warnings, 0 notes; 0 unreadable inputs\n")
        #expect(errorsOnly.status == .findings)
        #expect(CommandRun([".", "--min-severity", "error"], in: root).status == .clean)
        #expect(Options.help.contains("--min-severity <severity>"))
        #expect(Options.help.contains("'docs/**/draft-*.md' (a slash"))
        #expect(CommandRun([".", "--min-severity", "loud"], in: root).status == .usage)
    }

    /// With a baseline, suppressed findings never count; the new ones count though `minSeverity`
    /// hides them.
    @Test func minSeverityAfterABaseline() throws {
        let root = try folder(["a.md": Self.helpArticle])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CommandRun([".", "--write-baseline", "base.json", "-q"], in: root).status == .clean)
        try "Read [more](https://example.com/b) now.\n".write(toFile: root + "/b.md", atomically: true, encoding: .utf8)
        let warnings = CommandRun([".", "--baseline", "base.json", "--min-severity", "warning", "--fail-on", "note"], in: root)
        #expect(
            warnings.standardOutput.split(separator: "\n").map { Self.short(String($0)) } == [
                "b.md:1:6: generic-link-text", "2 files, 2 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs",
            ])
        #expect(warnings.status == .findings)
        let hidden = CommandRun([".", "--baseline", "base.json", "--min-severity", "error", "--fail-on", "note"], in: root)
        #expect(hidden.standardOutput == "2 files, 2 links: 0 errors, 0 warnings, 0 notes; 0 unreadable inputs\n")
        #expect(hidden.status == .findings)
        #expect(CommandRun([".", "--baseline", "base.json", "--min-severity", "error"], in: root).status == .clean)
    }

    /// `inputErrors: warn` lists an unreadable input yet exits by the findings: 0 or 1, not 3.
    @Test func inputErrorsWarnKeepsExitThreeAway() throws {
        let root = try folder(["a.md": "[Guide](https://example.com/guide)\n", "broken.xcstrings": "{ not json"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CommandRun(["."], in: root).status == .inputError)
        try "inputErrors: warn\n".write(toFile: root + "/.linkaudit.yml", atomically: true, encoding: .utf8)
        let warned = CommandRun(["."], in: root)
        #expect(warned.status == .clean)
        #expect(warned.standardOutput.hasSuffix("; 1 unreadable input\n"))
        #expect(CommandRun([".", "--exclude", "nothing-here"], in: root).status == .clean)
        try "[click here](https://example.com/b)\n".write(toFile: root + "/b.md", atomically: true, encoding: .utf8)
        #expect(CommandRun([".", "--fail-on", "warning"], in: root).status == .findings)
        #expect(CommandRun(["links", "."], in: root).status == .clean)
    }
}
