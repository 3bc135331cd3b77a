import Foundation
import LinkAuditModel
import LinkAuditReporters

/// The JSON report's links, written to a temporary file as each document finishes, so a run holds
/// no more than the documents in flight (issue 12, item 2).
///
/// Each document's links are encoded as the JSON report encodes them, with ids counted from 1 in
/// the document, and appended as one chunk in whatever order documents finish. The run's order
/// (file by file, as reports sort them) and each file's first id are known only at the end:
/// ``order(_:)`` records them, and the JSON report (``JSONReporter/write(_:encodedLinks:to:)``)
/// is given the chunks in that order, each link with its final id (``EncodedLinks``). No report
/// decodes the spool: the run reads back what the HTML report shows (``readRotorLinks(into:files:)``). The file is unlinked as soon as it is opened, so it
/// goes away when the run ends, however it ends.
public final class LinkSpool: EncodedLinks, @unchecked Sendable {
    /// One document's links in the spool: where they start, and each link's two parts around its id.
    public struct Chunk: Sendable {
        var offset: Int
        /// Byte lengths: the part before each link's id, the part after it, and so on.
        var lengths: [UInt32]
        /// How many links the chunk holds.
        public var count: Int { lengths.count / 2 }
    }

    private let descriptor: Int32
    private var end = 0
    private var ordered: [(chunk: Chunk, firstID: Int)] = []
    /// Encoding buffers not in use, at most one per thread that appended at once.
    private var buffers: [LinkEncodingBuffer] = []
    private let lock = NSLock()

    /// Opens a new spool in the temporary folder (`TMPDIR`), or returns `nil` when none can be made.
    public init?() {
        let folder = NSTemporaryDirectory()
        var template = Array(((folder.hasSuffix("/") ? folder : folder + "/") + "linkaudit-links-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Encodes a document's links (in report order, ids counted from 1) and appends them.
    /// Safe to call from several threads at once: each call takes a buffer of its own from
    /// ``buffers`` and gives it back, so a run touches fresh memory for its widest documents only.
    public func append(_ links: [Link]) -> Chunk {
        lock.lock()
        let buffer = buffers.popLast() ?? LinkEncodingBuffer()
        lock.unlock()
        let lengths = JSONReporter.encodeAroundIDs(links, into: buffer)
        let chunk = buffer.withBytes { bytes in
            lock.lock()
            let offset = end
            end += bytes.count
            lock.unlock()
            var written = 0
            while written < bytes.count {
                let result = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(offset + written))
                if result <= 0 { break }
                written += result
            }
            return Chunk(offset: offset, lengths: lengths)
        }
        lock.lock()
        buffers.append(buffer)
        lock.unlock()
        return chunk
    }

    /// Sets the order links are written in: chunks in report order, each with its first link's id.
    public func order(_ chunks: [(chunk: Chunk, firstID: Int)]) {
        lock.lock()
        ordered = chunks
        lock.unlock()
    }

    /// Whether ``order(_:)`` was given the run's links.
    public var isOrdered: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !ordered.isEmpty
    }

    /// The first `total` bytes of `chunk`, or `total` bytes from `start` bytes into it.
    private func read(_ chunk: Chunk, bytes total: Int, from start: Int = 0) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
            read(chunk, bytes: total, from: start, into: UnsafeMutableRawBufferPointer(buffer))
            count = total
        }
    }

    /// Reads into the first `total` bytes of `buffer` (which has room for them) `total` bytes of
    /// `chunk` from `start` bytes into it; bytes past the file's end (it never ends early unless a
    /// write failed) are zeros, so the lengths recorded for the chunk stay within what was read.
    private func read(_ chunk: Chunk, bytes total: Int, from start: Int, into buffer: UnsafeMutableRawBufferPointer) {
        var read = 0
        while read < total {
            let result = pread(descriptor, buffer.baseAddress! + read, total - read, off_t(chunk.offset + start + read))
            if result <= 0 { break }
            read += result
        }
        if read < total { (buffer.baseAddress! + read).initializeMemory(as: UInt8.self, repeating: 0, count: total - read) }
    }

    /// Calls `body` with the links' texts in report order, each with its final id in place, at
    /// most a chunk (a document's links) or about a megabyte at a time, each text after `first`
    /// or `between`.
    public func forEachLink(first: StaticString, between: StaticString, _ body: (UnsafeRawBufferPointer) -> Void) -> Int {
        lock.lock()
        let chunks = ordered
        lock.unlock()
        var count = 0
        var texts: [UInt8] = []
        let batch = 1 << 20
        // One read buffer for every chunk, grown to the largest.
        var scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 1, alignment: 1)
        defer { scratch.deallocate() }
        for (chunk, firstID) in chunks where chunk.count > 0 {
            let total = chunk.lengths.reduce(0) { $0 + Int($1) }
            if scratch.count < total {
                scratch.deallocate()
                scratch = .allocate(byteCount: total, alignment: 1)
            }
            read(chunk, bytes: total, from: 0, into: scratch)
            let bytes = UnsafeRawBufferPointer(rebasing: scratch[..<total])
            texts.removeAll(keepingCapacity: true)
            texts.reserveCapacity(min(batch, bytes.count) + chunk.count * (between.utf8CodeUnitCount + 20))
            var start = 0
            for index in 0..<chunk.count {
                let headEnd = start + Int(chunk.lengths[2 * index])
                let tailEnd = headEnd + Int(chunk.lengths[2 * index + 1])
                let separator = count == 0 ? first : between
                separator.withUTF8Buffer { texts.append(contentsOf: $0) }
                texts.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<headEnd]))
                Self.appendDecimal(firstID + index, to: &texts)
                texts.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[headEnd..<tailEnd]))
                start = tailEnd
                count += 1
                // A document of many links (a large string table) is written a megabyte at a time.
                if texts.count >= batch {
                    texts.withUnsafeBytes(body)
                    texts.removeAll(keepingCapacity: true)
                }
            }
            if !texts.isEmpty { texts.withUnsafeBytes(body) }
        }
        return count
    }

    /// Appends `value`'s decimal digits (a link id: never negative).
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(0x30 + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}

extension LinkSpool {
    /// The link whose final id is `id`, decoded from the spool, after ``order(_:)``: how a streamed
    /// run gets back a link's context it did not keep in memory (`broken-fragment` across
    /// documents, whose findings are known only at the end). `nil` when no chunk holds it.
    public func link(id: Int) -> Link? {
        // The last chunk that starts at or before `id`; files without links share their first id.
        let (chunks, after) = orderedChunks(startingBefore: id, orAt: true)
        guard after > 0 else { return nil }
        let (chunk, firstID) = chunks[after - 1]
        let index = id - firstID
        guard index >= 0, index < chunk.count else { return nil }
        let start = chunk.lengths.prefix(2 * index).reduce(0) { $0 + Int($1) }
        let head = Int(chunk.lengths[2 * index])
        let bytes = read(chunk, bytes: head + Int(chunk.lengths[2 * index + 1]), from: start)
        return Self.decoded(bytes[..<head], id: id, bytes[head...], with: JSONDecoder())
    }

    /// The first `limit` links of the chunk whose first link has id `firstID` in the run's order
    /// (``order(_:)``), decoded with their final ids: how the HTML report's Links rotor view gets
    /// the few files it shows (``RotorFile/firstID``). Empty when no chunk starts there.
    public func links(startingAt firstID: Int, limit: Int) -> [Link] {
        var (chunks, low) = orderedChunks(startingBefore: firstID, orAt: false)
        // A file without links shares its first id with the next file: skip its empty chunk.
        while low < chunks.count, chunks[low].firstID == firstID, chunks[low].chunk.count == 0 { low += 1 }
        guard low < chunks.count, chunks[low].firstID == firstID else { return [] }
        let chunk = chunks[low].chunk
        let count = min(limit, chunk.count)
        let bytes = read(chunk, bytes: chunk.lengths.prefix(2 * count).reduce(0) { $0 + Int($1) })
        let decoder = JSONDecoder()
        var links: [Link] = []
        var start = 0
        for index in 0..<count {
            let headEnd = start + Int(chunk.lengths[2 * index])
            let tailEnd = headEnd + Int(chunk.lengths[2 * index + 1])
            if let link = Self.decoded(bytes[start..<headEnd], id: firstID + index, bytes[headEnd..<tailEnd], with: decoder) {
                links.append(link)
            }
            start = tailEnd
        }
        return links
    }

    /// Reads back into `result`'s ``AuditResult/rotorFiles`` the first links of `files` (those the
    /// HTML report's Links rotor view lists, ``HTMLReporter/rotorFilesShown(in:context:)``), for a
    /// file whose links were left here.
    public func readRotorLinks(into result: inout AuditResult, files: [String]) {
        for file in files {
            guard let kept = result.rotorFiles?[file], let firstID = kept.firstID, kept.links.isEmpty else { continue }
            result.rotorFiles?[file]?.links = links(startingAt: firstID, limit: RotorFile.limit).map(RotorFile.Entry.init)
        }
    }

    /// The chunks in the run's order, and how many of them start before `id` (with `orAt`, at or before).
    private func orderedChunks(startingBefore id: Int, orAt: Bool) -> (chunks: [(chunk: Chunk, firstID: Int)], count: Int) {
        lock.lock()
        let chunks = ordered
        lock.unlock()
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if chunks[middle].firstID < id || (orAt && chunks[middle].firstID == id) { low = middle + 1 } else { high = middle }
        }
        return (chunks, low)
    }

    /// A link decoded from its encoded parts around its id, with `id` in place.
    private static func decoded(_ head: ArraySlice<UInt8>, id: Int, _ tail: ArraySlice<UInt8>, with decoder: JSONDecoder) -> Link? {
        try? decoder.decode(Link.self, from: Data(Array(head) + Array(String(id).utf8) + Array(tail)))
    }
}
