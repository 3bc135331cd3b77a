/// What the HTML report says about its run besides the result, and how much it lists.
public struct HTMLReportContext: Sendable {
    /// The paths audited, as given on the command line: the page's title names them.
    public var paths: [String]
    /// The command's arguments after the program name, shown in the header; `nil` to leave it out.
    public var command: [String]?
    /// The configuration file read, as shown to the user; `nil` when none was.
    public var configurationFile: String?
    /// When the report was made (`--timestamp`); `nil` keeps outputs byte-identical run to run.
    public var date: String?
    /// `--html-notes`: list notes one by one like the other findings, instead of counting them per
    /// rule and folder.
    public var includeNotes: Bool
    /// Places listed in one group; the rest are counted ("N more places (see JSON)").
    public var placesPerGroup = 10
    /// Groups of one rule shown with their places; the next ones are one line each.
    public var groupsPerRule = 25
    /// Groups of one rule shown as one line after the first `groupsPerRule`; the rest are counted.
    public var groupLinesPerRule = 200
    /// The folder of long-tail pages as the main page links to it (`report.files` for
    /// `report.html`), or `nil` to write none and count what is past the caps (``HTMLFolderPages``).
    public var pagesFolder: String?
    /// Findings on one folder page at most, unless one file alone has more; a larger folder is split
    /// into pages of whole files in sorted order.
    public var findingsPerFolderPage = 2000
    /// Files in the Links rotor view, those with the most findings first.
    public var rotorFiles = 40
    /// Links listed per file in the Links rotor view.
    public var rotorLinksPerFile = 60
    /// Rows (key and variation) of one table in the app-copy view.
    public var appCopyRows = 150

    public init(
        paths: [String] = [], command: [String]? = nil, configurationFile: String? = nil, date: String? = nil, includeNotes: Bool = false
    ) {
        self.paths = paths
        self.command = command
        self.configurationFile = configurationFile
        self.date = date
        self.includeNotes = includeNotes
    }

    /// `Corpus`, `docs, App` or `docs, App, Web and 4 more`; `.` when no path was given.
    var auditedSummary: String {
        guard !paths.isEmpty else { return "." }
        let shown = paths.prefix(3).joined(separator: ", ")
        return paths.count > 3 ? "\(shown) and \(paths.count - 3) more" : shown
    }
}
