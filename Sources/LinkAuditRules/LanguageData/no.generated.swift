// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/no.txt`.
    static let no = #"""
# Norwegian Bokmål (nb and nn fall back to this list). Written and reviewed for linkaudit.
[phrases]
her
klikk her
trykk her
les mer
mer
mer info
mer informasjon
finn ut mer
lær mer
se mer
vis mer
detaljer
flere detaljer
denne lenken
lenke
lenken
link
denne siden
les videre
fortsett
dette
denne
det her
# A page named only by its kind: "article", "this article" (issue 24).
artikkel
artikkelen
denne artikkelen
[filler]
klikk
trykk
her
der
les
mer
flere
info
informasjon
detaljer
se
vis
finn
ut
lær
om
for
til
på
denne
dette
den
det
lenke
lenken
link
side
siden
videre
fortsett
nå
[suffixes]
åpnes i en ny fane
åpnes i ny fane
ny fane
nytt vindu
pdf
[new-window]
ny fane
nye fane
nytt vindu
nye vindu
nytt vindauge
[link-words]
lenke
lenken
lenka
link
linken
[link-noun-followers]
[link-verb-followers]
[link-determiners]
denne
en
den
ei
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
# Spaced or hyphenated compounds ("delings-lenke"); closed ones ("delingslenke") are one word.
delings *
delt *
invitasjons *
nedlastings *
magisk *
magiske *
henvisnings *
verve *
affiliate *
innloggings *
påloggings *
tilbakestillings *
bekreftelses *
verifiserings *
aktiverings *
betalings *
møte *
offentlig *
privat *
direkte *
kort *
forkortet *
permanent *
midlertidig *
unik *
personlig *
sikker *
symbolsk *
universell *
kopier *
del *
send *
opprett *
lag *
generer *
rediger *
fjern *
slett *
sett inn *
hent *
få *
tilbakekall *
legg til *
via *
med *
* forhåndsvisning
forhåndsvisning av *
* innstillinger
innstillinger for *
* verifisering
[file-types]
spreadsheet: regneark, arbeidsbok
presentation: presentasjon, lysbilder
archive: arkiv, komprimert, pakket
installer: installasjonsprogram, installasjonsfil, diskbilde
ebook: e-bok
audio: lydfil, lydopptak, podkast, podcast
video: video
[common-words]
og
i
det
er
en
et
til
som
på
av
for
med
den
de
ikke
har
om
vi
du
kan
jeg
men
så
fra
eller
hvis
når
også
skal
være
etter
hvor
dette
denne
nå
her
mye
alle
ble
blir
bare
hvordan
meg
å
deg
hva
ut
opp
slik
noen
noe
veldig

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klikk her
klikk på
klikk for
klikke
klikke på
dobbeltklikk
høyreklikk
trykk her
trykk på
trykk for
trykk og hold
trykke på
berør
[pointer-nouns]
# none known in this language
"""#
}
