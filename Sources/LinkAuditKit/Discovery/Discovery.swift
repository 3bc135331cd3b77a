import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Finds the files to audit below the paths given on the command line.
public struct Discovery: Sendable {
    /// A file to audit.
    public struct Input: Hashable, Sendable {
        /// Path as reports show it: relative to the working directory when below it.
        public var path: String
        /// Absolute path used to read the file, as ``PathText`` writes a path: a byte of a name
        /// that is not UTF-8 (Linux allows any byte but `/`) stands as one private-use scalar, so
        /// that the file and its folders are found again by their bytes (``PathText/bytes(_:)``);
        /// reports show it through ``PathText/shown(_:)`` (`caf\xE9.md`).
        public var absolutePath: String
        public var format: DocumentFormat
        /// The path relative destinations resolve against, when it is not `path`: for a file
        /// outside the working directory, its path below the argument that found it
        /// (`/tmp/site/a/b.html` under `/tmp/site` is `a/b.html`; a file given by itself, its name),
        /// so that a destination never shows a path above the audit root.
        public var sitePath: String?
        /// The absolute path of the folder it was found under (the argument, or a file argument's
        /// folder): site configuration (`_config.yml`) is looked for up to there.
        public var root: String?
        /// The device and inode of the file discovery found (links followed): what is read must be
        /// that file, not one a symbolic link swapped in since leads to (issue 25).
        public var identity: PathText.FileIdentity?

        /// The file's bytes, read without following it to anything but a regular file (a FIFO is
        /// never waited on), and only when it is still the file discovery found (``identity``).
        public func contents() -> Result<[UInt8], PathText.ReadFailure> {
            PathText.contents(ofBytes: PathText.bytes(absolutePath), expected: identity)
        }
    }

    /// Folder names never entered below a path given: version control, dependencies and build
    /// output (`vendor`, `.bundle`: Bundler; `_site`: Jekyll; `public`: Hugo; `build`). Such a
    /// folder named on the command line is audited.
    public static let skippedFolders: Set<String> = [
        ".git", ".build", "node_modules", "Pods", "Carthage", "DerivedData", ".svn", ".hg", "vendor", "_site", "public", "build",
        ".bundle",
    ]

    /// The most bytes read of a site's own files that say how its pages are read (`_config.yml`,
    /// `docusaurus.config.js`, `versions.json`, `.vscode/extensions.json`): 8 MB; a larger one is
    /// not a configuration and is not read.
    static let siteFileLimit = 8 << 20

    /// Gitignore-style patterns of paths to skip (`PathPattern`), against paths as reports show them.
    public var excludes: [String] = []
    /// Gitignore-style patterns of the files to audit below a folder given; empty audits every file
    /// linkaudit reads. A file named on the command line is audited whatever they say.
    public var includes: [String] = []
    /// Gitignore-style patterns of JSON files to read as web message files wherever they lie
    /// (configuration `messageFiles`), besides those of a recognized layout (`locales/de/common.json`).
    public var messageFiles: [String] = []

    public init(excludes: [String] = []) {
        self.excludes = excludes
    }

    /// The format of a path by its name, or `nil` for files linkaudit does not read.
    /// Content-negotiation variants (`page.html.fr`, `page.html.ko.euc-kr`) are HTML.
    /// - Parameter shown: the path as reports show it, when `path` is absolute: a `tokens` folder
    ///   counts only below the working directory (or the argument), never above it.
    public static func format(of path: String, shownAs shown: String? = nil) -> DocumentFormat? {
        let name = fileName(of: path).lowercased()
        // After the name's last dot, unless that dot starts the name (`.md` has none), as
        // Foundation's `pathExtension`.
        let ext = name.utf8.lastIndex(of: 0x2E).flatMap { $0 == name.startIndex ? nil : name[name.utf8.index(after: $0)...] } ?? ""
        if let format = colorFormat(of: path, shown: shown ?? path, name: name) { return format }
        switch ext {
        // GitHub renders `.mkd`, `.mkdn`, `.mdown`, `.mdwn` and `.mkdown` as Markdown too.
        case "md", "markdown", "mdx", "mkd", "mkdn", "mdown", "mdwn", "mkdown": return .markdown
        case "html", "htm", "xhtml": return .html
        case "strings": return .strings
        case "xcstrings": return .xcstrings
        case "stringsdict": return .stringsdict
        case "xliff", "xlf": return .xliff
        // Android string resources: any `.xml` of a `values` folder (`res/values-de/strings.xml`).
        case "xml" where LocalePath.isAndroidValuesFolder(LocalePath.parentFolderName(of: path)): return .androidStrings
        case "po", "pot": return .gettext
        case "arb": return .arb
        // Web apps' message files, in a layout that says so (`locales/de/common.json`); no other JSON.
        case "json" where LocalePath.messageFileLocale(of: path) != nil: return .messageJSON
        // SwiftPM manifests are build settings, not app code.
        case "swift": return name == "package.swift" || name.hasPrefix("package@swift") ? nil : .swift
        default:
            let parts = name.split(separator: ".")
            if parts.count >= 3, parts.dropFirst().dropLast().contains(where: { ["html", "htm", "xhtml"].contains($0) }),
                LocalePath.negotiationLanguage(of: name) != nil
            {
                return .html
            }
            return nil
        }
    }

    /// The last component of a path as Foundation's `lastPathComponent` gives it for a file: the
    /// text after the last `/`, trailing slashes aside. Found in the path's bytes (every path of
    /// a walk is asked once or twice, and Foundation bridges each to an `NSString`).
    static func fileName(of path: String) -> Substring {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x2F { end = utf8.index(before: end) }
        let start = utf8[..<end].lastIndex(of: 0x2F).map { utf8.index(after: $0) } ?? utf8.startIndex
        return path[start..<end]
    }

    /// A path without its last component, as Foundation's `deletingLastPathComponent` gives it:
    /// `a/b/c` -> `a/b`, `a` -> ``, `/a` -> `/`, trailing and doubled slashes aside. Found in the
    /// path's bytes, as ``fileName(of:)``.
    static func folder(of path: String) -> String {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x2F { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return path.isEmpty ? "" : "/" }
        guard var cut = utf8[..<end].lastIndex(of: 0x2F) else { return "" }
        while cut > utf8.startIndex, utf8[utf8.index(before: cut)] == 0x2F { cut = utf8.index(before: cut) }
        return cut == utf8.startIndex ? "/" : String(path[..<cut])
    }

    /// The color inputs (`docs/usage.md`, Files read): `NAME.colorset/Contents.json` below an `.xcassets` folder,
    /// `project.pbxproj` in an `.xcodeproj` folder, and design tokens: `*.tokens.json`, `*.tokens`,
    /// and `.json` files below a folder named `tokens` or `design-tokens` (never any other JSON).
    static func colorFormat(of path: String, shown: String, name: String) -> DocumentFormat? {
        guard name.hasSuffix(".json") || name.hasSuffix(".tokens") || name == "project.pbxproj" else { return nil }
        let folders = path.lowercased().split(separator: "/").dropLast()
        if name == "contents.json" {
            guard let last = folders.last, last.hasSuffix(".colorset"), folders.contains(where: { $0.hasSuffix(".xcassets") }) else {
                return nil
            }
            return .colorset
        }
        if name == "project.pbxproj" { return folders.last?.hasSuffix(".xcodeproj") == true ? .xcodeProject : nil }
        if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") { return .designTokens }
        let shownFolders = shown.lowercased().split(separator: "/").dropLast()
        if shownFolders.contains(where: { $0 == "tokens" || $0 == "design-tokens" }),
            !folders.contains(where: { $0.hasSuffix(".xcassets") })
        {
            return .designTokens
        }
        return nil
    }

    /// Documentation formats linkaudit does not read, by lowercased extension, with the name a
    /// report gives each: a folder walk counts their files as not understood (`unread-format`)
    /// instead of passing over them in silence (issue 24, section 6).
    public static let unreadDocumentFormats: [String: String] = [
        "rst": "reStructuredText", "rest": "reStructuredText", "adoc": "AsciiDoc", "asciidoc": "AsciiDoc",
        "ipynb": "Jupyter notebook", "org": "Org", "textile": "Textile", "rdoc": "RDoc",
        "pod": "Perl POD", "mediawiki": "MediaWiki", "wiki": "MediaWiki", "creole": "Creole", "dita": "DITA",
        "ditamap": "DITA map", "qmd": "Quarto", "rmd": "R Markdown",
    ]

    /// What kind of app code a file is, when linkaudit does not read it (issue 27, section 4):
    /// `Kotlin source` (`.kt`), `JSX component`, `TSX component`, `Android layout` (an `.xml` of a
    /// `res/layout` folder); `nil` for any other file.
    public static func unreadAppCode(_ path: String) -> String? {
        let name = fileName(of: path).lowercased()
        if name.hasSuffix(".kt") { return "Kotlin source" }
        if name.hasSuffix(".jsx") { return "JSX component" }
        if name.hasSuffix(".tsx") { return "TSX component" }
        let folder = LocalePath.parentFolderName(of: path)
        if name.hasSuffix(".xml"), folder == "layout" || folder.hasPrefix("layout-") { return "Android layout" }
        return nil
    }

    /// Walks the paths and returns the inputs sorted by path, errors for paths that cannot be read,
    /// and the exclude patterns that matched no file or folder walked (a misspelled pattern, in the
    /// order given). Inside a folder, a symbolic link is followed only to a place inside the paths
    /// given and outside `.git`; a folder reached twice is entered once (see `DiscoveryWalk`).
    public func inputs(
        for paths: [String], workingDirectory: String
    ) -> (inputs: [Input], errors: [AuditError], unmatchedExcludes: [String]) {
        let found = walk(paths, workingDirectory: workingDirectory)
        return (found.inputs, found.errors, found.unmatchedExcludes)
    }

    /// What `inputs(for:workingDirectory:)` gives, the `include` patterns that took no file below the
    /// folders walked (`nil` when none was walked: every path given was a file; then no exclude
    /// pattern is listed as matching nothing either), and warnings about what was skipped: symbolic
    /// links not followed (out of the audit, into `.git`, loops) and FIFOs, sockets and devices;
    /// and the files of documentation formats it does not read (``unreadDocumentFormats``), sorted.
    public func walk(
        _ paths: [String], workingDirectory: String
    ) -> (
        inputs: [Input], errors: [AuditError], unmatchedExcludes: [String], unmatchedIncludes: [String]?, warnings: [AuditError],
        unread: [NotUnderstood], unmatchedMessageFiles: [String]
    ) {
        let walker = DiscoveryWalk(excludes: excludes, includes: includes, messageFiles: messageFiles)
        let base = Self.standardize(workingDirectory)
        var arguments: [(absolute: String, display: String, site: String?)] = []
        for argument in paths {
            let absolute = Self.standardize(argument.hasPrefix("/") ? argument : workingDirectory + "/" + argument)
            if absolute == base {
                arguments.append((absolute, "", nil))
            } else if absolute.hasPrefix(base == "/" ? "/" : base + "/") {
                arguments.append((absolute, PathText.shown(String(absolute.dropFirst(base == "/" ? 1 : base.count + 1))), nil))
            } else {
                arguments.append((absolute, PathText.shown(argument.hasPrefix("/") ? absolute : Self.lexicallyClean(argument)), ""))
            }
        }
        walker.run(arguments)
        let inputs = Self.distinct(walker.inputs).sorted { $0.path < $1.path }
        var unmatched: [String] = []
        for pattern in excludes where !walker.matched.contains(pattern) && !unmatched.contains(pattern) { unmatched.append(pattern) }
        let unmatchedIncludes = includes.reduce(into: [String]()) { unmatched, pattern in
            if !walker.includesMatched.contains(pattern), !unmatched.contains(pattern) { unmatched.append(pattern) }
        }
        // Files named by themselves are each taken or left out as named: a pattern that matched none
        // of them is no mistake (the build-tool plugin names a target's files, the configuration
        // names the whole package's folders).
        let walked = walker.walkedFolder
        let unmatchedMessageFiles = messageFiles.reduce(into: [String]()) { unmatched, pattern in
            if !walker.messageFilesMatched.contains(pattern), !unmatched.contains(pattern) { unmatched.append(pattern) }
        }
        return (
            inputs, walker.errors, walked ? unmatched : [], walked ? unmatchedIncludes : nil, walker.warnings, walker.unread.sorted(),
            walked ? unmatchedMessageFiles : []
        )
    }

    /// Each file once (one found through two arguments is one input), by its path's bytes; and two
    /// files whose paths Swift takes for one text (`café` written with `é`, or with `e` and U+0301:
    /// canonically equivalent, so equal as `String`s, in every set and table of the run) told apart:
    /// the later one's path shows each byte beyond ASCII as `\xHH` (``PathText/shown(_:allBytes:)``).
    /// Before, the second was dropped without a word (issue 25's review).
    static func distinct(_ inputs: [Input]) -> [Input] {
        var seenBytes = Set<[UInt8]>()
        var seenTexts = Set<String>()
        var kept: [Input] = []
        for var input in inputs where seenBytes.insert(Array(input.path.utf8)).inserted {
            if !seenTexts.insert(input.path).inserted {
                input.path = PathText.shown(PathText.text(PathText.bytes(shown: input.path)), allBytes: true)
                seenBytes.insert(Array(input.path.utf8))
                seenTexts.insert(input.path)
            }
            kept.append(input)
        }
        return kept
    }

    /// The exclude pattern that leaves out one of the folders of `path` (as reports show it), the
    /// outermost first, or `nil` when none does.
    static func excludedFolder(of path: String, _ patterns: [PathPattern]) -> String? {
        guard !patterns.isEmpty else { return nil }
        let components = path.split(separator: "/")
        for end in components.indices.dropLast() {
            let decision = PathPattern.decide(patterns, path: components[...end].joined(separator: "/"), isFolder: true)
            if decision.excluded { return decision.matched.last }
        }
        return nil
    }

    /// A relative path without `.` components, repeated or trailing slashes; `..` kept where it
    /// leads out (`./a//b/` -> `a/b`, `../x/./y` -> `../x/y`).
    static func lexicallyClean(_ path: String) -> String {
        if !path.isEmpty, path.utf8.first != 0x2F, SiteIndex.isNormal(path.utf8) { return path }
        var components: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if let last = components.last, last != ".." { components.removeLast() } else { components.append("..") }
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    static func standardize(_ path: String) -> String {
        if path.utf8.first == 0x2F, SiteIndex.isNormal(path.utf8) { return path }
        var components: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(String(component))
            }
        }
        return "/" + components.joined(separator: "/")
    }
}

/// Shell-style glob matching: `*` (not across `/`), `**` (across `/`), `?`.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.utf8), t = Array(text.utf8)
        var memo = [Int: Bool]()
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (t.count + 1) + j
            if let known = memo[key] { return known }
            var result: Bool
            if i == p.count {
                result = j == t.count
            } else if p[i] == UInt8(ascii: "*") {
                let doubleStar = i + 1 < p.count && p[i + 1] == UInt8(ascii: "*")
                let next = doubleStar ? i + 2 : i + 1
                let skipSlash = doubleStar && next < p.count && p[next] == UInt8(ascii: "/")
                // `**/` stands for whole folders only: it may match nothing where a folder name starts.
                func folderStart(_ k: Int) -> Bool { k == 0 || t[k - 1] == UInt8(ascii: "/") }
                result = match(next, j) || (skipSlash && folderStart(j) && match(next + 1, j))
                var k = j
                while !result, k < t.count, doubleStar || t[k] != UInt8(ascii: "/") {
                    k += 1
                    result = match(next, k) || (skipSlash && folderStart(k) && match(next + 1, k))
                }
            } else if j < t.count, p[i] == UInt8(ascii: "?") ? t[j] != UInt8(ascii: "/") : p[i] == t[j] {
                result = match(i + 1, j + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
