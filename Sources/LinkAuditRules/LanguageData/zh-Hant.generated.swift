// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/zh-Hant.txt`.
    static let zhHant = #"""
# Traditional Chinese. Written and reviewed for linkaudit.
# Chinese has no spaces: a name is generic when it can be cut entirely into [phrases] and [filler].
# 裡 and 裏 are both used for "here" (這裡, 這裏); 了解 and 瞭解 both for "learn about".
[phrases]
這裡
這裏
此處
這兒
點擊這裡
點擊這裏
點擊此處
按一下這裡
按這裡
點這裡
點此
了解更多
瞭解更多
了解詳情
瞭解詳情
更多
更多資訊
更多詳情
詳情
詳細資訊
查看詳情
查看更多
閱讀更多
閱讀全文
繼續閱讀
連結
此連結
這個連結
本頁
此頁面
這個頁面
深入了解
深入瞭解
進一步了解
進一步瞭解
了解更多資訊
瞭解更多資訊
這個
這
# A page named only by its kind: "article", "this article" (issue 24).
文章
這篇文章
本文
[filler]
這裡
這裏
此處
這兒
點擊
點選
按一下
按
點
輕點
請
了解
瞭解
更多
詳情
詳細
資訊
查看
閱讀
全文
繼續
連結
此
這個
該
本頁
頁面
以
取得
深入
進一步
[suffixes]
在新分頁中開啟
在新視窗中開啟
新分頁
新視窗
pdf
[new-window]
新分頁
新視窗
新標籤頁
新索引標籤
新窗口
[link-words]
連結
超連結
鏈接
[link-noun-followers]
[link-verb-followers]
[link-determiners]
此
這個
該
這條
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
分享*
共享*
邀請*
下載*
魔法*
推薦*
登入*
重設*
確認*
驗證*
啟用*
付款*
會議*
公開*
私人*
短*
永久*
臨時*
一次性*
專屬*
符號*
通用*
深層*
複製*
傳送*
發送*
建立*
產生*
編輯*
刪除*
移除*
插入*
取得*
撤銷*
新增*
透過*
*預覽
*設定
*驗證
*檢查
[file-types]
spreadsheet: 試算表, 電子表格
presentation: 簡報, 投影片
archive: 壓縮檔, 封存檔
installer: 安裝程式, 安裝檔, 磁碟映像
ebook: 電子書
audio: 音訊, 錄音, 音檔
video: 影片, 視訊
[common-words]
的
是
在
了
和
有
我
這
個
們
不
為
中
上
也
就
可以
以
到
說
要
會
對
與
及
或
但
如果
因為
所以
沒有
時
後
從
被
將
讓
該
使用

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
點擊
單擊
雙擊
輕點
輕觸
點按
按下
觸摸
長按
[pointer-nouns]
點擊率
點擊量
點擊數
"""#
}
