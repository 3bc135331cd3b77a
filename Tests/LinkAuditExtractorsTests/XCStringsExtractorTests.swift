import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ source: String, file: String = "App/Localizable.xcstrings") -> ExtractedDocument {
    XCStringsExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: ExtractionOptions())
}

private func units(_ source: String) throws -> [XCStringsUnit] {
    let json = try JSONDocument(parsing: Array(source.utf8))
    return try XCStringsExtractor.units(of: json)
}

/// A catalog with a plain unit, plural, device, nested device+plural and substitution variations,
/// marked at the Mac link.
private let variationsCatalog = MarkedText(
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "files.count" : {
          "comment" : "Shown under the file list",
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "One file. [Manage](https://example.com/manage)" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files. [Manage](https://example.com/manage)" } }
                }
              }
            },
            "fr" : {
              "variations" : {
                "device" : {
                  "mac" : { "stringUnit" : { "state" : "needs_review", "value" : "1️⃣[Gérer](https://example.com/fr/gerer)2️⃣" } },
                  "iphone" : {
                    "variations" : {
                      "plural" : {
                        "one" : { "stringUnit" : { "state" : "new", "value" : "Un fichier" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "storage.summary" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count@ [details](https://example.com/storage)" },
              "substitutions" : {
                "count" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """)

@Suite("XCStringsExtractor")
struct XCStringsExtractorTests {
    @Test func everyLeafWithItsVariationPathAndState() throws {
        let found = try units(variationsCatalog.text)
        #expect(found.map(\.key) == Array(repeating: "files.count", count: 5) + Array(repeating: "storage.summary", count: 3))
        #expect(found.map(\.locale) == ["en", "en", "fr", "fr", "fr", "en", "en", "en"])
        #expect(
            found.map(\.variation) == [
                "plural.one", "plural.other", "device.mac", "device.iphone.plural.one",
                "device.iphone.plural.other", nil,
                "substitutions.count.plural.one", "substitutions.count.plural.other",
            ])
        #expect(
            found.map(\.state) == [
                "translated", "translated", "needs_review", "new", "translated",
                "translated", "translated", "translated",
            ])
        #expect(found.map(\.comment) == Array(repeating: "Shown under the file list", count: 5) + [nil, nil, nil])
    }

    @Test func linksCarryTheirAppCopyFields() throws {
        let document = extract(variationsCatalog.text)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["Manage", "Manage", "Gérer", "details"])
        let mac = document.links[2]
        var expected = AppCopyEntry(
            table: "App/Localizable.xcstrings", key: "files.count", locale: "fr",
            variation: "device.mac", state: "needs_review", comment: "Shown under the file list")
        expected.sourceLanguage = "en"
        #expect(mac.appCopy == expected)
        #expect(mac.language == "fr")
        #expect(mac.languageSource == .locale)
        #expect(mac.render == .swiftui)
        #expect(mac.placement == .inline)
        #expect(mac.syntax == .markdownInline)
        #expect(mac.scope == .app("apple"))
        #expect(mac.span == variationsCatalog.span("1️⃣", "2️⃣"))
        #expect(document.links[0].appCopy?.variation == "plural.one")
        #expect(document.links[3].appCopy?.variation == nil)
        #expect(document.links[3].appCopy?.state == "translated")
    }

    @Test func linkPositionThroughEscapes() throws {
        let marked = MarkedText(
            """
            { "strings" : {
            "k" : { "localizations" : { "de" : { "stringUnit" : { "value" : "\\"Zitat\\"\\n\\u00e9\\ud83d\\udc49 \\/ 1️⃣[Hilfe](https://example.com/hilfe)2️⃣" } } } }
            } }
            """)
        let document = extract(marked.text)
        #expect(document.errors.isEmpty)
        #expect(document.warnings.isEmpty)
        let link = try #require(document.links.first)
        #expect(link.text == "Hilfe")
        #expect(link.appCopy?.locale == "de")
        #expect(link.appCopy?.state == nil)
        #expect(link.appCopy?.variation == nil)
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
        #expect(link.context?.text == "\"Zitat\" é👉 / Hilfe")
    }

    @Test func multiByteTextBeforeMarkdownAndHTMLLinks() throws {
        let marked = MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Ünïcödé — 日本語 🎉 1️⃣[key](https://example.com/key)2️⃣" : { },
                "k" : {
                  "localizations" : {
                    "ja" : {
                      "variations" : {
                        "device" : {
                          "mac" : { "stringUnit" : { "value" : "Ünïcödé — 日本語 🎉 3️⃣[guide](https://example.com/guide)4️⃣" } },
                          "iphone" : { "stringUnit" : { "value" : "Ünïcödé — 日本語 🎉 5️⃣<a href=\\"https://example.com/guide\\">guide</a>6️⃣" } }
                        }
                      }
                    }
                  }
                }
              }
            }
            """)
        let document = extract(marked.text)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.syntax) == [.markdownInline, .markdownInline, .htmlAnchor])
        #expect(document.links.map { $0.appCopy?.locale } == ["en", "ja", "ja"])
        #expect(document.links.map(\.span) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣"), marked.span("5️⃣", "6️⃣")])
    }

    @Test func keyWithoutLocalizationsIsTheSourceValue() throws {
        let marked = MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Read the 1️⃣[guide](https://example.com/guide)2️⃣" : {
                  "comment" : "Help footer"
                },
                "Empty [entry](https://example.com/e)" : { },
                "Empty \\u0026 3️⃣[loc](https://example.com/l)4️⃣" : { "localizations" : { } }
              },
              "version" : "1.0"
            }
            """)
        let document = extract(marked.text)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["guide", "entry", "loc"])
        let guide = document.links[0]
        var expected = AppCopyEntry(
            table: "App/Localizable.xcstrings", key: "Read the [guide](https://example.com/guide)",
            locale: "en", variation: nil, state: nil, comment: "Help footer")
        expected.sourceLanguage = "en"
        #expect(guide.appCopy == expected)
        #expect(guide.language == "en")
        #expect(guide.span == marked.span("1️⃣", "2️⃣"))
        #expect(document.links[2].appCopy?.key == "Empty & [loc](https://example.com/l)")
        #expect(document.links[2].span == marked.span("3️⃣", "4️⃣"))
    }

    @Test func missingOptionalFieldsNeverFail() throws {
        let source = """
            {
              "strings" : {
                "a" : { "localizations" : { "en" : { "stringUnit" : { "value" : "[A](https://example.com/a)" } } } },
                "c" : { "localizations" : { "en" : { } } },
                "d" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : { } } } } } },
                "e" : { "shouldTranslate" : false, "extractionState" : "stale" },
                "g" : { }
              }
            }
            """
        let document = extract(source)
        #expect(document.errors.isEmpty)
        // No sourceLanguage: keys without localizations have no locale.
        #expect(document.links.map(\.text) == ["A"])
        let found = try units(source)
        #expect(found.map(\.key) == ["a", "e", "g"])
        #expect(found.map(\.locale) == ["en", nil, nil])
        #expect(extract("{}").errors.isEmpty)
        #expect(extract(#"{"sourceLanguage":"en","version":"1.0"}"#).links.isEmpty)
    }

    /// Issue 12: a field of the wrong JSON type is a located error at its value (1-based line,
    /// UTF-8 byte column of the value's first byte), and only that part is left out: the other keys,
    /// locales and variations are still read.
    @Test func wrongJSONTypesAreLocatedErrors() throws {
        let marked = MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "count" : { "localizations" : 1️⃣5 },
                "empty" : { "localizations" : { "en" : { "stringUnit" : 2️⃣{ "state" : "new" } } } },
                "number" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : 3️⃣42 } } } },
                "list" : 4️⃣[ "[A](https://example.com/a)" ],
                "plural" : { "localizations" : { "de" : { "variations" : { "plural" : { "one" : 5️⃣"Eins", "other" : { "stringUnit" : { "state" : "translated", "value" : "[Mehr](https://example.com/m)" } } } } } } },
                "state" : { "localizations" : { "en" : { "stringUnit" : { "state" : 6️⃣true, "value" : "[Help](https://example.com/h)" } } } },
                "flag" : { "shouldTranslate" : 7️⃣"no" }
              }
            }
            """)
        let document = extract(marked.text)
        let expected: [(String, String)] = [
            ("1️⃣", "\"localizations\" must be an object (a localization per locale), not a number; its content is not read"),
            ("2️⃣", "this stringUnit has no \"value\": the string has no text in this locale"),
            ("3️⃣", "\"value\" must be a string, not a number"),
            ("4️⃣", "\"list\" must be an object (the key's entry), not an array; its content is not read"),
            ("5️⃣", "\"one\" must be an object (the case's stringUnit or variations), not a string; its content is not read"),
            ("6️⃣", "\"state\" must be a string, not true or false"),
            ("7️⃣", "\"shouldTranslate\" must be true or false, not a string"),
        ]
        #expect(document.errors.count == expected.count)
        for (error, (marker, message)) in zip(document.errors, expected) {
            #expect(error.file == "App/Localizable.xcstrings")
            #expect(error.line == marked[marker].line && error.column == marked[marker].utf8Column, "\(marker)")
            #expect(error.message == message)
        }
        // The parts of the right type are read: the other plural case, the unit whose state is wrong,
        // the key whose flag is wrong (as its own source value).
        #expect(document.links.map(\.text) == ["Mehr", "Help"])
        #expect(document.links.map { $0.appCopy?.key } == ["plural", "state"])
        #expect(try units(marked.text).map(\.key) == ["plural", "plural", "state", "flag"])
    }

    @Test func truncatedFileIsLocated() throws {
        let source = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n      \"comment\" : \"x\""
        let document = extract(source)
        #expect(document.links.isEmpty)
        let error = try #require(document.errors.first)
        #expect(document.errors.count == 1)
        #expect(error.file == "App/Localizable.xcstrings")
        #expect(error.line == 5)
        #expect(error.column == 21)
        #expect(error.message == "unexpected end of file: unterminated object (opened at line 4, column 11)")
    }

    @Test func truncatedInsideAString() throws {
        let error = try #require(extract("{\n  \"strings\" : {\n    \"a").errors.first)
        #expect(error.line == 3)
        #expect(error.message == "unexpected end of file: unterminated string (opened at line 3, column 5)")
    }

    @Test func syntaxErrorsAreLocated() throws {
        let missingComma = try #require(extract("{\n  \"a\" : 1\n  \"b\" : 2\n}").errors.first)
        #expect(missingComma.line == 3)
        #expect(missingComma.column == 3)
        #expect(missingComma.message.contains("expected ',' or '}'"))
        let trailingComma = try #require(extract("{ \"a\" : 1, }").errors.first)
        #expect(trailingComma.column == 12)
        #expect(trailingComma.message.contains("trailing comma"))
        let badEscape = try #require(extract(#"{ "a" : "\x" }"#).errors.first)
        #expect(badEscape.column == 10)
        #expect(extract("").errors.first?.message.contains("empty file") == true)
        #expect(extract("[1, 2] x").errors.first?.column == 8)
        #expect(extract("[1, 2]").errors.first?.message.contains("top level") == true)
    }

    @Test func unpairedSurrogateInJSONIsAWarning() throws {
        let source = #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"\ud83d [x](https://example.com/x)"}}}}}}"#
        let document = extract(source)
        #expect(document.errors.isEmpty)
        #expect(document.links.count == 1)
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.column == 64)
        #expect(document.links.first?.context?.text == "\u{FFFD} x")
    }

    @Test func htmlValueDispatchesToHTML() throws {
        let source =
            #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"Read <a href=\"https://example.com/t\">terms</a>"}}}}}}"#
        let json = try JSONDocument(parsing: Array(source.utf8))
        let unit = try #require(try XCStringsExtractor.units(of: json).first)
        #expect(AppCopyMarkup.holdsElementTag(json.decode(unit.token).bytes))
        #expect(extract(source).errors.isEmpty)
    }

    @Test func htmlLinkInCatalog() throws {
        let marked = MarkedText(
            #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"Read 1️⃣<a href=\"https://example.com/t\">terms</a>"}}}}}}"#)
        let link = try #require(extract(marked.text).links.first)
        #expect(link.text == "terms")
        #expect(link.destination == "https://example.com/t")
        #expect(link.syntax == .htmlAnchor)
        #expect(link.span?.start == marked["1️⃣"])
    }

    @Test func jsonDocumentKeepsOrderAndDecodes() throws {
        let json = try JSONDocument(parsing: Array(#"{"z":1,"a":[true,false,null,-1.5e3],"k\u00e9y":"v\"\\\/"}"#.utf8))
        let object = try #require(json.root.object)
        #expect(object.members.map(\.key) == ["z", "a", "kéy"])
        let value = try #require(object["kéy"]?.string)
        #expect(json.string(value) == #"v"\/"#)
    }
}

@Test func stringsMemberMustBeAnObject() throws {
    let error = try #require(
        XCStringsExtractor.extractDocument(
            bytes: Array("{\n  \"strings\" : [] }".utf8), file: "x.xcstrings",
            options: ExtractionOptions()
        ).errors.first)
    #expect(error.line == 2)
    #expect(error.column == 3)
    #expect(error.message.contains("\"strings\" must be an object"))
}

/// A catalog with a stale key, a key not to translate, and an ordinary one.
private let metadataCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "old.promo" : {
          "extractionState" : "stale",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "[Promo](https://example.com/promo)" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "[Aktion](https://example.com/de/promo)" } }
          }
        },
        "brand.link" : {
          "shouldTranslate" : false,
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "[Acme](https://acme.example)" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "[Acme DE](https://acme.example/de)" } }
          }
        },
        "help" : {
          "extractionState" : "manual",
          "shouldTranslate" : true,
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "[Hilfe](https://example.com/de/help)" } }
          }
        },
        "[Untranslated](https://example.com/u)" : { }
      }
    }
    """

@Suite("String Catalog metadata")
struct XCStringsMetadataTests {
    @Test func sourceLanguageStaleAndShouldTranslate() {
        let document = XCStringsExtractor.extractDocument(
            bytes: Array(metadataCatalog.utf8), file: "Localizable.xcstrings",
            options: ExtractionOptions())
        #expect(document.errors.isEmpty)
        let links = document.links
        #expect(links.map(\.text) == ["Promo", "Aktion", "Acme", "Hilfe", "Untranslated"])
        #expect(links.map { $0.appCopy?.locale } == ["en", "de", "en", "de", "en"])
        #expect(links.map { $0.appCopy?.isStale } == [true, true, false, false, false])
        #expect(links.allSatisfy { $0.appCopy?.sourceLanguage == "en" })
        #expect(!links.contains { $0.destination == "https://acme.example/de" })
    }

    @Test func withoutSourceLanguageNothingIsKeptForShouldTranslateFalse() throws {
        let source = #"{"strings":{"k":{"shouldTranslate":false,"localizations":{"fr":{"stringUnit":{"value":"[a](https://e.com/a)"}}}}}}"#
        let json = try JSONDocument(parsing: Array(source.utf8))
        #expect(try XCStringsExtractor.units(of: json).isEmpty)
    }
}
