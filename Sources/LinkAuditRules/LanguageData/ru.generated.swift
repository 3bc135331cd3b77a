// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/ru.txt`.
    static let ru = #"""
# Russian. Written and reviewed for linkaudit.
# Russian inflects: "link" and "page" appear in several cases ("по ссылке", "эту страницу");
# ё is often written е, so both spellings are listed.
[phrases]
здесь
тут
сюда
нажмите здесь
нажмите сюда
нажмите тут
кликните здесь
кликните сюда
щёлкните здесь
щелкните здесь
коснитесь здесь
подробнее
узнать больше
узнайте больше
читать далее
читать дальше
читать больше
читать полностью
далее
больше
ещё
еще
показать ещё
показать еще
подробности
детали
подробная информация
дополнительная информация
ссылка
эта ссылка
по ссылке
перейти по ссылке
эта страница
эту страницу
перейти
этот
это
эта
эту
# A page named only by its kind: "article", "this article" (issue 24).
статья
статью
эта статья
эту статью
этой статье
[filler]
здесь
тут
сюда
нажмите
нажми
кликните
кликни
щёлкните
щелкните
коснитесь
перейдите
перейти
подробнее
подробности
подробная
дополнительная
узнать
узнайте
больше
ещё
еще
показать
читать
далее
дальше
полностью
информация
информацию
информации
детали
по
на
для
о
об
чтобы
эта
этой
эту
этот
этого
ссылка
ссылку
ссылке
страница
страницу
странице
пожалуйста
[suffixes]
откроется в новой вкладке
открывается в новой вкладке
в новой вкладке
новая вкладка
новое окно
pdf
[new-window]
новая вкладка
новой вкладке
новую вкладку
новое окно
новом окне
отдельной вкладке
отдельном окне
[link-words]
ссылка
ссылку
ссылке
ссылкой
гиперссылка
гиперссылку
[link-noun-followers]
[link-verb-followers]
[link-determiners]
эта
эту
этой
этот
по
данная
данной
данную
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* для приглашения
* приглашение
пригласительная *
пригласительную *
пригласительной *
* для общего доступа
* для совместного доступа
общедоступная *
общедоступную *
* для скачивания
* для загрузки
* на скачивание
волшебная *
волшебную *
магическая *
магическую *
реферальная *
реферальную *
реферальной *
партнёрская *
партнерская *
партнёрскую *
партнерскую *
* для входа
* для сброса
* для подтверждения
* подтверждения
* для активации
* активации
* на оплату
* для оплаты
* на встречу
публичная *
публичную *
прямая *
прямую *
короткая *
короткую *
сокращённая *
сокращенная *
постоянная *
постоянную *
временная *
временную *
одноразовая *
одноразовую *
уникальная *
уникальную *
персональная *
персональную *
личная *
защищённая *
защищенная *
символическая *
символическую *
универсальная *
скопировать *
копировать *
поделиться *
отправить *
переслать *
создать *
сгенерировать *
изменить *
редактировать *
удалить *
вставить *
получить *
отозвать *
добавить *
# Access by means of a link ("Доступ по ссылке": determiners may stand between)
доступ *
войти *
вход *
у кого есть *
[file-types]
# Stems: an entry matches the start of a word, so "таблиц" is "таблица" and "таблицу".
spreadsheet: таблиц, электронная таблица
presentation: презентаци, слайд
archive: архив, сжат, запакован
installer: установщик, установочный файл, программа установки, образ диска
ebook: электронная книга, электронную книгу
audio: аудио, подкаст, звукозапис
video: видео
[common-words]
и
в
не
на
что
с
по
это
как
к
из
для
но
а
о
от
за
то
же
так
все
его
ее
её
они
мы
вы
он
она
был
была
было
быть
или
если
уже
только
есть
также
может
при
этот
эти
чтобы
когда
где
нет
который
можно

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
нажмите
нажми
нажать
нажав
кликните
кликни
кликнуть
кликнув
щелкните
щёлкните
щелкни
щёлкни
щелкнуть
щёлкнуть
коснитесь
коснись
коснуться
тапните
тапни
тапнуть
[pointer-nouns]
# none known in this language
"""#
}
