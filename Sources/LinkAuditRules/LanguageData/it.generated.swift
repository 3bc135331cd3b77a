// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/it.txt`.
    static let it = #"""
# Italian. Written and reviewed for linkaudit.
[phrases]
qui
qua
clicca qui
clicca qua
fai clic qui
fare clic qui
tocca qui
premi qui
scopri di più
scopri di piu
per saperne di più
saperne di più
leggi di più
leggi tutto
leggi altro
continua a leggere
altro
di più
mostra di più
mostra altro
vedi altro
ulteriori informazioni
maggiori informazioni
più informazioni
dettagli
altri dettagli
maggiori dettagli
questo link
questo collegamento
link
questa pagina
continua
questo
questa
# A page named only by its kind: "article", "this article" (issue 24).
articolo
l'articolo
questo articolo
[filler]
clicca
cliccare
fai
fare
clic
click
tocca
premi
qui
qua
scopri
saperne
leggi
leggere
mostra
vedi
continua
di
più
piu
altro
altri
ulteriori
maggiori
informazioni
info
dettagli
per
a
su
questo
questa
il
la
lo
l
un
una
link
collegamento
pagina
ora
[suffixes]
si apre in una nuova scheda
apre in una nuova scheda
nuova scheda
nuova finestra
pdf
[new-window]
nuova scheda
nuova finestra
scheda nuova
finestra nuova
altra scheda
altra finestra

[new-window-notice]
si apre in una nuova scheda
[link-words]
link
collegamento
[link-noun-followers]
[link-verb-followers]
[link-determiners]
questo
il
un
quel
del
nel
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* di condivisione
* condiviso
* condivisibile
* di invito
* d invito
* per invitare
* di download
* per il download
* per scaricare
* magico
* di referral
* di affiliazione
* di affiliato
* di accesso
* per accedere
* di reimpostazione
* per reimpostare
* di conferma
* di verifica
* di attivazione
* di pagamento
* della riunione
* pubblico
* privato
* diretto
* breve
* abbreviato
* permanente
* temporaneo
* univoco
* unico
* personale
* sicuro
* simbolico
* universale
copia *
copiare *
condividi *
condividere *
invia *
inviare *
ottieni *
ottenere *
crea *
creare *
genera *
generare *
revoca *
modifica *
inserisci *
inserire *
aggiungi *
rimuovi *
elimina *
tramite *
via *
con *
anteprima del *
anteprima dei *
impostazioni del *
verifica del *
[file-types]
spreadsheet: foglio di calcolo, foglio elettronico, cartella di lavoro
presentation: presentazione, diapositive, slide
archive: archivio, compresso
installer: programma di installazione, installer, immagine disco
ebook: libro elettronico, e-book
audio: audio, podcast, registrazione
video: video, filmato
[common-words]
il
lo
la
i
gli
le
di
del
della
dei
delle
e
è
un
una
uno
in
che
per
con
non
si
da
dal
al
alla
sono
come
ma
anche
più
questo
questa
ci
ne
se
l
nel
nella
essere
ha
hanno
può
molto
quando
dove
già

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
clicca
cliccare
clicchi
fai clic
fare clic
faccia clic
tocca
toccare
tocchi
premi qui
premi su
premi per
premi il
premi la
premere
prema
tieni premuto
[pointer-nouns]
# none known in this language
"""#
}
