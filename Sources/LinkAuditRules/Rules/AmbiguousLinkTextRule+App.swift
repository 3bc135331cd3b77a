import LinkAuditModel

extension AmbiguousLinkTextRule {
    /// In an app, links are compared where they can be on screen together (see `docs/model.md`,
    /// Scopes): the links of one string (not its alternatives: device, width and plural cases), the
    /// links of one Swift file, and a string with the Swift files that show its key, unless the calls
    /// stand in different branches of one `switch`, `if` or `?:`. Values of keys that no one file
    /// shows together are not compared (found on a real app: each account screen's "Sign Up Here",
    /// chosen by a `switch`, leads to its own service).
    ///
    /// For each member, the first pages (by destination) on each of its screens that are not its own:
    /// the first four of all of them are among these. Not pairwise: one Swift file showing 5,000 keys
    /// with one link name took 21 seconds.
    static func othersInApp(_ members: [(link: Link, identity: String)], _ destinationOf: [String: String], app: AppTables) -> [[String]] {
        // The calls of a key shown many times in one file (in a list, or in every branch) differ
        // only where they stand in different branches: each place is kept once.
        var callsOfKey: [LocalizedKey: [(file: String, branches: [String])]] = [:]
        /// One string value: a key of a table in one locale (its device, width and plural cases together).
        struct Value: Hashable { var table: String; var key: String; var locale: String? }
        let places = members.map { member -> (value: Value?, calls: [(file: String, branches: [String])]) in
            guard let entry = member.link.appCopy else { return (nil, [(member.link.file, [])]) }
            // Another platform's key is never on a Swift screen.
            if app.otherPlatformTables.contains(member.link.file) {
                return (Value(table: entry.table, key: entry.key, locale: entry.locale), [])
            }
            let key = LocalizedKeyUse.screenKey(table: LocalizedKeyUse.tableName(ofPath: entry.table), key: entry.key)
            if callsOfKey[key] == nil {
                var seen = Set<[String]>()
                callsOfKey[key] = (app.keyShownIn[key] ?? []).filter { seen.insert([$0.file] + $0.branches).inserted }
            }
            return (Value(table: entry.table, key: entry.key, locale: entry.locale), callsOfKey[key] ?? [])
        }
        let order = members.indices.sorted {
            let (left, right) = (members[$0].identity, members[$1].identity)
            return (destinationOf[left] ?? "", left) < (destinationOf[right] ?? "", right)
        }
        // The screens: each string value, and each Swift file with the calls it makes. Members are in
        // destination order, so the members of one page stand next to each other.
        var values: [Value: Screen] = [:]
        var files: [String: Screen] = [:]
        for index in order {
            if let value = places[index].value { values[value, default: Screen()].entries.append((index, [])) }
            for call in places[index].calls { files[call.file, default: Screen()].entries.append((index, call.branches)) }
        }
        for key in values.keys { values[key]?.findRuns(members) }
        for key in files.keys { files[key]?.findRuns(members) }
        /// The first four pages of `screen` that are not `own` and whose member `accepts`.
        func firstPages(on screen: Screen, own: String, accepts: (Int, [String]) -> Bool) -> [String] {
            var pages: [String] = []
            var position = 0
            while position < screen.entries.count, pages.count < 4 {
                let identity = members[screen.entries[position].member].identity
                if identity == own || pages.last == identity {
                    position = screen.runEnd[position]
                    continue
                }
                if accepts(screen.entries[position].member, screen.entries[position].branches) { pages.append(identity) }
                position += 1
            }
            return pages
        }
        // One control whose action may open either of two URLs (`if pro { openURL(x) } else { openURL(y) }`)
        // is one link at one place, not two on screen together. Rows of an enum's cases share their
        // control's place too, but each is a row of its own (`SwiftLinkCode.repeatsControl`); the
        // values of a string table name links of any number of controls at one place.
        func samePlace(_ i: Int, _ j: Int) -> Bool {
            let (a, b) = (members[i].link, members[j].link)
            guard a.appCopy == nil, b.appCopy == nil, a.span != nil, a.swiftCode?.repeatsControl != true,
                b.swiftCode?.repeatsControl != true
            else { return false }
            return a.file == b.file && a.span == b.span
        }
        return members.indices.map { i in
            var seen = Set<String>()
            let own = members[i].identity
            if let value = places[i].value, let screen = values[value] {
                // Alternatives of one string (device, width, plural cases) are never on screen together.
                seen.formUnion(
                    firstPages(on: screen, own: own) { j, _ in
                        guard let a = members[i].link.appCopy, let b = members[j].link.appCopy else { return true }
                        return !a.isAlternative(to: b) && !samePlace(i, j)
                    })
            }
            for call in places[i].calls {
                seen.formUnion(
                    firstPages(on: files[call.file] ?? Screen(), own: own) { j, branches in
                        // Two runs of one string are compared as one string, above.
                        if let value = places[i].value, value == places[j].value { return false }
                        if samePlace(i, j) { return false }
                        return LocalizedKeyUse.canRunTogether(call.branches, branches)
                    })
            }
            return Array(seen)
        }
    }

    /// The links that may be on screen together, in destination order.
    struct Screen {
        var entries: [(member: Int, branches: [String])] = []
        /// For each entry, the position after the last entry of the same page: a page shown a
        /// thousand times is passed over in one step.
        var runEnd: [Int] = []

        mutating func findRuns(_ members: [(link: Link, identity: String)]) {
            runEnd = Array(repeating: entries.count, count: entries.count)
            var index = entries.count - 1
            while index > 0 {
                let identity = members[entries[index - 1].member].identity
                runEnd[index - 1] = identity == members[entries[index].member].identity ? runEnd[index] : index
                index -= 1
            }
        }
    }
}
