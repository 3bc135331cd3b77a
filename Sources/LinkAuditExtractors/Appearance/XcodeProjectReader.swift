import LinkAuditModel

/// Reads the accent color's name from an Xcode project file (`NAME.xcodeproj/project.pbxproj`): the
/// value of its `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` build setting
/// (`ExtractedDocument.accentColorName`).
///
/// The file is an old-style property list; the setting is written `KEY = Value;` or `KEY = "Value";`
/// in each build configuration. The first non-empty value wins (targets of one app name the same
/// colorset); a value that is a build-setting reference (`$(…)`) is not a name and is skipped.
enum XcodeProjectReader {
    static let settingName = "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"

    static func extractDocument(bytes: [UInt8], file: String) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .xcodeProject)
        document.accentColorName = accentColorName(in: bytes)
        return document
    }

    static func accentColorName(in bytes: [UInt8]) -> String? {
        let key = Array(settingName.utf8)
        var index = 0
        while index + key.count <= bytes.count {
            guard bytes[index] == key[0], bytes[index..<index + key.count].elementsEqual(key) else {
                index += 1
                continue
            }
            var cursor = index + key.count
            index = cursor
            // Only a whole key: the next byte must not continue an identifier.
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "_") || ASCII.isAlphanumeric(bytes[cursor]) { continue }
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            var value: [UInt8] = []
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") {
                cursor += 1
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != 0x0A {
                    if bytes[cursor] == UInt8(ascii: "\\"), cursor + 1 < bytes.count { cursor += 1 }
                    value.append(bytes[cursor])
                    cursor += 1
                }
            } else {
                while cursor < bytes.count, ![UInt8(ascii: ";"), 0x0A, 0x20, 0x09].contains(bytes[cursor]) {
                    value.append(bytes[cursor])
                    cursor += 1
                }
            }
            let name = String(decoding: value, as: UTF8.self)
            if !name.isEmpty, !name.contains("$(") { return name }
        }
        return nil
    }
}
