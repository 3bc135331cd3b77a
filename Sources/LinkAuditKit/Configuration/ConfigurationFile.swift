import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

/// The configuration file: `.linkaudit.yml` or `.linkaudit.json` found by
/// ``ConfigurationLookup`` (the working directory, then its parents), or the file named by
/// `--config`. Both forms hold the same fields, read by one decoder, with the same messages; every
/// field is optional and command-line options override it.
///
/// ```json
/// {
///   "exclude": ["Vendor/**"],
///   "render": { "Help/**": "swiftui" },
///   "rules": { "url-as-link-text": "off", "inline-only-destination": "error" },
///   "sourceLanguage": "en",
///   "standaloneDestinations": ["https://example.com/privacy"],
///   "failOn": "warning",
///   "staleKeys": "note",
///   "generic": { "en": ["tap through"] },
///   "allowed": { "de": ["Mehr"] },
///   "markdown": "kramdown",
///   "siteURL": {"url": "https://help.example.com/", "folder": "help"}
/// }
/// ```
public struct ConfigurationFile: Codable, Sendable {
    /// Glob patterns of paths to skip (`*`, `**`, `?`), as `--exclude`.
    public var exclude: [String]?
    /// Render target per glob of paths: help articles shown in-app through
    /// `AttributedString(markdown:)` are `swiftui`. The first matching pattern in sorted order wins.
    public var render: [String: RenderTarget]?
    /// Per rule id: `off`, or the severity that replaces the rule's default (`error`, `warning`, `note`).
    public var rules: [RuleID: String]?
    /// The language `.lproj` tables are translated from, as `--source-language`.
    public var sourceLanguage: String?
    /// Destinations the app offers as standalone links built elsewhere (not in audited Swift code):
    /// they count as standalone in the app scope for `inline-only-destination`.
    public var standaloneDestinations: [String]?
    /// `error`, `warning`, `note` or `never`, as `--fail-on`.
    public var failOn: String?
    /// The highest severity of findings on stale String Catalog keys: `note` (default), `warning`,
    /// `error`, or `off` to drop them.
    public var staleKeys: String?
    /// A team's own generic phrases per language tag, added to `generic-link-text`'s built-in lists.
    public var generic: [String: [String]]?
    /// Phrases a team has judged fine per language tag: never generic in that language, even when
    /// a built-in list has them (`{"de": ["Mehr"]}` where a sentence always says what "Mehr" is).
    public var allowed: [String: [String]]?
    /// The Markdown dialect of every document, `gfm`, `commonmark`, `kramdown` or `goldmark`
    /// (overrides the one detected from a Jekyll `_config.yml` or a Hugo site's configuration), or
    /// a mapping `{dialect, wikilinks}` (``MarkdownSetting``).
    public var markdown: MarkdownSetting?
    /// The MDX components that draw links (``MDXSetting``).
    public var mdx: MDXSetting?
    /// Gitignore-style patterns of the files to audit below the folders given (`PathPattern`).
    public var include: [String]?
    /// `note`, `warning` or `error`, as `--min-severity`: the lowest severity outputs show.
    public var minSeverity: String?
    /// `fail` (default: an unreadable input exits 3) or `warn` (it is listed, the exit status
    /// follows the findings alone).
    public var inputErrors: String?
    /// Findings on string-table keys to suppress by key pattern (`KeySuppression`), each entry
    /// located in this file for the `unused-suppression` note.
    public var suppress: [KeySuppression]?
    /// Published addresses of audited folders (``SiteURLSetting``): one URL, one `{url, folder}`
    /// entry or a list of them.
    public var siteURL: SiteURLSetting?
    /// Where each rule's documentation is published: an http or https address template holding
    /// `{rule}`, which each rule's id replaces (SARIF `helpUri`, the language server's
    /// `codeDescription`, the Markdown and HTML reports' rule links).
    public var ruleDocumentation: String?
    /// The app scope of each platform's copy, by platform (`apple`, `android`, `flutter`, `web`):
    /// platforms given one name are one app, whose links are compared together (issue 27); a
    /// platform not named is an app of its own.
    public var appScopes: [String: String]?
    /// Names that mark a link in app copy, besides those whose words hold `link`: Android
    /// `<annotation type>` values, rich-text tags (`<terms>`), and placeholders the code fills
    /// with a link (`{termsLink}`, `{{privacy}}`).
    public var linkMarkers: [String]?
    /// Gitignore-style patterns of JSON files that are web message files, wherever they lie
    /// (`src/strings/*.json`): besides those of a recognized layout (`locales/de/common.json`).
    public var messageFiles: [String]?

    /// The JSON file name looked for in the working directory and its parents.
    public static let defaultName = ".linkaudit.json"
    /// The YAML file name looked for beside it.
    public static let yamlName = ".linkaudit.yml"

    /// Reads and checks a configuration file: YAML when its name ends in `.yml` or `.yaml`, else JSON.
    /// - Throws: `Options.UsageError` naming the file, and the line and column where they can be
    ///   found, for a syntax error, an unknown field, a value of the wrong type, an unknown rule id or
    ///   a bad setting.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - shownAs: how messages name it (as the user wrote it).
    public static func load(path: String, shownAs shown: String) throws(Options.UsageError) -> ConfigurationFile {
        guard let data = PathText.contents(atPath: path).map({ Data($0) }) else {
            throw Options.UsageError(message: "configuration file \(shown) cannot be read")
        }
        let source: ConfigurationSource
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
            source = try ConfigurationSource.yaml([UInt8](data), shownAs: shown)
        } else {
            if let error = JSONSyntax.firstError(in: [UInt8](data)) {
                throw Options.UsageError(message: "\(shown):\(error.line):\(error.column): not valid JSON: \(error.message)")
            }
            if let repeated = JSONSyntax.firstRepeatedKey(in: [UInt8](data)) {
                throw Options.UsageError(message: "\(shown):\(repeated.line):\(repeated.column): '\(repeated.key)' is given twice")
            }
            source = ConfigurationSource.json(data)
        }
        return try decode(source, shownAs: shown)
    }

    /// The one decoding path of both forms: fields, types, then settings, each error located.
    private static func decode(_ source: ConfigurationSource, shownAs shown: String) throws(Options.UsageError) -> ConfigurationFile {
        func fail(_ path: [String], _ message: String) -> Options.UsageError {
            Options.UsageError(message: "\(shown)\(source.located(path)): \(message)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: source.json) as? [String: Any] else {
            throw fail([], "the configuration must be a mapping of fields (a JSON object, or YAML `field: value` lines)")
        }
        if let unknown = object.keys.sorted().first(where: { !fields.contains($0) }) {
            throw fail(
                [unknown],
                "unknown field '\(unknown)'\(Self.closest(unknown, among: fields)); fields are \(fields.sorted().joined(separator: ", "))")
        }
        if let (path, message) = Self.unknownKey(in: object) { throw fail(path, message) }
        let file: ConfigurationFile
        do {
            file = try JSONDecoder().decode(ConfigurationFile.self, from: source.json)
        } catch let DecodingError.typeMismatch(type, context) {
            throw fail(
                context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue },
                "\(Self.field(context.codingPath)): expected \(Self.kind(of: type))\(Self.found(context.debugDescription))")
        } catch let DecodingError.valueNotFound(type, context) {
            throw fail(
                context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue },
                "\(Self.field(context.codingPath)): expected \(Self.kind(of: type)), found nothing")
        } catch let DecodingError.keyNotFound(key, context) {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            throw fail(path, "\(Self.field(context.codingPath)): '\(key.stringValue)' is missing")
        } catch let DecodingError.dataCorrupted(context) {
            let path = context.codingPath.map(\.stringValue)
            throw fail(path, path.isEmpty ? "not valid JSON" : path.joined(separator: ".") + " is not valid")
        } catch {
            throw fail([], "not valid JSON (\(error.localizedDescription))")
        }
        do throws(LanguageLists.ConfiguredPhraseError) {
            _ = try file.phraseLists(LanguageLists())
        } catch {
            throw fail(error.path, "\(error.path.joined(separator: ".")): \(error.message)")
        }
        if let (path, message) = file.badSetting() { throw fail(path, message) }
        if let (path, message) = badSuppressEntry(object["suppress"]) { throw fail(path, message) }
        var located = file
        for index in located.suppress?.indices ?? 0..<0 {
            located.suppress?[index].configurationFile = shown
            // At the entry's `keys` (JSON locates keys and strings only), else at the entry.
            let entry = ["suppress", String(index)]
            if let position = source.position(entry + ["keys"]) ?? source.position(entry) {
                located.suppress?[index].line = position.line
                located.suppress?[index].column = position.column
            }
        }
        return located
    }

    /// The first key of a `markdown` or `mdx` mapping that names nothing (the decoder would
    /// ignore it): its path and what is wrong.
    private static func unknownKey(in object: [String: Any]) -> ([String], String)? {
        var mappings: [([String], Any?, [String])] = [
            (["markdown"], object["markdown"], MarkdownSetting.keys), (["mdx"], object["mdx"], MDXSetting.keys),
        ]
        let components = (object["mdx"] as? [String: Any])?["components"] as? [String: Any] ?? [:]
        for name in components.keys.sorted() {
            mappings.append((["mdx", "components", name], components[name], MDXSetting.componentKeys))
        }
        for (path, value, keys) in mappings {
            guard let mapping = value as? [String: Any], let unknown = mapping.keys.sorted().first(where: { !keys.contains($0) })
            else { continue }
            return (
                path + [unknown],
                "\(path.joined(separator: ".")): unknown key '\(unknown)'; the keys are \(keys.joined(separator: " and "))"
            )
        }
        return nil
    }

    /// The first rule id or setting that cannot apply: its field path and what is wrong.
    private func badSetting() -> ([String], String)? {
        for (id, setting) in (rules ?? [:]).sorted(by: { $0.key < $1.key }) {
            if RuleCatalog.rule(id: id) == nil { return (["rules", id.rawValue], "rules: " + Self.noRule(id)) }
            if setting != "off", Severity(rawValue: setting) == nil {
                return (["rules", id.rawValue], "rules.\(id): '\(setting)' is not off, error, warning or note")
            }
        }
        let checks: [(String, String?, [String])] = [
            ("staleKeys", staleKeys, ["off", "error", "warning", "note"]), ("failOn", failOn, ["error", "warning", "note", "never"]),
            ("minSeverity", minSeverity, ["note", "warning", "error"]), ("inputErrors", inputErrors, ["fail", "warn"]),
        ]
        for (field, value, allowed) in checks {
            if let value, !allowed.contains(value) {
                return ([field], "\(field): '\(value)' is not \(allowed.dropLast().joined(separator: ", ")) or \(allowed.last!)")
            }
        }
        if let ruleDocumentation, !RuleDocumentationAddress.isValid(ruleDocumentation) {
            return (
                ["ruleDocumentation"],
                "ruleDocumentation: '\(ReadableText.escapingInvisibles(ruleDocumentation))' is not an http or https address with a host "
                    + "that holds {rule} (and no space, quote, angle bracket or parenthesis)"
            )
        }
        for (platform, name) in (appScopes ?? [:]).sorted(by: { $0.key < $1.key }) {
            if AppPlatform(rawValue: platform) == nil {
                let platforms = AppPlatform.allCases.map(\.rawValue)
                return (
                    ["appScopes", platform],
                    "appScopes: '\(ReadableText.escapingInvisibles(platform))' is not a platform; the platforms are "
                        + platforms.dropLast().joined(separator: ", ") + " and " + platforms.last!
                )
            }
            if !Configuration.isAppScopeName(name) {
                return (
                    ["appScopes", platform],
                    "appScopes.\(platform): '\(ReadableText.escapingInvisibles(name))' is not a scope name"
                        + " (letters, digits, '.', '_' and '-', up to 64)"
                )
            }
        }
        for (index, marker) in (linkMarkers ?? []).enumerated() where !Configuration.isLinkMarker(marker) {
            return (
                ["linkMarkers", String(index)],
                "linkMarkers: '\(ReadableText.escapingInvisibles(marker))' is not a name (letters, digits, '.', '_', '-' and '$', up to 128)"
            )
        }
        if let bad = siteURL?.entries.first(where: { !$0.isValid }) {
            return (["siteURL"], "siteURL: '\(bad.url)' is not an http or https address with a host and no query or fragment")
        }
        return nil
    }

    /// The first `suppress` entry with an unknown field, an empty key pattern or an unknown rule id.
    private static func badSuppressEntry(_ value: Any?) -> ([String], String)? {
        for (index, entry) in ((value as? [[String: Any]]) ?? []).enumerated() {
            let path = ["suppress", String(index)]
            if let unknown = entry.keys.sorted().first(where: { !KeySuppression.fields.contains($0) }) {
                return (
                    path + [unknown],
                    "suppress: unknown field '\(unknown)'; fields are \(KeySuppression.fields.sorted().joined(separator: ", "))"
                )
            }
            if (entry["keys"] as? String)?.isEmpty == true { return (path + ["keys"], "suppress: 'keys' is an empty pattern") }
            for (ruleIndex, rule) in ((entry["rules"] as? [String]) ?? []).map({ RuleID($0) }).enumerated()
            where RuleCatalog.rule(id: rule) == nil {
                return (path + ["rules", String(ruleIndex)], "suppress: " + Self.noRule(rule))
            }
        }
        return nil
    }

    /// `lists` with the file's `generic` and `allowed` phrases.
    func phraseLists(_ lists: LanguageLists) throws(LanguageLists.ConfiguredPhraseError) -> LanguageLists {
        guard generic != nil || allowed != nil else { return lists }
        return try lists.adding(generic: generic ?? [:], allowed: allowed ?? [:])
    }

    /// Applies the file to a configuration.
    /// - Throws: `Options.UsageError` for an unknown rule id, severity or `failOn` value, or phrases
    ///   that cannot apply (``LanguageLists/adding(generic:allowed:)``).
    public func apply(to configuration: inout Configuration) throws(Options.UsageError) {
        if let exclude { configuration.exclude += exclude }
        if let include { configuration.include += include }
        if let minSeverity { configuration.minSeverity = Severity(rawValue: minSeverity) }
        if let inputErrors { configuration.inputErrorsFail = inputErrors != "warn" }
        if let render { configuration.renderByPath = render.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
        if let sourceLanguage { configuration.sourceLanguage = sourceLanguage }
        if let dialect = markdown?.dialect { configuration.markdownDialect = dialect }
        if let wikilinks = markdown?.wikilinks { configuration.wikilinkDialect = wikilinks }
        if let components = mdx?.components { configuration.mdxComponents = components }
        if let suppress { configuration.keySuppressions = suppress }
        if let standaloneDestinations { configuration.standaloneDestinations = standaloneDestinations }
        if let siteURL { configuration.siteURLs += siteURL.entries.map(\.siteURL) }
        if let ruleDocumentation { configuration.ruleDocumentation = ruleDocumentation }
        if let messageFiles { configuration.messageFiles = messageFiles }
        if let linkMarkers { configuration.linkMarkers = Array(Set(linkMarkers)).sorted() }
        for (platform, name) in appScopes ?? [:] {
            if let platform = AppPlatform(rawValue: platform) { configuration.appScopeNames[platform] = name }
        }
        do throws(LanguageLists.ConfiguredPhraseError) {
            configuration.languageLists = try phraseLists(configuration.languageLists)
        } catch {
            throw Options.UsageError(message: "\(error.path.joined(separator: ".")): \(error.message)")
        }
        for (id, setting) in (rules ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard RuleCatalog.rule(id: id) != nil else {
                throw Options.UsageError(message: "rules: " + Self.noRule(id))
            }
            if setting == "off" {
                configuration.disabledRules.insert(id)
            } else if let severity = Severity(rawValue: setting) {
                configuration.severities[id] = severity
            } else {
                throw Options.UsageError(message: "rules.\(id): '\(setting)' is not off, error, warning or note")
            }
        }
        if let staleKeys {
            if staleKeys == "off" {
                configuration.staleSeverity = nil
            } else {
                guard let severity = Severity(rawValue: staleKeys) else {
                    throw Options.UsageError(message: "staleKeys: '\(staleKeys)' is not off, error, warning or note")
                }
                configuration.staleSeverity = severity
            }
        }
        if let failOn {
            if failOn == "never" {
                configuration.failOn = nil
            } else {
                guard let severity = Severity(rawValue: failOn) else {
                    throw Options.UsageError(message: "failOn: '\(failOn)' is not error, warning, note or never")
                }
                configuration.failOn = severity
            }
        }
    }

    /// `no rule 'generic-link-txt'; did you mean 'generic-link-text'? 'linkaudit rules' lists them`.
    static func noRule(_ id: RuleID) -> String {
        let guess = InSourceSuppressions.closestRuleID(to: id).map { "; did you mean '\($0)'?" } ?? ""
        return "no rule '\(id)'\(guess); 'linkaudit rules' lists them"
    }

    /// `; did you mean 'exclude'?` for a misspelled field name at most two edits away, else empty.
    static func closest(_ name: String, among names: Set<String>) -> String {
        let scored = names.map { ($0, editDistance(Array(name.utf8), Array($0.utf8), limit: 2)) }.sorted {
            ($0.1, $0.0) < ($1.1, $1.0)
        }
        guard let best = scored.first, best.1 <= 2, scored.dropFirst().first?.1 != best.1 else { return "" }
        return "; did you mean '\(best.0)'?"
    }

    /// A field's path as a configuration writes it: `suppress[0].rules`, `generic.en`.
    static func field(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { text, key in
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
    }

    /// What a field of `type` holds, in words: `a list`, `a mapping`, `a string`.
    static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Double.Type: "a number"
        default:
            String(describing: type).hasPrefix("Array")
                ? "a list" : String(describing: type).hasPrefix("Dictionary") ? "a mapping" : "a value of another kind"
        }
    }

    /// `, found a string` from Foundation's "Expected to decode … but found a string instead.", else empty.
    static func found(_ description: String) -> String {
        guard let start = description.range(of: "but found ") else { return "" }
        var rest = description[start.upperBound...]
        if rest.hasSuffix(" instead.") { rest = rest.dropLast(" instead.".count) }
        return ", found " + rest
    }
}
