import LinkAuditModel

/// The parts of a SARIF 2.1.0 log that linkaudit writes, as typed values (OASIS SARIF 2.1.0,
/// errata 01). Encoded with sorted keys, an absent optional leaves its property out; names follow
/// the specification's property names.
enum SARIF {
    struct Log: Encodable {
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        /// Always `utf16CodeUnits`: columns are converted from linkaudit's UTF-8 byte columns.
        var columnKind = "utf16CodeUnits"
        var invocations: [Invocation]
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: RuleID
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var helpUri: String?
        var defaultConfiguration: Configuration
        var properties: Properties?
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Properties: Encodable {
        var tags: [String]
    }

    struct Message: Encodable {
        var text: String
    }

    struct Invocation: Encodable {
        /// `false` when an input could not be read or parsed (an `input-error` result): the run
        /// finished, but did not audit everything it was given.
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]?
        /// What kind of notification it is (a ``NotUnderstood/Kind`` id); `nil` for a plain warning.
        var descriptor: DescriptorReference?
    }

    struct DescriptorReference: Encodable {
        var id: String
    }

    struct Result: Encodable {
        var ruleId: RuleID
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]?
        var suppressions: [Suppression]?
        var baselineState: String?
        var fixes: [Fix]?
    }

    /// A proposed edit: its description and the changes to each file (one file, one replacement).
    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    /// `deletedRegion` is replaced by `insertedContent`; an empty region inserts.
    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable {
        var text: String
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    /// Lines 1-based; columns 1-based in UTF-16 code units, `endColumn` one past the last character.
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
    }

    struct Suppression: Encodable {
        /// `inSource` (a comment in the file) or `external` (a baseline, the configuration).
        var kind: String
        var justification: String?
    }
}
