import Foundation
import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// The shape CONTRIBUTING.md describes, checked on the sources themselves.
@Suite("Architecture")
struct ArchitectureTests {
    /// Every Swift file under `Sources/`, by path relative to the project.
    static let sources = swiftFiles(in: "Sources")

    /// The Swift files below a folder of the project, by path relative to the project.
    static func swiftFiles(in folder: String) -> [String] {
        let root = URL(fileURLWithPath: projectFolder).appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(folder + "/" + path) }
        }
        return paths.sorted()
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: projectFolder + "/" + path, encoding: .utf8)
    }

    /// C is called only from the file that owns each library (and frees what it allocates).
    @Test func cLibrariesHaveOneOwnerEach() throws {
        var importers: [String: [String]] = [:]
        for path in Self.sources {
            let text = try Self.text(path)
            for module in ["CCmarkGFM", "CLibXML2", "CLibYAML"] where text.contains("import \(module)\n") {
                importers[module, default: []].append(path)
            }
            if text.contains("iconv_open(") { importers["iconv", default: []].append(path) }
        }
        #expect(
            importers == [
                "CCmarkGFM": ["Sources/LinkAuditExtractors/Markdown/CommonMarkConverter.swift"],
                "CLibXML2": [
                    "Sources/LinkAuditExtractors/HTML/LibXMLHTMLParser.swift",
                    "Sources/LinkAuditExtractors/Localization/XMLDocumentReader.swift",
                ],
                "CLibYAML": ["Sources/LinkAuditExtractors/Support/YAMLReader.swift"],
                "iconv": ["Sources/LinkAuditExtractors/Support/TextDecoding.swift"],
            ])
    }

    /// No source file grows past about 400 lines: split it along its seams instead. The language
    /// lists compiled into the module (`*.generated.swift`) are data, one entry a line, and have no seams.
    @Test func sourceFilesStaySmall() throws {
        for path in Self.sources where !path.hasSuffix(".generated.swift") {
            let lines = try Self.text(path).split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= 400, "\(path) has \(lines) lines")
        }
    }

    /// The README is the five-minute guide; the reference lives in `docs/` (see `docs/README.md`).
    @Test func readmeStaysAFiveMinuteGuide() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines > 0)
        #expect(lines <= 300, "README.md has \(lines) lines: move reference material to a page in docs/")
    }

    /// Code and docs point to the project's own model, not to a file outside the repository.
    @Test func nothingPointsOutsideTheRepository() throws {
        let readme = try Self.text("README.md")
        // The product spec beside the repository, spelled so that this file does not name it either.
        let outside = ["RULES", "md"].joined(separator: ".")
        #expect(!readme.contains(outside))
        for path in Self.sources + Self.swiftFiles(in: "Tests") { #expect(try !Self.text(path).contains(outside), "\(path)") }
    }

    /// No key is built by joining strings with a control character (issue 22, section 4): a
    /// composite key is a small type with its own equality and stable encoding. Only a check for
    /// NUL in input (`.contains("\u{0}")`) may spell one of them.
    @Test func noKeyIsJoinedWithAControlCharacter() throws {
        // Spelled in pieces, so that this file does not hold them either.
        let escapes = ["0", "00", "1", "01"].map { "\\u{" + $0 + "}" }
        let inputCheck = ".contains(\"" + escapes[0] + "\")"
        for path in Self.sources where !path.hasSuffix(".generated.swift") {
            for (number, line) in try Self.text(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let spelled = line.replacingOccurrences(of: inputCheck, with: "")
                #expect(!escapes.contains(where: spelled.contains), "\(path):\(number + 1): \(line)")
            }
        }
    }

    /// Reporters are pure functions of the settled result (issue 22, sections 1 and 2): no reporter
    /// knows the link spool, decodes links or reads a file. A run that streamed its links hands the
    /// JSON report their encoded texts (`EncodedLinks`) and reads back what the HTML report shows.
    @Test func reportersReadNoSpoolAndNoFile() throws {
        let reporters = Self.swiftFiles(in: "Sources/LinkAuditReporters")
        #expect(reporters.count > 10)
        let forbidden = [
            "LinkSpool", "JSONDecoder", "CompactDecoder", "FileManager", "contentsOfFile", "String(contentsOf:", "Data(contentsOf:",
            "pread(", "fopen(",
        ]
        for path in reporters {
            let text = try Self.text(path)
            for word in forbidden { #expect(!text.contains(word), "\(path) names \(word)") }
        }
    }

    /// Reporters are pure functions of the settled result (issue 22, section 1): grouping is
    /// settled before them, so no reporter sets a finding's group.
    @Test func reportersAssignNoGroups() throws {
        for path in Self.swiftFiles(in: "Sources/LinkAuditReporters") {
            #expect(try !Self.text(path).contains(".group = "), "\(path) sets a finding's group")
        }
        #expect(try Self.text("Sources/LinkAuditKit/Settle/FindingGrouping.swift").contains(".group = "))
    }

    /// The settle stage applies the baseline and the changed lines (issue 22, section 1): outside
    /// `Sources/LinkAuditKit/Settle`, no source applies a baseline or filters by changed lines.
    @Test func onlyTheSettleStageNarrowsFindings() throws {
        var narrowing: [String] = []
        for path in Self.sources {
            let text = try Self.text(path)
            let applies = ["baseline.apply(", "written.apply(", "changedLines.filter(", "Settlement.narrow("].filter { text.contains($0) }
            guard !applies.isEmpty else { continue }
            narrowing.append(path)
            #expect(
                path.hasPrefix("Sources/LinkAuditKit/Settle/") || applies == ["Settlement.narrow("],
                "\(path) narrows findings outside the settle stage: \(applies)")
        }
        #expect(narrowing.contains("Sources/LinkAuditKit/Settle/Narrowing.swift"))
        #expect(narrowing.contains("Sources/LinkAuditKit/Run/AuditAccumulator.swift"))
    }

    /// Rules live in LinkAuditRules, the run-level ones too (issue 22, section 1): no other module
    /// declares a rule or names one by its type; the run reaches rules through `RuleCatalog`.
    @Test func rulesLiveInTheRulesModule() throws {
        let declaration = try Regex<(Substring, Substring, Substring)>(
            #"(?:struct|extension|class|enum)\s+(\w+)\s*:[^{]*\b(Rule|LinkRule|RunRule)\b"#)
        var ruleTypes = Set<String>()
        for path in Self.swiftFiles(in: "Sources/LinkAuditRules") {
            for match in try Self.text(path).matches(of: declaration) { ruleTypes.insert(String(match.output.1)) }
        }
        #expect(ruleTypes.count >= 25)
        for path in Self.sources where !path.hasPrefix("Sources/LinkAuditRules/") {
            let text = try Self.text(path)
            #expect(text.firstMatch(of: declaration) == nil, "\(path) declares a rule")
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                let named = ruleTypes.filter { line.contains($0) }
                #expect(named.isEmpty, "\(path) names \(named.sorted()): reach rules through RuleCatalog")
            }
        }
    }

    /// The rules that see the whole run are run-level rules of LinkAuditRules, reached through
    /// `RuleCatalog.runLevel` (issue 22, section 1): each is declared a `RunRule` in the rules
    /// folder, beside its own description, and the run's driver holds none of their logic.
    @Test func runLevelRulesLiveInTheRulesModule() throws {
        let declaration = try Regex<(Substring, Substring)>(#"(?:struct|extension)\s+(\w+)\s*:[^{]*\bRunRule\b[^{]*\{"#)
        var declared: [String: String] = [:]
        for path in Self.sources {
            for match in try Self.text(path).matches(of: declaration) { declared[String(match.output.1)] = path }
        }
        let catalogued = RuleCatalog.runLevel.map { String(describing: type(of: $0)) }
        #expect(Set(declared.keys) == Set(catalogued))
        #expect(
            Set(catalogued) == [
                "AmbiguousLinkTextRule", "InlineOnlyDestinationRule", "LocalizedLinkMismatchRule", "LinkContrastRule",
                "LinkNotDistinguishableRule", "BrokenFragmentRule",
            ])
        for (type, path) in declared {
            #expect(path.hasPrefix("Sources/LinkAuditRules/Rules/\(type)"), "\(type) is declared a run-level rule in \(path)")
        }
        // The run-level rules' ids are ids of the catalog's documented rules (their examples run as tests).
        let documented = Set(RuleCatalog.descriptions.map(\.id))
        for rule in RuleCatalog.runLevel { #expect(documented.contains(type(of: rule).description.id)) }
        // What they compare across files is read from the run's tables: the run's stages hand the
        // app scope to rules as `AppTables` and a `Scope` made of them, never field by field.
        for path in Self.swiftFiles(in: "Sources/LinkAuditKit/Run") {
            let text = try Self.text(path)
            for field in ["colorDefinitions", "keyShownIn", "standaloneDestinations", "accentColorName", "referenceLinks"] {
                #expect(!text.contains("scope.\(field)"), "\(path) sets the app scope's \(field)")
            }
        }
    }

    /// A spool, where a run keeps encoded links for its JSON report, is read by the run alone:
    /// neither a reporter nor a rule names it or decodes links (issue 22, section 2). Rules read the
    /// run's tables; reporters write what they are given.
    @Test func neitherReportersNorRulesDecodeASpool() throws {
        let readers = Self.swiftFiles(in: "Sources/LinkAuditReporters") + Self.swiftFiles(in: "Sources/LinkAuditRules")
        let forbidden = ["LinkSpool", "JSONDecoder", "CompactDecoder", "PropertyListDecoder", "Decodable", ".decode("]
        for path in readers {
            let text = try Self.text(path)
            for word in forbidden { #expect(!text.contains(word), "\(path) names \(word)") }
        }
    }

    /// No audit stage after extraction opens a source file (issue 22, section 3): what reports and
    /// fixes need of a source (UTF-16 columns, where a link's text stands) is counted when it is
    /// extracted. Only the files of the stages that read by design may read a file, each for what
    /// it names; the rules, the model and the reporters read none.
    @Test func onlyDiscoveryAndExtractionReadFiles() throws {
        let reads = try Regex(
            #"contents\(atPath|contents\(ofBytes|contentsOfFile|String\(contentsOf|Data\(contentsOf|\.contents\(\)|fopen\(|FileHandle\(forReading|pread\("#
        )
        let readers: [String: String] = [
            "Sources/LinkAuditExtractors/CSS/CSSStylesheetLoader.swift": "extract: the stylesheets a page links",
            "Sources/LinkAuditKit/Run/Auditor.swift": "extract: each input's bytes",
            "Sources/LinkAuditKit/Fix/SourceFixer.swift": "fix: a file to be fixed, checked to be what the run read (--fix)",
            "Sources/LinkAuditKit/LanguageServer/LanguageServer+Diagnostics.swift":
                "lsp: the text of a file a diagnostic's related place stands in, for its UTF-16 column",
            "Sources/LinkAuditKit/Cache/ExtractionCache.swift": "extract: an input's bytes, to hash them",
            "Sources/LinkAuditKit/Discovery/Discovery.swift": "extract: an input's bytes (Discovery.Input.contents())",
            "Sources/LinkAuditKit/Discovery/SiteMarkdownDialects.swift": "discover: a site's configuration (_config.yml, config.toml)",
            "Sources/LinkAuditKit/Discovery/SwiftGenConfiguration.swift": "discover: the project's swiftgen.yml",
            "Sources/LinkAuditKit/Discovery/DocusaurusSites.swift": "discover: a Docusaurus site's configuration",
            "Sources/LinkAuditKit/Discovery/DocusaurusRoutes.swift": "discover: a Docusaurus site's versions and its pages' ids",
            "Sources/LinkAuditKit/Discovery/StarlightRoutes.swift": "discover: a Starlight site's configuration and its pages' slugs",
            "Sources/LinkAuditKit/Discovery/SiteLanguageFolders.swift": "discover: a Starlight site's locales",
            "Sources/LinkAuditKit/Discovery/SiteWikilinkVaults.swift":
                "discover: a site's wikilink markers (Foam's extensions.json, mkdocs.yml)",
            "Sources/LinkAuditKit/Configuration/ConfigurationFile.swift": "the run's configuration file",
            "Sources/LinkAuditKit/Settle/Baseline.swift": "settle: the baseline file",
            "Sources/LinkAuditKit/CommandLine/LinkAuditCommand+Shards.swift": "merge: the shards' partial results",
            "Sources/LinkAuditKit/Run/LinkSpool.swift": "the run's own spool of links",
            "Sources/LinkAuditKit/Report/HTMLPagesFolder.swift": "report: the marker of a report's own pages folder",
            "Sources/linkaudit-parse-floor/main.swift": "the benchmark's parse floor",
            "Sources/LinkAuditExtractors/Support/PathText.swift": "the reading of a file by its path's bytes, for the stages above",
        ]
        var found: [String] = []
        for path in Self.sources where try Self.text(path).firstMatch(of: reads) != nil { found.append(path) }
        #expect(found == readers.keys.sorted())
    }
}
