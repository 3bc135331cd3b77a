import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// `--shard K/N --partial FILE` and `linkaudit merge PART…`: the shares of a run, merged, give the
/// same result and the same JSON report, byte for byte, as auditing every file at once.
@Suite("Shards")
struct ShardTests {
    static func json(_ result: AuditResult) -> String { JSONReporter.render(result) }

    /// The N partial results of auditing `paths`, each through JSON as a shard writes it.
    static func parts(_ paths: [String], in folder: String, count: Int) throws -> [PartialResult] {
        let auditor = Auditor(configuration: Configuration(), workingDirectory: folder)
        return try (1...count).reversed().map { index in
            let data = try JSONEncoder().encode(auditor.partial(paths: paths, shard: Shard(index: index, count: count)!))
            return try JSONDecoder().decode(PartialResult.self, from: data)
        }
    }

    @Test(arguments: [1, 2, 3, 7])
    func mergedSharesOfTheCorpusGiveTheSameJSON(count: Int) throws {
        let whole = Auditor(configuration: Configuration(), workingDirectory: projectFolder).audit(paths: ["Corpus"])
        let parts = try Self.parts(["Corpus"], in: projectFolder, count: count)
        let merged = try Auditor(configuration: Configuration(), workingDirectory: projectFolder).merge(parts)
        #expect(Self.json(merged) == Self.json(whole))
        #expect(merged.findings == whole.findings)
        #expect(!whole.findings.isEmpty)
    }

    @Test func mergedSharesOfTheCaseFixturesGiveTheSameJSON() throws {
        let folder = fixturesFolder + "/cases"
        let whole = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["."])
        let merged = try Auditor(configuration: Configuration(), workingDirectory: folder).merge(Self.parts(["."], in: folder, count: 3))
        #expect(Self.json(merged) == Self.json(whole))
        #expect(merged.errors == whole.errors)
        #expect(merged.warnings == whole.warnings)
    }

    @Test func theSharesAreDisjointEvenAndCoverEveryFile() throws {
        let parts = try Self.parts(["Corpus"], in: projectFolder, count: 3)
        let files = parts[0].files
        let shared = parts.map { Set($0.documents.map(\.file)) }
        #expect(shared[0].isDisjoint(with: shared[1]) && shared[1].isDisjoint(with: shared[2]) && shared[0].isDisjoint(with: shared[2]))
        #expect(shared.reduce(Set()) { $0.union($1) } == Set(files))
        let sizes = shared.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
        // Round-robin over the sorted paths: shard 1/3 takes the 1st, 4th, 7th … file.
        #expect(parts.first { $0.shard.index == 1 }!.documents.map(\.file) == stride(from: 0, to: files.count, by: 3).map { files[$0] })
    }

    @Test func aSiteRemarkAndDiscoveryErrorsAppearOnceInTheMergedRun() throws {
        let folder = try temporaryFolder([
            "site/_config.yml": "markdown: [unclosed\n",
            "site/a.md": "[here](https://example.com/a)\n",
            "site/b.md": "[Pricing](https://example.com/b)\n",
            "site/c.md": "[click here](https://example.com/c)\n",
            "site/d.md": "[more](https://example.com/d)\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = ["site", "missing.md"]
        let whole = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: paths)
        #expect(whole.warnings.count == 1)
        #expect(whole.errors.map(\.file) == ["missing.md"])
        for count in [2, 3, 4] {
            let merged = try Auditor(configuration: Configuration(), workingDirectory: folder).merge(
                Self.parts(paths, in: folder, count: count))
            #expect(Self.json(merged) == Self.json(whole), "N=\(count)")
            #expect(merged.warnings == whole.warnings)
        }
    }

    @Test func partsThatAreNotTheSharesOfOneRunAreRefused() throws {
        let auditor = Auditor(configuration: Configuration(), workingDirectory: projectFolder)
        let three = try Self.parts(["Corpus/markdown"], in: projectFolder, count: 3)
        func message(_ parts: [PartialResult]) -> String? {
            do throws(PartialResult.MergeError) {
                _ = try auditor.merge(parts)
                return nil
            } catch { return error.message }
        }
        #expect(message(Array(three.prefix(2))) == "shard 1/3 missing")
        #expect(message(three + [three[0]]) == "shard 3/3 was given twice")
        #expect(message([]) == "no partial result to merge")
        let two = try Self.parts(["Corpus/markdown"], in: projectFolder, count: 2)
        #expect(message([three[0], two[0]]) == "shard 2/2 is not one of 3 shares like shard 3/3")
        var other = three[1]
        other.files.removeLast()
        #expect(message([three[0], other, three[2]])?.hasPrefix("shard 2/3 found other files than shard 3/3") == true)
        var elsewhere = three[1]
        elsewhere.paths = ["Corpus/html"]
        #expect(message([three[0], elsewhere, three[2]]) == "shard 2/3 audited other paths than shard 3/3")
        var older = three[1]
        older.version = "0.0.1"
        #expect(message([three[0], older, three[2]]) == "shard 2/3 was written by linkaudit 0.0.1, not \(ToolInfo.version)")
    }

    @Test func shardsParseKOverN() {
        #expect(Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "3", "1/0", "a/b", "1/2/3", "-1/2", ""] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
    }

    @Test func theCommandWritesPartsAndMergeWritesTheSameReportsAsOneRun() throws {
        let folder = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let single = CommandRun(["Corpus", "--json", folder + "/single.json", "--fail-on", "never", "--no-progress"], in: projectFolder)
        for index in 1...3 {
            let shard = CommandRun(["Corpus", "--shard", "\(index)/3", "--partial", folder + "/part\(index).json"], in: projectFolder)
            #expect(shard.status == .clean)
            #expect(shard.standardOutput == "")
            #expect(shard.standardError.hasPrefix("linkaudit: shard \(index)/3: "))
        }
        let merged = CommandRun(
            [
                "merge", folder + "/part2.json", folder + "/part3.json", folder + "/part1.json", "--json", folder + "/merged.json",
                "--fail-on", "never",
            ],
            in: projectFolder)
        #expect(merged.status == single.status)
        #expect(merged.standardOutput == single.standardOutput)
        let expected = try String(contentsOfFile: folder + "/single.json", encoding: .utf8)
        // The HTML report's title names the paths the shards audited, not the part files.
        _ = CommandRun(
            ["merge", folder + "/part1.json", folder + "/part2.json", folder + "/part3.json", "--html", folder + "/merged.html"],
            in: projectFolder)
        let html = try String(contentsOfFile: folder + "/merged.html", encoding: .utf8)
        #expect(html.contains("<title>") && !html.contains("part1.json</title>"))
        #expect(html.range(of: "<title>[^<]*Corpus[^<]*</title>", options: .regularExpression) != nil)
        #expect(try String(contentsOfFile: folder + "/merged.json", encoding: .utf8) == expected)
        // With the default --fail-on, the exit status is the single run's too.
        #expect(
            CommandRun(["merge", folder + "/part1.json", folder + "/part2.json", folder + "/part3.json"], in: projectFolder).status
                == CommandRun(["Corpus"], in: projectFolder).status)
    }

    @Test func theCommandRefusesWhatAShardOrAMergeCannotDo() throws {
        let folder = try temporaryFolder(["notes.txt": "not a partial result"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [([String], String)] = [
            (["Corpus", "--shard", "1/2"], "--shard K/N and --partial FILE go together"),
            (["Corpus", "--partial", "p.json"], "--shard K/N and --partial FILE go together"),
            (["Corpus", "--shard", "3/2", "--partial", "p.json"], "--shard takes K/N with 1 ≤ K ≤ N (e.g. 2/3), not '3/2'"),
            (["Corpus", "--shard", "1/2", "--partial", "p.json", "--json", "r.json"], "a shard writes only its partial result"),
            (["merge", "p.json", "--shard", "1/2"], "'merge' joins partial results"),
        ]
        for (arguments, message) in cases {
            let run = CommandRun(arguments, in: folder)
            #expect(run.status == .usage, "\(arguments)")
            #expect(run.standardError.hasPrefix("linkaudit: error: " + message), "\(arguments): \(run.standardError)")
        }
        let notPartial = CommandRun(["merge", "notes.txt"], in: folder)
        #expect(notPartial.status == .usage)
        #expect(notPartial.standardError == "linkaudit: error: notes.txt is not a partial result of linkaudit --shard\n")
        let missing = CommandRun(["merge", "gone.json"], in: folder)
        #expect(missing.standardError == "linkaudit: error: cannot read the partial result gone.json\n")
    }
}
