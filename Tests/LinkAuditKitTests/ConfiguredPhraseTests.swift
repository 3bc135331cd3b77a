import Foundation
import LinkAuditKit
import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// A team's own generic and allowed phrases in `.linkaudit.json` (issue 9, item 10), and
/// `linkaudit rules generic-link-text` listing what the rule matches.
extension ConfigurationFileTests {
    /// "Tap through" becomes generic in English (and in British English, whose list is English);
    /// "Mehr" is allowed in German, and stays generic nowhere else it was not.
    @Test func addedAndAllowedPhrasesApply() throws {
        let root = try folder([
            ".linkaudit.json": """
            {"generic": {"en": ["Tap through"], "en-GB": ["have a look"]}, "allowed": {"de": ["Mehr"]}}
            """,
            "en.html": """
            <ul lang="en"><li><a href="/a">Tap through</a></li><li><a href="/b">Have a look</a></li><li><a href="/c">Tap through pricing</a></li></ul>
            """,
            "de.html": """
            <ul lang="de"><li><a href="/d">Mehr</a></li><li><a href="/e">Mehr erfahren</a></li></ul>
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--format", "json"], in: root)
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as! [String: Any]
        let findings = (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == "generic-link-text" }
        let places = findings.map { "\($0["file"] as! String):\($0["line"] as! Int):\($0["column"] as! Int)" }
        #expect(places == ["de.html:1:49", "en.html:1:19", "en.html:1:56"])
        #expect(findings.map { $0["message"] as! String }[0].hasPrefix("link name \"Mehr erfahren\" is generic"))
    }

    /// Each mistake is a usage error at the line and column of the field.
    @Test(arguments: [
        (
            "{\n  \"generic\": {\"xq\": [\"tap\"]}\n}\n",
            ".linkaudit.json:2:15: generic.xq: linkaudit has no list for 'xq'; lists: ar, bg, ca, cs, da, de, el, en, es,"
        ),
        (
            "{\"allowed\": {\"not a tag!\": [\"Mehr\"]}}",
            ".linkaudit.json:1:14: allowed.not a tag!: 'not a tag!' is not a language tag (en, pt-BR, zh-Hant)"
        ),
        (
            "{\"generic\": {\"en\": [\"fine\",\n   \"→\"]}}",
            ".linkaudit.json:2:4: generic.en.1: \"→\" has no letter or digit to match"
        ),
        (
            "{\"generic\": {\"de\": [\"mehr dazu\"]},\n \"allowed\": {\"de\": [\"Mehr dazu\"]}}",
            ".linkaudit.json:2:21: allowed.de.0: \"Mehr dazu\" is also a generic phrase of 'de'"
        ),
        ("{\"generic\": {\"en\": \"tap through\"}}", ".linkaudit.json:1:14: generic.en: expected a list, found a string"),
    ])
    func mistakesAreLocated(_ text: String, _ message: String) throws {
        let root = try folder([".linkaudit.json": text, "a.md": "x\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["."], in: root)
        #expect(run.status == .usage)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    /// `rules generic-link-text` prints the rule's documentation, then every list with the
    /// configuration's phrases in it.
    @Test func rulesCommandPrintsTheLists() throws {
        let root = try folder([".linkaudit.json": "{\"generic\": {\"fr\": [\"Par là-bas\"]}, \"allowed\": {\"en\": [\"Read mode\"]}}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["rules", "generic-link-text"], in: root)
        #expect(run.status == .clean)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "# generic-link-text")
        #expect(lines.contains("## Lists"))
        #expect(lines.contains("### en") && lines.contains("### zh-Hant"))
        let english = lines.drop { $0 != "### en" }.dropFirst().prefix { !$0.hasPrefix("### ") }
        #expect(
            english.contains(
                "- direction (generic as the whole name, or with filler words only): above, below, down below, "
                    + "further below, further down, further up, see above, see below, that way, the following, this way, up above"))
        #expect(
            english.contains {
                $0.hasPrefix("- allowed (never generic): download page, learn mode, learn morse, read mode, the download page")
            })
        let french = lines.drop { $0 != "### fr" }.dropFirst().prefix { !$0.hasPrefix("### ") }
        #expect(french.contains { $0.hasPrefix("- phrases (generic as the whole name):") && $0.contains(", par là bas,") })
        // Without a configuration, the built-in lists alone.
        let plain = CommandRun(["rules", "generic-link-text"], in: try folder([:]))
        #expect(!plain.standardOutput.contains("par là bas,"))
    }

    /// Configured phrases are plain data: a list built from them matches like a shipped one.
    @Test func addingToTheListsDirectly() throws {
        let lists = try LanguageLists().adding(generic: ["pt-BR": ["Confira"]], allowed: ["en": ["More info"]])
        #expect(lists.lists["pt"]?.isGeneric(LinkText.normalize("Confira")) == true)
        #expect(lists.lists["en"]?.isGeneric(LinkText.normalize("More info")) == false)
        #expect(lists.lists["en"]?.isGeneric(LinkText.normalize("More info (PDF)")) == false)
        #expect(LanguageLists().lists["en"]?.isGeneric(LinkText.normalize("More info")) == true)
    }
}
