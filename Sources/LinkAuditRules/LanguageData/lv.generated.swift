// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/lv.txt`.
    static let lv = #"""
# Latvian. Written and reviewed for linkaudit.
[phrases]
šeit
noklikšķiniet šeit
noklikšķini šeit
klikšķiniet šeit
spiediet šeit
spied šeit
pieskarieties šeit
vairāk
vairāk šeit
vairāk informācijas
uzziniet vairāk
uzzini vairāk
uzzināt vairāk
lasīt vairāk
lasiet vairāk
lasīt tālāk
lasiet tālāk
skatīt vairāk
rādīt vairāk
sīkāk
sīkāka informācija
detalizēta informācija
detaļas
skatīt detaļas
papildinformācija
plašāk
saite
šī saite
šī lapa
šis raksts
vairāk par to
šis
šo
šī
# A page named only by its kind: "article", "this article" (issue 24).
rakstu
[filler]
šeit
noklikšķiniet
noklikšķini
klikšķiniet
spiediet
spied
pieskarieties
pieskaries
vairāk
informācijas
informācija
uzziniet
uzzini
uzzināt
lasīt
lasiet
tālāk
skatīt
skatiet
rādīt
sīkāk
sīkāka
detalizēta
detaļas
papildinformācija
papildinformācijai
plašāk
par
šī
šo
šis
saite
saiti
lapa
lapu
raksts
lūdzu
to
[suffixes]
tiek atvērta jaunā cilnē
atveras jaunā cilnē
atveras jaunā logā
jaunā cilnē
jaunā logā
jauna cilne
jauns logs
pdf
[new-window]
jauna cilne
jaunā cilnē
jaunu cilni
jauns logs
jaunā logā
jaunu logu
[link-words]
saite
saiti
saites
hipersaite
hipersaiti
[link-noun-followers]
uz
[link-verb-followers]
[link-determiners]
šī
šo
šīs
šajā
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
kopīgošanas *
koplietošanas *
kopīgota *
uzaicinājuma *
lejupielādes *
pieteikšanās *
atiestatīšanas *
apstiprinājuma *
verifikācijas *
aktivizācijas *
aktivizēšanas *
maksājuma *
sapulces *
tikšanās *
publiska *
privāta *
tieša *
īsa *
saīsināta *
pastāvīga *
pagaidu *
vienreizēja *
unikāla *
personīga *
droša *
simboliska *
universāla *
partnera *
ieteikuma *
kopēt *
kopējiet *
nokopēt *
kopīgot *
sūtīt *
nosūtīt *
izveidot *
ģenerēt *
rediģēt *
dzēst *
noņemt *
pievienot *
ievietot *
ielīmēt *
iegūt *
atsaukt *
ar *
caur *
izmantojot *
* priekšskatījums
* iestatījumi
[file-types]
# Stems: an entry matches the start of a word, so "izklājlap" is "izklājlapa" and "izklājlapu".
spreadsheet: izklājlap, tabul
presentation: prezentācij, slaid
archive: arhīv, saspiest
installer: instalētāj, instalēšanas programm, diska attēl
ebook: e-grāmat
audio: audio, skaņas ierakst, aplād, podkāst
video: video, videoierakst
[common-words]
ir
ar
uz
kas
ka
vai
bet
tas
tā
nav
lai
jūs
mēs
viņš
viņa
arī
kā
pēc
būs
bija
šis
tikai
jau
vēl
kur
kad
savu
ļoti

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
noklikšķiniet
noklikšķini
klikšķiniet
klikšķini
uzklikšķiniet
pieskarieties
pieskaries
nospiediet
nospied
spiediet
uzspiediet
[pointer-nouns]
# none known in this language
"""#
}
