import Foundation
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Fix suggestions from the destination's own title (issue 14, item 8): a finding that asks for a
/// new name proposes the title of the run's page its link leads to.
@Suite("Fix suggestions from page titles")
struct FixSuggestionTests {
    func run(_ files: [(String, String)], siteURLs: [SiteIndex.SiteURL] = []) -> AuditResult {
        let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
        var configuration = Configuration()
        configuration.siteURLs = siteURLs
        return Auditor(configuration: configuration).evaluate(documents: documents, files: files.map(\.0))
    }

    /// `path line:column rule | fix` of the renaming rules' findings.
    func fixes(_ files: [(String, String)], siteURLs: [SiteIndex.SiteURL] = []) -> [String] {
        run(files, siteURLs: siteURLs).findings
            .filter { ["generic-link-text", "url-as-link-text", "empty-link-name", "ambiguous-link-text"].contains($0.rule) }
            .map { "\($0.file) \(brief($0)) | \($0.fix ?? "-")" }
    }

    static let defaultFix = "name the destination in the link text, e.g. the title of the page it opens"

    @Test func markdownPagesGiveTheirFrontMatterTitleOrFirstHeading() {
        let index = MarkedText(
            """
            # Help

            Sync: 1️⃣[click here](sync.md). Backups: 2️⃣[Read more](../guide/backup.md), 6️⃣[here](../guide/backup.md#restore).
            Exports: 3️⃣[this page](exports). Guide: 4️⃣<https://example.com/guide/> and 5️⃣[more](../guide/).
            """)
        let sync = """
            ---
            title: "Sync your bookmarks \\u0026 passwords"
            lang: en
            ---
            # Sync
            """
        let backup = """
            Some words first.

            ## Back up *your* `passwords` with [the vault](vault.md) {#backup}

            # Restore
            """
        let exports = "Export &amp; import\n===\n\ntext\n"
        let guide = "# Start with the **guide**\n"
        let (s1, s2, s3, s4, s5, s6) = (index["1️⃣"], index["2️⃣"], index["3️⃣"], index["4️⃣"], index["5️⃣"], index["6️⃣"])
        #expect(
            fixes([
                ("docs/index.md", index.text), ("docs/sync.md", sync), ("guide/backup.md", backup),
                ("docs/exports.md", exports), ("guide/README.md", guide),
            ]) == [
                "docs/index.md \(s1.line):\(s1.utf8Column) generic-link-text | name it “Sync your bookmarks & passwords” (the title of docs/sync.md)",
                "docs/index.md \(s2.line):\(s2.utf8Column) generic-link-text | name it “Back up your passwords with the vault” (the title of guide/backup.md)",
                "docs/index.md \(s6.line):\(s6.utf8Column) generic-link-text | \(Self.defaultFix)",
                "docs/index.md \(s3.line):\(s3.utf8Column) generic-link-text | name it “Export & import” (the title of docs/exports.md)",
                "docs/index.md \(s4.line):\(s4.utf8Column) url-as-link-text | use the name of the page as the link text",
                "docs/index.md \(s5.line):\(s5.utf8Column) generic-link-text | name it “Start with the guide” (the title of guide/README.md)",
            ])
    }

    /// A page's one `<h1>` is its title, without a permalink sign; several `<h1>` leave the
    /// `<title>`, whose site suffix is cut when most `<title>`s of the run end with it.
    @Test func htmlPagesGiveTheirHeadingOrTitle() {
        let index = MarkedText(
            """
            <p>1️⃣<a href="plans.html">Here</a>, 2️⃣<a href="faq.html">more</a>,
            3️⃣<a href="https://example.com/x">https://example.com/x</a>,
            4️⃣<a href="status.html"><img src="s.png" alt=""></a>.</p>
            """)
        let plans = """
            <html><head><title>Plans - Example Help</title></head>
            <body><h1>Plans and prices<a class="headerlink" href="#plans" title="Permalink">¶</a></h1></body></html>
            """
        let faq = """
            <html><head><title>Billing questions - Example Help</title></head>
            <body><h1>Example</h1><h1>FAQ</h1></body></html>
            """
        let status = "<html lang=\"en\"><head><title>Service status - Example Help</title></head><body></body></html>"
        let about = "<html><head><title>About us - Example Help</title></head><body><p>Who we are.</p></body></html>"
        let (s1, s2, s3, s4) = (index["1️⃣"], index["2️⃣"], index["3️⃣"], index["4️⃣"])
        #expect(
            fixes([
                ("site/index.html", index.text), ("site/plans.html", plans), ("site/faq.html", faq), ("site/status.html", status),
                ("site/about.html", about),
            ]) == [
                "site/index.html \(s1.line):\(s1.utf8Column) generic-link-text | name it “Plans and prices” (the title of site/plans.html)",
                "site/index.html \(s2.line):\(s2.utf8Column) generic-link-text | name it “Billing questions” (the title of site/faq.html)",
                "site/index.html \(s3.line):\(s3.utf8Column) url-as-link-text | use the name of the page as the link text",
                "site/index.html \(s4.line):\(s4.utf8Column) empty-link-name | name it “Service status” (the title of site/status.html); "
                    + "give the link visible text, an image with alt text, or an aria-label naming the destination",
                // The permalink sign leads to a section of its own page: no title proposed.
                "site/plans.html 2:27 generic-link-text | use the title's words as the link text: \"Permalink\"",
            ])
    }

    /// httpd's content negotiation: `index.html.fr.utf8` linking `mod_ssl.html` means the French page.
    @Test func negotiatedPagesGiveTheTitleInTheLinkingPagesLanguage() {
        let index = MarkedText("<p>La configuration SSL est 1️⃣<a href=\"mod/mod_ssl.html\">ici</a>.</p>\n")
        let french = "<html lang=\"fr\"><title>mod_ssl - Serveur HTTP Apache</title><h1>Module Apache mod_ssl</h1></html>"
        let english = "<html lang=\"en\"><title>mod_ssl - Apache HTTP Server</title><h1>Apache Module mod_ssl</h1></html>"
        let start = index["1️⃣"]
        #expect(
            fixes([
                ("manual/index.html.fr.utf8", index.text), ("manual/mod/mod_ssl.html.fr.utf8", french),
                ("manual/mod/mod_ssl.html.en.utf8", english),
            ]) == [
                "manual/index.html.fr.utf8 \(start.line):\(start.utf8Column) generic-link-text | name it “Module Apache mod_ssl” "
                    + "(the title of manual/mod/mod_ssl.html.fr.utf8)"
            ])
    }

    /// App copy links its help center by absolute URL: `siteURL` maps it to the audited folder.
    /// The German value gets no English title.
    @Test func appCopyLinksReachTheHelpCenterThroughSiteURL() {
        let english = MarkedText(
            #""sync" = "Turn on sync. 1️⃣[Learn more](https://help.example.com/docs/sync-and-backup/sync/)";"# + "\n"
                + #""safe" = "2️⃣[Learn more](https://help.example.com/docs/sync-and-backup/security)";"# + "\n")
        let german = MarkedText(
            #""sync" = "Sync einschalten. 1️⃣[Mehr erfahren](https://help.example.com/docs/sync-and-backup/sync/)";"# + "\n"
                + #""safe" = "3️⃣[Mehr erfahren](https://help.example.com/docs/sync-and-backup/security)";"# + "\n")
        // No `lang` and no text of its own: its folder's pages are English.
        let security = "---\ntitle: How safe is the password manager?\n---\n"
        // No `lang`: the page's text, where its link stands, is English.
        let page = """
            ---
            title: Sync and back up your bookmarks
            ---
            Sync keeps your bookmarks and passwords up to date on all of your devices, and the
            backup is there when you need it. [The setup steps](setup.md) are in a guide of their own.
            """
        let site = [SiteIndex.SiteURL(url: "https://help.example.com/docs/", folder: "help/_docs")]
        let (start, other) = (english["1️⃣"], german["1️⃣"])
        let (safe, sicher) = (english["2️⃣"], german["3️⃣"])
        let found = fixes(
            [
                ("App/en.lproj/Localizable.strings", english.text), ("App/de.lproj/Localizable.strings", german.text),
                ("help/_docs/sync-and-backup/sync.md", page),
                ("help/_docs/sync-and-backup/security.md", security),
            ], siteURLs: site)
        #expect(
            found == [
                "App/de.lproj/Localizable.strings \(other.line):\(other.utf8Column) generic-link-text | \(Self.defaultFix)",
                "App/de.lproj/Localizable.strings \(sicher.line):\(sicher.utf8Column) generic-link-text | \(Self.defaultFix)",
                "App/en.lproj/Localizable.strings \(start.line):\(start.utf8Column) generic-link-text | name it “Sync and back up "
                    + "your bookmarks” (the title of help/_docs/sync-and-backup/sync.md); renaming the en value leaves its "
                    + "translations (de) to a translator",
                "App/en.lproj/Localizable.strings \(safe.line):\(safe.utf8Column) generic-link-text | name it “How safe is the "
                    + "password manager?” (the title of help/_docs/sync-and-backup/security.md); renaming the en value leaves its "
                    + "translations (de) to a translator",
            ])
        // Without `siteURL` the address leads outside the run.
        #expect(
            fixes([("App/en.lproj/Localizable.strings", english.text), ("help/_docs/sync-and-backup/sync.md", page)]).allSatisfy {
                $0.hasSuffix(Self.defaultFix)
            })
    }

    /// A Jekyll page links its siblings through `{{ site.baseurl }}`: the root of its site's folder.
    @Test func jekyllBaseURLLinksLeadToTheSitesPages() {
        let page = MarkedText("Set it up as 1️⃣[described here]({{ site.baseurl }}/sync/setup/).\n")
        let setup = "---\ntitle: Set up sync on a new device\n---\nScan the code.\n"
        let site = [SiteIndex.SiteURL(url: "https://example.com/help/", folder: "help/_docs")]
        let start = page["1️⃣"]
        #expect(
            fixes([("help/_docs/sync/intro.md", page.text), ("help/_docs/sync/setup.md", setup)], siteURLs: site) == [
                "help/_docs/sync/intro.md \(start.line):\(start.utf8Column) generic-link-text | name it “Set up sync on a new device” "
                    + "(the title of help/_docs/sync/setup.md)"
            ])
    }

    /// A generic or filler title, a title two pages share, or another language's page: no proposal.
    @Test func titlesThatCannotNameTheLinkAreNotProposed() {
        let index = """
            ---
            lang: en
            ---
            Read [here](a.md), [here](b.md), [here](c.md), [here](d.md), [here](e.md).
            """
        let files = [
            ("index.md", index), ("a.md", "# Learn more\n"), ("b.md", "# Details\n"), ("c.md", "# Pricing\n"), ("d.md", "# Pricing\n"),
            ("e.md", "---\nlang: fr\n---\n# Synchroniser vos favoris\n"),
        ]
        #expect(
            fixes(files).filter { $0.contains("generic-link-text") }.map { $0.components(separatedBy: " | ")[1] }
                == Array(repeating: Self.defaultFix, count: 5))
    }

    /// A title that another link of the page carries as its name to another destination would make
    /// the renamed link ambiguous: no proposal. The same name to the same destination is no
    /// conflict. Names compare normalized, as `ambiguous-link-text` compares them.
    @Test func titlesThatAnotherLinkOfThePageNamesElsewhereAreNotProposed() {
        let index = MarkedText(
            """
            Sync: 1️⃣[here](sync.md), or see [sync YOUR bookmarks!](legacy/sync.md).

            Backups: 2️⃣[read more](backup.md). Also [Back up your data](backup.md).

            <p>Prices: 3️⃣<a href="plans.md">this page</a>; older: <a href="old/plans.md">Plans &amp; prices</a></p>
            """)
        let files = [
            ("index.md", index.text), ("sync.md", "# Sync your bookmarks\n"), ("legacy/sync.md", "# Old sync\n"),
            ("backup.md", "# Back up your data\n"), ("plans.md", "# Plans & Prices\n"), ("old/plans.md", "# Old plans\n"),
        ]
        let (s1, s2, s3) = (index["1️⃣"], index["2️⃣"], index["3️⃣"])
        #expect(
            fixes(files) == [
                "index.md \(s1.line):\(s1.utf8Column) generic-link-text | \(Self.defaultFix)",
                "index.md \(s2.line):\(s2.utf8Column) generic-link-text | name it “Back up your data” (the title of backup.md)",
                "index.md \(s3.line):\(s3.utf8Column) generic-link-text | \(Self.defaultFix)",
            ])
        // Without the conflicting link, the first title is proposed.
        let alone = [("index.md", "Sync: [here](sync.md).\n"), ("sync.md", "# Sync your bookmarks\n")]
        #expect(fixes(alone).map { $0.components(separatedBy: " | ")[1] } == ["name it “Sync your bookmarks” (the title of sync.md)"])
    }

    /// The title is audited text: every report escapes it.
    @Test func hostileTitlesAreEscapedInEveryReport() {
        let page = "<html><title>x</title><h1>Pay &lt;script&gt;alert(1)&lt;/script&gt; \u{202E}now</h1></html>"
        let result = run([("index.html", "<p><a href=\"pay.html\">click here</a></p>"), ("pay.html", page)])
        #expect(result.findings.first?.fix == "name it “Pay <script>alert(1)</script> \u{202E}now” (the title of pay.html)")
        let html = HTMLReporter.render(result)
        #expect(html.contains("name it “Pay &lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script>alert"))
        for output in [
            TextReporter.render(result), SARIFReporter.render(result), MarkdownReporter.render(result), GitHubReporter.render(result),
        ] {
            #expect(!output.contains("\u{202E}") && output.contains("name it “Pay "))
        }
    }

    /// The folders holding a page, nearest first: cut from a clean path's bytes, split otherwise.
    @Test(arguments: [
        ("a/b/c.md", ["a/b", "a", ""]), ("c.md", [""]), ("ko/guide/x.html", ["ko/guide", "ko", ""]),
        ("/abs/x.md", ["abs", ""]), ("a//b/c.md", ["a/b", "a", ""]), ("a/b/", ["a", ""]),
    ])
    func foldersOfAPage(_ path: String, _ expected: [String]) {
        #expect(PageTitles.folders(of: path) == expected, "\(path)")
    }
}

/// `siteURL` in the configuration file (one address, one entry, a list) and `--site-url`.
@Suite("Site addresses")
struct SiteURLConfigurationTests {
    func siteURLs(_ yaml: String) throws -> [SiteIndex.SiteURL] {
        let root = try temporaryFolder([".linkaudit.yml": yaml])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var configuration = Configuration()
        try ConfigurationFile.load(path: root + "/.linkaudit.yml", shownAs: ".linkaudit.yml").apply(to: &configuration)
        return configuration.siteURLs
    }

    @Test func oneAddressOneEntryOrAList() throws {
        #expect(try siteURLs("siteURL: https://Help.Example.com\n") == [SiteIndex.SiteURL(url: "https://help.example.com/", folder: "")])
        #expect(
            try siteURLs("siteURL: {url: \"https://duckduckgo.com/duckduckgo-help-pages/\", folder: \"./help/_docs/\"}\n") == [
                SiteIndex.SiteURL(url: "https://duckduckgo.com/duckduckgo-help-pages/", folder: "help/_docs")
            ])
        #expect(
            try siteURLs(
                "siteURL:\n  - {url: \"https://example.com/Docs\", folder: docs}\n  - {url: \"http://example.com/blog/\", folder: .}\n")
                == [
                    SiteIndex.SiteURL(url: "https://example.com/Docs/", folder: "docs"),
                    SiteIndex.SiteURL(url: "http://example.com/blog/", folder: ""),
                ])
    }

    @Test func theCommandLineOptionLeadsAppCopyToTheFolder() throws {
        let root = try temporaryFolder([
            "App/en.lproj/Localizable.strings": "\"k\" = \"[Learn more](https://help.example.com/a/sync)\";\n",
            "help/a/sync.md": "# Sync your devices\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["--site-url", "https://help.example.com/=help", "--fail-on", "never", "App", "help"], in: root)
        #expect(run.standardOutput.contains("fix: name it “Sync your devices” (the title of help/a/sync.md)"))
        let bad = CommandRun(["--site-url", "ftp://x/=help", "App"], in: root)
        #expect(bad.status == .usage)
        #expect(
            bad.standardError.hasPrefix(
                "linkaudit: error: --site-url takes URL or URL=FOLDER with an http or https URL, not 'ftp://x/=help'"))
    }
}
