// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
// (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
//   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
// and rebuild. A plain `swift test` fails while these files are stale.

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
"""#
}
