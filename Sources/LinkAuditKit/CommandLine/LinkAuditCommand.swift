import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// Where the command reads and writes: the real process, or a test's buffers.
public struct CommandEnvironment: Sendable {
    public var workingDirectory: String
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    public var errorIsTerminal: Bool
    /// The extraction cache's folder when `--cache-path` names none; `nil`: no cache unless named.
    public var defaultCacheFolder: String?
    /// Seconds on a monotonic clock (any origin), for the progress line.
    public var clock: @Sendable () -> Double

    public init(
        workingDirectory: String, writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void, errorIsTerminal: Bool = false, defaultCacheFolder: String? = nil,
        clock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.workingDirectory = workingDirectory
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.defaultCacheFolder = defaultCacheFolder
        self.clock = clock
    }

    public static var standard: CommandEnvironment {
        CommandEnvironment(
            workingDirectory: PathText.workingDirectory() ?? FileManager.default.currentDirectoryPath,
            writeOutput: { StandardStreams.writeOutput($0) },
            writeError: { StandardStreams.writeError($0) },
            errorIsTerminal: isatty(2) == 1, defaultCacheFolder: userCacheFolder)
    }
}

/// The `linkaudit` command: parses options, runs the audit, writes reports, decides the exit status.
public enum LinkAuditCommand {
    public static func main(arguments: [String], environment: CommandEnvironment) -> ExitStatus {
        var environment = environment
        if let directory = Options.directory(in: arguments) {
            let absolute = directory.hasPrefix("/") ? directory : environment.workingDirectory + "/" + directory
            guard PathText.isFolder(absolute) else {
                environment.writeError(
                    "linkaudit: error: \(ReadableText.escapingInvisibles("-C \(PathText.shown(directory)): no such folder"))\nRun 'linkaudit --help' for usage.\n"
                )
                return .usage
            }
            environment.workingDirectory = Discovery.standardize(absolute)
        }
        var options: Options
        var failOnConfigured = false
        var shownConfiguration: String?
        do throws(Options.UsageError) {
            var configuration = Configuration()
            let named = Options.configurationPath(in: arguments)
            // The language server reads the configuration itself, and says what is wrong with it
            // in the editor rather than not starting.
            let isServer = arguments.first == Options.Subcommand.lsp.rawValue
            let found = try named == nil && !isServer ? ConfigurationLookup.find(from: environment.workingDirectory) : nil
            if !isServer, let path = named.map({ $0.hasPrefix("/") ? $0 : environment.workingDirectory + "/" + $0 }) ?? found?.path {
                let shown = named.map { PathText.shown($0) } ?? found?.shown ?? ConfigurationFile.defaultName
                shownConfiguration = shown
                let file = try ConfigurationFile.load(path: path, shownAs: shown)
                failOnConfigured = file.failOn != nil
                do throws(Options.UsageError) { try file.apply(to: &configuration) } catch {
                    throw Options.UsageError(message: "\(shown): \(error.message)")
                }
            }
            options = try Options.parse(arguments, configuration: configuration)
            if let fallback = options.defaultFailOn, !options.failOnGiven, !failOnConfigured { options.configuration.failOn = fallback }
            options.configurationShown = shownConfiguration
        } catch {
            // Arguments are echoed: a file name a shell glob passes may hold terminal escapes.
            environment.writeError(
                "linkaudit: error: \(ReadableText.escapingInvisibles(error.message))\nRun 'linkaudit --help' for usage.\n")
            return .usage
        }
        if options.showHelp { environment.writeOutput(Options.help + "\n"); return .clean }
        if options.showVersion { environment.writeOutput("\(ToolInfo.name) \(ToolInfo.version)\n"); return .clean }
        switch options.subcommand {
        case .rules: return rules(options, environment)
        case .lsp:
            let cache = options.noCache ? nil : options.cachePath.map { absolute($0, environment) } ?? environment.defaultCacheFolder
            let server = LanguageServer(
                configuration: options.configuration, workingDirectory: environment.workingDirectory, cacheFolder: cache,
                configurationFile: Options.configurationPath(in: arguments).map { absolute($0, environment) })
            return server.run() == 0 ? .clean : .findings
        case .links, .audit, .merge: return audit(options, environment)
        }
    }

    private static func rules(_ options: Options, _ environment: CommandEnvironment) -> ExitStatus {
        if let id = options.ruleID {
            guard RuleCatalog.rule(id: id) != nil else {
                environment.writeError(
                    "linkaudit: error: no rule '\(ReadableText.escapingInvisibles(id.rawValue))'; 'linkaudit rules' lists them\n")
                return .usage
            }
            environment.writeOutput(RuleDocumentation.markdown(for: id))
            // The built-in lists and the configuration's phrases: what the rule will match.
            if id == "generic-link-text" { environment.writeOutput(PhraseListing.markdown(options.configuration.languageLists)) }
            return .clean
        }
        var text = ""
        for description in RuleCatalog.descriptions {
            text +=
                description.id.rawValue.padding(toLength: 32, withPad: " ", startingAt: 0)
                + description.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + description.summary + "\n"
        }
        environment.writeOutput(text)
        return .clean
    }

    private static func audit(_ options: Options, _ environment: CommandEnvironment) -> ExitStatus {
        let (auditor, progress) = auditor(options, environment)
        if options.partialPath != nil {
            defer { progress?.finish() }
            return writePartial(auditor, options, environment)
        }
        var narrowing = Narrowing()
        if let path = options.baselinePath {
            do throws(Options.UsageError) {
                narrowing.baseline = .apply(
                    try Baseline.load(
                        path: path.hasPrefix("/") ? path : environment.workingDirectory + "/" + path, shownAs: PathText.shown(path)))
            } catch {
                environment.writeError("linkaudit: error: \(ReadableText.escapingInvisibles(error.message))\n")
                return .usage
            }
        }
        if let ref = options.changedSince {
            do throws(Options.UsageError) {
                narrowing.changedLines = try ChangedLines.load(since: ref, workingDirectory: environment.workingDirectory)
            } catch {
                environment.writeError("linkaudit: error: \(ReadableText.escapingInvisibles(error.message))\n")
                return .usage
            }
        }
        // The settle stage hands over the run's baseline to be written; what came of it is told
        // below, in its place among the other summary lines.
        var written: (baseline: Baseline, problem: ReportFileError?)?
        if let path = options.writeBaselinePath {
            narrowing.baseline = .write { baseline in
                let problem = write(baseline.text, to: path, environment)
                written = (baseline, problem)
                return problem == nil
            }
        }
        // `--fix` rounds come first, and the run then audits what is left; `--diff` ends here.
        if options.fix || options.diff, let status = fix(auditor, options, environment, narrowing: narrowing) { return status }
        // Links go to disk as documents finish; `linkaudit links` lists them all from memory.
        let spool = options.subcommand == .links ? nil : LinkSpool()
        var audited: AuditResult
        var auditedPaths = options.paths
        if options.subcommand == .merge {
            guard let merged = merged(auditor, options, environment, spool: spool, narrowing: narrowing) else { return .usage }
            (audited, auditedPaths) = merged
        } else {
            audited = auditor.audit(paths: options.paths, spool: spool, noteContexts: options.htmlNotes, narrowing: narrowing)
            progress?.finish()
        }
        // What the audit held besides its result is free now: give it back before the reports are made.
        FreeMemory.release()
        let counts = audited.settledCounts
        if counts.inSource > 0 { environment.writeError("linkaudit: \(counted(counts.inSource, "finding")) suppressed in place\n") }
        if counts.byConfiguration > 0 {
            environment.writeError(
                "linkaudit: \(counted(counts.byConfiguration, "finding")) suppressed by the configuration's suppress patterns\n")
        }
        // Output files that could not be written: each is told on standard error, the others are
        // still written, and the run exits 2 (`docs/exit-status.md`).
        var unwritten = 0
        if let path = options.writeBaselinePath, let written {
            if let problem = written.problem {
                // The reports still show every finding, none suppressed by a baseline not written.
                report(problem, environment)
                unwritten += 1
            } else {
                environment.writeError(
                    "linkaudit: \(ReadableText.escapingInvisibles("wrote \(counted(written.baseline.entries.count, "finding")) to the baseline \(PathText.shown(path))"))\n"
                )
            }
        } else if case .apply(let baseline) = narrowing.baseline {
            environment.writeError(
                "linkaudit: \(counted(counts.byBaseline ?? 0, "finding")) suppressed by the baseline; "
                    + "\(counted(audited.baselineGone ?? 0, "finding")) in the baseline not reported (fixed or moved)\n")
            if let hint = baseline.unmatchedFilesHint(audited: audited.files) {
                environment.writeError("linkaudit: warning: \(ReadableText.escapingInvisibles(hint))\n")
            }
        }
        if let hidden = counts.onUnchangedLines, let ref = options.changedSince {
            environment.writeError(
                "linkaudit: \(counted(hidden, "finding")) on unchanged lines not shown "
                    + "(--changed-since \(ReadableText.escapingInvisibles(ref)))\n")
        }
        var shownResult = shown(audited, minSeverity: options.configuration.minSeverity)
        for pattern in shownResult.unmatchedExcludes {
            environment.writeError(
                "linkaudit: warning: "
                    + ReadableText.escapingInvisibles(
                        "the exclude pattern '\(pattern)' matched no file or folder (paths are matched as reports show them)")
                    + "\n")
        }
        for pattern in shownResult.unmatchedIncludes {
            environment.writeError(
                "linkaudit: warning: "
                    + ReadableText.escapingInvisibles(
                        "the include pattern '\(pattern)' matched no file linkaudit reads (paths are matched as reports show them)")
                    + "\n")
        }
        for pattern in shownResult.unmatchedMessageFiles {
            environment.writeError(
                "linkaudit: warning: "
                    + ReadableText.escapingInvisibles(
                        "the messageFiles pattern '\(pattern)' matched no JSON file (paths are matched as reports show them)")
                    + "\n")
        }
        if options.subcommand == .links {
            environment.writeOutput(options.format == .json ? LinkListing.json(shownResult) : LinkListing.text(shownResult))
            return shownResult.errors.isEmpty || !options.configuration.inputErrorsFail ? .clean : .inputError
        }
        // Reports are independent pure functions of the result: render them side by side.
        let htmlContext = HTMLReportContext(
            paths: auditedPaths.map { PathText.shown($0) }, command: ([ToolInfo.name] + options.arguments).map { PathText.shown($0) },
            configurationFile: options.configurationShown,
            date: options.timestamp ? ISO8601DateFormatter().string(from: Date()) : nil, includeNotes: options.htmlNotes)
        let outputs = options.extraOutputs + (options.output.map { [(options.format, $0)] } ?? [])
        // The HTML report lists a few files' links in its Links rotor view: read them back from the spool.
        if let spool, outputs.contains(where: { $0.format == .html }) || options.format == .html {
            spool.readRotorLinks(into: &shownResult, files: HTMLReporter.rotorFilesShown(in: shownResult, context: htmlContext))
        }
        let result = shownResult
        let rendered = ResultSlots<String>(count: outputs.count)
        let pages = ResultSlots<[HTMLReportPage]>(count: outputs.count)
        // A JSON report file is written piece by piece as it is made (`nil` problem: written).
        let streamed = ResultSlots<ReportFileError?>(count: outputs.count)
        let base = options.absolutePaths ? PathText.shown(environment.workingDirectory) : nil
        DispatchQueue.concurrentPerform(iterations: outputs.count) { index in
            if outputs[index].format == .html, outputs[index].path != "-" {
                // Past the caps, the long tail goes to pages in a folder next to the file (issue 11).
                var context = htmlContext
                context.pagesFolder = HTMLPagesFolder.name(for: outputs[index].path)
                let page = (outputs[index].path as NSString).lastPathComponent
                (rendered[index], pages[index]) = HTMLReporter.renderWithPages(result, context: context, mainPage: page)
            } else if outputs[index].format == .json, outputs[index].path != "-" {
                streamed[index] = writeJSON(result, spool: spool, to: outputs[index].path, environment)
            } else {
                rendered[index] = render(
                    outputs[index].format, result, absoluteFrom: base, html: htmlContext, spool: spool)
            }
        }
        // `-` names standard output, as in most command-line tools: that report is all stdout
        // holds, and the summary line goes to standard error.
        let reportOnStandardOutput = outputs.contains { $0.path == "-" }
        for (index, (_, path)) in outputs.enumerated() {
            if path == "-" {
                environment.writeOutput(rendered[index] ?? "")
                continue
            }
            if let problem = streamed[index]
                ?? (rendered[index]).flatMap({ write($0, to: path, environment) })
                ?? pages[index].flatMap({
                    HTMLPagesFolder.write($0, nextTo: path.hasPrefix("/") ? path : environment.workingDirectory + "/" + path)
                })
            {
                report(problem, environment)
                unwritten += 1
            }
        }
        if reportOnStandardOutput {
            environment.writeError(TextReporter.summary(result) + "\n")
        } else if options.quiet || options.output != nil {
            environment.writeOutput(TextReporter.summary(result) + "\n")
        } else {
            environment.writeOutput(render(options.format, result, absoluteFrom: base, html: htmlContext, spool: spool))
        }
        if let path = options.stampPath, let problem = write("// linkaudit: " + TextReporter.summary(result) + "\n", to: path, environment)
        {
            report(problem, environment)
            unwritten += 1
        }
        for warning in result.warnings {
            environment.writeError(
                ReadableText.escapingInvisibles(
                    "\(warning.file)\(warning.line.map { ":\($0)" } ?? "")\(warning.column.map { ":\($0)" } ?? ""): warning: \(warning.message)"
                )
                    + "\n"
            )
        }
        if unwritten > 0 { return .usage }
        // Every finding counts, shown or not (`minSeverity` changes what outputs show only).
        return exitStatus(audited, failOn: options.configuration.failOn, inputErrorsFail: options.configuration.inputErrorsFail)
    }

    /// `1 finding`, `2 findings`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// 3 when an input could not be read (unless `inputErrorsFail` is `false`: configuration
    /// `inputErrors: warn`), else 1 when a finding reaches the threshold, else 0.
    public static func exitStatus(_ result: AuditResult, failOn: Severity?, inputErrorsFail: Bool = true) -> ExitStatus {
        if inputErrorsFail, !result.errors.isEmpty { return .inputError }
        if let failOn, result.findings.contains(where: { $0.severity >= failOn }) { return .findings }
        return .clean
    }

    /// The result outputs show: findings below `minSeverity` left out.
    static func shown(_ result: AuditResult, minSeverity: Severity?) -> AuditResult {
        guard let minSeverity else { return result }
        var shown = result
        shown.findings.removeAll { $0.severity < minSeverity }
        return shown
    }

    /// - Parameters:
    ///   - absoluteFrom: with `--absolute-paths`, the working directory relative paths of the text
    ///     output are resolved against.
    ///   - html: what the HTML report says about the run besides the result (``HTMLReportContext``).
    static func render(
        _ format: OutputFormat, _ result: AuditResult, absoluteFrom: String? = nil,
        html: HTMLReportContext = HTMLReportContext(), spool: LinkSpool? = nil
    ) -> String {
        switch format {
        case .text: TextReporter.render(result, absoluteFrom: absoluteFrom)
        case .json:
            {
                var text = ""
                JSONReporter.write(result, encodedLinks: spool.flatMap { $0.isOrdered ? $0 : nil }, to: &text)
                return text
            }()
        case .html: HTMLReporter.render(result, context: html)
        case .sarif: SARIFReporter.render(result)
        case .github: GitHubReporter.render(result)
        case .markdown: MarkdownReporter.render(result)
        }
    }

    /// Writes a report or baseline through a ``ReportFile`` (never through a link, FIFO or device;
    /// replaced whole or not at all), creating its folder; returns why it could not, or `nil`.
    private static func write(_ text: String, to path: String, _ environment: CommandEnvironment) -> ReportFileError? {
        do throws(ReportFileError) {
            var file = try ReportFile.open(path: path, workingDirectory: environment.workingDirectory)
            file.write(text)
            try file.commit()
            return nil
        } catch {
            return error
        }
    }

    /// Writes the JSON report into its ``ReportFile`` as it is made; returns why it could not, or `nil`.
    private static func writeJSON(
        _ result: AuditResult, spool: LinkSpool?, to path: String, _ environment: CommandEnvironment
    ) -> ReportFileError? {
        do throws(ReportFileError) {
            var file = try ReportFile.open(path: path, workingDirectory: environment.workingDirectory)
            JSONReporter.write(result, encodedLinks: spool.flatMap { $0.isOrdered ? $0 : nil }, to: &file)
            try file.commit()
            return nil
        } catch {
            return error
        }
    }

    /// Tells why an output file was not written (escaped: the path may hold anything).
    private static func report(_ problem: ReportFileError, _ environment: CommandEnvironment) {
        environment.writeError("linkaudit: error: \(ReadableText.escapingInvisibles(problem.message))\n")
    }
}
