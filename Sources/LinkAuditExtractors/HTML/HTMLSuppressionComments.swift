import Foundation
import LinkAuditModel

#if canImport(Glibc)
    import Glibc
#endif

/// In-place suppression comments of HTML (`<!-- linkaudit-disable-line RULE -->`): the comments
/// libxml2's tokenizer reads, found in the source bytes by `HTMLSourceScanner` (libxml2 gives a
/// comment node at most a line, and that line may be its end). Not a `<!--` inside `<script>` or
/// `<style>` content or an attribute value (no comment there), nor a comment in a `<template>`
/// (content that is never rendered, whose links are not audited either).
///
/// A directive's position is its `<!--` (1-based line, 1-based UTF-8 byte column of the decoded
/// text, through the `SourceMap`); its `endLine` the line of the closing `-->`. The comment's whole
/// text, trimmed, is one directive (`SuppressionDirective.parse`).
enum HTMLSuppressionComments {
    /// The directives of `html`, in source order.
    /// - Parameters:
    ///   - html: UTF-8 HTML: a page, or an HTML block of Markdown.
    ///   - map: maps byte offsets of `html` to positions in the file.
    /// Whether `html` holds ``SuppressionDirective/marker`` anywhere: its first byte found with
    /// memchr, the rest compared with memcmp (a byte loop cost about 12 instructions a byte of
    /// every page).
    static func holdsMarker(_ html: [UInt8]) -> Bool {
        let marker = Array(SuppressionDirective.marker.utf8)
        return html.withUnsafeBytes { page in
            marker.withUnsafeBytes { marker in
                guard let base = page.baseAddress, let wanted = marker.baseAddress, page.count >= marker.count else { return false }
                let lastStart = page.count - marker.count
                var offset = 0
                while offset <= lastStart, let found = memchr(base + offset, Int32(marker[0]), lastStart - offset + 1) {
                    if memcmp(found, wanted, marker.count) == 0 { return true }
                    offset = UnsafeRawPointer(found) - base + 1
                }
                return false
            }
        }
    }

    static func directives(in html: [UInt8], map: SourceMap) -> [SuppressionDirective] {
        // Most pages hold no directive: skip the scan unless the marker occurs at all.
        guard holdsMarker(html) else { return [] }
        return HTMLSourceScanner(html).comments.compactMap { comment in
            guard !comment.inTemplate else { return nil }
            return SuppressionDirective.parse(
                comment: Substring(decoding: html[(comment.start + 4)..<(comment.end - 2)], as: UTF8.self),
                position: map.position(ofByte: comment.start), endLine: map.position(ofByte: comment.end).line)
        }
    }
}
