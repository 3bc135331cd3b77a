// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
// (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
//   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
// and rebuild. A plain `swift test` fails while these files are stale.

extension LanguageListText {
    /// `Languages/ja.txt`.
    static let ja = #"""
# Japanese. Written and reviewed for linkaudit.
# Japanese has no spaces: a name is generic when it can be cut entirely into [phrases] and [filler].
[phrases]
こちら
ここ
こっち
これ
ここをクリック
こちらをクリック
こちらをタップ
ここをタップ
詳細
詳しく
詳しくはこちら
詳細はこちら
もっと見る
続きを読む
続き
さらに表示
もっと読む
詳細を見る
リンク
このリンク
このページ
[filler]
こちら
ここ
こっち
これ
この
を
は
に
から
で
へ
クリック
タップ
押す
押して
ください
して
する
詳細
詳しく
もっと
さらに
見る
読む
表示
続き
情報
ページ
リンク
[suffixes]
新しいタブで開く
新しいウィンドウで開く
pdf
[link-words]
リンク
[link-noun-followers]
[link-verb-followers]
する
して
します
[link-determiners]
[common-words]
の
に
は
を
が
で
と
も
から
この
その
こと
する
ある
いる
ない
です
ます
ため
よう
など
まで
より
について
として
"""#
}
