import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// A Docusaurus site serves each docs page at a path of its own (issue 24, section 2): links written
/// `/docs/<id>` lead to the page for `broken-fragment` and `ambiguous-link-text`.
@Suite("Docusaurus routes")
struct DocusaurusRouteTests {
    private let site: [String: String] = [
        "website/docusaurus.config.js": """
        export default {
          presets: [['classic', {
            docs: {
              path: '../docs',
              routeBasePath: 'docs',
            },
          }]],
        };
        """,
        "website/versions.json": "[\"2.0\", \"1.0\"]",
        "docs/Configuration.md": "---\nid: configuration\ntitle: Configuring\n---\n\n## Options\n\n### `testMatch` [array]\n\nText.\n",
        "website/versioned_docs/version-2.0/Configuration.md": "---\nid: configuration\n---\n\n## Options\n\n### `testRegex` [string]\n",
        "docs/guides/01-getting-started.md": """
        ---
        slug: /start
        ---

        # Start

        See [options](/docs/next/configuration#options), [bad](/docs/next/configuration#testregex-string), \
        [released](/docs/configuration#testregex-string), [old bad](/docs/configuration/#testmatch-array) \
        and [start](/docs/next/start#start), [gone](/docs/1.0/configuration#options).

        [Options](../Configuration.md#options) and [Options](/docs/next/configuration#options).

        """,
    ]

    @Test func routesAsDocusaurusServesThem() throws {
        let folder = try temporaryFolder(site)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let found = Discovery(excludes: []).walk(["."], workingDirectory: folder).inputs
        let routes = DocusaurusRoutes.routes(in: found)
        #expect(routes["/docs/next/configuration"] == "docs/Configuration.md")
        #expect(routes["/docs/configuration"] == "website/versioned_docs/version-2.0/Configuration.md")
        #expect(routes["/docs/next/start"] == "docs/guides/01-getting-started.md")
        #expect(routes["/docs/1.0/configuration"] == nil)
    }

    @Test func linksToRoutesResolve() throws {
        let folder = try temporaryFolder(site)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(
            result.findings.map { "\($0.file) \(brief($0))" } == [
                "docs/guides/01-getting-started.md 7:50 broken-fragment", "docs/guides/01-getting-started.md 7:150 broken-fragment",
            ])
        #expect(result.findings.first?.message.contains("of docs/Configuration.md") == true)
    }

    @Test(arguments: [
        ("intro.md", nil, nil, "/docs/intro"), ("01-basics/02-setup.md", nil, nil, "/docs/basics/setup"),
        ("guides/Setup.mdx", "setup-guide", nil, "/docs/guides/setup-guide"), ("guides/a.md", nil, "/welcome", "/docs/welcome"),
        ("guides/a.md", nil, "b", "/docs/guides/b"), ("guides/index.md", nil, nil, "/docs/guides"), ("README.md", nil, nil, "/docs"),
    ])
    func routeOfAPage(relative: String, id: String?, slug: String?, route: String) {
        #expect(DocusaurusRoutes.route(relative: relative, prefix: "/docs", id: id, slug: slug) == route)
    }

    /// Starlight serves `src/content/docs/` as Astro names its entries: slugged paths, locale folders, `slug`.
    @Test func starlightRoutes() throws {
        let folder = try temporaryFolder([
            "site/astro.config.mjs": "export default {}\n",
            "site/src/content/docs/start/index.mdx": "---\ntitle: Start\n---\n\n## Prerequisites\n",
            "site/src/content/docs/concept/Inter-Process Communication/index.mdx": "---\ntitle: IPC\n---\n\n## Events\n",
            "site/src/content/docs/fr/start/index.mdx": "---\ntitle: Commencer\n---\n\n## Prérequis\n",
            "site/src/content/docs/plugin/fs.mdx":
                "---\ntitle: FS\n---\nimport PluginPermissions from '@components/PluginPermissions.astro';\n\n"
                + "## Permissions\n\n<PluginPermissions plugin=\"fs\" />\n",
            "site/src/content/docs/guides/intro.md": "---\nslug: welcome/intro\n---\n\nSee [start](/start/#prerequisites), "
                + "[IPC](/concept/inter-process-communication/#events), [gone](/start/#nothing-here) and [FR](/fr/start/#prérequis).\n\n"
                + "The [default set](/plugin/fs/#default-permission) is drawn by the page's own component: its ids are not known.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let found = Discovery(excludes: []).walk(["site"], workingDirectory: folder).inputs
        let routes = StarlightRoutes.routes(in: found)
        #expect(routes["/start"] == "site/src/content/docs/start/index.mdx")
        #expect(routes["/concept/inter-process-communication"] == "site/src/content/docs/concept/Inter-Process Communication/index.mdx")
        #expect(routes["/fr/start"] == "site/src/content/docs/fr/start/index.mdx")
        #expect(routes["/welcome/intro"] == "site/src/content/docs/guides/intro.md")
        let result = auditHelpCenter(folder)
        #expect(result.findings.map { "\($0.file) \(brief($0))" } == ["site/src/content/docs/guides/intro.md 5:90 broken-fragment"])
    }

    /// Docusaurus's heading ids take an image's alt text; GitHub's do not (issue 24, section 2).
    @Test func docusaurusHeadingIdsTakeImageAltText() throws {
        let page = "## ![Logo](logo.png) Setup\n\nSee [setup](#logo-setup) and [the GitHub id](#-setup).\n"
        let folder = try temporaryFolder(["site/docusaurus.config.js": "export default {}\n", "site/docs/a.md": page, "plain/a.md": page])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(
            result.findings.map { "\($0.file) \(brief($0))" } == ["plain/a.md 3:5 broken-fragment", "site/docs/a.md 3:30 broken-fragment"])
    }

    /// A key commented out in the configuration is not read (found by a hostile-input review).
    @Test func commentedOutConfigurationKeysAreNotRead() throws {
        let config =
            "module.exports = {presets: [['classic', {docs: {\n  // path: 'old-docs',\n  /* routeBasePath: 'zzz', */\n"
            + "  path: '../docs', routeBasePath: 'docs' /* https://example.com */}}]]}\n"
        #expect(DocusaurusRoutes.withoutComments("a: 'https://x.com/y', // note\nb: 1 /* c */ d") == "a: 'https://x.com/y', \nb: 1  d")
        let folder = try temporaryFolder([
            "website/docusaurus.config.js": config, "website/versions.json": "[]",
            "docs/intro.md": "---\nid: intro\n---\n# Intro\n\n[x](/docs/intro#nowhere)\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(auditHelpCenter(folder).findings.map(brief) == ["6:1 broken-fragment"])
    }
}
