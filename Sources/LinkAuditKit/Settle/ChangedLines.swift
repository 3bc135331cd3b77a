import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

/// The lines changed since a git ref, for `--changed-since REF` (issue 10, item 3): the working
/// tree (staged or not) against `REF`, and untracked files that are not ignored, wholly new.
///
/// The audit itself runs on every file as usual, so scope-wide rules see the whole scope; only
/// the findings are filtered afterwards (`filter(_:)`). A finding is kept when its line, or any
/// line of its link's span, was added or changed, or one of its related places was (an ambiguous
/// name's other links: the change that adds a conflicting link shows the ambiguity). String
/// Catalogs: a place on a key counts as changed when any line of that key's entry changed (from
/// `"KEY" : {` to its closing brace, whichever locale the change is in: a changed translation shows
/// the key's findings in every locale), as issue 10 asks (item 3, "String Catalogs: keys").
/// A finding without a line (a binary property list table) is kept when its file changed at all.
/// Lines are 1-based, as in reports; lines only deleted change nothing that remains.
public struct ChangedLines: Sendable {
    /// Changed line ranges per file, keyed by the file's absolute path with symbolic links resolved.
    var ranges: [String: [ClosedRange<Int>]] = [:]
    /// Files added, deleted, renamed or changed in any way (binary ones too), by absolute path.
    var files: Set<String> = []
    /// Untracked files: every line is new.
    var wholeFiles: Set<String> = []
    /// The working directory reports' relative paths are resolved against.
    let workingDirectory: String

    /// Asks git in `workingDirectory`; throws a message naming `ref` when it is not a commit,
    /// or when the folder is not in a git repository or git cannot be run.
    public static func load(since ref: String, workingDirectory: String) throws(Options.UsageError) -> ChangedLines {
        var changed = ChangedLines(workingDirectory: workingDirectory)
        let top = try git(["rev-parse", "--show-toplevel"], in: workingDirectory) { status, error in
            status == 127
                ? "--changed-since \(ref): git cannot be run (is it installed?)"
                : "--changed-since \(ref): the working directory is not in a git repository"
        }
        let root = top.trimmingCharacters(in: .newlines)
        let verified = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], in: workingDirectory) { _, _ in
            "--changed-since: unknown git ref '\(ref)' (not a commit in this repository)"
        }
        // The verified commit id, never the ref as written: a ref named like an option
        // (`--output=FILE`, possible through `git update-ref`) would be read as one (issue 25).
        let commit = verified.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !commit.isEmpty, commit.allSatisfy(\.isHexDigit) else {
            throw Options.UsageError(message: "--changed-since: unknown git ref '\(ref)' (not a commit in this repository)")
        }
        let common = ["--no-color", "--no-ext-diff", "--no-textconv", "-M", "--src-prefix=a/", "--dst-prefix=b/", commit, "--", ":/"]
        let failed: (Int32, String) -> String = { _, error in
            "--changed-since \(ref): git diff failed: \(error.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
        let names = try git(["-c", "core.quotePath=false", "diff", "--name-only", "-z"] + common, in: workingDirectory, failure: failed)
        for name in names.split(separator: "\0") where !name.isEmpty { changed.files.insert(resolved(root + "/" + name)) }
        let diff = try git(["-c", "core.quotePath=false", "diff", "--unified=0"] + common, in: workingDirectory, failure: failed)
        for (name, lines) in hunks(diff) { changed.ranges[resolved(root + "/" + name), default: []].append(contentsOf: lines) }
        let untracked = try git(
            ["ls-files", "--others", "--exclude-standard", "--full-name", "-z", "--", ":/"], in: workingDirectory, failure: failed)
        for name in untracked.split(separator: "\0") where !name.isEmpty {
            let path = resolved(root + "/" + name)
            changed.wholeFiles.insert(path)
            changed.files.insert(path)
        }
        return changed
    }

    /// Whether a finding is on a changed line: its own place or one of its related places (an
    /// ambiguous name's other links). A change that adds a link of the name to another destination
    /// shows the finding, though it stands at the name's first link. `spans` are the links' spans by
    /// id; `keyLines` the String Catalog entry lines by file and key, `keys` the links' keys by id.
    func contains(
        _ finding: Finding, spans: [Int: SourceSpan], keyLines: [String: [String: [ClosedRange<Int>]]] = [:], keys: [Int: String] = [:]
    ) -> Bool {
        func entry(_ file: String, _ key: String?) -> [ClosedRange<Int>]? { key.flatMap { keyLines[file]?[$0] } }
        let own = entry(finding.file, finding.key ?? finding.link.flatMap { keys[$0] })
        if contains(file: finding.file, line: finding.line, span: finding.link.flatMap { spans[$0] }, keyLines: own) { return true }
        return (finding.related ?? []).contains { place in
            contains(
                file: place.file, line: place.line, span: place.link.flatMap { spans[$0] },
                keyLines: entry(place.file, place.link.flatMap { keys[$0] }))
        }
    }

    /// Whether a place is on a changed line; `span` is its link's span, when it has one;
    /// `keyLines` the lines of the String Catalog entries of its key, when it is on one.
    /// `file` is the path as reports show it (``PathText/shown(_:)``).
    func contains(file: String, line: Int?, span: SourceSpan?, keyLines: [ClosedRange<Int>]? = nil) -> Bool {
        let file = PathText.text(PathText.bytes(shown: file))
        let path = Self.resolved(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
        if wholeFiles.contains(path) { return true }
        let changed = ranges[path] ?? []
        if let keyLines { return keyLines.contains { entry in changed.contains { $0.overlaps(entry) } } }
        var lines = line.map { [$0] } ?? []
        if let span { lines += Array(span.start.line...max(span.start.line, span.end.line)) }
        if lines.isEmpty { return files.contains(path) }
        return lines.contains { line in changed.contains { $0.contains(line) } }
    }

    /// Leaves out findings (active and suppressed) not on changed lines; returns how many went.
    public func filter(_ result: inout AuditResult) -> Int {
        var spans: [Int: SourceSpan] = [:]
        for link in result.links where spans[link.id] == nil { spans[link.id] = link.span }
        var keys: [Int: String] = [:]
        for link in result.links { if let key = link.appCopy?.key { keys[link.id] = key } }
        let before = result.findings.count
        result.findings.removeAll { !contains($0, spans: spans, keyLines: result.keyLines, keys: keys) }
        result.suppressedFindings.removeAll { !contains($0, spans: spans, keyLines: result.keyLines, keys: keys) }
        return before - result.findings.count
    }

    /// The added line ranges of a `--unified=0` diff, by path after the change (relative to the
    /// repository's top). Hunk headers read `@@ -a,b +c,d @@`; `,d` defaults to 1 and `d` 0 is a deletion.
    public static func hunks(_ diff: String) -> [(path: String, lines: [ClosedRange<Int>])] {
        var result: [(path: String, lines: [ClosedRange<Int>])] = []
        // An added line reading "++ x" shows as "+++ x": names are read in a file's header only.
        var inHeader = false
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                inHeader = true
            } else if inHeader, line.hasPrefix("+++ ") {
                // git ends the name of a file whose name holds a space with a tab.
                var written = String(line.dropFirst(4))
                if written.hasSuffix("\t") { written.removeLast() }
                let name = unquoted(written)
                result.append((name.hasPrefix("b/") ? String(name.dropFirst(2)) : name, []))
            } else if line.hasPrefix("@@ "), !result.isEmpty {
                inHeader = false
                guard let added = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let parts = added.dropFirst().split(separator: ",")
                guard let start = parts.first.flatMap({ Int($0) }) else { continue }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                if count > 0 { result[result.count - 1].lines.append(start...(start + count - 1)) }
            }
        }
        return result.filter { $0.path != "/dev/null" }
    }

    /// A path git wrote in C-style quotes (a tab, newline, quote or backslash in it), unquoted.
    public static func unquoted(_ text: String) -> String {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return text }
        var bytes: [UInt8] = []
        var input = PathText.bytes(text).dropFirst().dropLast()
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else { bytes.append(byte); continue }
            switch next {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = input.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    input.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return PathText.text(bytes)
    }

    /// An absolute path, standardized, symbolic links resolved (git reports the real top folder),
    /// by its bytes (``PathText``): a name that is not UTF-8 stays itself.
    static func resolved(_ path: String) -> String {
        FileSystem.realPath(PathText.bytes(path)).path.map(PathText.text) ?? Discovery.standardize(path)
    }

    /// Runs `git` with `arguments` in `folder`; its standard output, or a usage error made by
    /// `failure` from the exit status and standard error.
    private static func git(
        _ arguments: [String], in folder: String, failure: (Int32, String) -> String
    ) throws(Options.UsageError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        // A folder whose name is not UTF-8 has no URL of its own: git starts in it through a
        // descriptor of it, named by this process's `/proc/PID/fd/N` (Linux).
        var descriptor: Int32 = -1
        if PathText.bytes(folder) != Array(folder.utf8) {
            descriptor = PathText.withCPath(text: folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        defer { if descriptor >= 0 { close(descriptor) } }
        process.currentDirectoryURL = URL(fileURLWithPath: descriptor >= 0 ? "/proc/\(getpid())/fd/\(descriptor)" : folder)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Options.UsageError(message: failure(127, "")) }
        // Read both pipes before waiting: a large diff would fill the pipe and block git.
        let errorData = ResultSlots<Data>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData[0] = error.fileHandleForReading.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Options.UsageError(
                message: failure(process.terminationStatus, String(decoding: errorData[0] ?? Data(), as: UTF8.self)))
        }
        return PathText.text(data)
    }
}
