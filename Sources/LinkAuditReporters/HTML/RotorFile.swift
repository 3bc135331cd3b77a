import LinkAuditModel

/// One file's links as the HTML report's Links rotor view needs them, kept in place of the links
/// when a run streams its links to disk (``AuditResult/rotorFiles``): the number of links and the
/// first few (at most ``limit``), each reduced to what the view shows.
public struct RotorFile: Sendable, Codable, Equatable {
    /// The links kept per file: as many as the rotor view can list (``HTMLReportContext/rotorLinksPerFile``).
    public static let limit = HTMLReportContext().rotorLinksPerFile

    /// One link of the view: its id, accessible name, language and app-copy key and locale.
    public struct Entry: Sendable, Codable, Equatable {
        public var id: Int
        public var name: String
        public var language: String?
        /// `[key locale] ` for app copy, else empty.
        public var prefix: String

        public init(_ link: Link) {
            id = link.id
            name = link.name
            language = link.language
            prefix = link.appCopy.map { "[\($0.key)\($0.locale.map { " \($0)" } ?? "")] " } ?? ""
        }
    }

    /// Every link of the file, also those past ``limit``.
    public var count: Int
    /// The file's first links in report order, at most ``limit``.
    public var links: [Entry]

    /// The file's links, which must be in report order.
    public init(_ links: some Collection<Link>) {
        count = links.count
        self.links = links.prefix(Self.limit).map(Entry.init)
    }

    /// The same file with link ids moved up by `offset` (a document's ids counted from 1 before the
    /// run's order is known).
    public func shifted(by offset: Int) -> RotorFile {
        var copy = self
        for index in copy.links.indices { copy.links[index].id += offset }
        return copy
    }
}
