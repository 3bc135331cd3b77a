// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/tr.txt`.
    static let tr = #"""
# Turkish. Written and reviewed for linkaudit.
# "Bağlantı" also means a network connection ("İnternet bağlantısı"): only the forms that
# name a link to follow are link words.
[phrases]
buraya
burada
buradan
buraya tıklayın
buraya tıklayınız
buraya tıkla
buraya dokunun
tıklayın
daha fazla
daha fazlası
daha fazla bilgi
daha fazlasını öğrenin
daha fazlasını okuyun
devamını oku
devamını okuyun
devamı
ayrıntılar
detaylar
ayrıntılı bilgi
detaylı bilgi
bu bağlantı
bağlantı
link
bu sayfa
daha fazla bilgi alın
daha fazla bilgi edinin
daha fazla bilgi edin
daha fazlasını görün
daha fazla göster
daha fazlasını göster
ayrıntıları görüntüle
detayları gör
bunu
bu
şunu
şu
# A page named only by its kind: "article", "this article" (issue 24).
makale
bu makale
makaleyi
bu makaleyi
[filler]
buraya
burada
buradan
tıklayın
tıklayınız
tıkla
dokunun
daha
fazla
fazlası
fazlasını
bilgi
öğrenin
öğren
devamını
devamı
oku
okuyun
ayrıntılar
ayrıntılı
detaylar
detaylı
için
bu
bağlantı
bağlantıya
link
linke
sayfa
sayfaya
lütfen
şimdi
görüntüle
alın
al
edinin
edin
görün
gör
göster
görüntüleyin
ayrıntıları
detayları
[suffixes]
yeni sekmede açılır
yeni sekmede
yeni sekme
yeni pencere
pdf
[new-window]
yeni sekme
yeni sekmede
yeni sekmeye
yeni pencere
yeni pencerede
yeni pencereye
[link-words]
link
linki
linke
bağlantıyı
bağlantıya
[link-noun-followers]
[link-verb-followers]
[link-determiners]
bu
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
paylaşım *
paylaşma *
paylaşılan *
davet *
indirme *
sihirli *
referans *
yönlendirme *
tavsiye *
ortaklık *
satış ortaklığı *
giriş *
oturum açma *
sıfırlama *
onay *
doğrulama *
etkinleştirme *
aktivasyon *
ödeme *
toplantı *
herkese açık *
genel *
özel *
doğrudan *
kısa *
kısaltılmış *
kalıcı *
geçici *
tek kullanımlık *
benzersiz *
kişisel *
güvenli *
sembolik *
evrensel *
* kopyala
* kopyalayın
* paylaş
* paylaşın
* gönder
* gönderin
* oluştur
* oluşturun
* düzenle
* kaldır
* sil
* ekle
* al
* önizlemesi
* önizleme
* ayarları
* doğrulama
* doğrulaması
[file-types]
spreadsheet: elektronik tablo, hesap tablosu, çalışma kitabı
presentation: sunum, slayt
archive: arşiv, sıkıştırılmış
installer: yükleyici, kurulum dosyası, kurulum programı, disk görüntüsü
ebook: e-kitap
audio: ses dosyası, ses kaydı, podcast
video: video
[common-words]
ve
bir
bu
da
de
için
ile
çok
ne
daha
gibi
olarak
olan
var
yok
ama
mi
mı
şu
o
ben
sen
biz
siz
onlar
her
kadar
sonra
önce
ancak
veya
ya
değil
nasıl
neden
diye
ise
şey
göre
tüm
bazı
ki

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
tıkla
tıklayın
tıklayınız
tıklayarak
tıklayıp
tıklatın
tıklat
dokun
dokunun
dokununuz
dokunarak
dokunup
basın
basınız
basarak
basılı tutun
[pointer-nouns]
basın bülteni
basın bültenleri
basın odası
basın açıklaması
basın açıklamaları
basın kiti
basın merkezi
basın toplantısı
basın iletişim
basın için
"""#
}
