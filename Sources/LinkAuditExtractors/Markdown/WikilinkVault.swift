import LinkAuditModel

/// A site whose Markdown pages link each other with `[[…]]` wikilinks (issue 24): its dialect and
/// the notes a page name can find, gathered by the run from its discovered inputs before any page
/// is read, so that each wikilink is resolved as it is extracted.
///
/// Obsidian and Foam find a note by its file name anywhere in the vault (`[[Pairing a scanner]]`
/// is `Guides/Pairing a scanner.md`), the shortest path winning when several notes share a name;
/// a name with folders (`[[house/todo]]`) takes the notes whose path ends with them. GitHub and
/// GitLab wikis name a page by its file name with spaces written as `-`. Names match in any case.
/// Equal vaults hold the same dialect, folder and notes: their ``digest`` is part of each page's
/// extraction cache key, so adding or removing a note reads the vault's pages again.
public final class WikilinkVault: Hashable, Sendable {
    public let dialect: WikilinkDialect
    /// The vault's folder, relative to the working directory as `Link.file` paths are (`""` for it).
    public let folder: String
    /// A 64-bit FNV-1a digest of the dialect, folder and note paths.
    public let digest: UInt64
    /// The notes' paths by folded name (``foldedName(_:)`` of the file name without extension),
    /// shortest path first.
    private let notesByName: [String: [String]]

    /// - Parameters:
    ///   - dialect: how the vault's wikilinks are read.
    ///   - folder: the vault's folder, relative to the working directory.
    ///   - notes: the Markdown pages of the vault, by path relative to the working directory.
    public init(dialect: WikilinkDialect, folder: String, notes: [String]) {
        self.dialect = dialect
        self.folder = folder
        var byName: [String: [String]] = [:]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = (hash ^ 0x0A) &* 0x100_0000_01b3
        }
        mix(dialect.rawValue)
        mix(folder)
        for path in notes.sorted() {
            mix(path)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            byName[Self.foldedName(Self.withoutExtension(name), dialect: dialect), default: []].append(path)
        }
        digest = hash
        notesByName = byName.mapValues { $0.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) } }
    }

    /// A vault known by its ``digest`` alone, as a cache entry's key holds it: equal to the vault
    /// it was made from, and it finds no note.
    public init(dialect: WikilinkDialect, folder: String, digest: UInt64) {
        self.dialect = dialect
        self.folder = folder
        self.digest = digest
        notesByName = [:]
    }

    /// The vault as a cache key writes it: `dialect`, `folder` and ``digest`` (16 hex digits),
    /// separated by tabs; ``init(keyText:)`` reads it back.
    public var keyText: String {
        let hex = String(digest, radix: 16)
        return "\(dialect.rawValue)\t\(folder)\t\(String(repeating: "0", count: 16 - hex.count) + hex)"
    }

    /// The vault ``keyText`` describes, known by its digest alone; `nil` for other text.
    public convenience init?(keyText: String) {
        let parts = keyText.split(separator: "\t", omittingEmptySubsequences: false)
        guard parts.count == 3, let dialect = WikilinkDialect(rawValue: String(parts[0])), let digest = UInt64(parts[2], radix: 16)
        else { return nil }
        self.init(dialect: dialect, folder: String(parts[1]), digest: digest)
    }

    /// A vault that reads no wikilink: `markdown: {wikilinks: off}`.
    public static let off = WikilinkVault(dialect: .off, folder: "", notes: [])

    /// The path of the note a page name written in a wikilink finds (`Pairing a scanner`,
    /// `house/todo`, `Setup.md`), relative to the working directory; `nil` when no note of the
    /// vault has that name (a note not written yet, or a file that is not a Markdown page).
    public func note(named written: String) -> String? {
        let trimmed = Self.withoutExtension(written.trimmingASCIISpaces)
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        guard let last = parts.last else { return nil }
        guard let found = notesByName[Self.foldedName(String(last), dialect: dialect)] else { return nil }
        guard parts.count > 1 else { return found.first }
        let suffix = "/" + Self.foldedName(parts.joined(separator: "/"), dialect: dialect)
        return found.first { path in
            let folded = "/" + Self.foldedName(Self.withoutExtension(path), dialect: dialect)
            return folded.hasSuffix(suffix)
        }
    }

    /// A name as notes are matched: lowercased; for GitHub and GitLab wikis, `-` read as a space.
    static func foldedName(_ name: String, dialect: WikilinkDialect) -> String {
        let lowered = name.lowercased()
        guard dialect.textComesFirst else { return lowered }
        return String(lowered.map { $0 == "-" ? " " : $0 })
    }

    /// `name` without a Markdown extension (`.md`, `.mdx`, `.markdown`).
    static func withoutExtension(_ name: String) -> String {
        for suffix in [".md", ".mdx", ".markdown"] where name.utf8.count > suffix.utf8.count && name.lowercased().hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    public static func == (lhs: WikilinkVault, rhs: WikilinkVault) -> Bool {
        lhs.digest == rhs.digest && lhs.dialect == rhs.dialect && lhs.folder == rhs.folder
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
