// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/et.txt`.
    static let et = #"""
# Estonian. Written and reviewed for linkaudit.
[phrases]
siin
siia
klõpsa siia
klõpsake siia
klõpsake siin
vajuta siia
vajutage siia
puuduta siia
puudutage siia
loe edasi
lugege edasi
loe lähemalt
lugege lähemalt
lähemalt
rohkem
rohkem teavet
loe rohkem
vaata rohkem
näita rohkem
vaata lähemalt
lisateave
lisateavet
lisainfo
üksikasjad
vaata üksikasju
täpsemalt
link
see link
see leht
see artikkel
see
seda
siit
# A page named only by its kind: "article", "this article" (issue 24).
artikli
[filler]
siin
siia
klõpsa
klõpsake
vajuta
vajutage
puuduta
puudutage
loe
lugege
edasi
lähemalt
rohkem
teavet
teave
teabe
lisateave
lisateavet
lisateabe
lisainfo
info
vaata
vaadake
näita
üksikasjad
üksikasju
täpsemalt
saamiseks
kohta
see
seda
selle
link
linki
lingil
leht
lehte
artikkel
palun
[suffixes]
avaneb uuel vahekaardil
avaneb uues aknas
uuel vahekaardil
uues aknas
uus vahekaart
uus aken
pdf
[new-window]
uus vahekaart
uuel vahekaardil
uude vahekaarti
uus aken
uues aknas
uude aknasse
[link-words]
link
lingi
linki
lingil
lingile
hüperlink
[link-noun-followers]
[link-verb-followers]
[link-determiners]
see
seda
selle
sellel
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
jagatud *
jagamise *
kutse *
allalaadimise *
sisselogimise *
lähtestamise *
kinnitus *
kinnitamise *
kontrolli *
aktiveerimise *
makse *
koosoleku *
avalik *
privaatne *
otsene *
lühike *
lühendatud *
püsiv *
ajutine *
ühekordne *
unikaalne *
isiklik *
turvaline *
sümboolne *
universaalne *
soovitus *
partneri *
kopeeri *
kopeerige *
jaga *
jagage *
saada *
saatke *
loo *
looge *
genereeri *
muuda *
kustuta *
eemalda *
lisa *
sisesta *
kleebi *
hangi *
tühista *
* eelvaade
* seaded
* kaudu
[file-types]
spreadsheet: arvutustabel, tabel, töövihik
presentation: esitlus, slaidid
archive: arhiiv, pakitud
installer: installiprogramm, paigaldusprogramm, kettatõmmis
ebook: e-raamat
audio: helifail, helisalvestis, taskuhääling, podcast
video: video
[common-words]
see
ka
kui
mis
nagu
siis
või
aga
kas
seda
mida
ning
välja
veel
kõik
pärast
ainult
juba
selle
neid
mille
väga
teie
meie

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klõpsake
klõpsa
klõpsates
klikkige
klikka
puudutage
puuduta
puudutades
vajutage
vajuta
vajutades
toksake
toksa
[pointer-nouns]
# none known in this language
"""#
}
