// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/hi.txt`.
    static let hi = #"""
# Hindi. Written and reviewed for linkaudit.
# यहाँ and यहां (chandrabindu or anusvara), ज़्यादा and ज्यादा (with or without nukta) are both
# written; both are listed.
[phrases]
यहाँ
यहां
यहाँ क्लिक करें
यहां क्लिक करें
यहाँ टैप करें
यहां टैप करें
क्लिक करें
और जानें
अधिक जानें
और पढ़ें
आगे पढ़ें
और देखें
अधिक देखें
अधिक जानकारी
और जानकारी
ज़्यादा जानकारी
ज्यादा जानकारी
विवरण
विवरण देखें
अधिक विवरण
लिंक
यह लिंक
इस लिंक
यह पेज
इस पेज
यह पृष्ठ
यह लेख
यह
इसे
[filler]
यहाँ
यहां
क्लिक
टैप
करें
कीजिए
और
अधिक
ज़्यादा
ज्यादा
जानें
जानिए
पढ़ें
देखें
आगे
जानकारी
विवरण
के
लिए
पर
यह
इस
लिंक
पेज
पृष्ठ
लेख
कृपया
[suffixes]
नए टैब में खुलता है
नए टैब में खुलेगा
नई विंडो में खुलता है
नए टैब में
नई विंडो में
नया टैब
नई विंडो
pdf
[new-window]
नया टैब
नए टैब
नये टैब
नई टैब
नई विंडो
नयी विंडो
नई खिड़की
[link-words]
लिंक
हाइपरलिंक
[link-noun-followers]
[link-verb-followers]
# "लिंक करें" is the verb "to link".
करें
करना
करने
करके
किया
कीजिए
[link-determiners]
यह
इस
इसी
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
शेयर *
साझा *
साझाकरण *
आमंत्रण *
निमंत्रण *
इनवाइट *
डाउनलोड *
लॉगिन *
साइन इन *
रीसेट *
सत्यापन *
पुष्टि *
सक्रियण *
भुगतान *
पेमेंट *
मीटिंग *
बैठक *
सार्वजनिक *
निजी *
प्राइवेट *
डायरेक्ट *
शॉर्ट *
स्थायी *
अस्थायी *
रेफ़रल *
रेफरल *
* कॉपी
* शेयर
* साझा
* भेजें
* बनाएँ
* बनाएं
* संपादित
* हटाएँ
* हटाएं
* जोड़ें
* पाएँ
* पाएं
* प्राप्त
* पूर्वावलोकन
* प्रीव्यू
* सेटिंग्स
[file-types]
spreadsheet: स्प्रेडशीट
presentation: प्रस्तुति, प्रेज़ेंटेशन, स्लाइड
archive: ज़िप फ़ाइल, संपीड़ित
installer: इंस्टॉलर, इंस्टॉलेशन फ़ाइल
ebook: ई-बुक
audio: ऑडियो, पॉडकास्ट, रिकॉर्डिंग
video: वीडियो
[common-words]
का
की
के
है
हैं
में
और
को
से
पर
यह
कि
एक
था
थे
भी
नहीं
लिए
तो
जो
कर
हो
गया
वह
या
अपने
कुछ
आप
हम
साथ

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
क्लिक करें
क्लिक कीजिए
क्लिक करके
टैप करें
टैप कीजिए
टैप करके
दबाएं
दबाएँ
दबाकर
स्पर्श करें
[pointer-nouns]
# none known in this language
"""#
}
