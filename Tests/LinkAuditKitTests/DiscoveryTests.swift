import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

@Suite("Discovery")
struct DiscoveryTests {
    @Test(arguments: [
        ("guide.md", DocumentFormat.markdown), ("README.markdown", .markdown), ("index.html", .html), ("a.HTM", .html),
        ("page.xhtml", .html), ("mod_ssl.html.fr", .html), ("index.html.ko.euc-kr", .html), ("bind.html.zh-cn.utf8", .html),
        ("en.lproj/Localizable.strings", .strings), ("Localizable.xcstrings", .xcstrings),
        ("App/Views/HelpView.swift", .swift), ("locale/de/LC_MESSAGES/django.po", .gettext), ("po/shop.pot", .gettext),
        ("lib/l10n/app_de.arb", .arb), ("public/locales/de/common.json", .messageJSON), ("src/lang/pt-BR.json", .messageJSON),
        ("i18n/fr/code.json", .messageJSON),
    ])
    func formats(_ path: String, _ format: DocumentFormat) {
        #expect(Discovery.format(of: path) == format)
    }

    @Test(arguments: [
        "notes.txt", "image.png", "page.html.var", "account.html.expected", "kontakt.html.de.expected", "Package.swift",
        "Package@swift-5.9.swift", "data.json", "package.json", "locales/config.json", "locales/schema/de.json",
        "src/i18n/index.json",
    ])
    func notRead(_ path: String) {
        #expect(Discovery.format(of: path) == nil)
    }

    /// A file outside the working directory resolves its links below the argument that found it,
    /// never against a path above the audit root (`/../shared/cases/page.html#fn:1`).
    @Test func filesOutsideTheWorkingDirectoryResolveBelowTheirArgument() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("linkaudit-site-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root + "/site/ch1", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/work", withIntermediateDirectories: true)
        for file in ["site/ch1/notes.html", "site/index.md", "work/local.md"] {
            try Data("<p><a href=\"#fn:1\">1</a></p>\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        let found = Discovery().inputs(for: ["../site", root + "/site/ch1/notes.html", "local.md"], workingDirectory: root + "/work")
        #expect(found.inputs.map(\.path) == ["../site/ch1/notes.html", "../site/index.md", root + "/site/ch1/notes.html", "local.md"])
        #expect(found.inputs.map(\.sitePath) == ["ch1/notes.html", "index.md", "notes.html", nil])
        let result = Auditor(configuration: Configuration(), workingDirectory: root + "/work").audit(paths: ["../site"])
        #expect(result.links.map(\.normalizedDestination) == ["/ch1/notes.html#fn:1", "/index.md#fn:1"])
    }

    @Test func skipsToolFoldersAndSurvivesSymlinkLoops() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("linkaudit-discovery-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        for folder in ["docs/sub", "node_modules/pkg", ".git", "Pods/X"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["docs/a.md", "docs/sub/b.html", "node_modules/pkg/c.md", ".git/d.md", "Pods/X/e.strings", "docs/notes.txt"] {
            try Data("[x](https://example.com)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try manager.createSymbolicLink(atPath: root + "/docs/sub/loop", withDestinationPath: root + "/docs")
        let found = Discovery().inputs(for: ["docs", "."], workingDirectory: root)
        #expect(found.inputs.map(\.path) == ["docs/a.md", "docs/sub/b.html"])
        #expect(found.errors.isEmpty)
    }

    /// A web app's message files live in `public/locales` (i18next's default): walked, though
    /// `public` (a built site) is not.
    @Test func publicLocalesAreWalkedAndTheRestOfPublicIsNot() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("linkaudit-public-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        for folder in ["public/locales/de", "public/assets"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["public/locales/de/common.json", "public/assets/page.html", "public/index.md"] {
            try Data("{\"a\": \"<a href='/x'>Mehr</a>\"}\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        let found = Discovery().inputs(for: ["."], workingDirectory: root)
        #expect(found.inputs.map(\.path) == ["public/locales/de/common.json"])
        #expect(found.inputs.map(\.format) == [.messageJSON])
    }

    @Test func danglingLinksAreReportedNotDropped() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("linkaudit-dangling-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/docs/gone.md", withDestinationPath: root + "/nowhere.md")
        try manager.createSymbolicLink(atPath: root + "/docs/gone.png", withDestinationPath: root + "/nowhere.png")
        let found = Discovery().inputs(for: ["docs"], workingDirectory: root)
        #expect(found.inputs.isEmpty)
        #expect(found.errors.map(\.file) == ["docs/gone.md"])
        #expect(found.errors.first?.message == "symbolic link to a file that does not exist")
    }

    @Test func xclocSourceContentsAreNotAuditedTwice() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("linkaudit-xcloc-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        for folder in ["de.xcloc/Localized Contents", "de.xcloc/Source Contents/App/en.lproj"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try Data("<xliff/>".utf8).write(to: URL(fileURLWithPath: root + "/de.xcloc/Localized Contents/de.xliff"))
        try Data("\"a\" = \"b\";".utf8).write(to: URL(fileURLWithPath: root + "/de.xcloc/Source Contents/App/en.lproj/Localizable.strings"))
        #expect(Discovery().inputs(for: ["."], workingDirectory: root).inputs.map(\.path) == ["de.xcloc/Localized Contents/de.xliff"])
    }

    /// A path's file name and extension, found in its bytes, are Foundation's.
    @Test(arguments: [
        "a/b/Page.md", "Page.MD", "docs/", "docs//", "/", "", ".md", "a/.md", "a/..md", "a/b.", "a/..", "x.html.fr",
        "dir.md/file", "a/b/c.tokens.json", "/a", "//a", "a//b", "./a", "../x", "a/b//", "/a/b", "/a/b/", "caf\u{E9}.markdown",
        "e\u{301}.md", "a/.\u{301}md",
    ])
    func fileNamesAreFoundationsOnes(_ path: String) {
        let foundation = (path as NSString).lastPathComponent
        if foundation != "/" { #expect(String(Discovery.fileName(of: path)) == foundation, "\(path.debugDescription)") }
        #expect(Discovery.folder(of: path) == (path as NSString).deletingLastPathComponent, "\(path.debugDescription)")
    }

    /// Paths are cleaned of empty, `.` and `..` components; a path without any comes back as it is.
    @Test(arguments: [
        ("/a/b.md", "/a/b.md", "a/b.md"), ("/a/./b/../c//", "/a/c", "a/c"), ("/", "/", ""), ("/a/..", "/", ""),
        ("/../x", "/x", "../x"), ("/a/.../b", "/a/.../b", "a/.../b"), ("/a/.b/c.", "/a/.b/c.", "a/.b/c."),
        ("/a/b/", "/a/b", "a/b"), ("/a/../../b", "/b", "../b"),
    ])
    func pathsAreCleaned(_ path: String, _ standard: String, _ clean: String) {
        #expect(Discovery.standardize(path) == standard)
        #expect(Discovery.lexicallyClean(path) == clean)
        #expect(Discovery.lexicallyClean(String(path.dropFirst())) == clean, "\(path.dropFirst()) relative")
    }

    /// The extension is what follows the name's last dot, unless that dot starts the name.
    @Test(
        arguments: [
            ("a/.md", nil), ("a/..md", .markdown), ("x.html.fr", .html), ("Page.MD", .markdown), ("docs/", nil),
            ("a/b.", nil), ("dir.md/file", nil), ("guide.md/", .markdown), ("a/b.xcstrings", .xcstrings),
        ] as [(String, DocumentFormat?)])
    func formatsFollowTheExtension(_ path: String, _ expected: DocumentFormat?) {
        #expect(Discovery.format(of: path) == expected, "\(path.debugDescription)")
    }
}
