import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a report file was refused or could not be written (issue 12, item 8).
///
/// ``message`` says why in a sentence that names the path as the user gave it; it is not escaped:
/// escape it (``ReadableText/escapingInvisibles(_:)``) before it reaches a terminal.
public enum ReportFileError: Error, Equatable, Sendable {
    /// The path is a symbolic link: a report never replaces a link or writes through it.
    case symbolicLink(path: String)
    /// The path is a FIFO (named pipe): opening it could block the run forever.
    case fifo(path: String)
    /// The path is a Unix-domain socket.
    case socket(path: String)
    /// The path is a character or block device (`/dev/null`, a terminal, a disk).
    case device(path: String)
    /// The path is a folder.
    case folder(path: String)
    /// The report's folder does not exist and cannot be created (a file is in the way, or no permission).
    case folderNotCreatable(path: String, folder: String)
    /// No temporary file could be created next to the report; `errno` is the system's reason.
    case cannotCreate(path: String, errno: Int32)
    /// Writing the temporary file failed (disk full, I/O error); `errno` is the system's reason.
    case writeFailed(path: String, errno: Int32)
    /// The temporary file could not be renamed over the report; `errno` is the system's reason.
    case cannotReplace(path: String, errno: Int32)

    /// The path as the user gave it.
    public var path: String {
        switch self {
        case .symbolicLink(let path), .fifo(let path), .socket(let path), .device(let path), .folder(let path),
            .folderNotCreatable(let path, _), .cannotCreate(let path, _), .writeFailed(let path, _), .cannotReplace(let path, _):
            path
        }
    }

    /// `cannot write out/report.json: …`: what went wrong and what to do, in one line (unescaped).
    public var message: String {
        let reason =
            switch self {
            case .symbolicLink: "it is a symbolic link; a report never replaces or writes through a link (name a regular file)"
            case .fifo: "it is a FIFO (named pipe); reports go to regular files only (use '-' for standard output)"
            case .socket: "it is a socket; reports go to regular files only"
            case .device: "it is a device; reports go to regular files only (use '-' for standard output)"
            case .folder(let path):
                "it is a folder; name a file, e.g. \(PathText.shown(path.hasSuffix("/") ? path : path + "/"))report.json"
            case .folderNotCreatable(_, let folder): "its folder \(PathText.shown(folder)) cannot be created"
            case .cannotCreate(_, let code): "no file can be created in its folder (\(Self.describe(code)))"
            case .writeFailed(_, let code): "writing failed (\(Self.describe(code))); the previous file, if any, is unchanged"
            case .cannotReplace(_, let code): "it cannot be replaced (\(Self.describe(code))); the previous file, if any, is unchanged"
            }
        return "cannot write \(PathText.shown(path)): \(reason)"
    }

    private static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// A report destination that is never a link, FIFO, socket or device, and is replaced whole or not at all.
///
/// ``open(path:workingDirectory:)`` checks the path with `lstat` (and again through a descriptor
/// opened with `O_NOFOLLOW | O_NONBLOCK`, so a FIFO can never block the run), creates the report's
/// folder, and opens a new temporary file beside the report (`.NAME.linkaudit-RANDOM.tmp`, created
/// with `O_EXCL | O_NOFOLLOW`, with the mode of the file it replaces). Writes are buffered;
/// ``commit()`` flushes and renames the temporary file over the report, ``discard()`` removes it.
/// A temporary file is registered with ``InterruptCleanup`` until then, so SIGINT or SIGTERM
/// removes it; a `ReportFile` dropped without either is discarded.
///
/// `ReportFile` is a handle: copies write to the same file. Calls are serialized by a lock, so a
/// report may be written from another thread, but the order of the text is the caller's business.
public struct ReportFile: UTF8OutputStream, Sendable {
    private let storage: Storage

    /// The path as the caller gave it (relative to the working directory, or absolute).
    public var path: String { storage.shownPath }

    /// The temporary file being written, absolute; gone after ``commit()`` or ``discard()``.
    public var temporaryPath: String { storage.temporaryPath }

    /// Checks `path` and opens a temporary file beside it.
    ///
    /// - Parameters:
    ///   - path: the report's path, absolute or relative to `workingDirectory`; `-` (standard
    ///     output) is the caller's business and is refused here as any missing folder would be.
    ///   - workingDirectory: the folder relative paths start from.
    /// - Throws: ``ReportFileError``: the path is a link, FIFO, socket, device or folder; its folder
    ///   cannot be created; no file can be created there.
    public static func open(path: String, workingDirectory: String) throws(ReportFileError) -> ReportFile {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var existing = stat()
        var mode: mode_t?
        if PathText.withCPath(text: absolute, { lstat($0, &existing) }) == 0 {
            try refuse(unlessRegular: existing.st_mode, path)
            // The entry may change between lstat and here: look again through a descriptor that
            // follows no link and cannot block on a FIFO.
            let descriptor = PathText.withCPath(text: absolute) { Foundation.open($0, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
            if descriptor >= 0 {
                defer { close(descriptor) }
                var opened = stat()
                if fstat(descriptor, &opened) == 0 { try refuse(unlessRegular: opened.st_mode, path) }
            } else if errno == ELOOP {
                throw .symbolicLink(path: path)
            }
            mode = existing.st_mode & 0o7777
        }
        let folder = (absolute as NSString).deletingLastPathComponent
        guard PathText.makeFolders(folder) == 0 else { throw .folderNotCreatable(path: path, folder: folder) }
        let name = (absolute as NSString).lastPathComponent
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = folder + "/." + name + ".linkaudit-" + suffix + ".tmp"
            // Registered before it exists: an interruption right after the open still removes it.
            let slot = InterruptCleanup.shared.register(temporary)
            let descriptor = PathText.withCPath(text: temporary) {
                Foundation.open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            }
            if descriptor >= 0 {
                if let mode { fchmod(descriptor, mode) }
                return ReportFile(
                    storage: Storage(
                        descriptor: descriptor, shownPath: path, absolutePath: absolute, temporaryPath: temporary, slot: slot))
            }
            let code = errno
            if let slot { InterruptCleanup.shared.unregister(slot) }
            guard code == EEXIST else { throw .cannotCreate(path: path, errno: code) }
        }
        throw .cannotCreate(path: path, errno: EEXIST)
    }

    private static func refuse(unlessRegular mode: mode_t, _ path: String) throws(ReportFileError) {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw .symbolicLink(path: path)
        case S_IFIFO: throw .fifo(path: path)
        case S_IFSOCK: throw .socket(path: path)
        case S_IFDIR: throw .folder(path: path)
        default: throw .device(path: path)
        }
    }

    /// Appends `string`'s UTF-8 bytes (buffered).
    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { storage.append($0) }
    }

    /// Appends UTF-8 bytes as they are (buffered): the JSON report's spooled links.
    public mutating func write(utf8 bytes: UnsafeRawBufferPointer) {
        storage.append(UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count))
    }

    /// Appends raw bytes (buffered).
    public mutating func write(bytes: some Collection<UInt8>) {
        let array = Array(bytes)
        array.withUnsafeBufferPointer { storage.append($0) }
    }

    /// Flushes, closes and renames the temporary file over the report.
    ///
    /// - Throws: ``ReportFileError``: a write failed, or the report's path became a link, FIFO,
    ///   socket, device or folder since ``open(path:workingDirectory:)``, or the rename failed.
    ///   The temporary file is removed and the report left as it was.
    public func commit() throws(ReportFileError) { try storage.commit() }

    /// Closes and removes the temporary file; the report is left as it was. Does nothing after
    /// ``commit()``.
    public func discard() { storage.discard() }

    private init(storage: Storage) { self.storage = storage }

    /// The descriptor, buffer and paths behind a `ReportFile` and its copies.
    private final class Storage: @unchecked Sendable {
        let shownPath: String
        let absolutePath: String
        let temporaryPath: String
        private let lock = NSLock()
        private var descriptor: Int32
        private var slot: Int?
        /// Whether the temporary file still exists (neither renamed nor removed).
        private var pending = true
        private var buffer: [UInt8] = []
        private var failure: Int32?
        /// Bytes held before a `write(2)`.
        private static let bufferSize = 1 << 16

        init(descriptor: Int32, shownPath: String, absolutePath: String, temporaryPath: String, slot: Int?) {
            self.descriptor = descriptor
            self.shownPath = shownPath
            self.absolutePath = absolutePath
            self.temporaryPath = temporaryPath
            self.slot = slot
            buffer.reserveCapacity(Self.bufferSize)
        }

        deinit { discard() }

        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            lock.lock()
            defer { lock.unlock() }
            guard descriptor >= 0, failure == nil else { return }
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.bufferSize { flush() }
        }

        /// Writes the buffer out, retrying short writes and EINTR; the first error is kept.
        private func flush() {
            defer { buffer.removeAll(keepingCapacity: true) }
            guard failure == nil else { return }
            buffer.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    offset += written
                }
            }
        }

        func commit() throws(ReportFileError) {
            lock.lock()
            defer { lock.unlock() }
            guard descriptor >= 0, pending else { throw .writeFailed(path: shownPath, errno: EBADF) }
            flush()
            if close(descriptor) != 0, failure == nil { failure = errno }
            descriptor = -1
            if let failure {
                removeTemporary()
                throw .writeFailed(path: shownPath, errno: failure)
            }
            var now = stat()
            if PathText.withCPath(text: absolutePath, { lstat($0, &now) }) == 0 {
                do throws(ReportFileError) { try ReportFile.refuse(unlessRegular: now.st_mode, shownPath) } catch {
                    removeTemporary()
                    throw error
                }
            }
            if PathText.withCPath(text: temporaryPath, { from in PathText.withCPath(text: absolutePath) { rename(from, $0) } }) != 0 {
                let code = errno
                removeTemporary()
                throw .cannotReplace(path: shownPath, errno: code)
            }
            release()
        }

        func discard() {
            lock.lock()
            defer { lock.unlock() }
            if descriptor >= 0 {
                close(descriptor)
                descriptor = -1
            }
            if pending { removeTemporary() }
        }

        private func removeTemporary() {
            PathText.remove(temporaryPath)
            release()
        }

        private func release() {
            pending = false
            if let slot { InterruptCleanup.shared.unregister(slot) }
            slot = nil
        }
    }
}
