// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/ms.txt`.
    static let ms = #"""
# Malay. Written and reviewed for linkaudit.
# Malay shares many words with Indonesian but not these phrases: "maklumat", "butiran", "pautan",
# "baharu" are Malay.
[phrases]
di sini
klik di sini
ketik di sini
ketuk di sini
tekan di sini
sentuh di sini
ketahui lebih lanjut
ketahui lanjut
ketahui lebih lagi
maklumat lanjut
maklumat lanjutan
maklumat lebih lanjut
lebih lanjut
baca lagi
baca lanjut
baca selanjutnya
baca seterusnya
lihat lagi
lihat lebih banyak
lagi
butiran
butiran lanjut
lihat butiran
pautan
pautan ini
link
halaman ini
artikel ini
ini
[filler]
di
sini
klik
ketik
ketuk
tekan
sentuh
baca
lihat
ketahui
lebih
lanjut
lanjutan
lagi
banyak
selanjutnya
seterusnya
maklumat
butiran
info
untuk
ini
pautan
link
halaman
artikel
sila
[suffixes]
dibuka dalam tab baharu
buka dalam tab baharu
dalam tab baharu
tab baharu
dalam tetingkap baharu
tetingkap baharu
pdf
[new-window]
tab baharu
tab baru
tetingkap baharu
tetingkap baru
# The loanword "link" is left to the lists whose leading link word needs no follower: with the
# language unknown every list must agree, and "Link to pricing" must stay a finding.
[link-words]
pautan
[link-noun-followers]
ke
untuk
ini
itu
[link-verb-followers]
[link-determiners]
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* perkongsian
* kongsi
* jemputan
* muat turun
* log masuk
* tetapan semula
* pengesahan
* pengaktifan
* pembayaran
* mesyuarat
* awam
* peribadi
* terus
* pendek
* kekal
* sementara
* sekali guna
* unik
* rujukan
* afiliasi
salin *
kongsi *
hantar *
cipta *
jana *
edit *
padam *
alih keluar *
tambah *
dapatkan *
sisip *
tampal *
batalkan *
melalui *
dengan *
pratonton *
tetapan *
[file-types]
spreadsheet: hamparan, lembaran kerja, buku kerja
presentation: pembentangan, slaid
archive: arkib, dimampatkan, termampat
installer: pemasang, imej cakera
ebook: buku elektronik, e-buku
audio: audio, rakaman, podcast
video: video
[common-words]
yang
dari
ini
itu
dengan
untuk
tidak
ada
akan
pada
juga
dalam
atau
oleh
kerana
boleh
bahawa
sudah
kami
mereka
sebagai
telah
jika
hanya
seperti
perlu
sahaja
daripada
kepada
sila
selepas

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klik di
klik pada
klik untuk
klik sini
klik butang
ketik pada
ketik untuk
ketik di
ketik butang
tekan pada
tekan untuk
tekan butang
tekan dan tahan
sentuh untuk
sentuh pada
[pointer-nouns]
# none known in this language
"""#
}
