import Foundation

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
/// reports show the name made readable (``FileSystem/displayName(_:)``).
enum FileSystem {
    /// Calls `body` with the path as a NUL-terminated C string.
    static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// The kind of the entry itself (`following: false`, `lstat`) or of what a link leads to
    /// (`stat`); `nil` and `errno` (`ENOENT`, `ELOOP`, `EACCES`) when it cannot be told.
    static func kind(of path: [UInt8], following: Bool) -> (kind: FileKind?, errorNumber: Int32) {
        var info = stat()
        let status = withCPath(path) { following ? stat($0, &info) : lstat($0, &info) }
        return status == 0 ? (FileKind(mode: info.st_mode), 0) : (nil, errno)
    }

    /// `realpath(3)`: the canonical absolute path, links resolved; `nil` and `errno` when it cannot
    /// be resolved (`ELOOP` for a loop of links, `ENOENT` for a dangling one).
    static func realPath(_ path: [UInt8]) -> (path: [UInt8]?, errorNumber: Int32) {
        withCPath(path) { pointer in
            guard let resolved = realpath(pointer, nil) else { return (nil, errno) }
            defer { free(resolved) }
            return (Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))), 0)
        }
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

    /// The bytes of a regular file, or `nil` when it cannot be opened or is not a regular file
    /// (a FIFO put in its place after the walk is opened without blocking and then refused).
    static func contents(of path: [UInt8]) -> [UInt8]? {
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// A name or path as reports show it: the text itself when it is UTF-8, else each byte that is
    /// not part of a UTF-8 character written `\xFF`, so that the name stays recognizable and two
    /// names never look the same.
    static func displayName(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var output = ""
        var index = 0
        while index < bytes.count {
            var taken = false
            for length in 1...4 where index + length <= bytes.count {
                if let character = String(validating: bytes[index..<index + length], as: UTF8.self) {
                    output += character
                    index += length
                    taken = true
                    break
                }
            }
            if !taken {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                output += "\\x" + (hex.count == 1 ? "0" : "") + hex
                index += 1
            }
        }
        return output
    }

    /// Whether `path` is `root` or lies below it (both canonical).
    static func isWithin(_ path: [UInt8], _ root: [UInt8]) -> Bool {
        if root == [0x2F] { return true }
        return path == root || (path.starts(with: root) && path.count > root.count && path[root.count] == 0x2F)
    }
}
