// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/hr.txt`.
    static let hr = #"""
# Croatian. Written and reviewed for linkaudit.
# "veza" is also a connection ("internetska veza"), so only "poveznica" and "link" are link words.
[phrases]
ovdje
kliknite ovdje
klikni ovdje
dodirnite ovdje
dodirni ovdje
pritisnite ovdje
saznajte više
saznaj više
više
više informacija
dodatne informacije
detalji
više detalja
pogledajte detalje
prikaži detalje
pročitajte više
pročitaj više
čitaj više
čitajte dalje
nastavi čitati
prikaži više
pogledaj više
pogledajte više
poveznica
ova poveznica
link
ovaj link
ova stranica
ovu stranicu
ovaj članak
više o tome
ovo
ovaj
ova
[filler]
ovdje
kliknite
klikni
dodirnite
dodirni
pritisnite
pritisni
saznajte
saznaj
više
informacija
informacije
dodatne
detalji
detalja
detalje
pogledajte
pogledaj
prikaži
pročitajte
pročitaj
čitaj
čitajte
dalje
nastavi
čitati
za
o
ova
ovaj
ovu
ovo
poveznica
poveznicu
link
stranica
stranicu
članak
molimo
tome
[suffixes]
otvara se u novoj kartici
otvara se u novom prozoru
u novoj kartici
u novom prozoru
nova kartica
novi prozor
pdf
[new-window]
nova kartica
novoj kartici
novu karticu
novi prozor
novom prozoru
nova stranica preglednika
# The loanword "link" is left to the lists whose leading link word needs no follower: with the
# language unknown every list must agree, and "Link to pricing" must stay a finding.
[link-words]
poveznica
poveznicu
poveznici
hiperveza
[link-noun-followers]
na
za
do
prema
[link-verb-followers]
[link-determiners]
ovaj
ova
ovu
ovoj
ovom
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* za dijeljenje
dijeljena *
dijeljeni *
* za pozivnicu
* pozivnice
* za poziv
* za preuzimanje
* za prijavu
* za poništavanje
* za ponovno postavljanje
* za potvrdu
* za provjeru
* za aktivaciju
* za plaćanje
* za sastanak
javna *
javni *
privatna *
privatni *
izravna *
izravni *
kratka *
kratki *
skraćena *
trajna *
trajni *
privremena *
privremeni *
jednokratna *
jedinstvena *
osobna *
sigurna *
simbolička *
univerzalna *
partnerska *
kopiraj *
kopirajte *
podijeli *
podijelite *
pošalji *
pošaljite *
stvori *
stvorite *
izradi *
generiraj *
uredi *
izbriši *
ukloni *
dodaj *
umetni *
zalijepi *
dobij *
opozovi *
putem *
preko *
pregled *
postavke *
[file-types]
# Stems: an entry matches the start of a word, so "tablic" is "tablica" and "tablicu".
spreadsheet: proračunsk tablic, tablic
presentation: prezentacij, slajd
archive: arhiv, komprimiran, sažet
installer: instalacijski program, instalater, slika diska
ebook: e-knjig
audio: zvučni zapis, audio, snimk, podcast
video: video
[common-words]
koji
koja
koje
će
bi
također
kao
ili
kada
ako
samo
još
kako
iz
ih
smo
ste
sve
ovaj
ovo
biti
može
jer

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
kliknite
klikni
kliknuti
klikom na
dodirnite
dodirni
dodirnuti
pritisnite
pritisni
pritisnuti
taknite
[pointer-nouns]
# none known in this language
"""#
}
