// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/th.txt`.
    static let th = #"""
# Thai. Written and reviewed for linkaudit.
# Thai has no spaces between words: a name is generic when it can be cut entirely into [phrases]
# and [filler]. Short words that form other words with their neighbours (ที่ in หน้าที่ "duty",
# หน้า, ต่อ, ได้) are left out of [filler]; the phrases that need them are listed whole.
# Both spellings of the loanword "link" (ลิงก์, ลิงค์) are in use.
[phrases]
ที่นี่
คลิกที่นี่
แตะที่นี่
กดที่นี่
คลิก
คลิกเลย
ดูเพิ่มเติม
อ่านเพิ่มเติม
เพิ่มเติม
เรียนรู้เพิ่มเติม
ข้อมูลเพิ่มเติม
รายละเอียด
ดูรายละเอียด
รายละเอียดเพิ่มเติม
อ่านต่อ
ดูต่อ
ลิงก์
ลิงค์
ลิงก์นี้
ลิงค์นี้
หน้านี้
บทความนี้
นี่
อันนี้
# A page named only by its kind: "article", "this article" (issue 24).
บทความ
[filler]
ที่นี่
คลิก
แตะ
กด
ดู
อ่าน
เพิ่มเติม
เรียนรู้
ข้อมูล
รายละเอียด
ลิงก์
ลิงค์
นี้
เพื่อ
โปรด
กรุณา
[suffixes]
เปิดในแท็บใหม่
เปิดในหน้าต่างใหม่
แท็บใหม่
หน้าต่างใหม่
pdf
[new-window]
แท็บใหม่
แทบใหม่
หน้าต่างใหม่
[link-words]
ลิงก์
ลิงค์
ไฮเปอร์ลิงก์
[link-noun-followers]
[link-verb-followers]
[link-determiners]
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
*แชร์
*สำหรับแชร์
*เชิญ
*คำเชิญ
*ดาวน์โหลด
*เข้าสู่ระบบ
*รีเซ็ต
*ยืนยัน
*เปิดใช้งาน
*ชำระเงิน
*ประชุม
*การประชุม
*สาธารณะ
*ส่วนตัว
*โดยตรง
*แบบสั้น
*ย่อ
*ถาวร
*ชั่วคราว
*แนะนำ
*พันธมิตร
คัดลอก*
แชร์*
ส่ง*
สร้าง*
แก้ไข*
ลบ*
เพิ่ม*
รับ*
แทรก*
วาง*
เพิกถอน*
ผ่าน*
ตัวอย่าง*
การตั้งค่า*
[file-types]
spreadsheet: สเปรดชีต, ตารางคำนวณ
presentation: งานนำเสนอ, สไลด์
archive: ไฟล์บีบอัด, บีบอัด
installer: ตัวติดตั้ง, โปรแกรมติดตั้ง
ebook: อีบุ๊ก, หนังสืออิเล็กทรอนิกส์
audio: ไฟล์เสียง, พอดแคสต์, เสียงบันทึก
video: วิดีโอ
[common-words]
ที่
และ
ของ
ใน
เป็น
มี
ได้
การ
ไม่
จะ
ให้
กับ
นี้
ว่า
แต่
หรือ
จาก
โดย
เพื่อ
ความ
คุณ
เรา
ถ้า
เมื่อ
แล้ว
ก็
อยู่
ไป
มา
ทุก

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
คลิก
แตะที่
แตะเพื่อ
แตะค้าง
กดที่
กดเพื่อ
กดปุ่ม
กดค้าง
[pointer-nouns]
# none known in this language
"""#
}
