// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/ar.txt`.
    static let ar = #"""
# Arabic. Written and reviewed for linkaudit.
# Hamza is often dropped in writing (اقرأ / اقرا), so both spellings are listed.
[phrases]
هنا
اضغط هنا
انقر هنا
اضغطي هنا
انقري هنا
المس هنا
المزيد
اقرأ المزيد
اقرا المزيد
اعرف المزيد
تعرف على المزيد
لمعرفة المزيد
مزيد من المعلومات
لمزيد من المعلومات
المزيد من المعلومات
التفاصيل
تفاصيل
عرض التفاصيل
عرض المزيد
هذا الرابط
الرابط
رابط
هذه الصفحة
معرفة المزيد
اكتشف المزيد
للمزيد
اعرف أكثر
هذا
هذه
# A page named only by its kind: "article", "this article" (issue 24).
مقالة
المقالة
هذه المقالة
مقال
المقال
هذا المقال
[filler]
هنا
اضغط
انقر
اضغطي
انقري
المس
المزيد
مزيد
لمزيد
لمعرفة
من
اقرأ
اقرا
اعرف
تعرف
على
عرض
التفاصيل
تفاصيل
المعلومات
معلومات
هذا
هذه
الرابط
رابط
الصفحة
صفحة
معرفة
اكتشف
للمزيد
أكثر
[suffixes]
يفتح في علامة تبويب جديدة
علامة تبويب جديدة
نافذة جديدة
pdf
[new-window]
علامة تبويب جديدة
تبويب جديد
نافذة جديدة
نافذة منبثقة
صفحة تبويب جديدة
[link-words]
رابط
الرابط
رابطا
وصلة
الوصلة
[link-noun-followers]
[link-verb-followers]
[link-determiners]
هذا
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* المشاركة
* مشاركة
* الدعوة
* دعوة
* التنزيل
* تنزيل
* التحميل
* تحميل
* سحري
* السحري
* الإحالة
* إحالة
* التسويق بالعمولة
* تسجيل الدخول
* الدخول
* إعادة التعيين
* إعادة تعيين
* التأكيد
* تأكيد
* التحقق
* تحقق
* التفعيل
* تفعيل
* الدفع
* دفع
* الاجتماع
* اجتماع
* عام
* العام
* خاص
* الخاص
* مباشر
* المباشر
* قصير
* مختصر
* دائم
* الدائم
* مؤقت
* المؤقت
* فريد
* شخصي
* آمن
* رمزي
* الرمزي
* عالمي
نسخ *
انسخ *
مشاركة *
شارك *
إرسال *
أرسل *
إنشاء *
أنشئ *
توليد *
تعديل *
حذف *
إزالة *
إدراج *
الحصول على *
احصل على *
إضافة *
أضف *
إلغاء *
عبر *
معاينة *
إعدادات *
التحقق من *
[file-types]
spreadsheet: جدول بيانات, ورقة عمل
presentation: عرض تقديمي, شرائح
archive: أرشيف, ملف مضغوط, مضغوط
installer: برنامج التثبيت, ملف التثبيت, مثبت, صورة قرص
ebook: كتاب إلكتروني
audio: ملف صوتي, تسجيل صوتي, بودكاست
video: فيديو
[common-words]
في
من
على
إلى
الى
عن
مع
هذا
هذه
التي
الذي
أن
ان
إن
لا
ما
هو
هي
كان
كانت
أو
او
و
ثم
قد
لم
لن
كل
بعد
قبل
عند
حتى
بين
ذلك
تلك
هناك
يمكن
أي
كما
لكن
غير
نحن
أنت
هل

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
انقر
انقري
انقروا
بالنقر
اضغط
اضغطي
اضغطوا
بالضغط
المس
المسي
اضغط مع الاستمرار
[pointer-nouns]
# none known in this language
"""#
}
