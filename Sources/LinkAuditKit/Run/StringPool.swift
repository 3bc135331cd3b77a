/// One copy of each string the app scope holds many times over (a key in every locale's table, a
/// table's path in each of its values), each named by a 4-byte number, so the string-table values
/// kept until the end of a run hold numbers, not strings (issue 12, item 2; issue 22). Not
/// thread-safe: the caller locks.
struct StringPool {
    /// A string's number in its pool, or no string.
    struct Number: Hashable {
        /// The string's place in ``StringPool/strings`` plus one; 0 stands for no string (`nil`).
        fileprivate var rawValue: UInt32

        /// No string: a `nil` field.
        static let none = Number(rawValue: 0)
    }

    private var strings: [String] = []
    private var numbers: [String: Number] = [:]

    /// `string`'s number, added when new; ``Number/none`` for `nil`.
    mutating func number(of string: String?) -> Number {
        guard let string else { return .none }
        if let number = numbers[string] { return number }
        strings.append(string)
        let number = Number(rawValue: UInt32(strings.count))
        numbers[string] = number
        return number
    }

    /// `string`'s number when the pool holds it, without adding it.
    func existingNumber(of string: String) -> Number? { numbers[string] }

    /// The string `number` names; `nil` for ``Number/none``.
    subscript(number: Number) -> String? { number == .none ? nil : strings[Int(number.rawValue) - 1] }
}
