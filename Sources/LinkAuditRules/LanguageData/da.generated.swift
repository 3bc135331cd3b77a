// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/da.txt`.
    static let da = #"""
# Danish. Written and reviewed for linkaudit.
[phrases]
her
klik her
tryk her
læs mere
mere
mere info
mere information
flere oplysninger
få mere at vide
se mere
vis mere
detaljer
flere detaljer
dette link
linket
link
denne side
læs videre
fortsæt
dette
denne
det her
# A page named only by its kind: "article", "this article" (issue 24).
artikel
artiklen
denne artikel
[filler]
klik
tryk
her
der
læs
mere
flere
info
information
oplysninger
detaljer
se
vis
få
at
vide
om
for
til
på
dette
denne
det
den
link
linket
side
siden
videre
fortsæt
nu
[suffixes]
åbner i en ny fane
åbnes i en ny fane
ny fane
nyt vindue
pdf
[new-window]
ny fane
nye fane
nyt faneblad
nye faneblad
nyt vindue
nye vindue

[new-window-notice]
åbner i en ny fane
[link-words]
link
linket
linken
hyperlink
[link-noun-followers]
[link-verb-followers]
[link-determiners]
dette
et
det
denne
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
# Spaced or hyphenated compounds ("delings-link"); closed ones ("delingslink") are one word.
delings *
delt *
invitations *
download *
magisk *
magiske *
henvisnings *
affiliate *
login *
log ind *
nulstillings *
bekræftelses *
verifikations *
aktiverings *
betalings *
møde *
offentlig *
offentligt *
privat *
direkte *
kort *
forkortet *
permanent *
midlertidig *
midlertidigt *
unik *
unikt *
personlig *
personligt *
sikker *
sikkert *
symbolsk *
universelt *
kopiér *
kopier *
del *
send *
opret *
lav *
generer *
rediger *
fjern *
slet *
indsæt *
hent *
få *
tilbagekald *
tilføj *
via *
med *
* forhåndsvisning
forhåndsvisning af *
* indstillinger
indstillinger for *
* verificering
[file-types]
spreadsheet: regneark, projektmappe
presentation: præsentation, diasshow, lysbilleder
archive: arkiv, komprimeret, pakket
installer: installationsprogram, installer, diskbillede
ebook: e-bog
audio: lydfil, lydoptagelse, podcast
video: video
[common-words]
og
i
at
det
en
et
den
til
er
som
på
de
med
af
for
ikke
der
var
mig
sig
men
har
om
vi
fra
så
kan
eller
hvis
når
også
skal
være
efter
hvor
jeg
du
dette
denne
nu
her
meget
alle
blev
bliver
kun
hvordan
dig
hvad
ud
op
sådan
nogle
noget

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klik her
klik på
klik for
klikke
klikke på
dobbeltklik
højreklik
tryk her
tryk på
tryk for
tryk og hold
trykke på
rør ved
[pointer-nouns]
# none known in this language
"""#
}
