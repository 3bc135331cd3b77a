// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
// (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
//   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
// and rebuild. A plain `swift test` fails while these files are stale.

extension LanguageListText {
    /// `Languages/pl.txt`.
    static let pl = #"""
# Polish. Written and reviewed for linkaudit.
# Polish inflects: "link" and "page" appear in several cases ("w linku", "tę stronę").
[phrases]
tutaj
kliknij tutaj
kliknij tu
naciśnij tutaj
dotknij tutaj
stuknij tutaj
więcej
dowiedz się więcej
czytaj więcej
czytaj dalej
przeczytaj więcej
zobacz więcej
pokaż więcej
więcej informacji
więcej szczegółów
szczegóły
ten link
link
ta strona
tę stronę
dalej
[filler]
tutaj
tu
kliknij
kliknąć
naciśnij
dotknij
stuknij
przejdź
przejść
więcej
dowiedz
dowiedzieć
się
czytaj
przeczytaj
przeczytać
dalej
zobacz
zobaczyć
pokaż
szczegóły
szczegółów
informacje
informacji
aby
by
w
na
o
do
ten
ta
tę
tego
tym
link
linku
linkiem
strona
stronę
stronie
proszę
teraz
[suffixes]
otwiera się w nowej karcie
otwiera w nowej karcie
nowa karta
nowe okno
pdf
[link-words]
link
linku
linkiem
łącze
łącza
łączem
odnośnik
odnośnika
odnośnikiem
hiperłącze
[link-noun-followers]
[link-verb-followers]
[link-determiners]
ten
tego
tym
w
pod
ten
[common-words]
i
w
z
na
się
nie
do
to
że
jest
o
a
od
po
jak
ale
co
tak
za
przez
dla
czy
są
jego
jej
ich
tym
tego
być
może
który
która
które
lub
oraz
tylko
już
jeśli
gdy
bardzo
także
też
można
ze
we
sobie
"""#
}
