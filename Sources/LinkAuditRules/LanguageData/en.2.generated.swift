// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/en.txt`, part 2 of 2.
    static let en2 = #"""
[pointer-words]
click here
click on
click to
click the
click this
click that
click a
click an
click any
click anywhere
click below
click above
click it
click once
click twice
click and hold
click and drag
click or tap
double click the
double click on
double click to
double click here
right click the
right click on
right click to
right click here
tap here
tap on
tap to
tap the
tap this
tap that
tap a
tap an
tap any
tap anywhere
tap below
tap it
tap once
tap twice
tap and hold
tap or click
double tap the
double tap on
double tap to
double tap here
press here
press to
press the
press this
press on
press and hold
long press the
long press on
long press to
touch here
touch and hold
[pointer-nouns]
tap to pay
click to pay
click to call
click to chat
tap to translate
touch to search
"""#
}
