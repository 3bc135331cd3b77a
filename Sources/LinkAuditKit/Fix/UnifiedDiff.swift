/// A unified diff of one file's fix, as `diff -u` and `git diff` write it (`--diff`, issue 26):
/// `--- a/PATH` and `+++ b/PATH`, then hunks of the changed lines with three lines of context.
enum UnifiedDiff {
    /// The lines of `text`, each with its line break (`\n`, `\r\n` or `\r`); the last one may have none.
    static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < text.count {
            if text[index] == 0x0A || text[index] == 0x0D {
                if text[index] == 0x0D, index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
                lines.append(text[start...index])
                start = index + 1
            }
            index += 1
        }
        if start < text.count { lines.append(text[start...]) }
        return lines
    }

    /// The diff of `old` to `new` for `path` (as reports show it), or `""` when they are the same.
    /// Lines are compared whole: the common lines at the start and the end are context, and
    /// within, each run of changed lines between unchanged ones is a change.
    static func diff(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        guard old != new else { return "" }
        let before = lines(old)
        let after = lines(new)
        // The changed blocks: the longest common subsequence of lines is not needed, since fixes
        // change few lines in place; blocks are found by walking both sides in step and
        // resynchronizing on the next line the two share.
        var blocks: [(old: Range<Int>, new: Range<Int>)] = []
        var i = 0
        var j = 0
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                i += 1
                j += 1
                continue
            }
            // The nearest pair of equal lines ahead (smallest i' + j').
            var best: (Int, Int)?
            search: for sum in 0...((before.count - i) + (after.count - j)) {
                for di in 0...sum {
                    let dj = sum - di
                    let oi = i + di
                    let nj = j + dj
                    if oi >= before.count || nj >= after.count { continue }
                    if before[oi] == after[nj] {
                        best = (oi, nj)
                        break search
                    }
                }
            }
            let (oi, nj) = best ?? (before.count, after.count)
            blocks.append((i..<oi, j..<nj))
            (i, j) = (oi, nj)
        }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < blocks.count {
            // Blocks closer than twice the context share a hunk.
            var last = index
            while last + 1 < blocks.count, blocks[last + 1].old.lowerBound - blocks[last].old.upperBound <= 2 * context { last += 1 }
            let oldStart = max(0, blocks[index].old.lowerBound - context)
            let oldEnd = min(before.count, blocks[last].old.upperBound + context)
            let newStart = blocks[index].new.lowerBound - (blocks[index].old.lowerBound - oldStart)
            let newEnd = blocks[last].new.upperBound + (oldEnd - blocks[last].old.upperBound)
            text += "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n"
            var line = oldStart
            for block in blocks[index...last] {
                while line < block.old.lowerBound {
                    text += " " + shown(before[line])
                    line += 1
                }
                for removed in block.old { text += "-" + shown(before[removed]) }
                for added in block.new { text += "+" + shown(after[added]) }
                line = block.old.upperBound
            }
            while line < oldEnd {
                text += " " + shown(before[line])
                line += 1
            }
            index = last + 1
        }
        return text
    }

    /// A hunk's range: 1-based first line and count (`0,0` style for an empty range).
    private static func range(_ start: Int, _ end: Int) -> String {
        let count = end - start
        return count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    /// A line as the diff writes it, ending with its line break, or with git's note when it has none.
    /// Audited text is hostile: a control character but the tab and the line break (ESC, BEL, a
    /// C1 control) is written `\u{1B}`, never sent to a terminal.
    private static func shown(_ line: ArraySlice<UInt8>) -> String {
        var text = ""
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            let value = scalar.value
            let isControl = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
            if isControl { text += "\\u{" + String(value, radix: 16, uppercase: true) + "}" } else { text.unicodeScalars.append(scalar) }
        }
        return line.last == 0x0A || line.last == 0x0D ? text : text + "\n\\ No newline at end of file\n"
    }
}
