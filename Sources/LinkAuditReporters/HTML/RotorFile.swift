import LinkAuditModel

/// One file's links as the HTML report's Links rotor view needs them, kept in place of the links
/// when a run streams its links to disk (``AuditResult/rotorFiles``): the number of links and
/// either the first few (at most ``limit``), each reduced to what the view shows, or, in a run
/// that streams them, only where they are in its link spool (``firstID``). The run reads back the
/// first links of the files the view shows (``HTMLReporter/rotorFilesShown(in:context:)``) before
/// the report is made, so a run holds a few numbers per file, not its links' names, and the
/// report reads no spool.
public struct RotorFile: Sendable, Codable, Equatable {
    /// The links kept per file: as many as the rotor view can list (``HTMLReportContext/rotorLinksPerFile``).
    public static let limit = HTMLReportContext().rotorLinksPerFile

    /// One link of the view: its id, accessible name, language and app-copy key and locale.
    public struct Entry: Sendable, Codable, Equatable {
        public var id: Int
        public var name: String
        public var language: LanguageTag?
        /// `[key locale] ` for app copy, else empty.
        public var prefix: String

        public init(_ link: Link) {
            id = link.id
            name = link.name
            language = link.languageTag
            prefix = link.appCopy.map { "[\($0.key)\($0.locale.map { " \($0)" } ?? "")] " } ?? ""
        }
    }

    /// Every link of the file, also those past ``limit``.
    public var count: Int
    /// The file's first links in report order, at most ``limit``; empty when ``firstID`` is set
    /// until the run reads them back for the report.
    public var links: [Entry]
    /// The id of the file's first link when its links are left in the run's link spool (ids
    /// `firstID ..< firstID + count`, one chunk of the spool); `nil` when ``links`` holds them.
    public var firstID: Int?

    /// The file's links, which must be in report order.
    public init(_ links: some Collection<Link>) {
        count = links.count
        self.links = links.prefix(Self.limit).map(Entry.init)
    }

    /// A file of `count` links left in the run's link spool, the first with id `firstID`.
    public init(count: Int, firstID: Int) {
        self.count = count
        self.links = []
        self.firstID = firstID
    }

    /// The same file with link ids moved up by `offset` (a document's ids counted from 1 before the
    /// run's order is known).
    public func shifted(by offset: Int) -> RotorFile {
        var copy = self
        for index in copy.links.indices { copy.links[index].id += offset }
        return copy
    }
}
