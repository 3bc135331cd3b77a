// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/cs.txt`.
    static let cs = #"""
# Czech. Written and reviewed for linkaudit.
# "linka" is a (bus, phone) line, so its forms are not link words; "odkaz" is.
[phrases]
zde
tady
sem
klikněte zde
klikněte sem
klikni zde
klikni sem
klepněte zde
klepněte sem
více
více zde
více informací
další informace
více info
podrobnosti
další podrobnosti
zobrazit podrobnosti
číst dále
čtěte dále
číst více
přečtěte si více
zjistit více
zjistěte více
dozvědět se více
dozvíte se více
zobrazit více
pokračovat ve čtení
odkaz
tento odkaz
tato stránka
tuto stránku
tento článek
více o tom
toto
tento
tato
tohle
[filler]
zde
tady
sem
klikněte
klikni
klepněte
klepni
kliknutím
více
další
informace
informací
info
podrobnosti
podrobné
zobrazit
číst
čtěte
přečtěte
si
zjistit
zjistěte
dozvědět
dozvíte
se
dále
pro
na
o
tento
tato
tuto
tohoto
odkaz
odkazu
stránka
stránku
článek
prosím
pokračovat
ve
čtení
tom
[suffixes]
otevře se na nové kartě
otevře se v novém okně
na nové kartě
v novém okně
nová karta
nové okno
pdf
[new-window]
nová karta
nové kartě
novou kartu
nové okno
novém okně
nový panel
novém panelu
nová záložka
nové záložce
novou záložku
# The loanword "link" is left to the lists whose leading link word needs no follower: with the
# language unknown every list must agree, and "Link to pricing" must stay a finding.
[link-words]
odkaz
odkazu
odkazem
[link-noun-followers]
na
pro
k
ke
do
[link-verb-followers]
[link-determiners]
tento
tomto
tohoto
tímto
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
sdílený *
* ke sdílení
* pro sdílení
* k pozvání
* pozvánky
* ke stažení
* pro stažení
* pro přihlášení
přihlašovací *
* k obnovení
* pro obnovení hesla
ověřovací *
potvrzovací *
aktivační *
platební *
* k platbě
* na schůzku
veřejný *
soukromý *
přímý *
krátký *
zkrácený *
trvalý *
dočasný *
jednorázový *
jedinečný *
osobní *
zabezpečený *
symbolický *
univerzální *
partnerský *
doporučující *
kopírovat *
zkopírovat *
zkopírujte *
sdílet *
sdílejte *
odeslat *
poslat *
vytvořit *
vygenerovat *
upravit *
odstranit *
smazat *
vložit *
přidat *
získat *
zrušit *
pomocí *
přes *
náhled *
nastavení *
[file-types]
# Stems: an entry matches the start of a word, so "tabulk" is "tabulka" and "tabulku".
spreadsheet: tabulk, sešit
presentation: prezentac, snímk
archive: archiv, komprimovan, zabalen
installer: instalátor, instalační program, obraz disku
ebook: e-knih, elektronická kniha
audio: zvukový záznam, zvukový soubor, nahrávk, podcast, audio
video: video
[common-words]
že
jsou
jako
nebo
které
který
která
také
jsem
byl
bylo
podle
může
když
není
bude
této
jejich
pouze
aby
jsme
jste
však
ještě
již
při
mezi
tento

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klikněte
klikni
kliknout
kliknutím
klepněte
klepni
klepnout
klepnutím
stiskněte
stiskni
stisknout
dotkněte se
dotkni se
ťukněte
ťukni
[pointer-nouns]
# none known in this language
"""#
}
