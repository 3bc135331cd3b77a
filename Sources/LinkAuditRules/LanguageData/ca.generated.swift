// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/ca.txt`.
    static let ca = #"""
# Catalan. Written and reviewed for linkaudit.
# Apostrophes and hyphens split words when names are normalized: "l'enllaç" is "l enllaç",
# "llegiu-ne" is "llegiu ne".
[phrases]
aquí
fes clic aquí
feu clic aquí
clica aquí
cliqueu aquí
toca aquí
toqueu aquí
prem aquí
premeu aquí
més
més informació
més info
més detalls
detalls
veure detalls
mostra els detalls
llegeix més
llegiu-ne més
llegir més
continua llegint
continueu llegint
veure més
mostra'n més
mostra més
saber-ne més
saber més
obtén més informació
obteniu més informació
informació addicional
enllaç
aquest enllaç
aquesta pàgina
aquest article
més sobre això
això
aquest
aquesta
# A page named only by its kind: "article", "this article" (issue 24).
l'article
[filler]
aquí
fes
feu
clic
clica
cliqueu
toca
toqueu
prem
premeu
més
informació
info
detalls
veure
mostra
els
llegeix
llegiu
ne
n
llegir
continua
continueu
llegint
saber
obtén
obteniu
addicional
sobre
per
a
aquest
aquesta
enllaç
l
pàgina
la
article
si
us
plau
això
[suffixes]
s'obre en una pestanya nova
s'obre en una finestra nova
en una pestanya nova
en una finestra nova
pestanya nova
finestra nova
pdf
[new-window]
pestanya nova
nova pestanya
finestra nova
nova finestra
altra pestanya
altra finestra
[link-words]
enllaç
hipervincle
[link-noun-followers]
a
cap
per
[link-verb-followers]
[link-determiners]
l
aquest
aquell
el
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* per compartir
* compartit
* de compartició
* d'invitació
* de baixada
* de descàrrega
* d'inici de sessió
* de restabliment
* de verificació
* de confirmació
* d'activació
* de pagament
* de reunió
* públic
* privat
* directe
* curt
* escurçat
* permanent
* temporal
* d'un sol ús
* únic
* personal
* segur
* simbòlic
* universal
* d'afiliat
* de referència
copia *
copieu *
comparteix *
compartiu *
envia *
envieu *
crea *
creeu *
genera *
edita *
elimina *
suprimeix *
afegeix *
insereix *
enganxa *
obtén *
revoca *
amb *
mitjançant *
previsualització de *
configuració de *
[file-types]
spreadsheet: full de càlcul, llibre de treball
presentation: presentació, diapositives
archive: arxiu comprimit, comprimit
installer: instal·lador, programa d'instal·lació, imatge de disc
ebook: llibre electrònic
audio: àudio, podcast, enregistrament
video: vídeo
[common-words]
els
dels
amb
és
són
però
també
aquest
aquesta
aquests
aquestes
hi
ho
seva
seves
perquè
això
pel
pels
mateix
molt
quan
fins
totes
han

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
feu clic
fes clic
fer clic
cliqueu
clica aquí
clica a
premeu
prem aquí
prem el
prem la
toqueu
toca aquí
toca per
mantingueu premut
[pointer-nouns]
# none known in this language
"""#
}
