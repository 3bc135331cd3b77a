import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

extension LinkAuditCommand {
    /// The auditor the options ask for, with its cache and progress line.
    static func auditor(_ options: Options, _ environment: CommandEnvironment) -> (Auditor, ProgressLine?) {
        var auditor = Auditor(configuration: options.configuration, workingDirectory: environment.workingDirectory)
        if !options.noCache, let root = options.cachePath.map({ absolute($0, environment) }) ?? environment.defaultCacheFolder {
            auditor.cache = ExtractionCache(root: root)
        }
        var line: ProgressLine?
        if options.progress ?? environment.errorIsTerminal {
            let progress = ProgressLine(write: environment.writeError, now: environment.clock)
            auditor.progress = { done, total in progress.update(done: done, total: total) }
            line = progress
        }
        return (auditor, line)
    }

    /// `--shard K/N --partial FILE`: extracts the share and writes it for `linkaudit merge`.
    static func writePartial(_ auditor: Auditor, _ options: Options, _ environment: CommandEnvironment) -> ExitStatus {
        guard let shard = options.shard, let path = options.partialPath else { return .usage }
        let partial = auditor.partial(paths: options.paths, shard: shard)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(partial) else {
            environment.writeError("linkaudit: error: \(ReadableText.escapingInvisibles("cannot encode the partial result"))\n")
            return .usage
        }
        // A partial result is an output file like a report: a symlink, FIFO or device is refused.
        do throws(ReportFileError) {
            var file = try ReportFile.open(path: path, workingDirectory: environment.workingDirectory)
            file.write(bytes: data)
            try file.commit()
        } catch {
            environment.writeError("linkaudit: error: \(ReadableText.escapingInvisibles(error.message))\n")
            return .usage
        }
        environment.writeError(
            "linkaudit: "
                + ReadableText.escapingInvisibles(
                    "shard \(shard): \(partial.documents.count) of \(partial.files.count) files extracted to \(PathText.shown(path))")
                + "\n")
        return .clean
    }

    /// `linkaudit merge PART…`: the parts read and audited as one run, and the paths the shards
    /// audited; `nil` after saying why not.
    static func merged(
        _ auditor: Auditor, _ options: Options, _ environment: CommandEnvironment, spool: LinkSpool?, narrowing: Narrowing
    ) -> (result: AuditResult, paths: [String])? {
        var parts: [PartialResult] = []
        for path in options.paths {
            guard let data = PathText.contents(atPath: absolute(path, environment)).map({ Data($0) }) else {
                environment.writeError("linkaudit: error: \(ReadableText.escapingInvisibles("cannot read the partial result \(path)"))\n")
                return nil
            }
            do {
                parts.append(try JSONDecoder().decode(PartialResult.self, from: data))
            } catch {
                environment.writeError(
                    "linkaudit: error: \(ReadableText.escapingInvisibles("\(path) is not a partial result of linkaudit --shard"))\n")
                return nil
            }
        }
        do throws(PartialResult.MergeError) {
            return (try auditor.merge(parts, spool: spool, noteContexts: options.htmlNotes, narrowing: narrowing), parts.first?.paths ?? [])
        } catch {
            environment.writeError("linkaudit: error: \(ReadableText.escapingInvisibles("cannot merge: \(error.message)"))\n")
            return nil
        }
    }

    static func absolute(_ path: String, _ environment: CommandEnvironment) -> String {
        path.hasPrefix("/") ? path : environment.workingDirectory + "/" + path
    }
}

extension CommandEnvironment {
    /// `linkaudit` in the user's cache folder (`$XDG_CACHE_HOME` or `~/.cache` on Linux,
    /// `~/Library/Caches` on macOS), as SwiftLint keeps its cache: nothing is written into the
    /// project, and `git clean` does not throw it away.
    static var userCacheFolder: String? {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?.appendingPathComponent(ToolInfo.name).path
    }
}
