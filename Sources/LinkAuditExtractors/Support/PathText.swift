import LinkAuditModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system half of ``PathText``: every call takes a path's bytes, never its text.
extension PathText {
    /// Calls `body` with the path as a NUL-terminated C string.
    public static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// `realpath(3)`: the canonical absolute path, links and `..` resolved; `nil` and `errno`
    /// (`ELOOP` for a loop of links, `ENOENT` for a dangling one) when it cannot be resolved.
    public static func realPath(_ path: [UInt8]) -> (path: [UInt8]?, errorNumber: Int32) {
        withCPath(path) { pointer in
            guard let resolved = realpath(pointer, nil) else { return (nil, errno) }
            defer { free(resolved) }
            return (Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))), 0)
        }
    }

    /// Why a file's bytes could not be had.
    public enum ReadFailure: Error, Equatable, Sendable {
        /// `open(2)` or `read(2)` failed with this `errno`.
        case system(Int32)
        /// What was opened is not a regular file (a FIFO or a folder put in the file's place);
        /// `mode` is its `st_mode`.
        case notRegular(mode: UInt32)
        /// What was opened is not the file found before (another device and inode: the file was
        /// replaced, or a symbolic link on its path now leads elsewhere).
        case replaced
        /// Larger than `limit` bytes.
        case tooLarge(limit: Int)
    }

    /// The identity of a file: the device and inode `stat(2)` gives.
    public struct FileIdentity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64

        public init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    /// The bytes of the regular file at `path` (links followed), opened without blocking (a FIFO
    /// put in its place is refused, never waited on) and without becoming a terminal's reader.
    /// - Parameters:
    ///   - expected: the identity discovery saw; what is opened must have it.
    ///   - limit: the most bytes read; a larger file is refused.
    /// - Returns: the bytes, or why there are none.
    public static func contents(
        ofBytes path: [UInt8], expected: FileIdentity? = nil, limit: Int = .max
    ) -> Result<[UInt8], ReadFailure> {
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(mode: UInt32(info.st_mode))) }
        if let expected, expected != FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) {
            return .failure(.replaced)
        }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        }
    }

    /// The bytes of the regular file whose path's text is `path` (``contents(ofBytes:expected:limit:)``),
    /// or `nil`.
    public static func contents(atPath path: String, limit: Int = .max) -> [UInt8]? {
        try? contents(ofBytes: bytes(path), limit: limit).get()
    }

    /// What `stat(2)` (links followed) says of the path: `S_IFREG`, `S_IFDIR` … of its mode, or
    /// `nil` when nothing is there.
    public static func fileType(atPath path: String) -> UInt32? {
        var info = stat()
        guard withCPath(bytes(path), { stat($0, &info) }) == 0 else { return nil }
        return UInt32(info.st_mode & S_IFMT)
    }

    /// Whether a folder is at `path` (links followed).
    public static func isFolder(_ path: String) -> Bool { fileType(atPath: path) == UInt32(S_IFDIR) }

    /// Whether something other than a folder is at `path` (links followed).
    public static func isFile(_ path: String) -> Bool { fileType(atPath: path).map { $0 != UInt32(S_IFDIR) } ?? false }

    /// Whether anything is at `path` (links followed).
    public static func exists(_ path: String) -> Bool { fileType(atPath: path) != nil }
}

extension PathText {
    /// Calls `body` with the bytes of the path whose text is `path` (``bytes(_:)``) as a C string:
    /// what every system call on a path that may not be UTF-8 takes.
    public static func withCPath<T>(text path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
        withCPath(bytes(path), body)
    }

    /// Creates the folder whose path's text is `path` and every missing folder above it, by bytes
    /// (as `mkdir -p`; Foundation's `createDirectory` writes a name that is not UTF-8 as other bytes).
    /// - Returns: 0, or the `errno` of the `mkdir(2)` that failed.
    public static func makeFolders(_ path: String) -> Int32 {
        let path = bytes(path)
        if isFolder(text(path)) { return 0 }
        var end = 1
        while end <= path.count {
            if end == path.count || path[end] == 0x2F {
                let status = withCPath(Array(path[..<end])) { mkdir($0, 0o777) }
                if status != 0, errno != EEXIST { return errno }
            }
            end += 1
        }
        return isFolder(text(path)) ? 0 : ENOTDIR
    }

    /// The process's working directory as a path's text, or `nil` when `getcwd(3)` fails (the
    /// folder was removed). Foundation's `currentDirectoryPath` replaces a byte that is not UTF-8.
    public static func workingDirectory() -> String? {
        guard let pointer = getcwd(nil, 0) else { return nil }
        defer { free(pointer) }
        return text(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
}

extension PathText {
    /// What `lstat(2)` says of the path whose text is `path` (a link is not followed), or `nil`.
    public static func status(_ path: String) -> stat? {
        var info = stat()
        return withCPath(text: path, { lstat($0, &info) }) == 0 ? info : nil
    }

    /// Creates a new file (`O_EXCL`: never an existing one, never through a link) holding `contents`.
    /// - Returns: whether every byte was written; a partial file is removed.
    public static func createFile(_ path: String, contents: [UInt8]) -> Bool {
        let descriptor = withCPath(text: path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) }
        guard descriptor >= 0 else { return false }
        var written = 0
        while written < contents.count {
            let count = contents.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, contents.count - written) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            written += count
        }
        if close(descriptor) != 0 || written < contents.count {
            _ = remove(path)
            return false
        }
        return true
    }

    /// `unlink(2)` of the path whose text is `path`: whether it was removed.
    @discardableResult
    public static func remove(_ path: String) -> Bool { withCPath(text: path) { unlink($0) } == 0 }

    /// `rename(2)` from one path's text to another's: whether it was renamed.
    public static func renameFile(_ from: String, to: String) -> Bool {
        withCPath(text: from) { source in withCPath(text: to) { rename(source, $0) } } == 0
    }
}
