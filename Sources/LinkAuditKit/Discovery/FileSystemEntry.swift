import Foundation
import LinkAuditExtractors
import LinkAuditModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path is, as `lstat(2)` or `stat(2)` tell it: read from the folder entry, never by opening
/// the file (opening a FIFO blocks until someone writes to it; a device may be a terminal).
enum FileKind: Equatable, Sendable {
    case regular, folder, symbolicLink, fifo, socket, characterDevice, blockDevice, other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .other
        }
    }

    /// How a message names a file of this kind that is not read: "a FIFO (named pipe)".
    var described: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "not a regular file"
        }
    }
}

/// File-system calls on paths kept as bytes: Linux allows any byte but `/` and NUL in a name, and
/// a name that is not UTF-8 (`0xFF`) has no faithful `String`. Reading goes through the bytes;
/// paths travel as ``PathText`` texts and reports show the name made readable
/// (``FileSystem/displayName(_:)``).
enum FileSystem {
    /// Calls `body` with the path as a NUL-terminated C string.
    static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        PathText.withCPath(path, body)
    }

    /// The kind of the entry itself (`following: false`, `lstat`) or of what a link leads to
    /// (`stat`), with its device and inode; `nil` and `errno` (`ENOENT`, `ELOOP`, `EACCES`) when it
    /// cannot be told.
    static func kind(of path: [UInt8], following: Bool) -> (kind: FileKind?, identity: PathText.FileIdentity?, errorNumber: Int32) {
        var info = stat()
        let status = withCPath(path) { following ? stat($0, &info) : lstat($0, &info) }
        guard status == 0 else { return (nil, nil, errno) }
        return (FileKind(mode: info.st_mode), PathText.FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), 0)
    }

    /// `realpath(3)`: the canonical absolute path, links resolved; `nil` and `errno` when it cannot
    /// be resolved (`ELOOP` for a loop of links, `ENOENT` for a dangling one).
    static func realPath(_ path: [UInt8]) -> (path: [UInt8]?, errorNumber: Int32) {
        PathText.realPath(path)
    }

    /// What a message says of a path that `realpath(3)` refused with `ELOOP`: a loop of symbolic
    /// links, or a chain of more links than the system follows in one path (40 on Linux), told apart
    /// by following the chain link by link.
    static func tooManyLinks(_ path: [UInt8]) -> String {
        var seen: Set<PathText.FileIdentity> = []
        var current = path
        while seen.count < 1_000 {
            let entry = kind(of: current, following: false)
            guard entry.kind == .symbolicLink, let identity = entry.identity else { break }
            if !seen.insert(identity).inserted { return "symbolic link loop: the link leads round to itself; not followed" }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = withCPath(current) { readlink($0, &buffer, buffer.count - 1) }
            guard count > 0 else { break }
            let next = buffer[..<count].map { UInt8(bitPattern: $0) }
            current = next.first == 0x2F ? next : Array(current[..<(current.lastIndex(of: 0x2F) ?? 0)]) + [0x2F] + next
        }
        if seen.count > 1 {
            return "a chain of \(seen.count) symbolic links, more than the 40 the system follows in one path; not followed"
        }
        return "too many symbolic links on the path (a loop, or more than the 40 the system follows); not followed"
    }

    /// The names in a folder (without `.` and `..`), as bytes, or `nil` when it cannot be opened.
    static func entries(of folder: [UInt8]) -> [[UInt8]]? {
        guard let directory = withCPath(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names
    }

    /// The names in a folder given by its path's text, as texts (``PathText``), or `nil` when it
    /// cannot be opened.
    static func entries(ofFolder folder: String) -> [String]? {
        entries(of: PathText.bytes(folder))?.map(PathText.text)
    }

    /// A name or path as reports show it: the text itself when it is UTF-8, else each byte that is
    /// not part of a UTF-8 character written `\xFF`, so that the name stays recognizable.
    static func displayName(_ bytes: [UInt8]) -> String {
        PathText.shown(PathText.text(bytes))
    }

    /// Whether `path` is `root` or lies below it (both canonical).
    static func isWithin(_ path: [UInt8], _ root: [UInt8]) -> Bool {
        if root == [0x2F] { return true }
        return path == root || (path.starts(with: root) && path.count > root.count && path[root.count] == 0x2F)
    }
}
