// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/sv.txt`.
    static let sv = #"""
# Swedish. Written and reviewed for linkaudit.
[phrases]
här
klicka här
tryck här
läs mer
mer
mer info
mer information
ta reda på mer
lär dig mer
se mer
visa mer
detaljer
fler detaljer
mer detaljer
denna länk
den här länken
länk
länken
denna sida
den här sidan
läs vidare
fortsätt läsa
detta
denna
den här
det här
# A page named only by its kind: "article", "this article" (issue 24).
artikel
artikeln
den här artikeln
denna artikel
[filler]
klicka
tryck
här
där
läs
mer
fler
info
information
detaljer
visa
se
lär
dig
ta
reda
på
om
för
till
denna
detta
den
det
länk
länken
sida
sidan
vidare
fortsätt
läsa
nu
[suffixes]
öppnas i en ny flik
öppnas i ny flik
ny flik
nytt fönster
pdf
[new-window]
ny flik
nya fliken
nytt fönster
nya fönstret
ny webbläsarflik

[new-window-notice]
öppnas i en ny flik
[link-words]
länk
länken
hyperlänk
[link-noun-followers]
[link-verb-followers]
[link-determiners]
denna
en
den
här
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
# Spaced or hyphenated compounds ("delnings-länk"); closed ones ("delningslänk") are one word.
delnings *
delad *
delade *
inbjudnings *
nedladdnings *
magisk *
magiska *
hänvisnings *
värvnings *
affiliate *
inloggnings *
återställnings *
bekräftelse *
verifierings *
aktiverings *
betalnings *
mötes *
offentlig *
offentliga *
publik *
privat *
privata *
direkt *
kort *
korta *
förkortad *
permanent *
tillfällig *
unik *
personlig *
säker *
symbolisk *
universell *
kopiera *
dela *
skicka *
skapa *
generera *
redigera *
ta bort *
infoga *
hämta *
få *
återkalla *
lägg till *
via *
med *
* förhandsgranskning
förhandsgranskning av *
förhandsvisning av *
* inställningar
inställningar för *
* verifiering
[file-types]
spreadsheet: kalkylblad, kalkylark, arbetsbok
presentation: presentation, bildspel
archive: arkiv, komprimerad, komprimerat
installer: installationsprogram, installerare, skivavbild
ebook: e-bok
audio: ljudfil, ljudinspelning, podd, podcast
video: video
[common-words]
och
att
det
i
en
ett
som
på
är
av
för
med
till
den
har
de
inte
om
var
vi
du
kan
jag
men
så
från
eller
när
hur
detta
sig
man
skulle
också
efter
vid
måste
finns
bara
alla
sin
där
här
under
mycket

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klicka
klickar
dubbelklicka
högerklicka
tryck här
tryck på
tryck för
tryck och håll
trycka på
peka på
tryck länge
[pointer-nouns]
# none known in this language
"""#
}
