import Foundation

@testable import LinkAuditKit

#if canImport(Glibc)
    import Glibc
#endif

/// A language server run in-process over two pipes, driven as an editor drives it: the tests send
/// messages and read what the server writes, with a time limit on every read.
final class LanguageServerSession: @unchecked Sendable {
    let root: String
    private let toServer: Int32
    private let fromServer: Int32
    private var buffer: [UInt8] = []
    private let finished = DispatchSemaphore(value: 0)
    private var status: Int32?

    init(root: String, configuration: Configuration = Configuration()) {
        self.root = root
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        _ = pipe(&input)
        _ = pipe(&output)
        toServer = input[1]
        fromServer = output[0]
        let server = LanguageServer(
            configuration: configuration, workingDirectory: root, cacheFolder: nil, input: input[0], output: output[1])
        let (serverInput, serverOutput) = (input[0], output[1])
        Thread {
            self.status = server.run()
            close(serverInput)
            close(serverOutput)
            self.finished.signal()
        }.start()
    }

    deinit {
        close(toServer)
        close(fromServer)
    }

    /// Sends a JSON object as one message.
    func send(_ object: [String: Any]) {
        let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
    }

    /// Sends bytes as they are.
    func sendRaw(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = write(toServer, $0.baseAddress, $0.count) }
    }

    func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) {
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// `initialize` (with the client's position encodings) and `initialized`; the result.
    @discardableResult
    func start(encodings: [String]? = nil, watchesFiles: Bool = false) -> [String: Any]? {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        if watchesFiles { capabilities["workspace"] = ["didChangeWatchedFiles": ["dynamicRegistration": true]] }
        request(1, "initialize", ["rootUri": uri(""), "capabilities": capabilities])
        let result = response(1)?["result"] as? [String: Any]
        notify("initialized")
        return result
    }

    /// The `file:` URI of a path below the root.
    func uri(_ path: String) -> String { "file://" + root + (path.isEmpty ? "" : "/" + path) }

    func open(_ path: String, _ text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen", ["textDocument": ["uri": uri(path), "languageId": "markdown", "version": version, "text": text]])
    }

    func change(_ path: String, _ text: String, version: Int) {
        notify("textDocument/didChange", ["textDocument": ["uri": uri(path), "version": version], "contentChanges": [["text": text]]])
    }

    /// The next message, or `nil` after `seconds` without one.
    func receive(within seconds: Double = 10) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let message = takeMessage() { return message }
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var descriptor = pollfd(fd: fromServer, events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&descriptor, 1, left) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(fromServer, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    /// The first message that `matches`, skipping others; `nil` after `seconds`.
    func message(within seconds: Double = 10, where matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(seconds)
        while let message = receive(within: max(0.01, deadline.timeIntervalSinceNow)) {
            if matches(message) { return message }
        }
        return nil
    }

    func response(_ id: Int) -> [String: Any]? { message { ($0["id"] as? Int) == id && $0["method"] == nil } }

    /// The next diagnostics published for `path`.
    func diagnostics(_ path: String, within seconds: Double = 10) -> [[String: Any]]? {
        let target = uri(path)
        let message = message(within: seconds) {
            $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["uri"] as? String == target
        }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// `shutdown`, then `exit`: the server's exit status.
    func stop() -> Int32? {
        request(999, "shutdown")
        _ = response(999)
        notify("exit")
        return waitForExit()
    }

    func waitForExit() -> Int32? {
        guard finished.wait(timeout: .now() + 10) == .success else { return nil }
        return status
    }

    private func takeMessage() -> [String: Any]? {
        guard let headerEnd = buffer.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
        guard let field = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
            let length = Int(field.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
            buffer.count >= headerEnd.upperBound + length
        else { return nil }
        let body = Array(buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)])
        buffer.removeFirst(headerEnd.upperBound + length)
        return (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
}

/// A diagnostic in brief: `line:character-line:character code severity`.
func brief(diagnostic: [String: Any]) -> String {
    let range = diagnostic["range"] as? [String: Any]
    func point(_ key: String) -> String {
        let position = range?[key] as? [String: Any]
        return "\(position?["line"] as? Int ?? -1):\(position?["character"] as? Int ?? -1)"
    }
    return "\(point("start"))-\(point("end")) \(diagnostic["code"] as? String ?? "?") \(diagnostic["severity"] as? Int ?? 0)"
}
