// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for every extractor (issue 12, item 9), one executable per input format. A
// package of its own, so that the instrumented build never touches the main package's
// `swift build` and `swift test`; `scripts/fuzz` builds and runs them:
//
//     swift build -c release --package-path fuzz -Xswiftc -sanitize=fuzzer,address \
//         -Xswiftc -use-ld=lld -Xlinker --allow-multiple-definition
//
// Each executable has a `main.swift` that hands its arguments to `LLVMFuzzerRunDriver`: SwiftPM
// links an executable's `main` to its module's entry point, so libFuzzer's own `main` is not used.
//
// A path dependency's identity is its folder's name, lowercased: the clone's folder, whatever it is called.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let identity = parent.lastPathComponent.lowercased()

/// The toolchain's `usr/lib/swift/host` (SwiftSyntax, SwiftParser): `LinkAuditKit` imports the
/// Swift-source extractor, whose modules its clients must find (the main package's Package.swift
/// searches more places; here `LINKAUDIT_SWIFT_HOST`, else next to `swiftc` on `PATH`).
let swiftHost: String? =
    ProcessInfo.processInfo.environment["LINKAUDIT_SWIFT_HOST"]
    ?? (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").lazy.map { folder in
        URL(fileURLWithPath: String(folder) + "/swiftc").resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
    }.first { FileManager.default.fileExists(atPath: $0 + "/SwiftParser.swiftmodule") }
let hostSearch: [SwiftSetting] = swiftHost.map { [.unsafeFlags(["-I", $0])] } ?? []

/// The formats, each an executable target `Fuzz<format>`.
let formats = ["Markdown", "MDX", "Wikilinks", "HTML", "Strings", "Stringsdict", "XCStrings", "XLIFF", "AndroidStrings", "Gettext", "ARB", "MessageJSON", "Swift", "DesignTokens"]

let package = Package(
    name: "linkaudit-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(
            name: "LinkAuditFuzzing",
            dependencies: [.product(name: "LinkAuditKit", package: identity)],
            swiftSettings: hostSearch
        ),
    ]
        + formats.map { format in
            .executableTarget(name: "Fuzz\(format)", dependencies: ["LinkAuditFuzzing", "CFuzzerDriver"], swiftSettings: hostSearch)
        }
)
