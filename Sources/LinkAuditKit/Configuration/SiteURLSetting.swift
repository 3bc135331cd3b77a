import LinkAuditModel

/// The configuration's `siteURL`, or `--site-url`: the published address of an audited folder, so
/// a link written as an absolute URL (app copy linking its help center) or a root-relative path
/// leads to the page of the run that the address serves (`SiteIndex`; issue 14, fix suggestions).
///
/// Written as one address (the working directory is the site's root), one entry, or a list:
///
/// ```yaml
/// siteURL: https://help.example.com/
/// siteURL: {url: "https://duckduckgo.com/duckduckgo-help-pages/", folder: "help/_docs"}
/// siteURL:
///   - {url: "https://example.com/docs/", folder: "docs"}
///   - {url: "https://example.com/blog/", folder: "blog/_posts"}
/// ```
///
/// `folder` is relative to the working directory, as every path of a run is (`docs/model.md`,
/// Positions).
public struct SiteURLSetting: Codable, Sendable, Hashable {
    /// One address and the folder it serves.
    public struct Entry: Codable, Sendable, Hashable {
        /// `http:` or `https:` URL of the folder's published root.
        public var url: String
        /// The audited folder, relative to the working directory; absent or empty: the working directory.
        public var folder: String?

        public init(url: String, folder: String? = nil) {
            self.url = url
            self.folder = folder
        }

        /// The entry as `SiteIndex` reads it: scheme and host lowercased, `./` and a trailing `/` off the folder.
        var siteURL: SiteIndex.SiteURL {
            var address = url
            if let scheme = address.range(of: "://") {
                let rest = address[scheme.upperBound...]
                let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
                address = address[..<hostEnd].lowercased() + address[hostEnd...]
            }
            var path = folder ?? ""
            while path.hasPrefix("./") { path.removeFirst(2) }
            return SiteIndex.SiteURL(url: address, folder: path == "." ? "" : path)
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let address = try? container.decode(String.self) {
            entries = [Entry(url: address)]
        } else if let entry = try? container.decode(Entry.self) {
            entries = [entry]
        } else {
            entries = try container.decode([Entry].self)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entries)
    }

    /// Parses `--site-url URL` or `--site-url URL=FOLDER`.
    public static func entry(parsing text: String) -> Entry? {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let entry = Entry(url: String(parts[0]), folder: parts.count > 1 ? String(parts[1]) : nil)
        return entry.isValid ? entry : nil
    }
}

extension SiteURLSetting.Entry {
    /// Whether the URL is an `http:` or `https:` address with a host.
    var isValid: Bool {
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else { return false }
        let host = lowered.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && !url.contains("?") && !url.contains("#")
    }
}
