// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

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
to
ten
ta
tę
# A page named only by its kind: "article", "this article" (issue 24).
artykuł
ten artykuł
artykule
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
[new-window]
nowa karta
nowej karcie
nową kartę
nowe okno
nowym oknie
nowa zakładka
nowej zakładce
nową zakładkę
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
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* do udostępniania
* udostępniania
udostępniony *
* z zaproszeniem
* zapraszający
* do zaproszenia
* zaproszenia
* do pobrania
* pobierania
magiczny *
* polecający
* afiliacyjny
* partnerski
* do logowania
* logowania
* do resetowania
* resetujący
* potwierdzający
* weryfikacyjny
* aktywacyjny
* do płatności
* płatności
* do spotkania
publiczny *
prywatny *
bezpośredni *
krótki *
skrócony *
stały *
tymczasowy *
jednorazowy *
unikalny *
osobisty *
bezpieczny *
symboliczny *
uniwersalny *
kopiuj *
skopiuj *
udostępnij *
wyślij *
prześlij *
utwórz *
wygeneruj *
generuj *
edytuj *
usuń *
wstaw *
uzyskaj *
cofnij *
unieważnij *
dodaj *
przez *
za pomocą *
kto ma *
podgląd *
ustawienia *
weryfikacja *
[file-types]
# Stems: an entry matches the start of a word, so "prezentacj" is "prezentacja" and "prezentacji".
spreadsheet: arkusz kalkulacyjny, arkusz, skoroszyt
presentation: prezentacj, slajd
archive: archiw, skompresowan, spakowan
installer: instalator, obraz dysku
ebook: e-book, ebook, e-książk
audio: audio, nagrani, podcast, plik dźwiękowy
video: wideo, film wideo
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

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
kliknij
kliknijcie
kliknąć
klikając
klikaj
naciśnij
naciśnijcie
nacisnąć
naciskając
dotknij
dotknijcie
dotknąć
stuknij
stuknąć
wciśnij
przytrzymaj
[pointer-nouns]
# none known in this language
"""#
}
