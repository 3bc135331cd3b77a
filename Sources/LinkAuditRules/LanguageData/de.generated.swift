// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

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
mehr anzeigen
dies
diese
dieser
dieses
das hier
# A page named only by its kind: "article", "this article" (issue 24).
artikel
der artikel
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
[new-window]
neuer tab
neuen tab
neuem tab
neues tab
neues fenster
neuen fenster
neuem fenster
neue registerkarte
neuen registerkarte
neuer registerkarte
neues browserfenster
neuen browserfenster
neuem browserfenster
neuen browsertab
neuem browsertab
separaten fenster
separatem fenster

[new-window-notice]
öffnet in neuem Tab
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
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
# Hyphenated or spaced compounds ("Einladungs-Link", "Share-Link"); closed ones
# ("Einladungslink", "Freigabelink") are one word and never a link word.
einladungs *
freigabe *
share *
download *
magic *
magischer *
magischen *
empfehlungs *
affiliate *
partner *
anmelde *
login *
bestätigungs *
verifizierungs *
aktivierungs *
zahlungs *
meeting *
besprechungs *
öffentlicher *
öffentlichen *
privater *
privaten *
direkter *
direkten *
kurz *
kurzer *
kurzen *
permanenter *
dauerhafter *
temporärer *
deep *
universal *
symbolischer *
symbolischen *
* zum zurücksetzen
* zur anmeldung
* zur bestätigung
* zum teilen
* zum herunterladen
# Actions on the link (German puts the verb last: "Link kopieren")
* kopieren
* teilen
* senden
* versenden
* verschicken
* erstellen
* generieren
* bearbeiten
* entfernen
* löschen
* einfügen
* widerrufen
* abrufen
* anfordern
kopiere *
teile *
sende *
schicke *
schick *
per *
via *
mit *
# Features
* vorschau
* einstellungen
* überprüfung
* prüfung
* freigabe
* schutz
* verfolgung
[file-types]
spreadsheet: Tabelle, Tabellenkalkulation, Arbeitsmappe
presentation: Präsentation, Folien, Foliensatz
archive: Archiv, gepackt, komprimiert
installer: Installationsprogramm, Installer, Installationsdatei, Disk-Image, Festplattenabbild
ebook: E-Book
audio: Audio, Podcast, Tonaufnahme, Audiodatei
video: Video
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

# Issue 9: filler and deictic names, direction words.
[filler]
ist
sind
verfügbar
zusätzliche
zusätzlichen
können
kannst
auch
verwenden
nutzen
beschrieben
erklärt
finden
findest
siehe
[direction]
unten
oben
weiter unten
weiter oben
nachfolgend
im folgenden
hier entlang
da lang
[deictic]
dieser artikel
dieser anleitung
dieser abschnitt
dieser beitrag
diesem artikel
diesem abschnitt
diesem beitrag
diesem thema
diesem video
diesem tutorial
diesem dokument
diesen artikel
diesen abschnitt
diesen beitrag
diese anleitung
diese faq
diese seite
diese hilfeseite
dieses thema
dieses video
dieses tutorial
dieses dokument
in diesem artikel
in diesem abschnitt
in diesem beitrag
in diesem thema
in diesem video
in diesem dokument
in dieser anleitung
in dieser faq

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klicken
klicke
klick hier
klick auf
anklicken
tippen
tippe
antippen
drücken
drücke
drück hier
drück auf
berühren
berühre
doppelklicken
doppelklicke
[pointer-nouns]
# none known in this language
"""#
}
