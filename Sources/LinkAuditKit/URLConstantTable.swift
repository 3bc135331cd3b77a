import LinkAuditExtractors
import LinkAuditModel

/// The URL-valued constants of every Swift file of a run, by qualified name, and the resolution of
/// the names Swift `Link`s and URL-opening controls use (see `docs/model.md`, Standalone evidence
/// in the app).
///
/// Files are extracted one at a time and in parallel, so each records the constants it declares and
/// the names its links use; the auditor resolves them here, once every file is read and before any
/// rule runs. A name is looked up under each of its candidates in turn (innermost enclosing type
/// first); the first candidate the run declares decides. A `private` or `fileprivate` constant at
/// file scope is seen from its own file only, and a name declared in the file that uses it wins over
/// other files'. A name declared with different values in several files, a cycle, or a name no file
/// declares stays a reference: a URL computed at run time.
struct URLConstantTable {
    private var constants: [String: [URLConstant]] = [:]

    /// Names are followed this many constants deep (`terms = base + "/terms"`, `base = host + "/"`).
    private static let depthLimit = 8

    init(_ documents: [ExtractedDocument]) {
        for document in documents {
            for constant in document.urlConstants { constants[constant.name, default: []].append(constant) }
        }
    }

    /// `documents` with the destinations of Swift `Link`s and URL openers resolved where the run's
    /// constants give them: `destination` and `normalizedDestination` become the URL, and the
    /// expression keeps what is written (and the text of the names it could resolve).
    static func resolvingURLConstants(in documents: [ExtractedDocument]) -> [ExtractedDocument] {
        let table = URLConstantTable(documents)
        guard !table.constants.isEmpty else { return documents }
        var documents = documents
        for index in documents.indices {
            let file = documents[index].file
            for linkIndex in documents[index].links.indices {
                guard let expression = documents[index].links[linkIndex].swiftCode?.destinationExpression else { continue }
                let resolved = table.resolve(expression, in: file)
                documents[index].links[linkIndex].swiftCode?.destinationExpression = resolved
                guard let value = resolved.value else { continue }
                documents[index].links[linkIndex].destination = value
                documents[index].links[linkIndex].normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
                documents[index].links[linkIndex].isTemplatedDestination = false
            }
            for openerIndex in documents[index].urlOpeners.indices {
                guard let expression = documents[index].urlOpeners[openerIndex].destinationExpression else { continue }
                let resolved = table.resolve(expression, in: file)
                documents[index].urlOpeners[openerIndex].destinationExpression = resolved
                guard let value = resolved.value else { continue }
                documents[index].urlOpeners[openerIndex].destination = value
                documents[index].urlOpeners[openerIndex].normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
            }
        }
        return documents
    }

    /// `expression`, used in `file`, with each reference the table resolves replaced by the parts of
    /// the constant's value (themselves resolved).
    func resolve(_ expression: URLExpression, in file: String) -> URLExpression {
        var visited = Set<String>()
        return URLExpression(written: expression.written, parts: parts(of: expression, in: file, visited: &visited))
    }

    private func parts(of expression: URLExpression, in file: String, visited: inout Set<String>) -> [URLExpression.Part] {
        expression.parts.flatMap { part -> [URLExpression.Part] in
            guard part.kind == .reference, visited.count < Self.depthLimit else { return [part] }
            for candidate in part.candidates ?? [] {
                let visible = (constants[candidate] ?? []).filter { !$0.isFilePrivate || $0.file == file }
                guard !visible.isEmpty else { continue }
                let own = visible.filter { $0.file == file }
                guard !visited.contains(candidate) else { return [part] }
                visited.insert(candidate)
                defer { visited.remove(candidate) }
                let values = Set((own.isEmpty ? visible : own).map { parts(of: $0.value, in: $0.file, visited: &visited) })
                return values.count == 1 ? values.first! : [part]
            }
            return [part]
        }
    }
}
