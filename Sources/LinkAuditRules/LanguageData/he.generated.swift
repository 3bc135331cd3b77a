// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/he.txt`.
    static let he = #"""
# Hebrew. Written and reviewed for linkaudit.
# Hebrew attaches prepositions to the word ("למידע" is "for information"), so the attached forms
# are listed. Imperatives come in masculine, feminine and plural forms (לחץ, לחצי, לחצו).
[phrases]
כאן
לחץ כאן
לחצי כאן
לחצו כאן
הקש כאן
הקישי כאן
הקישו כאן
מידע נוסף
למידע נוסף
פרטים
פרטים נוספים
לפרטים
לפרטים נוספים
עוד
עוד פרטים
עוד מידע
קרא עוד
קראי עוד
קראו עוד
למד עוד
למדו עוד
הצג עוד
ראה עוד
ראו עוד
קישור
הקישור
הקישור הזה
קישור זה
הדף הזה
דף זה
המאמר הזה
מאמר זה
זה
זאת
[filler]
כאן
לחץ
לחצי
לחצו
הקש
הקישי
הקישו
מידע
למידע
נוסף
נוספים
פרטים
לפרטים
עוד
קרא
קראי
קראו
למד
למדו
הצג
ראה
ראו
על
הזה
זה
קישור
הקישור
דף
הדף
מאמר
המאמר
נא
אנא
[suffixes]
נפתח בכרטיסייה חדשה
נפתח בחלון חדש
בכרטיסייה חדשה
בחלון חדש
pdf
[new-window]
כרטיסייה חדשה
בכרטיסייה חדשה
לשונית חדשה
בלשונית חדשה
טאב חדש
בטאב חדש
חלון חדש
בחלון חדש
[link-words]
קישור
הקישור
לינק
הלינק
היפרקישור
[link-noun-followers]
# "קישור" is also the verbal noun of "to link" ("קישור חשבון בנק"): a leading link word is the
# noun only before a word that says where it goes.
אל
עבור
[link-verb-followers]
[link-determiners]
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* לשיתוף
* שיתוף
* הזמנה
* להזמנה
* להורדה
* הורדה
* התחברות
* להתחברות
* איפוס
* לאיפוס
* אימות
* לאימות
* אישור
* הפעלה
* תשלום
* לתשלום
* לפגישה
* פגישה
* ציבורי
* פרטי
* ישיר
* קצר
* מקוצר
* קבוע
* זמני
* חד פעמי
* אישי
* מאובטח
* הפניה
* שותפים
העתק *
העתיקו *
העתקת *
שתף *
שתפו *
שיתוף *
שלח *
שלחו *
שליחת *
צור *
יצירת *
ערוך *
עריכת *
מחק *
מחיקת *
הסר *
הסרת *
הוסף *
הוספת *
קבל *
קבלת *
באמצעות *
דרך *
תצוגה מקדימה של *
הגדרות *
[file-types]
spreadsheet: גיליון אלקטרוני, גיליון
presentation: מצגת
archive: ארכיון, קובץ דחוס, דחוס
installer: תוכנית התקנה, קובץ התקנה, מתקין
ebook: ספר אלקטרוני
audio: הקלטה, קובץ שמע, פודקאסט, אודיו
video: וידאו, סרטון
[common-words]
של
את
על
הוא
היא
זה
לא
עם
גם
כי
אם
או
אבל
כל
יש
אין
מה
כמו
אני
אתה
אנחנו
הם
היה
רק
כבר
אחרי
לפני
בין
זו
אלה

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
לחצו
לחצי
לחץ כאן
לחץ על
ללחוץ
הקישו
הקישי
הקש כאן
הקש על
הקליקו
הקליקי
הקלק כאן
הקלק על
געו
גע כאן
[pointer-nouns]
# none known in this language
"""#
}
