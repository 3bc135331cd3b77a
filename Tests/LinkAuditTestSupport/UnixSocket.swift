import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Unix-domain socket bound at a path, for tests of what is done with a socket found where a
/// file is expected (discovery skips it, a report refuses it). The descriptor closes with the object;
/// the socket file stays until its folder is removed.
public final class BoundUnixSocket {
    /// The socket's descriptor; `-1` when `socket(2)` failed.
    public let descriptor: Int32
    /// Whether `bind(2)` succeeded, so the socket exists at the path.
    public let isBound: Bool

    /// Creates a stream socket and binds it at `path` (at most 107 bytes: `sun_path`'s size less the NUL).
    public init(path: String) {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let descriptor = self.descriptor
        isBound =
            withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            } == 0
    }

    deinit { close(descriptor) }
}
