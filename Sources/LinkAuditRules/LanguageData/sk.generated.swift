// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/sk.txt`.
    static let sk = #"""
# Slovak. Written and reviewed for linkaudit.
# "odkaz" is also a (voice) message ("hlasový odkaz", "zanechať odkaz"): those are compounds.
# "linka" is a (bus, phone) line, so its forms are not link words.
[phrases]
tu
sem
kliknite tu
kliknite sem
klikni tu
klikni sem
ťuknite tu
ťuknite sem
viac
viac tu
viac informácií
ďalšie informácie
podrobnosti
ďalšie podrobnosti
zobraziť podrobnosti
čítať ďalej
čítajte ďalej
čítať viac
prečítajte si viac
zistiť viac
zistite viac
dozvedieť sa viac
dozviete sa viac
zobraziť viac
pokračovať v čítaní
odkaz
tento odkaz
táto stránka
túto stránku
tento článok
viac o tom
toto
tento
táto
[filler]
tu
sem
kliknite
klikni
ťuknite
ťukni
kliknutím
viac
ďalšie
informácie
informácií
info
podrobnosti
podrobné
zobraziť
čítať
čítajte
prečítajte
si
zistiť
zistite
dozvedieť
dozviete
sa
ďalej
pre
na
o
tento
táto
túto
tohto
odkaz
odkaze
stránka
stránku
článok
prosím
pokračovať
v
čítaní
tom
[suffixes]
otvorí sa na novej karte
otvorí sa v novom okne
na novej karte
v novom okne
nová karta
nové okno
pdf
[new-window]
nová karta
novej karte
novú kartu
nové okno
novom okne
nová záložka
novej záložke
# The loanword "link" is left to the lists whose leading link word needs no follower: with the
# language unknown every list must agree, and "Link to pricing" must stay a finding.
[link-words]
odkaz
odkazu
odkazom
prepojenie
[link-noun-followers]
na
pre
k
ku
do
[link-verb-followers]
[link-determiners]
tento
tomto
tohto
týmto
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
zdieľaný *
* na zdieľanie
* pre zdieľanie
* na pozvanie
pozývací *
* na stiahnutie
* na prihlásenie
prihlasovací *
* na obnovenie hesla
overovací *
potvrdzovací *
aktivačný *
platobný *
* na platbu
* na stretnutie
verejný *
súkromný *
priamy *
krátky *
skrátený *
trvalý *
dočasný *
jednorazový *
jedinečný *
osobný *
zabezpečený *
symbolický *
univerzálny *
partnerský *
odporúčací *
# "odkaz" as a message
hlasový *
zanechať *
zanechajte *
kopírovať *
skopírovať *
skopírujte *
zdieľať *
zdieľajte *
odoslať *
poslať *
vytvoriť *
vygenerovať *
upraviť *
odstrániť *
vymazať *
vložiť *
pridať *
získať *
zrušiť *
pomocou *
cez *
náhľad *
nastavenia *
[file-types]
# Stems: an entry matches the start of a word, so "tabuľk" is "tabuľka" and "tabuľku".
spreadsheet: tabuľk, zošit
presentation: prezentáci, snímk
archive: archív, komprimovan, zbalen
installer: inštalátor, inštalačný program, obraz disku
ebook: e-knih, elektronická kniha
audio: zvukový záznam, nahrávk, audio, podcast
video: video
[common-words]
že
sú
ako
alebo
ktoré
ktorý
ktorá
tiež
bol
bolo
podľa
môže
keď
tejto
len
aby
sme
ste
však
aj
ešte
už
pri
medzi
pre
tento

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
kliknite
klikni
kliknúť
kliknutím
ťuknite
ťukni
ťuknúť
klepnite
klepni
stlačte
stlač
stlačiť
dotknite sa
dotkni sa
[pointer-nouns]
# none known in this language
"""#
}
