// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/id.txt`.
    static let id = #"""
# Indonesian. Written and reviewed for linkaudit.
# "disini" (written together) is a common misspelling of "di sini" and is listed too.
[phrases]
di sini
disini
klik di sini
klik disini
ketuk di sini
tekan di sini
sentuh di sini
selengkapnya
baca selengkapnya
lihat selengkapnya
info selengkapnya
pelajari lebih lanjut
pelajari selengkapnya
pelajari lebih lanjut di sini
informasi lebih lanjut
informasi selengkapnya
info lebih lanjut
baca lebih lanjut
lebih lanjut
lihat lebih banyak
lebih banyak
detail
lihat detail
rincian
lihat rincian
tautan
tautan ini
link
link ini
halaman ini
artikel ini
selengkapnya tentang ini
ini
[filler]
di
sini
disini
klik
ketuk
tekan
sentuh
baca
lihat
pelajari
selengkapnya
lebih
lanjut
banyak
info
informasi
detail
rincian
untuk
ini
tautan
link
halaman
artikel
silakan
mohon
tentang
[suffixes]
terbuka di tab baru
buka di tab baru
di tab baru
tab baru
di jendela baru
jendela baru
pdf
[new-window]
tab baru
jendela baru
tab lain
jendela lain
# The loanword "link" is left to the lists whose leading link word needs no follower: with the
# language unknown every list must agree, and "Link to pricing" must stay a finding.
[link-words]
tautan
tautannya
linknya
[link-noun-followers]
# "link" is also used as a verb ("Link akun bank"): a leading link word is the noun only before
# one of these.
ke
untuk
menuju
ini
itu
[link-verb-followers]
[link-determiners]
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* berbagi
* bagikan
* undangan
* unduhan
* unduh
* masuk
* login
* reset
* atur ulang
* verifikasi
* konfirmasi
* aktivasi
* pembayaran
* rapat
* pertemuan
* publik
* pribadi
* langsung
* pendek
* permanen
* sementara
* sekali pakai
* unik
* afiliasi
* rujukan
* referal
salin *
bagikan *
kirim *
buat *
edit *
hapus *
tambahkan *
tambah *
dapatkan *
sisipkan *
tempel *
cabut *
melalui *
lewat *
dengan *
pratinjau *
pengaturan *
[file-types]
spreadsheet: lembar kerja, spreadsheet, buku kerja
presentation: presentasi, salindia, slide
archive: arsip, terkompresi
installer: penginstal, installer, image disk
ebook: buku elektronik, e-book
audio: audio, rekaman, podcast, siniar
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
karena
bisa
bahwa
sudah
kami
mereka
sebagai
telah
jika
dapat
hanya
seperti
harus
kamu
tersebut
agar
saat
sangat
silakan

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
klik di
klik pada
klik untuk
klik tombol
klik tautan
klik disini
ketuk di
ketuk pada
ketuk untuk
ketuk tombol
tekan tombol
tekan untuk
tekan di
tekan dan tahan
sentuh untuk
sentuh di
sentuh tombol
[pointer-nouns]
# none known in this language
"""#
}
