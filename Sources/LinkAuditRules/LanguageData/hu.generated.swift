// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/hu.txt`.
    static let hu = #"""
# Hungarian. Written and reviewed for linkaudit.
# "ide" (here, to) is not a phrase on its own: a link named "IDE" is the tool. "Tovább" alone is
# mostly "Continue" in a flow; only the reading phrases are listed. "hivatkozás" alone is also a
# citation, so only its forms that a sentence clicks or copies are link words.
[phrases]
itt
kattintson ide
kattints ide
kattintson itt
koppintson ide
koppints ide
bővebben
bővebben itt
olvass tovább
olvasson tovább
tovább olvasom
több
még több
több információ
további információ
további információk
részletek
további részletek
részletek megtekintése
tudjon meg többet
tudj meg többet
tudjon meg többet itt
link
ez a link
hivatkozás
ez a hivatkozás
ez az oldal
ez a cikk
bővebben erről
ez
ezt
ezen
# A page named only by its kind: "article", "this article" (issue 24).
a cikk
[filler]
itt
ide
kattintson
kattints
kattintva
koppintson
koppints
bővebben
tovább
olvass
olvasson
olvasom
további
több
többet
még
információ
információk
információért
részletek
részletekért
megtekintése
megtekintés
tudjon
tudj
meg
ez
az
a
ezt
erre
link
linkre
hivatkozás
hivatkozásra
oldal
oldalt
cikk
kérjük
erről
[suffixes]
új lapon nyílik meg
új lapon nyílik
új ablakban nyílik meg
új ablakban nyílik
új lapon
új ablakban
új lap
új ablak
pdf
[new-window]
új lap
új lapon
új lapra
új fül
új fülön
új fülre
új ablak
új ablakban
új ablakba
új böngészőlap
új böngészőlapon
[link-words]
link
linket
linkre
linkje
hivatkozást
hivatkozásra
[link-noun-followers]
[link-verb-followers]
[link-determiners]
ez
ezt
erre
ezen
ezzel
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
megosztási *
megosztó *
megosztott *
meghívó *
meghívási *
letöltési *
letöltő *
bejelentkezési *
visszaállítási *
ellenőrző *
megerősítő *
aktiváló *
aktiválási *
fizetési *
értekezlet *
értekezleti *
nyilvános *
privát *
közvetlen *
rövid *
rövidített *
állandó *
ideiglenes *
egyszer használatos *
egyedi *
személyes *
biztonságos *
szimbolikus *
univerzális *
ajánló *
partner *
másolja a *
másold a *
küldje el a *
küldd el a *
* másolása
* megosztása
* küldése
* létrehozása
* generálása
* szerkesztése
* törlése
* eltávolítása
* beszúrása
* hozzáadása
* visszavonása
* előnézet
* előnézete
* beállításai
[file-types]
spreadsheet: táblázat, munkafüzet
presentation: prezentáció, bemutató
archive: archívum, tömörített
installer: telepítő, lemezkép
ebook: e-könyv
audio: hangfájl, hangfelvétel, podcast, audio
video: videó, video
[common-words]
az
és
hogy
nem
egy
volt
csak
már
mint
még
vagy
ami
amely
azt
ezt
lesz
kell
lehet
minden
után
között
szerint
nagyon
ezért
pedig
valamint

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
kattintson
kattints
kattintva
kattintsanak
koppintson
koppints
koppintva
nyomja meg
nyomd meg
érintse meg
érintsd meg
klikkeljen
klikkelj
[pointer-nouns]
# none known in this language
"""#
}
