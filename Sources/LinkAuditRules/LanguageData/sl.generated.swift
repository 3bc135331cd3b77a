// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/sl.txt`.
    static let sl = #"""
# Slovenian. Written and reviewed for linkaudit.
# "povezava" is both a link and a connection ("internetna povezava"), so only the accusative
# "povezavo" that a sentence clicks or copies is a link word, with the connection phrases as
# compounds ("vzpostavite povezavo").
[phrases]
tukaj
tu
kliknite tukaj
klikni tukaj
tapnite tukaj
tapni tukaj
pritisnite tukaj
več
več informacij
dodatne informacije
podrobnosti
več podrobnosti
prikaži podrobnosti
oglejte si podrobnosti
preberite več
preberi več
beri več
beri naprej
berite naprej
izvedite več
izvedi več
prikaži več
oglejte si več
povezava
ta povezava
to povezavo
ta stran
to stran
ta članek
več o tem
to
ta
[filler]
tukaj
tu
kliknite
klikni
tapnite
tapni
pritisnite
pritisni
več
informacij
informacije
dodatne
podrobnosti
prikaži
oglejte
si
preberite
preberi
beri
berite
naprej
izvedite
izvedi
za
o
ta
to
tej
povezava
povezavo
stran
članek
prosimo
tem
[suffixes]
odpre se v novem zavihku
odpre se v novem oknu
v novem zavihku
v novem oknu
nov zavihek
novo okno
pdf
[new-window]
nov zavihek
novem zavihku
novo okno
novem oknu
# The loanword "link" is left to the lists whose leading link word needs no follower: with the
# language unknown every list must agree, and "Link to pricing" must stay a finding.
[link-words]
povezavo
hiperpovezava
hiperpovezavo
[link-noun-followers]
do
na
za
[link-verb-followers]
[link-determiners]
ta
to
tej
tem
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* za skupno rabo
* za deljenje
deljeno *
* za povabilo
* povabila
* za prenos
* za prijavo
* za ponastavitev
* za potrditev
* za preverjanje
* za aktivacijo
* za plačilo
* za sestanek
javno *
zasebno *
neposredno *
kratko *
trajno *
začasno *
enkratno *
edinstveno *
osebno *
varno *
simbolno *
univerzalno *
partnersko *
# "povezavo" as a connection
vzpostavi *
vzpostavite *
prekini *
prekinite *
internetno *
brezžično *
omrežno *
šifrirano *
kopiraj *
kopirajte *
deli *
delite *
pošlji *
pošljite *
ustvari *
ustvarite *
uredi *
izbriši *
odstrani *
dodaj *
vstavi *
prilepi *
pridobi *
prekliči *
prek *
predogled *
nastavitve *
[file-types]
# Stems: an entry matches the start of a word, so "preglednic" is "preglednica" and "preglednico".
spreadsheet: preglednic, delovni zvezek
presentation: predstavit, prosojnic
archive: arhiv, stisnjen
installer: namestitveni program, slika diska
ebook: e-knjig
audio: zvočni posnetek, posnet, avdio, podcast
video: video
[common-words]
so
pa
bo
tudi
kot
ali
ko
lahko
če
samo
še
kako
bi
iz
jih
ga
smo
ste
vse
tega
tako
vendar
zato
kjer

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
kliknite
klikni
klikniti
tapnite
tapni
pritisnite
pritisni
pritisniti
dotaknite se
dotakni se
[pointer-nouns]
# none known in this language
"""#
}
