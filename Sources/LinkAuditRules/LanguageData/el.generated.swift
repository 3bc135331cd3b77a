// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/el.txt`.
    static let el = #"""
# Greek. Written and reviewed for linkaudit.
# Capitals drop their accents ("ΠΕΡΙΣΣΟΤΕΡΑ") and final sigma has its own letter (ς);
# LanguageFolding removes accents and folds ς to σ for these lists, so phrases are written as
# they are spelled in lowercase. "σύνδεσμος" is also an association ("Σύνδεσμος Βιομηχανιών"):
# a leading one is the link only before a word that says where it goes.
[phrases]
εδώ
κάντε κλικ εδώ
κάνε κλικ εδώ
πατήστε εδώ
πάτα εδώ
αγγίξτε εδώ
μάθετε περισσότερα
μάθε περισσότερα
περισσότερα
περισσότερες πληροφορίες
λεπτομέρειες
περισσότερες λεπτομέρειες
δείτε λεπτομέρειες
διαβάστε περισσότερα
διάβασε περισσότερα
δείτε περισσότερα
δες περισσότερα
διαβάστε τη συνέχεια
σύνδεσμος
σύνδεσμο
αυτός ο σύνδεσμος
αυτή η σελίδα
αυτό το άρθρο
link
αυτό
αυτή
αυτόν
# A page named only by its kind: "article", "this article" (issue 24).
το άρθρο
[filler]
εδώ
κάντε
κάνε
κλικ
πατήστε
πάτα
αγγίξτε
άγγιξε
μάθετε
μάθε
περισσότερα
περισσότερες
πληροφορίες
λεπτομέρειες
δείτε
δες
διαβάστε
διάβασε
συνέχεια
για
σχετικά
με
αυτός
αυτή
αυτό
αυτόν
ο
η
το
τη
την
τον
σύνδεσμος
σύνδεσμο
σελίδα
άρθρο
παρακαλώ
[suffixes]
ανοίγει σε νέα καρτέλα
ανοίγει σε νέο παράθυρο
σε νέα καρτέλα
σε νέο παράθυρο
νέα καρτέλα
νέο παράθυρο
pdf
[new-window]
νέα καρτέλα
νέο παράθυρο
νέα σελίδα καρτέλας
ξεχωριστό παράθυρο
[link-words]
σύνδεσμος
σύνδεσμο
συνδέσμου
υπερσύνδεσμος
υπερσύνδεσμο
[link-noun-followers]
για
προς
στο
στη
στην
σε
[link-verb-followers]
[link-determiners]
αυτός
αυτόν
αυτού
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* κοινής χρήσης
* κοινοποίησης
* πρόσκλησης
* λήψης
* σύνδεσης
* επαναφοράς
* επαλήθευσης
* επιβεβαίωσης
* ενεργοποίησης
* πληρωμής
* σύσκεψης
* συνάντησης
* παραπομπής
δημόσιος *
ιδιωτικός *
άμεσος *
σύντομος *
μόνιμος *
προσωρινός *
μοναδικός *
προσωπικός *
ασφαλής *
συμβολικός *
καθολικός *
αντιγραφή *
αντιγράψτε τον *
κοινή χρήση *
κοινοποίηση *
στείλτε τον *
αποστολή *
δημιουργία *
επεξεργασία *
διαγραφή *
αφαίρεση *
προσθήκη *
εισαγωγή *
ανάκληση *
μέσω *
με *
προεπισκόπηση *
ρυθμίσεις *
[file-types]
spreadsheet: υπολογιστικό φύλλο, λογιστικό φύλλο
presentation: παρουσίαση, διαφάνειες
archive: συμπιεσμένο, συμπιεσμένα
installer: πρόγραμμα εγκατάστασης, εικόνα δίσκου
ebook: ηλεκτρονικό βιβλίο
audio: ηχητικό, ηχογράφηση, podcast
video: βίντεο
[common-words]
και
το
η
ο
να
του
της
σε
με
για
που
από
είναι
τα
οι
των
τον
την
θα
δεν
στο
στη
στην
ως
αυτό
αλλά
ή
μια
ένα
όταν

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
κάντε κλικ
κάνε κλικ
κάνετε κλικ
πατήστε
πάτησε
πατώντας
αγγίξτε
άγγιξε
πιέστε
πίεσε
[pointer-nouns]
# none known in this language
"""#
}
