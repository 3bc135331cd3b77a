import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

/// The configuration file, `.linkaudit.json` in the working directory or the file named by
/// `--config`. Every field is optional; command-line options override it.
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
///   "markdown": "kramdown"
/// }
/// ```
public struct ConfigurationFile: Codable, Sendable {
    /// Glob patterns of paths to skip (`*`, `**`, `?`), as `--exclude`.
    public var exclude: [String]?
    /// Render target per glob of paths: help articles shown in-app through
    /// `AttributedString(markdown:)` are `swiftui`. The first matching pattern in sorted order wins.
    public var render: [String: RenderTarget]?
    /// Per rule id: `off`, or the severity that replaces the rule's default (`error`, `warning`, `note`).
    public var rules: [String: String]?
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
    /// The Markdown dialect of every document, `gfm`, `commonmark`, `kramdown` or `goldmark`;
    /// overrides the one detected from a Jekyll `_config.yml` or a Hugo site's configuration.
    public var markdown: MarkdownDialect?

    /// The default file name looked for in the working directory.
    public static let defaultName = ".linkaudit.json"

    /// Reads and checks a configuration file.
    /// - Throws: `Options.UsageError` naming the file and the field for unreadable JSON, an unknown
    ///   field, an unknown rule id or severity.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - shownAs: how messages name it (as the user wrote it).
    public static func load(path: String, shownAs shown: String) throws(Options.UsageError) -> ConfigurationFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Options.UsageError(message: "configuration file \(shown) cannot be read")
        }
        if let error = JSONSyntax.firstError(in: [UInt8](data)) {
            throw Options.UsageError(message: "\(shown):\(error.line):\(error.column): not valid JSON: \(error.message)")
        }
        let file: ConfigurationFile
        do {
            try rejectUnknownFields(data)
            file = try JSONDecoder().decode(ConfigurationFile.self, from: data)
        } catch let error as Options.UsageError {
            throw Options.UsageError(message: "\(shown): \(error.message)")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let at = located(context.codingPath.map(\.stringValue), in: data)
            throw Options.UsageError(message: "\(shown)\(at): \(fieldPath(context.codingPath)) \(context.debugDescription.lowercased())")
        } catch let DecodingError.dataCorrupted(context) {
            throw Options.UsageError(
                message: "\(shown): \(context.codingPath.isEmpty ? "not valid JSON" : fieldPath(context.codingPath) + " is not valid")")
        } catch {
            throw Options.UsageError(message: "\(shown): not valid JSON (\(error.localizedDescription))")
        }
        do throws(LanguageLists.ConfiguredPhraseError) {
            _ = try file.phraseLists(LanguageLists())
        } catch {
            throw Options.UsageError(
                message: "\(shown)\(located(error.path, in: data)): \(error.path.joined(separator: ".")): \(error.message)")
        }
        return file
    }

    /// `:line:column` of a field of the file, or nothing when it cannot be found.
    private static func located(_ path: [String], in data: Data) -> String {
        JSONSyntax.position(of: path, in: [UInt8](data)).map { ":\($0.line):\($0.column)" } ?? ""
    }

    /// `lists` with the file's `generic` and `allowed` phrases.
    func phraseLists(_ lists: LanguageLists) throws(LanguageLists.ConfiguredPhraseError) -> LanguageLists {
        guard generic != nil || allowed != nil else { return lists }
        return try lists.adding(generic: generic ?? [:], allowed: allowed ?? [:])
    }

    private static func fieldPath(_ path: [CodingKey]) -> String {
        path.map(\.stringValue).joined(separator: ".")
    }

    private static let fields: Set<String> = [
        "exclude", "render", "rules", "sourceLanguage", "standaloneDestinations", "failOn", "staleKeys", "generic", "allowed",
        "markdown",
    ]

    /// A misspelled field would be ignored silently; name it instead.
    private static func rejectUnknownFields(_ data: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Options.UsageError(message: "the configuration must be a JSON object")
        }
        if let unknown = object.keys.sorted().first(where: { !fields.contains($0) }) {
            throw Options.UsageError(message: "unknown field '\(unknown)'; fields are \(fields.sorted().joined(separator: ", "))")
        }
    }

    /// Applies the file to a configuration.
    /// - Throws: `Options.UsageError` for an unknown rule id, severity or `failOn` value, or phrases
    ///   that cannot apply (``LanguageLists/adding(generic:allowed:)``).
    public func apply(to configuration: inout Configuration) throws(Options.UsageError) {
        if let exclude { configuration.exclude += exclude }
        if let render { configuration.renderByPath = render.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
        if let sourceLanguage { configuration.sourceLanguage = sourceLanguage }
        if let markdown { configuration.markdownDialect = markdown }
        if let standaloneDestinations { configuration.standaloneDestinations = standaloneDestinations }
        do throws(LanguageLists.ConfiguredPhraseError) {
            configuration.languageLists = try phraseLists(configuration.languageLists)
        } catch {
            throw Options.UsageError(message: "\(error.path.joined(separator: ".")): \(error.message)")
        }
        for (id, setting) in (rules ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard RuleCatalog.rule(id: id) != nil else {
                throw Options.UsageError(message: "rules: no rule '\(id)'; 'linkaudit rules' lists them")
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
}
