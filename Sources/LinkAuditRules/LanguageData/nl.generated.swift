// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/nl.txt`.
    static let nl = #"""
# Dutch. Written and reviewed for linkaudit.
[phrases]
hier
klik hier
klik
tik hier
druk hier
meer
lees meer
meer lezen
meer info
meer informatie
meer weten
lees verder
verder lezen
ontdek meer
bekijk meer
toon meer
details
meer details
deze link
link
deze pagina
verder
meer weergeven
dit
deze
# A page named only by its kind: "article", "this article" (issue 24).
artikel
het artikel
dit artikel
[filler]
klik
tik
druk
hier
daar
meer
lees
lezen
verder
weten
ontdek
bekijk
toon
info
informatie
details
deze
dit
de
het
een
voor
over
op
naar
link
pagina
nu
[suffixes]
opent in een nieuw tabblad
opent in nieuw tabblad
nieuw tabblad
nieuw venster
pdf
[new-window]
nieuw tabblad
nieuwe tabblad
nieuwe tab
nieuw venster
nieuwe venster
ander tabblad
ander venster

[new-window-notice]
opent in een nieuw tabblad
[link-words]
link
hyperlink
[link-noun-followers]
[link-verb-followers]
[link-determiners]
deze
de
een
die
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
# Spaced or hyphenated compounds ("uitnodigings-link"); closed ones ("deellink") are one word.
gedeelde *
deel *
uitnodigings *
download *
magische *
verwijzings *
affiliate *
inlog *
aanmeld *
herstel *
reset *
bevestigings *
verificatie *
activatie *
activerings *
betaal *
vergader *
openbare *
publieke *
privé *
directe *
korte *
verkorte *
permanente *
tijdelijke *
unieke *
persoonlijke *
beveiligde *
symbolische *
universele *
kopieer *
stuur *
verstuur *
maak *
genereer *
bewerk *
verwijder *
* kopiëren
* delen
* versturen
* verzenden
* sturen
* maken
* aanmaken
* genereren
* bewerken
* verwijderen
* invoegen
* intrekken
* opvragen
via *
met *
* voorbeeld
voorbeeld van *
* instellingen
instellingen voor *
* verificatie
* controle
[file-types]
spreadsheet: spreadsheet, rekenblad, werkmap
presentation: presentatie, diavoorstelling, dia's
archive: archief, gecomprimeerd, ingepakt
installer: installatieprogramma, installer, schijfkopie
ebook: e-book
audio: audio, podcast, geluidsopname, opname
video: video
[common-words]
de
het
een
en
van
is
dat
die
op
te
met
voor
niet
zijn
er
aan
ook
als
om
bij
maar
dan
wordt
worden
dit
je
u
we
ze
naar
uit
kan
kunnen
heeft
hebben
nog
door
wat
wel
geen
meer
zo
deze

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klik hier
klik op
klik om
klik de
klik het
klikken
klikt
tik hier
tik op
tik om
tikken op
aantikken
druk hier
druk op
raak aan
aanraken
dubbelklik
dubbelklikken
[pointer-nouns]
# none known in this language
"""#
}
