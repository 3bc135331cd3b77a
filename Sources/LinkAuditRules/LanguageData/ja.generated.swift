// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

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
この
# A page named only by its kind: "article", "this article" (issue 24).
記事
この記事
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
[new-window]
新しいタブ
新しいウィンドウ
新しいウインドウ
新規タブ
新規ウィンドウ
別タブ
別ウィンドウ
別窓

[new-window-notice]
新しいタブで開きます
[link-words]
リンク
[link-noun-followers]
[link-verb-followers]
する
して
します
[link-determiners]
この
その
こちらの
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
共有*
シェア*
招待*
ダウンロード*
マジック*
紹介*
アフィリエイト*
ログイン*
サインイン*
リセット*
確認*
認証*
有効化*
支払い*
決済*
会議*
ミーティング*
公開*
非公開*
プライベート*
ダイレクト*
直接*
短縮*
パーマ*
固定*
一時*
ワンタイム*
専用*
シンボリック*
ユニバーサル*
ディープ*
*をコピー
*のコピー
*コピー
*を共有
*をシェア
*を送信
*を送る
*を作成
*を生成
*を編集
*を削除
*を挿入
*を取得
*を無効
*を追加
*で共有
*で招待
*でログイン
*で参加
*プレビュー
*の設定
*設定
*の確認
*の検証
[file-types]
spreadsheet: スプレッドシート, 表計算, ワークシート
presentation: プレゼンテーション, プレゼン資料, スライド
archive: 圧縮ファイル, 圧縮, アーカイブ
installer: インストーラ, ディスクイメージ
ebook: 電子書籍
audio: 音声ファイル, 音声, ポッドキャスト, 録音
video: 動画, ビデオ
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

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
クリック
タップ
押して
押す
押下
タッチして
タッチする
長押し
[pointer-nouns]
ワンクリック
クリック数
クリック率
タップ数
"""#
}
