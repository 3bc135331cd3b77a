import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

/// `linkaudit lsp`: a language server (LSP 3.17) over standard input and output (issue 26,
/// section 2). Editors send the text of the documents they show; the server publishes linkaudit's
/// findings on them as diagnostics, offers the fixes and "disable for this line" as code actions,
/// and tells what it sees of a link on hover.
///
/// Messages are read on the calling thread and handled one at a time, in order, on a queue of
/// their own; `$/cancelRequest` is heeded as it arrives. A change is debounced by ``debounce``
/// (25 ms): a burst of keystrokes is audited once. Nothing but protocol messages is ever written
/// to standard output; malformed or unexpected messages get a JSON-RPC error, never a crash.
///
/// The workspace (the `rootUri` of `initialize`, else the working directory) is read once at
/// `initialized`, through the extraction cache, so that run-level rules (ambiguous names across an
/// app's files, fragments of other pages, translations) see the rest of it; `.linkaudit.yml`
/// edits and files created or deleted are picked up from `workspace/didChangeWatchedFiles`.
public final class LanguageServer: @unchecked Sendable {
    /// How long a change waits for the next before the document is audited.
    static let debounce: DispatchTimeInterval = .milliseconds(25)

    let stream: MessageStream
    let queue = DispatchQueue(label: "linkaudit.lsp")
    /// The configuration the command line gave (`--disable`, …); the workspace's file is applied
    /// over a copy of it (``configuration``).
    let baseConfiguration: Configuration
    let cacheFolder: String?
    /// The configuration file `--config` names, absolute; `nil`: the workspace's, looked up from
    /// its root as the command looks it up (``ConfigurationLookup``).
    let configurationFile: String?
    var configuration: Configuration
    var workspace: Workspace
    /// The documents the editor has open, by URI.
    var open: [String: OpenDocument] = [:]
    /// UTF-16 (the protocol's default) or UTF-8, as negotiated at `initialize`.
    var encoding: PositionEncoding = .utf16
    var clientWatchesFiles = false
    private(set) var state: State = .starting
    private var nextRequestID = 1
    private let cancelLock = NSLock()
    private var cancelled = Set<String>()

    /// A parsed message handed from the reading thread to the queue, which alone reads it.
    private struct Handed: @unchecked Sendable {
        let object: [String: Any]
        init(_ object: [String: Any]) { self.object = object }
    }

    /// Where the server is in its life.
    enum State { case starting, running, shuttingDown }

    /// - Parameters:
    ///   - configuration: the command line's configuration, before the workspace's file.
    ///   - workingDirectory: the workspace when `initialize` names none.
    ///   - cacheFolder: the extraction cache's folder, or `nil` for none.
    ///   - configurationFile: the file `--config` names (absolute), or `nil` to look for the
    ///     workspace's. A file that cannot be used is reported in the editor's log, never fatal.
    public init(
        configuration: Configuration, workingDirectory: String, cacheFolder: String?, configurationFile: String? = nil,
        input: Int32 = 0, output: Int32 = 1
    ) {
        self.configurationFile = configurationFile
        stream = MessageStream(input: input, output: output)
        baseConfiguration = configuration
        self.configuration = configuration
        self.cacheFolder = cacheFolder
        workspace = Workspace(root: workingDirectory)
    }

    /// Reads and handles messages until `exit` or the end of input.
    /// - Returns: the process's exit status: 0 after `shutdown` then `exit`, 1 otherwise (as the
    ///   protocol asks).
    public func run() -> Int32 {
        while true {
            switch stream.next() {
            case .end:
                return queue.sync { state == .shuttingDown ? 0 : 1 }
            case .framingError(let problem):
                send(error: .parseError, id: nil, message: "malformed message: \(problem)")
            case .message(let body):
                guard let object = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) else {
                    send(error: .parseError, id: nil, message: "the message is not JSON")
                    continue
                }
                guard let message = object as? [String: Any] else {
                    send(error: .invalidRequest, id: nil, message: "a message must be a JSON object (batches are not part of LSP)")
                    continue
                }
                if message["method"] as? String == "$/cancelRequest" {
                    cancel(message)
                    continue
                }
                if message["method"] as? String == "exit" {
                    return queue.sync { state == .shuttingDown ? 0 : 1 }
                }
                let handed = Handed(message)
                queue.async { self.handle(handed.object) }
            }
        }
    }

    // MARK: - Dispatch

    /// Handles one message on the queue.
    func handle(_ message: [String: Any]) {
        let given = message["id"]
        guard let method = message["method"] as? String else {
            // A response to a request of the server's (`client/registerCapability`): nothing to do.
            if given != nil, message["result"] != nil || message["error"] != nil { return }
            send(error: .invalidRequest, id: JSONValue(any: given), message: "a message without 'method'")
            return
        }
        if let given, !(given is String || (given as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } == true) {
            send(error: .invalidRequest, id: nil, message: "a request id must be an integer or a string")
            return
        }
        let params = message["params"] ?? [String: Any]()
        guard let rawID = given else {
            notification(method, params: params as? [String: Any] ?? [:])
            return
        }
        let id = JSONValue(any: rawID)
        if takeCancelled(rawID) {
            send(error: .requestCancelled, id: id, message: "\(method) was cancelled")
            return
        }
        guard let params = params as? [String: Any] else {
            send(error: .invalidParams, id: id, message: "\(method): params must be an object")
            return
        }
        request(method, id: id, params: params)
    }

    private func request(_ method: String, id: JSONValue, params: [String: Any]) {
        switch (state, method) {
        case (.starting, "initialize"):
            respond(id, initialize(params))
        case (.starting, _):
            send(error: .serverNotInitialized, id: id, message: "\(method) before initialize")
        case (.shuttingDown, _):
            send(error: .invalidRequest, id: id, message: "\(method) after shutdown")
        case (.running, "initialize"):
            send(error: .invalidRequest, id: id, message: "initialize was already received")
        case (.running, "shutdown"):
            state = .shuttingDown
            respond(id, nil)
        case (.running, "textDocument/codeAction"):
            guard let uri = Self.documentURI(params), let lines = Self.lineRange(params["range"]) else {
                return send(error: .invalidParams, id: id, message: "\(method): textDocument.uri and a range of positions are required")
            }
            guard let document = open[uri] else { return missingDocument(id, method) }
            respond(id, codeActions(for: document, lines: lines))
        case (.running, "textDocument/hover"):
            guard let uri = Self.documentURI(params), let position = Self.position(params["position"]) else {
                return send(error: .invalidParams, id: id, message: "\(method): textDocument.uri and a position are required")
            }
            guard let document = open[uri] else { return missingDocument(id, method) }
            respond(id, hover(in: document, line: position.line, character: position.character))
        default:
            send(error: .methodNotFound, id: id, message: "linkaudit does not handle \(method)")
        }
    }

    private func notification(_ method: String, params: [String: Any]) {
        guard state == .running else { return }
        switch method {
        case "initialized":
            loadWorkspace()
            registerWatchers()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default:
            // `$/…` and unknown notifications are ignored, as the protocol asks.
            break
        }
    }

    // MARK: - Parameters

    /// `params.textDocument.uri`, when it is a string.
    static func documentURI(_ params: [String: Any]) -> String? {
        (params["textDocument"] as? [String: Any])?["uri"] as? String
    }

    /// A protocol position (`{line, character}`, both integers from 0), or `nil`.
    static func position(_ value: Any?) -> (line: Int, character: Int)? {
        guard let object = value as? [String: Any], let line = integer(object["line"]), let character = integer(object["character"]),
            line >= 0, character >= 0
        else { return nil }
        return (line, character)
    }

    /// The 0-based lines a protocol range (`{start, end}`) covers, or `nil`.
    static func lineRange(_ value: Any?) -> ClosedRange<Int>? {
        guard let object = value as? [String: Any], let start = position(object["start"]), let end = position(object["end"]) else {
            return nil
        }
        return start.line...max(start.line, end.line)
    }

    /// A JSON number that is an integer a line or character can be (not a string, not `2.5`).
    private static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber, !(value is String) else { return nil }
        let double = number.doubleValue
        guard double == double.rounded(), abs(double) < 1e15 else { return nil }
        return Int(double)
    }

    // MARK: - Cancellation

    private func cancel(_ message: [String: Any]) {
        guard let params = message["params"] as? [String: Any], let id = params["id"] else { return }
        cancelLock.withLock { _ = cancelled.insert(Self.key(of: id)) }
    }

    private func takeCancelled(_ id: Any) -> Bool {
        cancelLock.withLock { cancelled.remove(Self.key(of: id)) != nil }
    }

    /// A request id as a set member: a number and a string of its digits are different ids.
    private static func key(of id: Any) -> String {
        if let string = id as? String { return "s" + string }
        return "n" + String(describing: id)
    }

    // MARK: - Lifecycle

    private func initialize(_ params: [String: Any]) -> JSONValue {
        if let root = (params["rootUri"] as? String).flatMap(DocumentURI.path(of:))
            ?? ((params["workspaceFolders"] as? [[String: Any]])?.first?["uri"] as? String).flatMap(DocumentURI.path(of:))
            ?? (params["rootPath"] as? String)
        {
            workspace = Workspace(root: Discovery.standardize(root))
        }
        let capabilities = params["capabilities"] as? [String: Any] ?? [:]
        let general = capabilities["general"] as? [String: Any] ?? [:]
        let offered = general["positionEncodings"] as? [String] ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        let watched = (capabilities["workspace"] as? [String: Any])?["didChangeWatchedFiles"] as? [String: Any]
        clientWatchesFiles = watched?["dynamicRegistration"] as? Bool ?? false
        state = .running
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "hoverProvider": true,
            ],
            "serverInfo": ["name": .string(ToolInfo.name), "version": .string(ToolInfo.version)],
        ]
    }

    /// Asks the client to report changes of the files linkaudit reads, when it can register them.
    private func registerWatchers() {
        guard clientWatchesFiles else { return }
        let globs = ["**/.linkaudit.yml"] + Workspace.watchedExtensions.map { "**/*." + $0 }
        let registration: JSONValue = [
            "id": "linkaudit-watched-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": .array(globs.map { ["globPattern": .string($0)] })],
        ]
        sendRequest("client/registerCapability", params: ["registrations": [registration]])
    }

    // MARK: - Sending

    /// The JSON-RPC error codes the server answers with.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    func respond(_ id: JSONValue, _ result: JSONValue) {
        write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    func send(error code: ErrorCode, id: JSONValue, message: String) {
        write(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code.rawValue), "message": .string(message)]])
    }

    func notify(_ method: String, params: JSONValue) {
        write(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Says something to the user through the client's log (`window/logMessage`): 1 error,
    /// 2 warning, 3 info.
    func log(_ message: String, type: Int = 3) {
        notify("window/logMessage", params: ["type": .int(type), "message": .string(message)])
    }

    private func sendRequest(_ method: String, params: JSONValue) {
        let id = nextRequestID
        nextRequestID += 1
        write(["jsonrpc": "2.0", "id": .string("linkaudit-\(id)"), "method": .string(method), "params": params])
    }

    private func write(_ message: JSONValue) {
        stream.write(message.bytes)
    }

    private func missingDocument(_ id: JSONValue, _ method: String) {
        send(error: .invalidParams, id: id, message: "\(method): the document is not open")
    }
}
