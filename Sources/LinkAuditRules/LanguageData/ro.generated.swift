// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/ro.txt`.
    static let ro = #"""
# Romanian. Written and reviewed for linkaudit.
# Romanian is often typed without diacritics ("aflati", "faceti") or with cedilla letters (ş ţ)
# instead of comma-below ones (ș ț); LanguageFolding folds all of them, so each phrase is listed
# once, correctly spelled. "legătură" is also a connection or a relationship, not a link word.
[phrases]
aici
click aici
clic aici
faceți clic aici
fă clic aici
dați clic aici
apăsați aici
apasă aici
atingeți aici
atinge aici
mai mult
mai multe
mai multe informații
mai multe detalii
aflați mai multe
află mai multe
aflați mai mult
află mai mult
citiți mai mult
citește mai mult
citiți mai departe
citește mai departe
vezi mai mult
vezi mai multe
vedeți mai multe
detalii
vezi detalii
vedeți detaliile
link
linkul
acest link
această pagină
pagina aceasta
acest articol
mai multe despre asta
acesta
aceasta
asta
[filler]
aici
click
clic
faceți
fă
dați
apăsați
apasă
atingeți
atinge
mai
mult
multe
informații
detalii
detaliile
aflați
află
citiți
citește
departe
vezi
vedeți
pentru
despre
link
linkul
acest
această
aceasta
pagina
pagină
articol
articolul
vă
rugăm
asta
[suffixes]
se deschide într-o filă nouă
se deschide într-o fereastră nouă
într-o filă nouă
într-o fereastră nouă
filă nouă
fereastră nouă
pdf
[new-window]
filă nouă
nouă filă
fereastră nouă
nouă fereastră
tab nou
# The loanword "link" is left to the lists whose leading link word needs no follower: with the
# language unknown every list must agree, and "Link to pricing" must stay a finding.
[link-words]
linkul
linkului
hyperlink
hyperlinkul
[link-noun-followers]
către
spre
la
pentru
[link-verb-followers]
[link-determiners]
acest
acestui
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* de partajare
* partajat
* de invitație
* de invitare
* de descărcare
* de conectare
* de autentificare
* de resetare
* de verificare
* de confirmare
* de activare
* de plată
* de întâlnire
* public
* privat
* direct
* scurt
* scurtat
* permanent
* temporar
* unic
* personal
* securizat
* simbolic
* universal
* de afiliere
* de recomandare
copiază *
copiați *
copiere *
partajează *
partajați *
trimite *
trimiteți *
creează *
creați *
generează *
editează *
șterge *
ștergeți *
elimină *
adaugă *
adăugați *
obține *
obțineți *
inserează *
inserați *
lipește *
revocă *
prin *
cu *
previzualizare *
setări *
[file-types]
spreadsheet: foaie de calcul, registru de lucru
presentation: prezentare, diapozitive
archive: arhivă, comprimat
installer: program de instalare, instalator, imagine de disc
ebook: carte electronică
audio: audio, înregistrare, podcast
video: video
[common-words]
și
în
cu
pe
sunt
că
să
mai
din
pentru
care
sau
dar
acest
această
fost
poate
dacă
când
foarte
după
despre
către
lor
noi
aceste
unde
fie

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
faceți clic
fă clic
dați clic
dă clic
click aici
clic aici
apăsați
apasă pe
apasă aici
atingeți
atinge aici
atinge pentru
[pointer-nouns]
# none known in this language
"""#
}
