import Foundation
import LinkAuditModel
import LinkAuditRules

/// Output formats, each written by one reporter.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, html, sarif, github, markdown
}

/// The parsed command line.
public struct Options: Sendable {
    public enum Subcommand: String, Sendable { case audit, links, rules, merge, lsp }

    public var subcommand: Subcommand = .audit
    public var paths: [String] = []
    /// The format written to `output` (or standard output).
    public var format: OutputFormat = .text
    /// Where `format` goes; `nil` is standard output.
    public var output: String?
    /// Extra outputs: `--json FILE`, `--html FILE`, ...
    public var extraOutputs: [(format: OutputFormat, path: String)] = []
    public var configuration = Configuration()
    public var quiet = false
    /// `nil`: show progress when standard error is a terminal.
    public var progress: Bool?
    public var showHelp = false
    public var showVersion = false
    /// For `rules ID`.
    public var ruleID: RuleID?
    /// `--config FILE`; else the file `ConfigurationLookup` finds.
    public var configurationPath: String?
    /// `--baseline FILE`: report only findings this baseline does not list (see `Baseline`).
    public var baselinePath: String?
    /// `--write-baseline FILE`: record every finding of this run as the baseline (see `Baseline`).
    public var writeBaselinePath: String?
    /// `--changed-since REF`: show only findings on lines changed since this git ref (see `ChangedLines`).
    public var changedSince: String?
    /// `--html-notes`: the HTML report lists notes one by one instead of counting them per rule and folder.
    public var htmlNotes = false
    /// `--timestamp`: the HTML report's header shows when it was made (by default outputs are
    /// byte-identical for the same input).
    public var timestamp = false
    /// The arguments as given, after the program name: the HTML report's header shows them.
    public var arguments: [String] = []
    /// The configuration file read, as the user named it or as it was found; `nil` when none was.
    public var configurationShown: String?
    /// `-C DIR`, `--directory DIR`: run as if started in this folder (relative to the working
    /// directory), so that paths, patterns and the configuration lookup are read from there.
    public var directory: String?
    /// `--absolute-paths`: text reports name files by absolute path (Xcode opens an issue's file by
    /// it); other formats keep paths relative to the working directory.
    public var absolutePaths = false
    /// `--default-fail-on SEVERITY|never`: the `--fail-on` used when neither `--fail-on` (or
    /// `--strict`) nor the configuration's `failOn` says one; `.some(nil)` is never. The build-tool
    /// plugin passes `never`, so a build fails only when the configuration asks it to.
    public var defaultFailOn: Severity??
    /// `--fix`: apply the safe fixes of the findings reported (issue 26, `SourceFixer`).
    public var fix = false
    /// `--unsafe-fixes`: with `--fix` or `--diff`, also the fixes that change copy.
    public var unsafeFixes = false
    /// `--diff`: print what `--fix` would change as a unified diff, write nothing.
    public var diff = false
    /// `--stamp FILE`: once the run is done, write the summary line as a Swift comment to this file:
    /// the build-tool plugin's declared output, which SwiftPM compiles to nothing (any other kind of
    /// file would be copied into the target's resources).
    public var stampPath: String?
    /// Whether `--fail-on` or `--strict` was given.
    public var failOnGiven = false
    /// `--cache-path DIR`: where the extraction cache lives (see `ExtractionCache`); `nil` is the
    /// environment's default folder.
    public var cachePath: String?
    /// `--no-cache`: extract every file and keep nothing.
    public var noCache = false
    /// `--shard K/N`: extract only the K-th of N shares of the files (see `Shard`).
    public var shard: Shard?
    /// `--partial FILE`: write the extracted share as a partial result for `linkaudit merge`
    /// instead of reports (see `PartialResult`).
    public var partialPath: String?

    public struct UsageError: Error, Sendable {
        public var message: String
    }

    /// Parses arguments (without the program name).
    /// - Throws: `UsageError` for an unknown option, a missing or bad value, or no path to audit.
    /// Parses arguments (without the program name) over a configuration read before (the file).
    public static func parse(_ arguments: [String], configuration: Configuration) throws(UsageError) -> Options {
        var base = Options()
        base.configuration = configuration
        return try parse(arguments, base: base)
    }

    /// The `--config FILE` argument, found before the rest is parsed.
    public static func configurationPath(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument == "--config", index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix("--config=") { return String(argument.dropFirst("--config=".count)) }
        }
        return nil
    }

    /// The `-C DIR` or `--directory DIR` argument, found before the rest is parsed (the configuration
    /// is looked for from there).
    public static func directory(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument == "-C" || argument == "--directory", index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix("--directory=") { return String(argument.dropFirst("--directory=".count)) }
        }
        return nil
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        try parse(arguments, base: Options())
    }

    private static func parse(_ arguments: [String], base: Options) throws(UsageError) -> Options {
        var options = base
        options.arguments = arguments
        var index = 0
        var positional: [String] = []
        func value(_ flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[index]
        }
        var onlyPaths = false
        while index < arguments.count {
            var argument = arguments[index]
            var inlineValue: String?
            if !onlyPaths, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func next() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                return try value(argument)
            }
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                index += 1
                continue
            }
            switch argument {
            case "--": onlyPaths = true
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            case "-f", "--format":
                let name = try next()
                guard let format = OutputFormat(rawValue: name) else {
                    throw UsageError(
                        message: "unknown format '\(name)'; use one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.format = format
            case "-o", "--output": options.output = try next()
            case "--json", "--html", "--sarif", "--text", "--github", "--markdown":
                options.extraOutputs.append((OutputFormat(rawValue: String(argument.dropFirst(2)))!, try next()))
            case "--render":
                let name = try next()
                guard let render = RenderTarget(rawValue: name) else {
                    throw UsageError(message: "unknown render target '\(name)'; use swiftui or web")
                }
                options.configuration.render = render
            case "--fail-on":
                let name = try next()
                if name == "never" {
                    options.configuration.failOn = nil
                } else {
                    guard let severity = Severity(rawValue: name) else {
                        throw UsageError(message: "--fail-on takes error, warning, note or never, not '\(name)'")
                    }
                    options.configuration.failOn = severity
                }
                options.failOnGiven = true
            case "--strict":
                options.configuration.failOn = .warning
                options.failOnGiven = true
            case "--default-fail-on":
                let name = try next()
                guard name == "never" || Severity(rawValue: name) != nil else {
                    throw UsageError(message: "--default-fail-on takes error, warning, note or never, not '\(name)'")
                }
                options.defaultFailOn = .some(Severity(rawValue: name))
            case "-C", "--directory": options.directory = try next()
            case "--absolute-paths": options.absolutePaths = true
            case "--stamp": options.stampPath = try next()
            case "--min-severity":
                let name = try next()
                guard let severity = Severity(rawValue: name) else {
                    throw UsageError(message: "--min-severity takes note, warning or error, not '\(name)'")
                }
                options.configuration.minSeverity = severity
            case "-q", "--quiet": options.quiet = true
            case "--progress": options.progress = true
            case "--no-progress": options.progress = false
            case "--exclude": options.configuration.exclude.append(try next())
            case "--source-language": options.configuration.sourceLanguage = try next()
            case "--site-url":
                let text = try next()
                guard let entry = SiteURLSetting.entry(parsing: text) else {
                    throw UsageError(message: "--site-url takes URL or URL=FOLDER with an http or https URL, not '\(text)'")
                }
                options.configuration.siteURLs.append(entry.siteURL)
            case "--config": options.configurationPath = try next()
            case "--baseline": options.baselinePath = try next()
            case "--write-baseline": options.writeBaselinePath = try next()
            case "--changed-since": options.changedSince = try next()
            case "--html-notes": options.htmlNotes = true
            case "--cache-path": options.cachePath = try next()
            case "--no-cache": options.noCache = true
            case "--partial": options.partialPath = try next()
            case "--shard":
                let text = try next()
                guard let shard = Shard(parsing: text) else {
                    throw UsageError(message: "--shard takes K/N with 1 ≤ K ≤ N (e.g. 2/3), not '\(text)'")
                }
                options.shard = shard
            case "--timestamp": options.timestamp = true
            case "--fix": options.fix = true
            case "--unsafe-fixes": options.unsafeFixes = true
            case "--diff": options.diff = true
            case "--disable":
                for text in try next().split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !text.isEmpty {
                    let id = RuleID(text)
                    guard RuleCatalog.rule(id: id) != nil else {
                        throw UsageError(message: "--disable: " + ConfigurationFile.noRule(id))
                    }
                    options.configuration.disabledRules.insert(id)
                }
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
            index += 1
        }
        if let first = positional.first, let subcommand = Subcommand(rawValue: first) {
            options.subcommand = subcommand
            positional.removeFirst()
        }
        if options.subcommand == .rules {
            guard positional.count <= 1 else { throw UsageError(message: "'rules' takes at most one rule id") }
            options.ruleID = positional.first.map { RuleID($0) }
        } else if options.subcommand == .lsp {
            // The workspace comes from the client (`initialize`), else the working directory.
            guard positional.isEmpty else { throw UsageError(message: "'lsp' takes no path: the editor names the workspace") }
            guard !options.fix, !options.diff else {
                throw UsageError(message: "'lsp' offers fixes as code actions: drop --fix and --diff")
            }
        } else {
            if positional.contains(where: \.isEmpty) {
                throw UsageError(message: "an empty path was given (an unset variable?); name files or folders, or '.' for this folder")
            }
            options.paths = positional
            if options.paths.isEmpty, !options.showHelp, !options.showVersion {
                throw UsageError(message: "no path to audit; give files or folders, e.g. 'linkaudit Docs/'")
            }
        }
        try checkShardOptions(options)
        try checkFixOptions(options)
        if options.baselinePath != nil, options.writeBaselinePath != nil {
            throw UsageError(message: "--baseline and --write-baseline together: give one (--write-baseline alone renews a baseline)")
        }
        let written =
            options.extraOutputs.map(\.path) + (options.output.map { [$0] } ?? []) + (options.writeBaselinePath.map { [$0] } ?? [])
            + (options.stampPath.map { [$0] } ?? [])
        if let twice = written.first(where: { path in written.filter { $0 == path }.count > 1 }) {
            throw UsageError(message: "two reports would be written to '\(twice)'")
        }
        return options
    }

    public static let help = """
        OVERVIEW: Audit link text in app copy and help content for VoiceOver, Full Keyboard Access and Voice Control.

        USAGE: linkaudit [audit] [options] <path>...
               linkaudit links [options] <path>...   List the links linkaudit extracts
               linkaudit rules [<rule-id>]            List the rules, or document one
               linkaudit merge [options] <part>...    Audit the partial results of --shard runs as one
               linkaudit lsp [options]                Serve editors over the Language Server Protocol (stdio)

        Reads Markdown (.md, .markdown), HTML (.html, .htm, .xhtml, page.html.LANG), string tables
        (.strings, .stringsdict, .xcstrings, XLIFF .xliff/.xlf and .xcloc exports) and SwiftUI and
        UIKit sources (.swift), recursively below each folder; and, for the color rules, asset
        catalog colors (NAME.colorset/Contents.json), project.pbxproj (the accent color's name) and
        design tokens (*.tokens.json, *.tokens, .json below a tokens or design-tokens folder).

        OPTIONS:
          -f, --format <format>   text (default), json, html, sarif (SARIF 2.1.0 for code scanning:
                                  UTF-16 columns, fingerprints, baseline state), github (workflow
                                  annotations) or markdown (a job summary page)
          -o, --output <file>     Write the --format output to a file instead of standard output
                                  (a file of '-' is standard output, for this and --json and the like)
          --json <file>           Also write the JSON report to a file (likewise --html, --sarif,
                                  --text, --github, --markdown); several may be given
          --render <target>       Audit every document as rendered by swiftui or web
                                  (default: swiftui for string tables, web for Markdown and HTML)
          --fail-on <severity>    Exit 1 when a finding is at least error (default), warning,
                                  note, or never
          --strict                Same as --fail-on warning
          --default-fail-on <severity>
                                  The --fail-on used when neither --fail-on nor the configuration's
                                  failOn gives one (the build-tool plugin passes never)
          --min-severity <severity>
                                  Show only findings of at least note (default), warning or error;
                                  the exit status still counts every finding (--fail-on)
          --exclude <pattern>     Skip files and folders matching a gitignore-style pattern, against
                                  paths as reports show them (repeatable): 'vendor' (a name at any
                                  depth), 'vendor/' (folders only), 'vendor/**' (all below the top
                                  vendor), '**/vendor/**' (below vendor at any depth),
                                  'docs/**/draft-*.md' (a slash anchors it), '/notes.md' (top
                                  only), '!pattern' (take back). A pattern matching nothing is a
                                  warning.
                                  vendor, _site, public, build, .bundle, node_modules, Pods and the
                                  like are skipped unless named as a path
          --disable <ids>         Do not run these rules (comma-separated ids)
          --fix                   Apply the safe fixes of the findings reported (a title that
                                  repeats the name removed), in rounds until none is left; files
                                  keep their byte order mark and line breaks; only UTF-8 files
          --unsafe-fixes          With --fix or --diff, also fixes that change copy (a generic
                                  link name replaced by the title of the page it opens)
          --diff                  Print what --fix would change as a unified diff; write nothing;
                                  exit 1 when there is something to fix
          --source-language <tag> The language .lproj tables, Android's values folder and gettext
                                  msgids are written in (default: en); String Catalogs and XLIFF
                                  name their own
          --site-url <url>[=<folder>]
                                  The published address of an audited folder (default: the working
                                  directory), so links to it resolve to the run's pages and fixes
                                  can propose a page's own title (repeatable)
          --config <file>         Read settings from this YAML (.yml, .yaml) or JSON file (default:
                                  .linkaudit.yml or .linkaudit.json in the working directory or the
                                  nearest parent, up to the repository's top): exclude, include
                                  and render per path (patterns as for --exclude), rules (off or a
                                  severity), sourceLanguage, standaloneDestinations, failOn,
                                  minSeverity, inputErrors (fail or warn), staleKeys, markdown,
                                  generic and allowed phrases per language, siteURL
          --write-baseline <file> Record every finding of this run in a baseline file (JSON) and
                                  treat them as accepted in this run
          --baseline <file>       Report only findings the baseline file does not list, and say how
                                  many of its entries were not found (fixed or moved); entries name
                                  rule, file, key or link name and destination, never a line
          --changed-since <ref>   Report only findings on lines changed since this git ref (working
                                  tree against ref, untracked files wholly new); rules still see
                                  every file audited. Standard error counts the others
          --cache-path <dir>      Keep extracted documents here between runs, so unchanged files
                                  are not read again (default: linkaudit in the user's cache
                                  folder, ~/.cache or ~/Library/Caches)
          --no-cache              Read every file and keep nothing
          --shard <k>/<n>         Extract only the k-th of n shares of the files (every n-th file
                                  in path order) and write it with --partial for 'linkaudit merge'
          --partial <file>        Write the extracted share (documents, errors, the file list) to
                                  this file instead of reports
          --html-notes            List notes one by one in the HTML report (default: counted per
                                  rule and folder)
          --timestamp             Show the date and time in the HTML report's header (default: none,
                                  so the same input gives the same bytes)
          -C, --directory <dir>   Run as if started in this folder: paths, patterns, reports and
                                  the configuration lookup are read from there
          --absolute-paths        Name files by absolute path in text output (Xcode opens them)
          --stamp <file>          When done, write the summary line as a Swift comment to this file
                                  (a build system's record that the audit ran)
          -q, --quiet             Print only the summary line on standard output
          --progress, --no-progress
                                  Show or hide progress on standard error (default: shown on a terminal)
          -h, --help              Show this help
          --version               Show the version

        EXIT STATUS:
          0  no finding at or above the --fail-on severity
          1  findings at or above the --fail-on severity
          2  usage error
          3  an input could not be read or parsed, or a path given does not exist (listed in the
             report; every other path is audited and every report written, so this is not 2;
             configuration inputErrors: warn gives 0 or 1 instead)

        EXAMPLES:
          linkaudit Docs/
          linkaudit App/Resources --strict --format sarif --output linkaudit.sarif
          linkaudit help-center --json report.json --html report.html
          linkaudit Docs --format github --sarif linkaudit.sarif --markdown summary.md
          linkaudit links App/en.lproj/Localizable.strings
        """
}
