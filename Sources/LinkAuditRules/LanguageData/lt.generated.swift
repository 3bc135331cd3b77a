// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/lt.txt`.
    static let lt = #"""
# Lithuanian. Written and reviewed for linkaudit.
[phrases]
čia
spauskite čia
spausk čia
spustelėkite čia
spustelėk čia
paspauskite čia
bakstelėkite čia
daugiau
daugiau čia
daugiau informacijos
sužinokite daugiau
sužinok daugiau
sužinoti daugiau
skaityti daugiau
skaitykite daugiau
skaityti toliau
skaitykite toliau
plačiau
išsamiau
išsami informacija
daugiau detalių
detalės
peržiūrėti daugiau
rodyti daugiau
nuoroda
ši nuoroda
šis puslapis
šis straipsnis
daugiau apie tai
tai
šis
šį
# A page named only by its kind: "article", "this article" (issue 24).
straipsnį
[filler]
čia
spauskite
spausk
spustelėkite
spustelėk
paspauskite
bakstelėkite
daugiau
informacijos
informacija
sužinokite
sužinok
sužinoti
skaityti
skaitykite
toliau
plačiau
išsamiau
išsami
detalės
detalių
peržiūrėti
rodyti
apie
ši
šis
šią
šį
nuoroda
nuorodą
puslapis
puslapį
straipsnis
prašome
tai
[suffixes]
atidaroma naujame skirtuke
atidaroma naujame lange
naujame skirtuke
naujame lange
naujas skirtukas
naujas langas
pdf
[new-window]
naujas skirtukas
naujame skirtuke
naują skirtuką
naujas langas
naujame lange
naują langą
[link-words]
nuoroda
nuorodą
nuorodos
nuorodoje
saitas
saitą
[link-noun-followers]
# "nuoroda" is also a reference or a direction; a leading one is the link before "į" (to).
į
[link-verb-followers]
[link-determiners]
ši
šią
šios
šioje
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
bendrinimo *
bendrinama *
dalijimosi *
kvietimo *
atsisiuntimo *
prisijungimo *
atkūrimo *
patvirtinimo *
tikrinimo *
aktyvinimo *
mokėjimo *
susitikimo *
viešoji *
privati *
tiesioginė *
trumpoji *
sutrumpinta *
nuolatinė *
laikina *
vienkartinė *
unikali *
asmeninė *
saugi *
simbolinė *
universalioji *
rekomendacinė *
partnerio *
kopijuoti *
nukopijuokite *
bendrinti *
siųsti *
išsiųsti *
sukurti *
generuoti *
redaguoti *
ištrinti *
pašalinti *
pridėti *
įterpti *
įklijuoti *
gauti *
atšaukti *
per *
su *
* peržiūra
* nustatymai
[file-types]
# Stems: an entry matches the start of a word, so "skaičiuokl" is "skaičiuoklė" and "skaičiuoklę".
spreadsheet: skaičiuokl, lentel
presentation: pristatym, skaidr
archive: archyv, suglaudint, suspaust
installer: diegimo program, diegikl, disko atvaizd
ebook: elektroninė knyga, e-knyg
audio: garso įraš, garso fail, tinklalaid
video: vaizdo įraš, video
[common-words]
ir
yra
kad
į
iš
ar
bet
kaip
jis
ji
jie
nuo
apie
buvo
bus
dar
taip
kuris
kuri
kurie
kai
jei
arba
tik
savo
šis
prie
jūs
mes
labai
jau

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
spustelėkite
spustelėk
spustelėję
spauskite
spausk
paspauskite
paspausk
bakstelėkite
bakstelėk
palieskite
paliesk
paspaudę
[pointer-nouns]
# none known in this language
"""#
}
