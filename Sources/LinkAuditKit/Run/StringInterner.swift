import LinkAuditModel
import LinkAuditRules

/// One copy of each string that what a run keeps repeats (issue 22): its checked documents'
/// findings' messages and fixes, which name a destination linked from every locale's copy of a
/// page, their kept links' destinations, texts and files, and the pages fragment links lead to. A
/// repeated string then shares the first one's storage instead of holding its own. Strings of up
/// to 15 UTF-8 bytes are held inline, with no storage to share, and are left as they are. Not
/// thread-safe: the caller locks.
struct StringInterner {
    private var strings = Set<String>()

    /// Makes `string` share the storage of an equal string seen before, or remembers it.
    mutating func intern(_ string: inout String) {
        guard string.utf8.count > 15 else { return }
        let (inserted, member) = strings.insert(string)
        if !inserted { string = member }
    }

    /// ``intern(_:)-(String)`` for a string that may be absent.
    mutating func intern(_ string: inout String?) {
        guard var present = string else { return }
        string = nil
        intern(&present)
        string = present
    }

    /// Interns a finding's message, fix and file.
    mutating func intern(_ finding: inout Finding) {
        intern(&finding.message)
        intern(&finding.fix)
        intern(&finding.file)
    }

    /// Interns a link's texts, destinations and file; not its context, which is its own.
    mutating func intern(_ link: inout Link) {
        intern(&link.text)
        intern(&link.name)
        intern(&link.destination)
        intern(&link.normalizedDestination)
        intern(&link.title)
        intern(&link.file)
    }

    /// Interns a fragment link's destinations and file.
    mutating func intern(_ fragmentLink: inout FragmentLink) {
        intern(&fragmentLink.destination)
        intern(&fragmentLink.normalizedDestination)
        intern(&fragmentLink.file)
    }
}
