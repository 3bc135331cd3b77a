// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/uk.txt`.
    static let uk = #"""
# Ukrainian. Written and reviewed for linkaudit.
# "Посилання" is both singular and plural; "за посиланням" is "via the link".
[phrases]
тут
сюди
ось тут
натисніть тут
натисніть сюди
клацніть тут
клацніть сюди
торкніться тут
детальніше
докладніше
дізнатися більше
дізнайтеся більше
читати далі
читати більше
читати повністю
більше
ще
показати ще
показати більше
далі
деталі
подробиці
докладна інформація
додаткова інформація
посилання
це посилання
за посиланням
перейти за посиланням
ця сторінка
цю сторінку
перейти
це
цей
ця
цю
# A page named only by its kind: "article", "this article" (issue 24).
стаття
статтю
ця стаття
цю статтю
[filler]
тут
сюди
ось
натисніть
натисни
клацніть
клацни
торкніться
перейдіть
перейти
детальніше
докладніше
докладна
додаткова
дізнатися
дізнайтеся
більше
ще
показати
читати
далі
повністю
інформація
інформацію
інформації
деталі
подробиці
за
на
для
про
щоб
це
ця
цю
цей
цього
посилання
посиланням
сторінка
сторінку
сторінці
будь
ласка
[suffixes]
відкриється в новій вкладці
відкривається в новій вкладці
у новій вкладці
в новій вкладці
нова вкладка
нове вікно
pdf
[new-window]
нова вкладка
новій вкладці
нову вкладку
нове вікно
новому вікні
окремій вкладці
окремому вікні
[link-words]
посилання
посиланням
посиланні
гіперпосилання
[link-noun-followers]
[link-verb-followers]
[link-determiners]
це
цим
цьому
за
дане
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* для запрошення
* запрошення
запрошувальне *
* для спільного доступу
спільне *
* для завантаження
магічне *
реферальне *
партнерське *
* для входу
* для скидання
* для підтвердження
* підтвердження
* для активації
* активації
* для оплати
* на оплату
* на зустріч
публічне *
пряме *
коротке *
скорочене *
постійне *
тимчасове *
одноразове *
унікальне *
персональне *
особисте *
захищене *
символічне *
універсальне *
скопіювати *
копіювати *
поділитися *
надіслати *
переслати *
створити *
згенерувати *
змінити *
редагувати *
видалити *
вставити *
отримати *
відкликати *
додати *
# Access by means of a link ("Доступ за посиланням": determiners may stand between)
доступ *
увійти *
вхід *
у кого є *
попередній перегляд *
перегляд *
налаштування *
перевірка *
[file-types]
# Stems: an entry matches the start of a word, so "таблиц" is "таблиця" and "таблицю".
spreadsheet: таблиц, електронна таблиця
presentation: презентаці, слайд
archive: архів, стиснут
installer: інсталятор, програма встановлення, образ диска
ebook: електронна книга, електронну книгу
audio: аудіо, подкаст, звукозапис
video: відео
[common-words]
і
й
в
у
не
на
що
з
із
до
це
як
для
але
а
про
від
за
та
так
все
його
її
вони
ми
ви
він
вона
був
була
було
бути
або
якщо
вже
тільки
лише
є
також
може
при
цей
ця
ці
щоб
коли
де
немає
який
яка
можна

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
натисніть
натисни
натиснути
натиснувши
клацніть
клацни
клацнути
клікніть
клікни
клікнути
торкніться
торкнись
торкнутися
тапніть
тапни
[pointer-nouns]
# none known in this language
"""#
}
