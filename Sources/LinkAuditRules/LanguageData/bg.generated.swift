// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/bg.txt`.
    static let bg = #"""
# Bulgarian. Written and reviewed for linkaudit.
# "връзка" is also a connection ("интернет връзка"): as a whole name it is generic ("Връзка"),
# but it is not a link word; "линк" and "хипервръзка" are.
[phrases]
тук
натиснете тук
натисни тук
щракнете тук
щракни тук
кликнете тук
кликни тук
докоснете тук
научете повече
научи повече
повече
повече информация
още
още информация
подробности
повече подробности
вижте подробности
прочетете повече
прочети повече
прочетете още
виж повече
вижте повече
виж още
вижте още
линк
този линк
връзка
тази връзка
тази страница
тази статия
това
този
тази
[filler]
тук
натиснете
натисни
щракнете
щракни
кликнете
кликни
докоснете
докосни
научете
научи
повече
още
информация
подробности
вижте
виж
прочетете
прочети
за
този
тази
това
линк
връзка
връзката
страница
страницата
статия
статията
моля
[suffixes]
отваря се в нов раздел
отваря се в нов прозорец
в нов раздел
в нов прозорец
нов раздел
нов прозорец
pdf
[new-window]
нов раздел
нов прозорец
нов подпрозорец
нов таб
отделен прозорец
[link-words]
линк
линка
линкът
хипервръзка
хипервръзката
[link-noun-followers]
към
за
до
[link-verb-followers]
[link-determiners]
този
тази
това
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* за споделяне
споделен *
* за покана
* за изтегляне
* за вход
* за влизане
* за нулиране
* за потвърждение
* за проверка
* за активиране
* за плащане
* за среща
публичен *
частен *
директен *
кратък *
съкратен *
постоянен *
временен *
еднократен *
уникален *
личен *
защитен *
символен *
универсален *
партньорски *
реферален *
копирай *
копирайте *
копиране на *
сподели *
споделете *
споделяне на *
изпрати *
изпратете *
създай *
създайте *
генерирай *
редактирай *
изтрий *
премахни *
добави *
вмъкни *
постави *
получи *
вземи *
отмени *
чрез *
визуализация на *
преглед на *
настройки на *
[file-types]
spreadsheet: електронна таблица, таблиц
presentation: презентаци, слайд
archive: архив, компресиран
installer: инсталатор, инсталационна програма, образ на диск
ebook: електронна книга, е-книга
audio: аудио, аудиозапис, подкаст
video: видео
[common-words]
това
които
който
която
ще
са
към
тази
този
също
след
има
се
е
със
във
ако
когато
защото
трябва
само
всички
тях
тук
като
си
нашия
вашия

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
натиснете
натисни
натискане на
кликнете
кликни
щракнете
щракни
докоснете
докосни
[pointer-nouns]
# none known in this language
"""#
}
