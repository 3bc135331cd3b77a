// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/zh-Hans.txt`.
    static let zhHans = #"""
# Simplified Chinese. Written and reviewed for linkaudit.
# Chinese has no spaces: a name is generic when it can be cut entirely into [phrases] and [filler].
[phrases]
这里
此处
这儿
点击这里
点击此处
单击这里
单击此处
点这里
点此
轻点这里
了解更多
了解详情
更多
更多信息
更多详情
详情
详细信息
查看详情
查看更多
阅读更多
阅读全文
继续阅读
链接
此链接
这个链接
本页
此页面
这个页面
深入了解
进一步了解
了解更多信息
这个
这
# A page named only by its kind: "article", "this article" (issue 24).
文章
这篇文章
本文
[filler]
这里
此处
这儿
点击
单击
轻点
点按
点
请
了解
更多
详情
详细
信息
查看
阅读
全文
继续
链接
此
这个
该
本页
页面
以
获取
深入
进一步
[suffixes]
在新标签页中打开
在新窗口中打开
新标签页
新窗口
pdf
[new-window]
新标签页
新标签
新窗口
新视窗

[new-window-notice]
在新标签页中打开
[link-words]
链接
超链接
[link-noun-followers]
[link-verb-followers]
[link-determiners]
此
这个
该
这条
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
分享*
共享*
邀请*
下载*
魔法*
推荐*
推广*
登录*
重置*
确认*
验证*
激活*
付款*
支付*
会议*
公开*
私密*
短*
永久*
临时*
一次性*
专属*
符号*
软*
通用*
深度*
复制*
发送*
创建*
生成*
编辑*
删除*
移除*
插入*
获取*
撤销*
添加*
通过*
*预览
*设置
*验证
*检查
[file-types]
spreadsheet: 电子表格, 表格
presentation: 演示文稿, 幻灯片
archive: 压缩包, 压缩文件, 归档
installer: 安装程序, 安装包, 磁盘映像
ebook: 电子书
audio: 音频, 录音, 播客
video: 视频
[common-words]
的
是
在
了
和
有
我
这
个
们
不
为
中
上
也
就
可以
以
到
说
要
会
对
与
及
或
但
如果
因为
所以
没有
时
后
从
被
将
让
该
使用

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
点击
单击
双击
轻点
轻触
点按
按下
触摸
长按
[pointer-nouns]
点击率
点击量
点击数
"""#
}
