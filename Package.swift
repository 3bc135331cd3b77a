// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Where the toolchain's `usr/lib/swift/host` folder was looked for, and the one found: it holds
/// SwiftSyntax and SwiftParser as prebuilt modules and shared libraries.
struct SwiftHostSearch {
    /// The folder holding `SwiftSyntax.swiftmodule` and `SwiftParser.swiftmodule`; `nil` builds
    /// without Swift-source support.
    var folder: String?
    /// Every folder tried, in order.
    var searched: [String]
    /// `LINKAUDIT_SWIFT_HOST` when set: then the only folder tried.
    var override: String?

    /// `LINKAUDIT_SWIFT_HOST` when set (that folder alone: when it lacks the modules, the build goes on
    /// without Swift-source support, which is how to ask for such a build); else next to the `swiftc`
    /// or `swift` found on `PATH` (symbolic links resolved, `../lib/swift/host`); else
    /// `TOOLCHAIN_DIR`, `DEVELOPER_DIR`'s toolchain, and the usual install places.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let manager = FileManager.default
        func holdsSwiftSyntax(_ folder: String) -> Bool {
            manager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
                && manager.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
        }
        if let override = environment["LINKAUDIT_SWIFT_HOST"], !override.isEmpty {
            self.override = override
            searched = [override]
        } else {
            var candidates: [String] = []
            for folder in (environment["PATH"] ?? "").split(separator: ":").map(String.init) {
                for tool in ["swiftc", "swift"] {
                    let path = folder + "/" + tool
                    guard manager.isExecutableFile(atPath: path) else { continue }
                    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath()
                    candidates.append(
                        real.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
                }
            }
            if let toolchain = environment["TOOLCHAIN_DIR"] ?? environment["TOOLCHAINS_DIR"] {
                candidates.append(toolchain + "/usr/lib/swift/host")
            }
            // macOS: the Xcode (or Command Line Tools) that xcrun and xcode-select would pick.
            if let developer = environment["DEVELOPER_DIR"], !developer.isEmpty {
                candidates += [developer + "/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host", developer + "/usr/lib/swift/host"]
            }
            candidates += [
                "/opt/swift/usr/lib/swift/host",
                "/usr/lib/swift/host",
                "/usr/share/swift/usr/lib/swift/host",
                "/Library/Developer/CommandLineTools/usr/lib/swift/host",
                "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host",
            ]
            searched = candidates.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
        folder = searched.first(where: holdsSwiftSyntax)
    }

    /// What to tell the user when no folder holds the modules. SwiftPM shows a manifest's output as a
    /// `warning:` of the package, each time it evaluates the manifest (not when it reuses a cached one).
    var explanation: String {
        var lines = [
            "linkaudit builds WITHOUT Swift-source support: each .swift input will be reported as \"not read: this build has no SwiftSyntax\"."
        ]
        if let override {
            lines.append("LINKAUDIT_SWIFT_HOST=\(override) holds no SwiftSyntax.swiftmodule and SwiftParser.swiftmodule.")
            lines.append(
                "Point it at the usr/lib/swift/host folder of the toolchain that builds linkaudit, or unset it to search the usual places.")
        } else {
            lines.append("No SwiftSyntax.swiftmodule and SwiftParser.swiftmodule in any of:")
            lines += searched.map { "  " + $0 }
            lines.append("Set LINKAUDIT_SWIFT_HOST to the usr/lib/swift/host folder of the toolchain that builds linkaudit,")
            lines.append("e.g. LINKAUDIT_SWIFT_HOST=/opt/swift/usr/lib/swift/host swift build")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

let swiftHost = SwiftHostSearch()
if swiftHost.folder == nil { FileHandle.standardError.write(Data(swiftHost.explanation.utf8)) }

/// Debug builds compile with testing enabled, so clients of `LinkAuditSwiftSources` load the modules
/// it imports (even `internal import`s): they search the host folder too, and never import it themselves.
let swiftHostSearch: [SwiftSetting] = swiftHost.folder.map { [.unsafeFlags(["-I", $0])] } ?? []

/// The only targets that see SwiftSyntax (the toolchain's own prebuilt modules and libraries), left
/// out of the package when it has none.
let swiftSourceTargets: [Target] =
    swiftHost.folder.map { host in
        [
            .target(
                name: "LinkAuditSwiftSources",
                dependencies: ["LinkAuditModel", "LinkAuditExtractors"],
                swiftSettings: [.unsafeFlags(["-I", host])],
                linkerSettings: [
                    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
                    .linkedLibrary("SwiftSyntax"),
                    .linkedLibrary("SwiftParser"),
                ]
            ),
            .testTarget(
                name: "LinkAuditSwiftSourcesTests",
                dependencies: [
                    "LinkAuditTestSupport", "LinkAuditSwiftSources", "LinkAuditExtractors", "LinkAuditModel", "LinkAuditKit",
                    "LinkAuditReporters",
                ],
                swiftSettings: swiftHostSearch
            ),
            // bench/run's parse-only floor for Swift sources: SwiftParser over the given files; never installed.
            .executableTarget(
                name: "linkaudit-parse-floor",
                swiftSettings: [.unsafeFlags(["-I", host])],
                linkerSettings: [
                    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
                    .linkedLibrary("SwiftSyntax"),
                    .linkedLibrary("SwiftParser"),
                ]
            ),
        ]
    } ?? []

let package = Package(
    name: "linkaudit",
    products: [
        .executable(name: "linkaudit", targets: ["linkaudit"]),
        // For packages beside this one that drive the audit in-process: the fuzz targets in fuzz/.
        .library(name: "LinkAuditKit", targets: ["LinkAuditKit", "LinkAuditModel", "LinkAuditReporters", "LinkAuditExtractors"]),
        .plugin(name: "LinkAuditCommandPlugin", targets: ["LinkAuditCommandPlugin"]),
        .plugin(name: "LinkAuditBuildToolPlugin", targets: ["LinkAuditBuildToolPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "LinkAuditModel"),
        .target(
            name: "LinkAuditExtractors",
            dependencies: ["LinkAuditModel", "CCmarkGFM", "CLibXML2", "CLibYAML"]
        ),
        .target(
            name: "LinkAuditRules",
            dependencies: ["LinkAuditModel"],
            // The reviewed lists; compiled in through LanguageData/*.generated.swift (scripts/generate-language-lists), never a resource.
            exclude: ["Languages"]
        ),
        .target(name: "LinkAuditReporters", dependencies: ["LinkAuditModel", "LinkAuditRules"]),
        .target(
            name: "LinkAuditKit",
            dependencies: ["LinkAuditModel", "LinkAuditExtractors", "LinkAuditRules", "LinkAuditReporters"]
                + (swiftHost.folder == nil ? [] : ["LinkAuditSwiftSources"]),
            swiftSettings: swiftHostSearch + (swiftHost.folder == nil ? [] : [.define("LINKAUDIT_SWIFT_SOURCES")])
        ),
        .executableTarget(name: "linkaudit", dependencies: ["LinkAuditKit"], swiftSettings: swiftHostSearch),
        // `swift package linkaudit …` in a package that depends on this one.
        .plugin(
            name: "LinkAuditCommandPlugin",
            capability: .command(
                intent: .custom(verb: "linkaudit", description: "Audit link text for VoiceOver, Full Keyboard Access and Voice Control")
            ),
            dependencies: ["linkaudit"]
        ),
        // Findings as build issues (Xcode, `swift build`) for the target that uses it: its Swift files and string tables.
        .plugin(name: "LinkAuditBuildToolPlugin", capability: .buildTool(), dependencies: ["linkaudit"]),
        // Helpers every test target shares: marked positions, the project and shared-corpus folders, the update switch.
        .target(name: "LinkAuditTestSupport", dependencies: ["LinkAuditModel"], path: "Tests/LinkAuditTestSupport"),
        .testTarget(name: "LinkAuditModelTests", dependencies: ["LinkAuditModel", "LinkAuditTestSupport"]),
        .testTarget(
            name: "LinkAuditExtractorsTests", dependencies: ["LinkAuditTestSupport", "LinkAuditExtractors", "LinkAuditModel", "CLibXML2"]),
        .testTarget(
            name: "LinkAuditRulesTests",
            dependencies: ["LinkAuditTestSupport", "LinkAuditRules", "LinkAuditExtractors", "LinkAuditModel", "LinkAuditKit"],
            swiftSettings: swiftHostSearch
        ),
        .testTarget(
            name: "LinkAuditKitTests",
            dependencies: ["LinkAuditTestSupport", "LinkAuditKit", "LinkAuditReporters", "LinkAuditModel", "LinkAuditRules"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftHostSearch
        ),
    ] + swiftSourceTargets
)
