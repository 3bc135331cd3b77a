import LinkAuditModel

/// The JSON types a String Catalog's fields must have. A field of another type (`"localizations":
/// 5`, a `stringUnit` without `value`, a number where text belongs) is a located error at the value
/// (1-based line, 1-based UTF-8 byte column of its first byte), and the part it would have held is
/// not read: Xcode refuses such a catalog, so it is never silently skipped (issue 12).
struct XCStringsTypeCheck {
    let json: JSONDocument
    let lineIndex: LineIndex
    let file: String
    var errors: [AuditError] = []

    init(json: JSONDocument, file: String) {
        self.json = json
        self.file = file
        lineIndex = LineIndex(json.bytes)
    }

    /// What a message calls a value's type: "a number", "an array".
    static func typeName(_ value: JSONDocument.Value) -> String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// The 0-based offset of a member's value: after its key's closing quote, the `:` and spaces.
    func valueOffset(_ member: JSONDocument.Object.Member) -> Int {
        var index = member.keyToken.range.upperBound + 1
        let bytes = json.bytes
        while index < member.valueEnd, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(bytes[index]) { index += 1 }
        return min(index, max(member.valueEnd - 1, 0))
    }

    /// Records an error at a member's value.
    mutating func report(_ member: JSONDocument.Object.Member, _ message: String) {
        let position = lineIndex.position(ofByte: valueOffset(member))
        errors.append(AuditError(file: file, line: position.line, column: position.utf8Column, message: message))
    }

    /// The member's value as an object, or `nil` after an error naming `what` it should be.
    mutating func object(_ member: JSONDocument.Object.Member?, _ what: String) -> JSONDocument.Object? {
        guard let member else { return nil }
        if let object = member.value.object { return object }
        report(member, "\"\(member.key)\" must be an object (\(what)), not \(Self.typeName(member.value)); its content is not read")
        return nil
    }

    /// The member's value as a string token, or `nil` after an error.
    mutating func string(_ member: JSONDocument.Object.Member?) -> JSONDocument.StringToken? {
        guard let member else { return nil }
        if let token = member.value.string { return token }
        report(member, "\"\(member.key)\" must be a string, not \(Self.typeName(member.value))")
        return nil
    }

    /// The member's value as `true` or `false`, or `nil` after an error.
    mutating func bool(_ member: JSONDocument.Object.Member?) -> Bool? {
        guard let member else { return nil }
        if case .bool(let flag) = member.value { return flag }
        report(member, "\"\(member.key)\" must be true or false, not \(Self.typeName(member.value))")
        return nil
    }
}

extension JSONDocument.Object {
    /// The first member named `key`, with its key token and place.
    func member(_ key: String) -> Member? { members.first { $0.key == key } }
}
