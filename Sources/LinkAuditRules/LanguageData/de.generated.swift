// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
// (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
//   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
// and rebuild. A plain `swift test` fails while these files are stale.

extension LanguageListText {
    /// `Languages/de.txt`.
    static let de = #"""
# German. Written and reviewed for linkaudit.
[phrases]
hier
hier klicken
klicken sie hier
klick hier
hier tippen
tippen sie hier
mehr
mehr erfahren
weiterlesen
weiter lesen
mehr lesen
mehr infos
mehr informationen
weitere informationen
details
mehr details
weiter
link
dieser link
diese seite
hier entlang
[filler]
hier
klicken
klick
klicke
tippen
tippe
sie
sich
mehr
erfahren
lesen
weiter
weitere
weiteres
infos
info
informationen
details
zu
zum
zur
für
über
dazu
dies
diese
dieser
dieses
die
der
das
den
link
seite
bitte
jetzt
unter
[suffixes]
öffnet in neuem tab
öffnet in einem neuen tab
neues fenster
neuer tab
pdf
[link-words]
link
verknüpfung
hyperlink
[link-noun-followers]
[link-verb-followers]
[link-determiners]
dieser
diesen
diesem
der
den
dem
ein
einen
einem
[common-words]
der
die
das
und
ist
nicht
ein
eine
einen
einem
einer
zu
den
dem
des
mit
sich
auf
für
von
im
auch
es
wird
werden
sie
wir
ich
sind
oder
wenn
bei
aus
nach
noch
wie
kann
können
nur
aber
über
diese
dieser
hat
haben
wurde
dass
durch
um
man
zum
zur
als
"""#
}
