// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/fi.txt`.
    static let fi = #"""
# Finnish. Written and reviewed for linkaudit.
# Finnish inflects: "here" as a place to click is usually "tästä" (from here).
[phrases]
tästä
täältä
tässä
klikkaa tästä
napsauta tästä
napauta tästä
paina tästä
lue lisää
lisää
lisätietoja
lisätietoa
lisätiedot
katso lisää
näytä lisää
tiedot
yksityiskohdat
tämä linkki
linkki
tämä sivu
jatka lukemista
tämä
tätä
# A page named only by its kind: "article", "this article" (issue 24).
artikkeli
tämä artikkeli
artikkelissa
[filler]
tästä
täältä
tässä
tänne
klikkaa
napsauta
napauta
paina
lue
lisää
lisätietoja
lisätietoa
lisätiedot
katso
näytä
tiedot
tietoja
yksityiskohdat
tämä
tätä
tämän
linkki
linkkiä
linkin
sivu
sivulle
jatka
lukemista
[suffixes]
avautuu uudelle välilehdelle
avautuu uuteen välilehteen
uusi välilehti
uusi ikkuna
pdf
[new-window]
uusi välilehti
uudessa välilehdessä
uudelle välilehdelle
uuteen välilehteen
uusi ikkuna
uudessa ikkunassa
uuteen ikkunaan
[link-words]
linkki
linkin
linkkiä
linkistä
linkkiin
linkillä
linkissä
[link-noun-followers]
[link-verb-followers]
[link-determiners]
tämä
tämän
tätä
tästä
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
# Spaced forms; closed compounds ("jakolinkki", "kutsulinkki") are one word.
jaettu *
jaettava *
kutsu *
lataus *
maaginen *
suosittelu *
kirjautumis *
vahvistus *
aktivointi *
maksu *
kokous *
julkinen *
yksityinen *
suora *
lyhyt *
lyhennetty *
pysyvä *
väliaikainen *
kertakäyttöinen *
henkilökohtainen *
suojattu *
symbolinen *
jaa *
kopioi *
lähetä *
luo *
muodosta *
muokkaa *
poista *
lisää *
hae *
peruuta *
jolla on *
* esikatselu
* asetukset
* tarkistus
* vahvistus
[file-types]
spreadsheet: laskentataulukko, taulukko, työkirja
presentation: esitys, diaesitys, diat
archive: arkisto, pakattu
installer: asennusohjelma, asennustiedosto, levykuva
ebook: e-kirja, sähkökirja
audio: äänite, äänitiedosto, äänitallenne, podcast
video: video
[common-words]
ja
on
ei
se
että
oli
ovat
olla
tämä
tämän
kun
mutta
myös
tai
jos
niin
kuin
voi
voit
sen
hän
me
te
he
mitä
jotka
joka
mikä
kanssa
vain
nyt
sitten
jo
vielä
kaikki
ole
olet
olen
sinun
siitä
tässä
miten
koska
eli
sekä

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
napsauta
napsauttamalla
napsauttakaa
napsauttaa
napauta
napauttamalla
napauttakaa
napauttaa
klikkaa
klikkaamalla
klikkaakaa
paina tästä
painamalla
painakaa
kosketa
koskettamalla
koskettakaa
[pointer-nouns]
# none known in this language
"""#
}
