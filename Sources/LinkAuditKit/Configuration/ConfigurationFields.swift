import Foundation

/// One field of the configuration file as users read about it: its name, the values it takes, the
/// command-line option that overrides it, and what it does.
public struct ConfigurationField: Sendable, Equatable {
    /// The field's name, as written in `.linkaudit.yml` or `.linkaudit.json`.
    public var name: String
    /// The values it takes, in words (Markdown).
    public var value: String
    /// The command-line option that wins over it, or `nil` when there is none.
    public var option: String?
    /// What it does (Markdown, one line).
    public var summary: String
}

extension ConfigurationFile {
    /// Every field of the file, in the order `docs/configuration.md` lists them. The decoder accepts
    /// these names and no other; a test checks them against `ConfigurationFile`'s coding keys and
    /// keeps the documentation's table, generated from this list by ``fieldTable``, fresh.
    public static let documentedFields: [ConfigurationField] = [
        .init(
            name: "exclude", value: "list of path patterns", option: "`--exclude` (added to the list)",
            summary: "Files and folders to skip, read like `.gitignore` lines against paths as reports show them."),
        .init(
            name: "include", value: "list of path patterns", option: nil,
            summary: "Audit only the files these patterns match (or whose folder they match) below the folders given."),
        .init(
            name: "render", value: "mapping of path pattern to `swiftui` or `web`", option: "`--render` (for every file)",
            summary: "How documents are shown: `swiftui` for Markdown drawn through `AttributedString(markdown:)`;"
                + " the first pattern that takes a file decides."),
        .init(
            name: "rules", value: "mapping of rule id to `off`, `error`, `warning` or `note`", option: "`--disable` (turns rules off)",
            summary: "Turn a rule off or give it another severity than its default."),
        .init(
            name: "sourceLanguage", value: "language tag (default `en`)", option: "`--source-language`",
            summary: "The language `.lproj` string tables are translated from; String Catalogs and XLIFF files name their own."),
        .init(
            name: "standaloneDestinations", value: "list of URLs", option: nil,
            summary: "Destinations the app offers as standalone links built in code linkaudit does not read:"
                + " `inline-only-destination` leaves them alone."),
        .init(
            name: "failOn", value: "`error` (default), `warning`, `note` or `never`", option: "`--fail-on`, `--strict`",
            summary: "The lowest severity that makes the run exit 1."),
        .init(
            name: "minSeverity", value: "`note` (default), `warning` or `error`", option: "`--min-severity`",
            summary: "The lowest severity the outputs and the summary show; the exit status still counts every finding."),
        .init(
            name: "inputErrors", value: "`fail` (default) or `warn`", option: nil,
            summary: "With `warn`, an input that cannot be read is listed in the reports and the run exits 0 or 1 by its findings, not 3."),
        .init(
            name: "staleKeys", value: "`note` (default), `warning`, `error` or `off`", option: nil,
            summary: "The highest severity of findings on String Catalog keys marked `stale` (gone from the code); `off` drops them."),
        .init(
            name: "generic", value: "mapping of language tag to list of phrases", option: nil,
            summary: "A team's own generic phrases, added to the lists of `generic-link-text`."),
        .init(
            name: "allowed", value: "mapping of language tag to list of phrases", option: nil,
            summary: "Phrases the team has judged fine: never generic in that language, even when a built-in list has them."),
        .init(
            name: "markdown",
            value: "`gfm`, `commonmark`, `kramdown` or `goldmark`, or `{dialect, wikilinks}`", option: nil,
            summary: "The Markdown dialect of every document; without it, the nearest Jekyll or Hugo site configuration"
                + " decides, else `gfm`. `wikilinks` (`obsidian`, `foam`, `github`, `gitlab` or `off`) says how `[[…]]`"
                + " is read; without it, each site's `.obsidian/`, Foam workspace, MkDocs plugin or wiki layout decides."),
        .init(
            name: "mdx", value: "`{components: {NAME: {destination, name}}}`", option: nil,
            summary: "MDX components that draw links: the attribute holding the destination and the one naming the link"
                + " (its content without `name`); Starlight's `LinkCard` and `LinkButton` are known where a page imports them."),
        .init(
            name: "siteURL", value: "URL, `{url, folder}`, or a list of `{url, folder}`", option: "`--site-url URL=FOLDER`",
            summary: "Where audited folders are published, so absolute and root-relative links resolve to the run's pages."),
        .init(
            name: "ruleDocumentation", value: "http or https address holding `{rule}`", option: nil,
            summary: "Where the rule pages are published: SARIF's `helpUri`, the editor's rule links and the reports' link there."),
        .init(
            name: "suppress", value: "list of `{keys, rules, files, reason}`", option: nil,
            summary: "Findings on string-table keys to accept by key pattern, without touching the tables."),
        .init(
            name: "appScopes", value: "mapping of platform (`apple`, `android`, `flutter`, `web`) to a scope name", option: nil,
            summary: "Join platforms' app copy into one app scope: platforms given one name are compared as one app"
                + " (ambiguous names, standalone links); each platform is its own app otherwise."),
        .init(
            name: "linkMarkers", value: "list of names", option: nil,
            summary: "Names that mark a link whose destination the code sets, besides those holding the word `link`:"
                + " Android `<annotation type>` values, rich-text tags (`<terms>`) and ARB, ICU or i18next placeholders (`{terms}`)."),
        .init(
            name: "messageFiles", value: "list of path patterns", option: nil,
            summary: "JSON files to read as web message files wherever they lie, besides those in `locales/`, `i18n/` or `lang/`;"
                + " a file's locale comes from its name or folder (`de.json`, `messages.de.json`, `de/app.json`)."),
    ]

    /// The names the decoder accepts.
    static let fields = Set(documentedFields.map(\.name))

    /// The Markdown table of ``documentedFields`` that `docs/configuration.md` holds.
    public static var fieldTable: String {
        var table = "| field | value | command line | what it does |\n|---|---|---|---|\n"
        for field in documentedFields {
            table += "| `\(field.name)` | \(field.value) | \(field.option ?? "none") | \(field.summary) |\n"
        }
        return table
    }
}

/// The `ruleDocumentation` setting's rule (``ConfigurationFile/ruleDocumentation``).
enum RuleDocumentationAddress {
    /// Whether `template` is an http or https address with a host, holding `{rule}`, and none of
    /// the characters a URL cannot hold as it is or a report's link would end at: white space,
    /// controls, quotes, angle brackets, parentheses, backslashes and backticks.
    static func isValid(_ template: String) -> Bool {
        guard template.contains("{rule}"),
            !template.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || "\"'<>()\\`".unicodeScalars.contains($0) })
        else { return false }
        let probe = template.replacingOccurrences(of: "{rule}", with: "generic-link-text")
        guard let url = URLComponents(string: probe), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            let host = url.host, !host.isEmpty
        else { return false }
        return true
    }
}
