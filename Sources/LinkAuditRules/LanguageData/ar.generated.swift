// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
// (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
//   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
// and rebuild. A plain `swift test` fails while these files are stale.

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
[suffixes]
يفتح في علامة تبويب جديدة
علامة تبويب جديدة
نافذة جديدة
pdf
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
"""#
}
