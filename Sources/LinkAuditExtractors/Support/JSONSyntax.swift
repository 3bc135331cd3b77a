/// The first syntax error of a JSON text, located, for callers outside this target (the
/// configuration file): Foundation's `JSONDecoder` does not say where a file is broken.
package enum JSONSyntax {
    /// - Parameter bytes: the text, UTF-8.
    /// - Returns: the 1-based line, 1-based UTF-8 byte column and message of the first syntax
    ///   error, or `nil` when the text is well-formed JSON.
    package static func firstError(in bytes: [UInt8]) -> (line: Int, column: Int, message: String)? {
        do {
            _ = try JSONDocument(parsing: bytes)
            return nil
        } catch {
            return (error.line, error.column, error.message)
        }
    }
}

extension JSONSyntax {
    /// Where a member or an array element of a well-formed JSON text is written, for errors about
    /// values that parse but mean nothing (a configuration's unknown language).
    /// - Parameters:
    ///   - path: member names, and decimal indices for array elements (`["generic", "en", "2"]`).
    ///   - bytes: the text, UTF-8.
    /// - Returns: the 1-based line and 1-based UTF-8 byte column of the member's key or the
    ///   element's opening quote; `nil` when the path leads nowhere, to an element that is not a
    ///   string, or the text does not parse.
    package static func position(of path: [String], in bytes: [UInt8]) -> (line: Int, column: Int)? {
        guard let document = try? JSONDocument(parsing: bytes), !path.isEmpty else { return nil }
        var value = document.root
        var offset: Int?
        for component in path {
            switch value {
            case .object(let object):
                guard let member = object.members.first(where: { $0.key == component }) else { return nil }
                offset = member.keyToken.quoteOffset
                value = member.value
            case .array(let elements):
                guard let index = Int(component), elements.indices.contains(index) else { return nil }
                value = elements[index]
                offset = value.string?.quoteOffset
            default:
                return nil
            }
        }
        guard let offset else { return nil }
        let position = LineIndex(bytes).position(ofByte: offset)
        return (position.line, position.utf8Column)
    }
}

extension JSONSyntax {
    /// The first key written twice in one object of a well-formed JSON text (in file order of the
    /// second occurrence), where Foundation's readers would keep one of them in silence.
    /// - Parameter bytes: the text, UTF-8.
    /// - Returns: the key and the 1-based line and 1-based UTF-8 byte column of its second
    ///   occurrence; `nil` when no key repeats or the text does not parse.
    package static func firstRepeatedKey(in bytes: [UInt8]) -> (key: String, line: Int, column: Int)? {
        guard let document = try? JSONDocument(parsing: bytes) else { return nil }
        var found: (key: String, offset: Int)?
        func visit(_ value: JSONDocument.Value) {
            switch value {
            case .object(let object):
                var seen = Set<String>()
                for member in object.members {
                    if !seen.insert(member.key).inserted, found.map({ member.keyToken.quoteOffset < $0.offset }) ?? true {
                        found = (member.key, member.keyToken.quoteOffset)
                    }
                    visit(member.value)
                }
            case .array(let elements):
                elements.forEach(visit)
            default:
                break
            }
        }
        visit(document.root)
        guard let found else { return nil }
        let position = LineIndex(bytes).position(ofByte: found.offset)
        return (found.key, position.line, position.utf8Column)
    }
}
