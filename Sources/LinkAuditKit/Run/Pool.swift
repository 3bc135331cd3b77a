/// One copy of each value the app scope holds many times over (a key in every locale's table, the
/// parts of an entry the values of a table share), each named by a 4-byte number, so what is kept
/// until the end of a run holds numbers in its place (issue 12, item 2; issue 22). Not
/// thread-safe: the caller locks.
struct Pool<Element: Hashable> {
    /// An element's number in its pool.
    struct Number: Hashable {
        fileprivate var index: UInt32
    }

    private var elements: [Element] = []
    private var numbers: [Element: Number] = [:]

    /// `element`'s number, added when new.
    mutating func number(of element: Element) -> Number {
        if let number = numbers[element] { return number }
        let number = Number(index: UInt32(elements.count))
        elements.append(element)
        numbers[element] = number
        return number
    }

    /// `element`'s number when the pool holds it, without adding it.
    func existingNumber(of element: Element) -> Number? { numbers[element] }

    /// The element `number` names.
    subscript(number: Number) -> Element { elements[Int(number.index)] }
}
