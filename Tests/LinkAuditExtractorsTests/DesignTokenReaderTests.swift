import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func read(_ source: String, file: String = "design/colors.tokens.json") -> ExtractedDocument {
    Extractor.extract(file: file, bytes: Array(source.utf8), format: .designTokens)
}

private func at(_ position: SourcePosition?) -> String { position.map { "\($0.line):\($0.utf8Column)" } ?? "-" }

/// `name appearance hex line:column` for every value of every definition, in file order.
private func summary(_ document: ExtractedDocument) -> [String] {
    document.colorDefinitions.flatMap { definition in
        definition.values.map { "\(definition.name) \($0.appearance.rawValue) \($0.color.hex) \(at($0.site?.position))" }
    }
}

@Suite("Design tokens")
struct DesignTokenReaderTests {
    @Test func aReferenceIsResolvedAndPlacedWhereTheLinkTokenIsWritten() {
        let marked = MarkedText(
            """
            {
              "color": {
                "$type": "color",
                "blue": { "600": { "$value": 1️⃣"#0B63CE" } },
                "link": { "default": { "$value": 2️⃣"{color.blue.600}", "$description": "Inline and standalone links" } }
              }
            }
            """)
        let document = read(marked.text)
        #expect(document.errors.isEmpty)
        #expect(
            summary(document) == [
                "color.blue.600 light #0B63CE \(at(marked["1️⃣"]))", "color.blue.600 dark #0B63CE \(at(marked["1️⃣"]))",
                "color.link.default light #0B63CE \(at(marked["2️⃣"]))", "color.link.default dark #0B63CE \(at(marked["2️⃣"]))",
            ])
        #expect(document.colorDefinitions.map(\.role) == [nil, .link])
        #expect(document.colorDefinitions[1].kind == .designToken)
        #expect(document.colorDefinitions[1].site.position == marked["2️⃣"])
    }

    @Test func theNestedThemeShapeWithValueKeysAndStringLeaves() {
        let marked = MarkedText(
            """
            { "theme": { "color": {
                "link": { "default": { "value": 1️⃣"rgb(11, 99, 206)", "type": "color" }, "visited": 2️⃣"#6B3FA0" },
                "surface": { "page": { "value": 3️⃣"rgba(255, 255, 255, 1)" } },
                "text": { "body": { "value": 4️⃣"#1A1A1A" } },
                "spacing": { "value": "16px" }
            } } }
            """)
        let document = read(marked.text, file: "tokens/theme.json")
        #expect(
            document.colorDefinitions.map { "\($0.name) \($0.role?.rawValue ?? "-") \($0.values[0].color.hex) \(at($0.site.position))" }
                == [
                    "theme.color.link.default link #0B63CE \(at(marked["1️⃣"]))",
                    "theme.color.link.visited link #6B3FA0 \(at(marked["2️⃣"]))",
                    "theme.color.surface.page background #FFFFFF \(at(marked["3️⃣"]))",
                    "theme.color.text.body text #1A1A1A \(at(marked["4️⃣"]))",
                ])
    }

    @Test func lightAndDarkKeysUnderATokenAndModesInExtensions() {
        let marked = MarkedText(
            """
            {
              "link": {
                "default": { "light": { "$value": 1️⃣"#0B63CE" }, "dark": { "$value": 2️⃣"#6CB4FF" } },
                "hover": {
                  "$value": 3️⃣"#0A58B8", "$type": "color",
                  "$extensions": { "mode": { "dark": 4️⃣"#8CC4FF", "light-high-contrast": 5️⃣"#003E8A" } }
                }
              },
              "dark": { "background": { "default": { "$value": 6️⃣"#121212" } } }
            }
            """)
        let document = read(marked.text)
        #expect(
            summary(document) == [
                "link.default light #0B63CE \(at(marked["1️⃣"]))", "link.default dark #6CB4FF \(at(marked["2️⃣"]))",
                "link.hover light #0A58B8 \(at(marked["3️⃣"]))", "link.hover dark #8CC4FF \(at(marked["4️⃣"]))",
                "link.hover lightHighContrast #003E8A \(at(marked["5️⃣"]))",
                "background.default dark #121212 \(at(marked["6️⃣"]))",
            ])
    }

    @Test func aColorNamedLightBlueIsNoMode() {
        let document = read(##"{ "palette": { "light-blue": { "$value": "#ADD8E6" }, "darkMode": { "link": { "$value": "#6CB4FF" } } } }"##)
        #expect(
            summary(document).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
                "palette.light-blue light", "palette.light-blue dark", "palette.link dark",
            ])
    }

    @Test func aFileOrFolderNamedDarkHoldsTheDarkAppearance() {
        let source = ##"{ "color": { "link": { "default": { "$value": "#6CB4FF" } } } }"##
        #expect(summary(read(source, file: "tokens/dark/color.json")).map { $0.split(separator: " ")[1] } == ["dark"])
        #expect(summary(read(source, file: "design/color.light.tokens.json")).map { $0.split(separator: " ")[1] } == ["light"])
        // `highlight` is one word, not `light`.
        #expect(summary(read(source, file: "design/highlight.tokens.json")).map { $0.split(separator: " ")[1] } == ["light", "dark"])
    }

    @Test func colorObjectsAndTypesThatAreNotColors() {
        let document = read(
            """
            {
              "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.0431, 0.3882, 0.8078], "alpha": 1 } },
              "wide": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0.2, 0.4, 0.8] } },
              "size": { "$type": "dimension", "$value": "#123456" },
              "named": { "$value": "rebeccapurple" }
            }
            """)
        #expect(document.colorDefinitions.map { "\($0.name) \($0.values[0].color.hex)" } == ["brand #0B63CE", "wide #1B68D3"])
    }

    @Test func aReferenceCycleIsOneLocatedErrorAndAMissingTargetIsUnknown() {
        let marked = MarkedText(
            """
            {
              "link": { "default": { "$value": 1️⃣"{link.hover}" }, "hover": { "$value": "{link.default}" } },
              "text": { "$value": "{palette.gray.900}" },
              "ok": { "$value": "#000000" }
            }
            """)
        let document = read(marked.text)
        #expect(
            document.errors.map { "\(at(SourcePosition(line: $0.line ?? 0, utf8Column: $0.column ?? 0))) \($0.message)" } == [
                "\(at(marked["1️⃣"])) design tokens: reference cycle link.default -> link.hover -> link.default"
            ])
        #expect(document.colorDefinitions.map(\.name) == ["ok"])
    }

    /// Issue 25: a chain as long as the file is followed once (no recursion, no copied trail), and a
    /// cycle is one error naming the cycle alone, whatever leads into it.
    @Test func aLongChainResolvesAndLeadInsDoNotRepeatTheirCycle() {
        let count = 20_000
        var members = (0..<count).map { "\"t\($0)\": { \"$value\": \"{chain.t\($0 + 1)}\" }" }
        members.append("\"t\(count)\": { \"$value\": \"#0B63CE\" }")
        let chain = read("{ \"chain\": { " + members.joined(separator: ", ") + " } }")
        #expect(chain.errors.isEmpty)
        #expect(chain.colorDefinitions.count == count + 1)
        #expect(chain.colorDefinitions.allSatisfy { $0.values.first?.color.hex == "#0B63CE" })
        let marked = MarkedText(
            """
            {
              "lead": { "$value": "{loop.a}" },
              "also": { "$value": "{loop.b}" },
              "loop": { "a": { "$value": 1️⃣"{loop.b}" }, "b": { "$value": "{loop.a}" } }
            }
            """)
        let cycle = read(marked.text)
        #expect(
            cycle.errors.map { "\(at(SourcePosition(line: $0.line ?? 0, utf8Column: $0.column ?? 0))) \($0.message)" } == [
                "\(at(marked["1️⃣"])) design tokens: reference cycle loop.a -> loop.b -> loop.a"
            ])
        #expect(cycle.colorDefinitions.isEmpty)
        // A cycle through 5,000 tokens: one error, found once (each token's report was a set of
        // the whole trail: quadratic).
        let ring = (0..<5_000).map { "\"a\($0)\": { \"$value\": \"{ring.a\(($0 + 1) % 5_000)}\" }" }
        let long = read("{ \"ring\": { " + ring.joined(separator: ", ") + " } }")
        #expect(long.errors.count == 1)
        #expect(long.errors.first?.message.hasPrefix("design tokens: reference cycle ring.a0 -> ring.a1 -> ") == true)
    }

    @Test func badJSONIsALocatedError() {
        let marked = MarkedText("{\n  \"link\": { \"$value\": 1️⃣#0B63CE }\n}\n")
        let document = read(marked.text)
        #expect(document.colorDefinitions.isEmpty)
        #expect(document.errors.map { "\($0.line ?? 0):\($0.column ?? 0)" } == [at(marked["1️⃣"])])
    }
}
