// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain's `usr/lib/swift/host` folder, which holds SwiftSyntax and SwiftParser as prebuilt
/// modules and shared libraries: `LINKAUDIT_SWIFT_HOST` when set; else next to the `swiftc` or
/// `swift` found on `PATH` (symbolic links resolved, `../lib/swift/host`); else the usual install places.
func swiftHostFolder() -> String {
    let environment = ProcessInfo.processInfo.environment
    let manager = FileManager.default
    func holdsSwiftSyntax(_ folder: String) -> Bool {
        manager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule") && manager.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
    }
    if let override = environment["LINKAUDIT_SWIFT_HOST"], !override.isEmpty { return override }
    var candidates: [String] = []
    for folder in (environment["PATH"] ?? "").split(separator: ":").map(String.init) {
        for tool in ["swiftc", "swift"] {
            let path = folder + "/" + tool
            guard manager.isExecutableFile(atPath: path) else { continue }
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath()
            candidates.append(real.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
        }
    }
    if let toolchain = environment["TOOLCHAIN_DIR"] ?? environment["TOOLCHAINS_DIR"] { candidates.append(toolchain + "/usr/lib/swift/host") }
    candidates += [
        "/opt/swift/usr/lib/swift/host",
        "/usr/lib/swift/host",
        "/usr/share/swift/usr/lib/swift/host",
        "/Library/Developer/CommandLineTools/usr/lib/swift/host",
        "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host",
    ]
    return candidates.first(where: holdsSwiftSyntax) ?? candidates.last!
}

let swiftHost = swiftHostFolder()
/// Debug builds compile with testing enabled, so clients of `LinkAuditSwiftSources` load the modules
/// it imports (even `internal import`s): they search the host folder too, and never import it themselves.
let swiftHostSearch: [SwiftSetting] = [.unsafeFlags(["-I", swiftHost])]

let package = Package(
    name: "linkaudit",
    products: [
        .executable(name: "linkaudit", targets: ["linkaudit"]),
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
        .target(name: "LinkAuditModel"),
        .target(
            name: "LinkAuditExtractors",
            dependencies: ["LinkAuditModel", "CCmarkGFM", "CLibXML2"]
        ),
        .target(
            name: "LinkAuditRules",
            dependencies: ["LinkAuditModel"],
            // The reviewed lists; compiled in through LanguageListSources.generated.swift, never a resource.
            exclude: ["Languages"]
        ),
        .target(name: "LinkAuditReporters", dependencies: ["LinkAuditModel", "LinkAuditRules"]),
        // The only target that sees SwiftSyntax: the toolchain's own prebuilt modules and libraries.
        .target(
            name: "LinkAuditSwiftSources",
            dependencies: ["LinkAuditModel", "LinkAuditExtractors"],
            swiftSettings: [.unsafeFlags(["-I", swiftHost])],
            linkerSettings: [
                .unsafeFlags(["-L", swiftHost, "-Xlinker", "-rpath", "-Xlinker", swiftHost]),
                .linkedLibrary("SwiftSyntax"),
                .linkedLibrary("SwiftParser"),
            ]
        ),
        .target(
            name: "LinkAuditKit",
            dependencies: ["LinkAuditModel", "LinkAuditExtractors", "LinkAuditSwiftSources", "LinkAuditRules", "LinkAuditReporters"],
            swiftSettings: swiftHostSearch
        ),
        .executableTarget(name: "linkaudit", dependencies: ["LinkAuditKit"], swiftSettings: swiftHostSearch),
        .testTarget(name: "LinkAuditExtractorsTests", dependencies: ["LinkAuditExtractors", "LinkAuditModel"]),
        .testTarget(
            name: "LinkAuditSwiftSourcesTests",
            dependencies: ["LinkAuditSwiftSources", "LinkAuditExtractors", "LinkAuditModel", "LinkAuditKit", "LinkAuditReporters"],
            swiftSettings: swiftHostSearch
        ),
        .testTarget(
            name: "LinkAuditRulesTests",
            dependencies: ["LinkAuditRules", "LinkAuditExtractors", "LinkAuditModel", "LinkAuditKit"],
            swiftSettings: swiftHostSearch
        ),
        .testTarget(
            name: "LinkAuditKitTests",
            dependencies: ["LinkAuditKit", "LinkAuditReporters", "LinkAuditModel", "LinkAuditRules"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftHostSearch
        ),
    ]
)
