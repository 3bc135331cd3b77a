import Foundation
import LinkAuditKit
import LinkAuditTestSupport
import Testing

/// `--changed-since` hands git the commit it verified, never the ref as written (issue 25, section
/// 3): a ref named like an option made `git diff` write a file and hid every finding.
@Suite("Changed since a ref named like an option", .enabled(if: gitInstalled, "git is not installed"))
struct ChangedSinceRefTests {
    @Test func aRefNamedLikeAnOptionIsReadAsTheCommitItNames() throws {
        let repository = try ChangedLinesTests.Repository(["guide.md": "Read [the guide](https://example.com/guide).\n"])
        defer { repository.remove() }
        let written = repository.path + "/written-by-git"
        #expect(repository.git("update-ref", "refs/heads/--output=" + written, "HEAD") == 0)
        repository.write("guide.md", "Read [the guide](https://example.com/guide).\n\nThen [here](https://example.com/more).\n")
        let run = repository.run(["guide.md", "--changed-since", "--output=" + written, "--disable", "inline-only-destination"])
        #expect(!FileManager.default.fileExists(atPath: written))
        #expect(run.standardOutput.hasPrefix("guide.md:3:6: warning: link name \"here\" is generic"))
    }
}
