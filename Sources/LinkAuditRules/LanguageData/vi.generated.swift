// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/vi.txt`.
    static let vi = #"""
# Vietnamese. Written and reviewed for linkaudit.
# Vietnamese writes a space between syllables, so [filler] holds syllables of generic words only
# where no descriptive word is made of them ("tin", "trang", "bài" are left out). The noun for
# "link" is two syllables ("liên kết", also the verb "to link"); [link-words] matches one word,
# so only the loanword "link" is listed.
[phrases]
đây
tại đây
ở đây
nhấn vào đây
nhấn đây
bấm vào đây
bấm đây
nhấp vào đây
chạm vào đây
click vào đây
xem thêm
đọc thêm
tìm hiểu thêm
tìm hiểu thêm tại đây
xem tiếp
đọc tiếp
chi tiết
xem chi tiết
thông tin thêm
thêm thông tin
thông tin chi tiết
xem thông tin chi tiết
liên kết
liên kết này
link
link này
trang này
bài viết này
cái này
này
# A page named only by its kind: "article", "this article" (issue 24).
bài viết
[filler]
tại
ở
đây
nhấn
bấm
nhấp
chạm
click
vào
xem
đọc
tìm
hiểu
thêm
tiếp
chi
tiết
để
này
vui
lòng
[suffixes]
mở trong thẻ mới
mở trong tab mới
mở trong cửa sổ mới
thẻ mới
tab mới
cửa sổ mới
pdf
[new-window]
thẻ mới
tab mới
cửa sổ mới
[link-words]
link
[link-noun-followers]
# Empty: a leading "link" is the noun (the verb is "liên kết"), as in the English and
# Hungarian lists, so unknown-language names agree.
[link-verb-followers]
[link-determiners]
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* chia sẻ
* mời
* tải xuống
* tải về
* đăng nhập
* đặt lại
* xác minh
* xác nhận
* kích hoạt
* thanh toán
* cuộc họp
* công khai
* riêng tư
* trực tiếp
* rút gọn
* ngắn
* cố định
* tạm thời
* dùng một lần
* giới thiệu
* tiếp thị
sao chép *
chép *
chia sẻ *
gửi *
tạo *
chỉnh sửa *
sửa *
xóa *
gỡ *
thêm *
lấy *
nhận *
chèn *
dán *
thu hồi *
qua *
bằng *
xem trước *
cài đặt *
[file-types]
spreadsheet: bảng tính
presentation: bản trình bày, trình chiếu
archive: tệp nén, tập tin nén, lưu trữ
installer: trình cài đặt, tệp cài đặt, ảnh đĩa
ebook: sách điện tử
audio: âm thanh, bản ghi âm, podcast
video: video
[common-words]
và
của
là
có
trong
không
cho
các
những
được
với
này
một
để
đã
người
khi
từ
cũng
như
đến
về
thì
bạn
sẽ
nhưng
hoặc
nếu
vào
theo
nhiều
chúng

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
nhấp vào
nhấp để
nhấp chuột
nhấn vào
nhấn để
nhấn giữ
bấm vào
bấm để
chạm vào
chạm để
chạm và giữ
click vào
[pointer-nouns]
# none known in this language
"""#
}
