// swift-tools-version:6.0
import PackageDescription

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
            resources: [.copy("Languages")]
        ),
        .target(name: "LinkAuditReporters", dependencies: ["LinkAuditModel", "LinkAuditRules"]),
        .target(
            name: "LinkAuditKit",
            dependencies: ["LinkAuditModel", "LinkAuditExtractors", "LinkAuditRules", "LinkAuditReporters"]
        ),
        .executableTarget(name: "linkaudit", dependencies: ["LinkAuditKit"]),
        .testTarget(name: "LinkAuditExtractorsTests", dependencies: ["LinkAuditExtractors", "LinkAuditModel"]),
        .testTarget(
            name: "LinkAuditRulesTests",
            dependencies: ["LinkAuditRules", "LinkAuditExtractors", "LinkAuditModel", "LinkAuditKit"]
        ),
        .testTarget(
            name: "LinkAuditKitTests",
            dependencies: ["LinkAuditKit", "LinkAuditReporters", "LinkAuditModel", "LinkAuditRules"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
