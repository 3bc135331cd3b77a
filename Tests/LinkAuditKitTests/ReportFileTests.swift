import Foundation
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Report destinations (issue 12, item 8): never a link, FIFO, socket or device; written whole or
/// not at all; temporary files removed on failure and interruption.
@Suite struct ReportFileTests {
    /// The names in `folder`, sorted, hidden ones included.
    private func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func writesTheWholeReportThroughATemporaryFileBesideIt() throws {
        let folder = try temporaryFolder(["out/report.json": "old"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var file = try ReportFile.open(path: "out/report.json", workingDirectory: folder)
        file.write("{\"a\": 1,")
        file.write(bytes: Array(" \"é\": 2}\n".utf8))
        #expect(file.temporaryPath.hasPrefix(folder + "/out/.report.json.linkaudit-"))
        #expect(file.temporaryPath.hasSuffix(".tmp"))
        #expect(InterruptCleanup.shared.paths.contains(file.temporaryPath))
        #expect(text(folder + "/out/report.json") == "old")
        try file.commit()
        #expect(text(folder + "/out/report.json") == "{\"a\": 1, \"é\": 2}\n")
        #expect(names(in: folder + "/out") == ["report.json"])
        #expect(!InterruptCleanup.shared.paths.contains(file.temporaryPath))
    }

    @Test func aLongReportIsWrittenPastTheBuffer() throws {
        let folder = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var file = try ReportFile.open(path: folder + "/new/deep/report.html", workingDirectory: "/unused")
        let line = String(repeating: "x", count: 999) + "\n"
        for _ in 0..<300 { file.write(line) }
        try file.commit()
        #expect(text(folder + "/new/deep/report.html") == String(repeating: line, count: 300))
    }

    @Test func theReplacedFileKeepsItsMode() throws {
        let folder = try temporaryFolder(["report.json": "old"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(folder + "/report.json", 0o640)
        var file = try ReportFile.open(path: "report.json", workingDirectory: folder)
        file.write("new")
        try file.commit()
        var info = stat()
        #expect(stat(folder + "/report.json", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o640)
    }

    @Test func aSymbolicLinkIsRefusedAndItsTargetUntouched() throws {
        let folder = try temporaryFolder(["credentials.txt": "secret"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        symlink(folder + "/credentials.txt", folder + "/report.json")
        symlink("/dev/null", folder + "/null.json")
        symlink(folder + "/missing.txt", folder + "/dangling.json")
        for name in ["report.json", "null.json", "dangling.json"] {
            #expect(throws: ReportFileError.symbolicLink(path: name)) {
                try ReportFile.open(path: name, workingDirectory: folder)
            }
        }
        #expect(text(folder + "/credentials.txt") == "secret")
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing.txt"))
        #expect(names(in: folder) == ["credentials.txt", "dangling.json", "null.json", "report.json"])
        #expect(
            ReportFileError.symbolicLink(path: "report.json").message
                == "cannot write report.json: it is a symbolic link; a report never replaces or writes through a link (name a regular file)"
        )
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/report.sarif", 0o644) == 0)
        #expect(throws: ReportFileError.fifo(path: "report.sarif")) {
            try ReportFile.open(path: "report.sarif", workingDirectory: folder)
        }
        #expect(names(in: folder) == ["report.sarif"])
        #expect(
            ReportFileError.fifo(path: "report.sarif").message
                == "cannot write report.sarif: it is a FIFO (named pipe); reports go to regular files only (use '-' for standard output)")
    }

    @Test func aDeviceASocketAndAFolderAreRefused() throws {
        let folder = try temporaryFolder(["sub/x.md": "x"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: ReportFileError.device(path: "/dev/null")) { try ReportFile.open(path: "/dev/null", workingDirectory: folder) }
        #expect(throws: ReportFileError.folder(path: "sub")) { try ReportFile.open(path: "sub", workingDirectory: folder) }
        // A Unix-domain socket bound at the path.
        let socketPath = folder + "/report.json"
        let socket = BoundUnixSocket(path: socketPath)
        #expect(socket.isBound)
        #expect(throws: ReportFileError.socket(path: "report.json")) { try ReportFile.open(path: "report.json", workingDirectory: folder) }
    }

    @Test func aFolderThatCannotBeMadeIsToldByName() throws {
        let folder = try temporaryFolder(["blocked": "a file, not a folder"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: ReportFileError.folderNotCreatable(path: "blocked/report.json", folder: folder + "/blocked")) {
            try ReportFile.open(path: "blocked/report.json", workingDirectory: folder)
        }
        #expect(text(folder + "/blocked") == "a file, not a folder")
    }

    @Test func discardLeavesTheReportAsItWas() throws {
        let folder = try temporaryFolder(["report.md": "old"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var file = try ReportFile.open(path: "report.md", workingDirectory: folder)
        file.write("new")
        let temporary = file.temporaryPath
        file.discard()
        #expect(text(folder + "/report.md") == "old")
        #expect(names(in: folder) == ["report.md"])
        #expect(!InterruptCleanup.shared.paths.contains(temporary))
        #expect(throws: ReportFileError.writeFailed(path: "report.md", errno: EBADF)) { try file.commit() }
    }

    @Test func aLinkPutInPlaceWhileWritingIsRefusedAtCommit() throws {
        let folder = try temporaryFolder(["credentials.txt": "secret"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var file = try ReportFile.open(path: "report.json", workingDirectory: folder)
        file.write("{}")
        symlink(folder + "/credentials.txt", folder + "/report.json")
        #expect(throws: ReportFileError.symbolicLink(path: "report.json")) { try file.commit() }
        #expect(text(folder + "/credentials.txt") == "secret")
        #expect(names(in: folder) == ["credentials.txt", "report.json"])
    }

    @Test func aFileDroppedUnfinishedIsRemoved() throws {
        let folder = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var temporary = ""
        do {
            var file = try ReportFile.open(path: "report.json", workingDirectory: folder)
            file.write("half")
            temporary = file.temporaryPath
            #expect(FileManager.default.fileExists(atPath: temporary))
        }
        #expect(names(in: folder) == [])
        #expect(!InterruptCleanup.shared.paths.contains(temporary))
    }

    /// What the SIGINT/SIGTERM handler does before re-raising: unlink every registered path. Tested on
    /// a registry of its own: raising a signal in the test process would remove other tests' files.
    @Test func theInterruptRegistryRemovesWhatIsStillRegistered() throws {
        let folder = try temporaryFolder(["a.tmp": "a", "b.tmp": "b", "c.tmp": "c"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let registry = InterruptCleanup(capacity: 2)
        let a = try #require(registry.register(folder + "/a.tmp"))
        let b = try #require(registry.register(folder + "/b.tmp"))
        #expect(registry.register(folder + "/c.tmp") == nil)
        registry.unregister(a)
        #expect(registry.paths == [folder + "/b.tmp"])
        registry.removeAll()
        #expect(names(in: folder) == ["a.tmp", "c.tmp"])
        registry.unregister(b)
        #expect(registry.paths == [])
    }

    /// The real handler, in a forked child (so the signal ends the child, not the test run): the
    /// child raises SIGTERM with a report's temporary file open; the handler unlinks it and the child
    /// dies of SIGTERM as it would have without the handler.
    @Test func aSignalRemovesTheOpenTemporaryFile() throws {
        let folder = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var file = try ReportFile.open(path: "report.json", workingDirectory: folder)
        file.write("{\"half\": ")
        let temporary = file.temporaryPath
        let slot = try #require(InterruptCleanup.shared.slot(of: temporary))
        let child = fork()
        if child == 0 {
            // Other tests' files are registered too: the child forgets them before raising.
            InterruptCleanup.shared.keepOnlyInForkedChild(slot)
            // The test runs on a libdispatch worker thread, which blocks signals (the process's main
            // thread takes them): unblock SIGTERM, as it is on the main thread of linkaudit.
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGTERM)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(SIGTERM)
            _exit(0)
        }
        #expect(child > 0)
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        #expect(status & 0x7f == SIGTERM) // WIFSIGNALED with SIGTERM
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(names(in: folder) == [])
        file.discard()
    }

    /// One output that cannot be written does not stop the others nor the summary; the run exits 2.
    @Test func oneUnwritableReportDoesNotStopTheOthers() throws {
        let folder = try temporaryFolder(["blocked": "a file", "credentials.txt": "secret"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        symlink(folder + "/credentials.txt", folder + "/linked.sarif")
        #expect(mkfifo(folder + "/pipe.md", 0o644) == 0)
        let run = CommandRun([
            "generic-text-with-title.md", "--json", folder + "/blocked/report.json", "--sarif", folder + "/linked.sarif",
            "--html", folder + "/out/report.html", "--markdown", folder + "/pipe.md", "--stamp", folder + "/stamp.swift",
            "--fail-on", "never", "--quiet",
        ])
        #expect(run.status == .usage)
        #expect(
            run.standardError
                == """
                linkaudit: error: cannot write \(folder)/blocked/report.json: its folder \(folder)/blocked cannot be created
                linkaudit: error: cannot write \(folder)/linked.sarif: it is a symbolic link; a report never replaces or writes through a link (name a regular file)
                linkaudit: error: cannot write \(folder)/pipe.md: it is a FIFO (named pipe); reports go to regular files only (use '-' for standard output)

                """)
        #expect(run.standardOutput == "1 file, 1 link: 0 errors, 1 warning, 1 note; 0 unreadable inputs\n")
        #expect(text(folder + "/out/report.html")?.contains("generic-text-with-title.md") == true)
        #expect(text(folder + "/stamp.swift") == "// linkaudit: 1 file, 1 link: 0 errors, 1 warning, 1 note; 0 unreadable inputs\n")
        #expect(text(folder + "/credentials.txt") == "secret")
        #expect(text(folder + "/blocked") == "a file")
        #expect(names(in: folder) == ["blocked", "credentials.txt", "linked.sarif", "out", "pipe.md", "stamp.swift"])
        #expect(names(in: folder + "/out") == ["report.html"])
    }
}
