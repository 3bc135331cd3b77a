/// One `exclude` or `include` pattern, read the way a `.gitignore` line is read, against paths as
/// reports show them (relative to the working directory).
///
/// - `vendor`: no slash, so it matches a file or folder of that name at any depth.
/// - `vendor/`: a trailing slash matches folders only.
/// - `vendor/**`, `docs/**/draft-*.md`: a slash inside anchors the pattern to the whole path;
///   `**` crosses folders (`docs/**/x` matches `docs/x` too), `*` and `?` do not.
/// - `**/vendor/**`: a leading `**/` matches at any depth, the top included.
/// - `/notes.md`: a leading slash anchors a pattern without another slash to the top folder.
/// - `!pattern`: a later match that is negated takes the path back. As in Git, a path inside an
///   excluded folder cannot be taken back: the folder is never entered.
struct PathPattern: Sendable {
    /// The pattern as written, for messages.
    let text: String
    let negated: Bool
    let foldersOnly: Bool
    let anchored: Bool
    let glob: String

    init(_ text: String) {
        self.text = text
        var body = Substring(text)
        negated = body.hasPrefix("!")
        if negated { body = body.dropFirst() }
        foldersOnly = body.hasSuffix("/")
        while body.hasSuffix("/") { body = body.dropLast() }
        anchored = body.hasPrefix("/") || body.contains("/")
        while body.hasPrefix("/") { body = body.dropFirst() }
        glob = String(body)
    }

    /// Whether the pattern (ignoring `!`) matches a path; `name` is its last component.
    func matches(path: String, name: String, isFolder: Bool) -> Bool {
        if foldersOnly && !isFolder { return false }
        return Glob.matches(glob, anchored ? path : name)
    }

    /// Whether a path is excluded by a list of patterns (the last matching one decides), and the
    /// patterns that matched it, negated or not.
    static func decide(_ patterns: [PathPattern], path: String, isFolder: Bool) -> (excluded: Bool, matched: [String]) {
        guard !patterns.isEmpty else { return (false, []) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var excluded = false
        var matched: [String] = []
        for pattern in patterns where pattern.matches(path: path, name: name, isFolder: isFolder) {
            excluded = !pattern.negated
            matched.append(pattern.text)
        }
        return (excluded, matched)
    }

    /// Whether `include` patterns take a file: the file or one of its folders matches (the last
    /// matching pattern deciding, as for excludes).
    static func selects(_ patterns: [PathPattern], path: String) -> Bool {
        selection(patterns, path: path).selected
    }

    /// Whether patterns take a file (as `selects`), and every pattern that matched the file or one
    /// of its folders, negated or not, as written.
    static func selection(_ patterns: [PathPattern], path: String) -> (selected: Bool, matched: [String]) {
        let components = path.split(separator: "/")
        var matched: [String] = []
        var selected = false
        for end in components.indices.dropLast() {
            let folder = decide(patterns, path: components[...end].joined(separator: "/"), isFolder: true)
            matched += folder.matched
            selected = selected || folder.excluded
        }
        let file = decide(patterns, path: path, isFolder: false)
        return (selected || file.excluded, matched + file.matched)
    }

    /// The first of `patterns` (pattern, value) that takes a file, read as `selects` reads one
    /// pattern: `Help/**`, `**/Help/**`, `Help` (a folder or file of that name at any depth),
    /// `/Help/*.md`, `*.md`. A negated pattern takes nothing.
    static func firstSelecting<Value>(_ patterns: [(pattern: String, value: Value)], path: String) -> Value? {
        patterns.first { selects([PathPattern($0.pattern)], path: path) }?.value
    }
}
