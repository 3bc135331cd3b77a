// Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
// (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
//   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
// and rebuild. A plain `swift test` fails while this file is stale.

extension LanguageLists {
    /// The text of each shipped `Languages/<tag>.txt` (without its final newline), in tag order.
    static let sources: [(tag: String, text: String)] = [
        (tag: "ar", text: #"""
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
"""#),
        (tag: "da", text: #"""
# Danish. Written and reviewed for linkaudit.
[phrases]
her
klik her
tryk her
læs mere
mere
mere info
mere information
flere oplysninger
få mere at vide
se mere
vis mere
detaljer
flere detaljer
dette link
linket
link
denne side
læs videre
fortsæt
[filler]
klik
tryk
her
der
læs
mere
flere
info
information
oplysninger
detaljer
se
vis
få
at
vide
om
for
til
på
dette
denne
det
den
link
linket
side
siden
videre
fortsæt
nu
[suffixes]
åbner i en ny fane
åbnes i en ny fane
ny fane
nyt vindue
pdf
[link-words]
link
linket
linken
hyperlink
[link-noun-followers]
[link-verb-followers]
[link-determiners]
dette
et
det
denne
[common-words]
og
i
at
det
en
et
den
til
er
som
på
de
med
af
for
ikke
der
var
mig
sig
men
har
om
vi
fra
så
kan
eller
hvis
når
også
skal
være
efter
hvor
jeg
du
dette
denne
nu
her
meget
alle
blev
bliver
kun
hvordan
dig
hvad
ud
op
sådan
nogle
noget
"""#),
        (tag: "de", text: #"""
# German. Written and reviewed for linkaudit.
[phrases]
hier
hier klicken
klicken sie hier
klick hier
hier tippen
tippen sie hier
mehr
mehr erfahren
weiterlesen
weiter lesen
mehr lesen
mehr infos
mehr informationen
weitere informationen
details
mehr details
weiter
link
dieser link
diese seite
hier entlang
[filler]
hier
klicken
klick
klicke
tippen
tippe
sie
sich
mehr
erfahren
lesen
weiter
weitere
weiteres
infos
info
informationen
details
zu
zum
zur
für
über
dazu
dies
diese
dieser
dieses
die
der
das
den
link
seite
bitte
jetzt
unter
[suffixes]
öffnet in neuem tab
öffnet in einem neuen tab
neues fenster
neuer tab
pdf
[link-words]
link
verknüpfung
hyperlink
[link-noun-followers]
[link-verb-followers]
[link-determiners]
dieser
diesen
diesem
der
den
dem
ein
einen
einem
[common-words]
der
die
das
und
ist
nicht
ein
eine
einen
einem
einer
zu
den
dem
des
mit
sich
auf
für
von
im
auch
es
wird
werden
sie
wir
ich
sind
oder
wenn
bei
aus
nach
noch
wie
kann
können
nur
aber
über
diese
dieser
hat
haben
wurde
dass
durch
um
man
zum
zur
als
"""#),
        (tag: "en", text: #"""
# English. Written and reviewed for linkaudit.
# A name is generic when it is one of [phrases], or made only of [filler] words.
[phrases]
here
click here
click
tap here
press here
this
this page
this one
link
this link
the link
more
more info
more information
read more
learn more
see more
find out more
continue reading
details
more details
go
go here
start here
info
website
web site
page
this website
download
download here
there
check it out
over here
[filler]
click
tap
select
touch
here
there
this
that
these
it
the
a
an
more
read
learn
see
find
out
about
info
information
details
detail
further
go
visit
follow
open
view
check
continue
now
please
for
to
on
of
and
link
page
site
website
[suffixes]
opens in a new tab
opens in a new window
opens in new tab
opens in new window
new tab
new window
external link
external
pdf
opens a pdf
[link-words]
link
hyperlink
[link-noun-followers]
to
for
in
from
[link-verb-followers]
[link-determiners]
this
the
a
that
[common-words]
the
of
and
to
in
is
that
it
for
on
with
as
are
was
be
this
by
you
your
not
or
from
at
have
has
can
will
which
an
if
we
they
their
there
when
what
but
also
these
all
its
been
would
should
into
than
then
about
how
"""#),
        (tag: "es", text: #"""
# Spanish. Written and reviewed for linkaudit.
[phrases]
aquí
aqui
haz clic aquí
haga clic aquí
pulsa aquí
pulse aquí
toca aquí
clic aquí
más
mas
más información
mas informacion
leer más
ver más
saber más
obtener más información
más detalles
detalles
este enlace
enlace
esta página
continuar
seguir leyendo
[filler]
haz
haga
hacer
clic
click
pulsa
pulse
toca
toque
aquí
aqui
allí
más
mas
información
informacion
info
detalles
leer
ver
saber
obtener
este
esta
esto
el
la
los
las
un
una
de
del
para
sobre
enlace
página
continuar
seguir
leyendo
[suffixes]
se abre en una nueva pestaña
nueva pestaña
nueva ventana
pdf
[link-words]
enlace
vínculo
hipervínculo
[link-noun-followers]
[link-verb-followers]
[link-determiners]
este
el
un
ese
esta
[common-words]
el
la
los
las
de
del
y
en
que
es
un
una
por
para
con
no
se
su
sus
al
lo
como
más
pero
este
esta
son
está
también
muy
hay
puede
ser
sin
sobre
entre
cuando
todo
si
ya
fue
desde
donde
hasta
o
le
usted
"""#),
        (tag: "fi", text: #"""
# Finnish. Written and reviewed for linkaudit.
# Finnish inflects: "here" as a place to click is usually "tästä" (from here).
[phrases]
tästä
täältä
tässä
klikkaa tästä
napsauta tästä
napauta tästä
paina tästä
lue lisää
lisää
lisätietoja
lisätietoa
lisätiedot
katso lisää
näytä lisää
tiedot
yksityiskohdat
tämä linkki
linkki
tämä sivu
jatka lukemista
[filler]
tästä
täältä
tässä
tänne
klikkaa
napsauta
napauta
paina
lue
lisää
lisätietoja
lisätietoa
lisätiedot
katso
näytä
tiedot
tietoja
yksityiskohdat
tämä
tätä
tämän
linkki
linkkiä
linkin
sivu
sivulle
jatka
lukemista
[suffixes]
avautuu uudelle välilehdelle
avautuu uuteen välilehteen
uusi välilehti
uusi ikkuna
pdf
[link-words]
linkki
linkin
linkkiä
linkistä
linkkiin
linkillä
linkissä
[link-noun-followers]
[link-verb-followers]
[link-determiners]
tämä
tämän
tätä
tästä
[common-words]
ja
on
ei
se
että
oli
ovat
olla
tämä
tämän
kun
mutta
myös
tai
jos
niin
kuin
voi
voit
sen
hän
me
te
he
mitä
jotka
joka
mikä
kanssa
vain
nyt
sitten
jo
vielä
kaikki
ole
olet
olen
sinun
siitä
tässä
miten
koska
eli
sekä
"""#),
        (tag: "fr", text: #"""
# French. Written and reviewed for linkaudit.
[phrases]
ici
cliquez ici
cliquer ici
clique ici
appuyez ici
touchez ici
en savoir plus
pour en savoir plus
plus
plus d infos
plus d informations
lire la suite
lire plus
voir plus
en lire plus
suite
la suite
ce lien
lien
cette page
détails
plus de détails
continuer
[filler]
cliquez
cliquer
clique
appuyez
touchez
ici
là
ce
cette
ceci
cela
le
la
les
l
un
une
plus
en
savoir
lire
voir
suite
d
de
du
des
infos
info
informations
détails
pour
sur
page
lien
continuer
[suffixes]
s ouvre dans un nouvel onglet
nouvel onglet
nouvelle fenêtre
pdf
[link-words]
lien
hyperlien
[link-noun-followers]
[link-verb-followers]
[link-determiners]
ce
le
un
cet
ces
[common-words]
le
la
les
de
des
du
un
une
et
est
en
que
qui
dans
pour
pas
sur
au
aux
avec
ce
cette
ces
il
elle
ils
nous
vous
on
ne
par
plus
sont
être
avoir
a
été
mais
ou
son
sa
ses
leur
comme
tout
très
aussi
peut
si
y
d
l
qu
c
n
"""#),
        (tag: "it", text: #"""
# Italian. Written and reviewed for linkaudit.
[phrases]
qui
qua
clicca qui
clicca qua
fai clic qui
fare clic qui
tocca qui
premi qui
scopri di più
scopri di piu
per saperne di più
saperne di più
leggi di più
leggi tutto
leggi altro
continua a leggere
altro
di più
mostra di più
mostra altro
vedi altro
ulteriori informazioni
maggiori informazioni
più informazioni
dettagli
altri dettagli
maggiori dettagli
questo link
questo collegamento
link
questa pagina
continua
[filler]
clicca
cliccare
fai
fare
clic
click
tocca
premi
qui
qua
scopri
saperne
leggi
leggere
mostra
vedi
continua
di
più
piu
altro
altri
ulteriori
maggiori
informazioni
info
dettagli
per
a
su
questo
questa
il
la
lo
l
un
una
link
collegamento
pagina
ora
[suffixes]
si apre in una nuova scheda
apre in una nuova scheda
nuova scheda
nuova finestra
pdf
[link-words]
link
collegamento
[link-noun-followers]
[link-verb-followers]
[link-determiners]
questo
il
un
quel
del
nel
[common-words]
il
lo
la
i
gli
le
di
del
della
dei
delle
e
è
un
una
uno
in
che
per
con
non
si
da
dal
al
alla
sono
come
ma
anche
più
questo
questa
ci
ne
se
l
nel
nella
essere
ha
hanno
può
molto
quando
dove
già
"""#),
        (tag: "ja", text: #"""
# Japanese. Written and reviewed for linkaudit.
# Japanese has no spaces: a name is generic when it can be cut entirely into [phrases] and [filler].
[phrases]
こちら
ここ
こっち
これ
ここをクリック
こちらをクリック
こちらをタップ
ここをタップ
詳細
詳しく
詳しくはこちら
詳細はこちら
もっと見る
続きを読む
続き
さらに表示
もっと読む
詳細を見る
リンク
このリンク
このページ
[filler]
こちら
ここ
こっち
これ
この
を
は
に
から
で
へ
クリック
タップ
押す
押して
ください
して
する
詳細
詳しく
もっと
さらに
見る
読む
表示
続き
情報
ページ
リンク
[suffixes]
新しいタブで開く
新しいウィンドウで開く
pdf
[link-words]
リンク
[link-noun-followers]
[link-verb-followers]
する
して
します
[link-determiners]
[common-words]
の
に
は
を
が
で
と
も
から
この
その
こと
する
ある
いる
ない
です
ます
ため
よう
など
まで
より
について
として
"""#),
        (tag: "ko", text: #"""
# Korean. Written and reviewed for linkaudit.
# Korean is written with spaces, but particles attach to words: "여기를" is "here" with the
# object particle, so the common particle forms are listed.
[phrases]
여기
여기를
여기서
이곳
여기를 클릭
여기를 클릭하세요
여기를 클릭하십시오
여기를 탭하세요
여기를 누르세요
클릭
자세히
자세히 보기
자세히 알아보기
더 알아보기
더 보기
더보기
더 읽기
자세한 정보
자세한 내용
더 많은 정보
상세 정보
상세정보
링크
이 링크
이 페이지
계속 읽기
[filler]
여기
여기를
여기서
여기에서
이곳
이곳을
클릭
클릭하세요
클릭하십시오
클릭하여
클릭해
탭
탭하세요
누르세요
자세히
자세한
상세
정보
내용
더
많은
보기
알아보기
읽기
계속
이
페이지
링크
링크를
[suffixes]
새 탭에서 열림
새 탭에서 열기
새 창에서 열림
새 탭
새 창
pdf
[link-words]
링크
링크를
링크는
하이퍼링크
[link-noun-followers]
[link-verb-followers]
[link-determiners]
이
[common-words]
이
그
저
것
수
등
및
또는
그리고
하지만
있습니다
합니다
입니다
있는
하는
에서
으로
더
이런
그런
때
위해
대한
통해
같은
모든
없는
있다
한다
된다
경우
다음
"""#),
        (tag: "nl", text: #"""
# Dutch. Written and reviewed for linkaudit.
[phrases]
hier
klik hier
klik
tik hier
druk hier
meer
lees meer
meer lezen
meer info
meer informatie
meer weten
lees verder
verder lezen
ontdek meer
bekijk meer
toon meer
details
meer details
deze link
link
deze pagina
verder
[filler]
klik
tik
druk
hier
daar
meer
lees
lezen
verder
weten
ontdek
bekijk
toon
info
informatie
details
deze
dit
de
het
een
voor
over
op
naar
link
pagina
nu
[suffixes]
opent in een nieuw tabblad
opent in nieuw tabblad
nieuw tabblad
nieuw venster
pdf
[link-words]
link
hyperlink
[link-noun-followers]
[link-verb-followers]
[link-determiners]
deze
de
een
die
[common-words]
de
het
een
en
van
is
dat
die
op
te
met
voor
niet
zijn
er
aan
ook
als
om
bij
maar
dan
wordt
worden
dit
je
u
we
ze
naar
uit
kan
kunnen
heeft
hebben
nog
door
wat
wel
geen
meer
zo
deze
"""#),
        (tag: "no", text: #"""
# Norwegian Bokmål (nb and nn fall back to this list). Written and reviewed for linkaudit.
[phrases]
her
klikk her
trykk her
les mer
mer
mer info
mer informasjon
finn ut mer
lær mer
se mer
vis mer
detaljer
flere detaljer
denne lenken
lenke
lenken
link
denne siden
les videre
fortsett
[filler]
klikk
trykk
her
der
les
mer
flere
info
informasjon
detaljer
se
vis
finn
ut
lær
om
for
til
på
denne
dette
den
det
lenke
lenken
link
side
siden
videre
fortsett
nå
[suffixes]
åpnes i en ny fane
åpnes i ny fane
ny fane
nytt vindu
pdf
[link-words]
lenke
lenken
lenka
link
linken
[link-noun-followers]
[link-verb-followers]
[link-determiners]
denne
en
den
ei
[common-words]
og
i
det
er
en
et
til
som
på
av
for
med
den
de
ikke
har
om
vi
du
kan
jeg
men
så
fra
eller
hvis
når
også
skal
være
etter
hvor
dette
denne
nå
her
mye
alle
ble
blir
bare
hvordan
meg
å
deg
hva
ut
opp
slik
noen
noe
veldig
"""#),
        (tag: "pl", text: #"""
# Polish. Written and reviewed for linkaudit.
# Polish inflects: "link" and "page" appear in several cases ("w linku", "tę stronę").
[phrases]
tutaj
kliknij tutaj
kliknij tu
naciśnij tutaj
dotknij tutaj
stuknij tutaj
więcej
dowiedz się więcej
czytaj więcej
czytaj dalej
przeczytaj więcej
zobacz więcej
pokaż więcej
więcej informacji
więcej szczegółów
szczegóły
ten link
link
ta strona
tę stronę
dalej
[filler]
tutaj
tu
kliknij
kliknąć
naciśnij
dotknij
stuknij
przejdź
przejść
więcej
dowiedz
dowiedzieć
się
czytaj
przeczytaj
przeczytać
dalej
zobacz
zobaczyć
pokaż
szczegóły
szczegółów
informacje
informacji
aby
by
w
na
o
do
ten
ta
tę
tego
tym
link
linku
linkiem
strona
stronę
stronie
proszę
teraz
[suffixes]
otwiera się w nowej karcie
otwiera w nowej karcie
nowa karta
nowe okno
pdf
[link-words]
link
linku
linkiem
łącze
łącza
łączem
odnośnik
odnośnika
odnośnikiem
hiperłącze
[link-noun-followers]
[link-verb-followers]
[link-determiners]
ten
tego
tym
w
pod
ten
[common-words]
i
w
z
na
się
nie
do
to
że
jest
o
a
od
po
jak
ale
co
tak
za
przez
dla
czy
są
jego
jej
ich
tym
tego
być
może
który
która
które
lub
oraz
tylko
już
jeśli
gdy
bardzo
także
też
można
ze
we
sobie
"""#),
        (tag: "pt", text: #"""
# Portuguese (pt-BR and pt-PT wording). Written and reviewed for linkaudit.
[phrases]
aqui
clique aqui
clica aqui
carregue aqui
carrega aqui
toque aqui
toca aqui
prima aqui
pressione aqui
saiba mais
saber mais
sabe mais
descubra mais
descobre mais
lê mais
leia mais
ler mais
ver mais
veja mais
mais
mais informações
mais informacoes
mais info
mais detalhes
detalhes
continuar lendo
continue lendo
continuar a ler
este link
esta ligação
link
esta página
continuar
acesse aqui
aceda aqui
[filler]
sabe
descubra
descobre
lê
clique
clica
carregue
carrega
toque
toca
prima
pressione
acesse
aceda
aqui
mais
saiba
saber
leia
ler
ver
veja
informações
informacoes
info
detalhes
continuar
continue
lendo
este
esta
isto
o
a
os
as
um
uma
de
do
da
para
sobre
em
no
na
link
página
agora
[suffixes]
abre em uma nova guia
abre numa nova aba
abre num novo separador
abre em nova aba
nova guia
nova aba
novo separador
nova janela
pdf
[link-words]
link
hiperligação
hyperlink
[link-noun-followers]
[link-verb-followers]
[link-determiners]
este
esse
o
um
neste
nesse
no
do
[common-words]
de
o
a
os
as
e
é
em
que
do
da
dos
das
no
na
nos
nas
um
uma
para
com
não
por
se
mais
mas
como
ao
à
pelo
pela
você
são
está
também
muito
isso
isto
ele
ela
seu
sua
foi
ser
ter
tem
sobre
quando
já
ou
pode
onde
"""#),
        (tag: "ru", text: #"""
# Russian. Written and reviewed for linkaudit.
# Russian inflects: "link" and "page" appear in several cases ("по ссылке", "эту страницу");
# ё is often written е, so both spellings are listed.
[phrases]
здесь
тут
сюда
нажмите здесь
нажмите сюда
нажмите тут
кликните здесь
кликните сюда
щёлкните здесь
щелкните здесь
коснитесь здесь
подробнее
узнать больше
узнайте больше
читать далее
читать дальше
читать больше
читать полностью
далее
больше
ещё
еще
показать ещё
показать еще
подробности
детали
подробная информация
дополнительная информация
ссылка
эта ссылка
по ссылке
перейти по ссылке
эта страница
эту страницу
перейти
[filler]
здесь
тут
сюда
нажмите
нажми
кликните
кликни
щёлкните
щелкните
коснитесь
перейдите
перейти
подробнее
подробности
подробная
дополнительная
узнать
узнайте
больше
ещё
еще
показать
читать
далее
дальше
полностью
информация
информацию
информации
детали
по
на
для
о
об
чтобы
эта
этой
эту
этот
этого
ссылка
ссылку
ссылке
страница
страницу
странице
пожалуйста
[suffixes]
откроется в новой вкладке
открывается в новой вкладке
в новой вкладке
новая вкладка
новое окно
pdf
[link-words]
ссылка
ссылку
ссылке
ссылкой
гиперссылка
гиперссылку
[link-noun-followers]
[link-verb-followers]
[link-determiners]
эта
эту
этой
этот
по
данная
данной
данную
[common-words]
и
в
не
на
что
с
по
это
как
к
из
для
но
а
о
от
за
то
же
так
все
его
ее
её
они
мы
вы
он
она
был
была
было
быть
или
если
уже
только
есть
также
может
при
этот
эти
чтобы
когда
где
нет
который
можно
"""#),
        (tag: "sv", text: #"""
# Swedish. Written and reviewed for linkaudit.
[phrases]
här
klicka här
tryck här
läs mer
mer
mer info
mer information
ta reda på mer
lär dig mer
se mer
visa mer
detaljer
fler detaljer
mer detaljer
denna länk
den här länken
länk
länken
denna sida
den här sidan
läs vidare
fortsätt läsa
[filler]
klicka
tryck
här
där
läs
mer
fler
info
information
detaljer
visa
se
lär
dig
ta
reda
på
om
för
till
denna
detta
den
det
länk
länken
sida
sidan
vidare
fortsätt
läsa
nu
[suffixes]
öppnas i en ny flik
öppnas i ny flik
ny flik
nytt fönster
pdf
[link-words]
länk
länken
hyperlänk
[link-noun-followers]
[link-verb-followers]
[link-determiners]
denna
en
den
här
[common-words]
och
att
det
i
en
ett
som
på
är
av
för
med
till
den
har
de
inte
om
var
vi
du
kan
jag
men
så
från
eller
när
hur
detta
sig
man
skulle
också
efter
vid
måste
finns
bara
alla
sin
där
här
under
mycket
"""#),
        (tag: "tr", text: #"""
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
[suffixes]
yeni sekmede açılır
yeni sekmede
yeni sekme
yeni pencere
pdf
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
"""#),
        (tag: "uk", text: #"""
# Ukrainian. Written and reviewed for linkaudit.
# "Посилання" is both singular and plural; "за посиланням" is "via the link".
[phrases]
тут
сюди
ось тут
натисніть тут
натисніть сюди
клацніть тут
клацніть сюди
торкніться тут
детальніше
докладніше
дізнатися більше
дізнайтеся більше
читати далі
читати більше
читати повністю
більше
ще
показати ще
показати більше
далі
деталі
подробиці
докладна інформація
додаткова інформація
посилання
це посилання
за посиланням
перейти за посиланням
ця сторінка
цю сторінку
перейти
[filler]
тут
сюди
ось
натисніть
натисни
клацніть
клацни
торкніться
перейдіть
перейти
детальніше
докладніше
докладна
додаткова
дізнатися
дізнайтеся
більше
ще
показати
читати
далі
повністю
інформація
інформацію
інформації
деталі
подробиці
за
на
для
про
щоб
це
ця
цю
цей
цього
посилання
посиланням
сторінка
сторінку
сторінці
будь
ласка
[suffixes]
відкриється в новій вкладці
відкривається в новій вкладці
у новій вкладці
в новій вкладці
нова вкладка
нове вікно
pdf
[link-words]
посилання
посиланням
посиланні
гіперпосилання
[link-noun-followers]
[link-verb-followers]
[link-determiners]
це
цим
цьому
за
дане
[common-words]
і
й
в
у
не
на
що
з
із
до
це
як
для
але
а
про
від
за
та
так
все
його
її
вони
ми
ви
він
вона
був
була
було
бути
або
якщо
вже
тільки
лише
є
також
може
при
цей
ця
ці
щоб
коли
де
немає
який
яка
можна
"""#),
        (tag: "zh-Hans", text: #"""
# Simplified Chinese. Written and reviewed for linkaudit.
# Chinese has no spaces: a name is generic when it can be cut entirely into [phrases] and [filler].
[phrases]
这里
此处
这儿
点击这里
点击此处
单击这里
单击此处
点这里
点此
轻点这里
了解更多
了解详情
更多
更多信息
更多详情
详情
详细信息
查看详情
查看更多
阅读更多
阅读全文
继续阅读
链接
此链接
这个链接
本页
此页面
这个页面
[filler]
这里
此处
这儿
点击
单击
轻点
点按
点
请
了解
更多
详情
详细
信息
查看
阅读
全文
继续
链接
此
这个
该
本页
页面
以
获取
[suffixes]
在新标签页中打开
在新窗口中打开
新标签页
新窗口
pdf
[link-words]
链接
超链接
[link-noun-followers]
[link-verb-followers]
[link-determiners]
[common-words]
的
是
在
了
和
有
我
这
个
们
不
为
中
上
也
就
可以
以
到
说
要
会
对
与
及
或
但
如果
因为
所以
没有
时
后
从
被
将
让
该
使用
"""#),
        (tag: "zh-Hant", text: #"""
# Traditional Chinese. Written and reviewed for linkaudit.
# Chinese has no spaces: a name is generic when it can be cut entirely into [phrases] and [filler].
# 裡 and 裏 are both used for "here" (這裡, 這裏); 了解 and 瞭解 both for "learn about".
[phrases]
這裡
這裏
此處
這兒
點擊這裡
點擊這裏
點擊此處
按一下這裡
按這裡
點這裡
點此
了解更多
瞭解更多
了解詳情
瞭解詳情
更多
更多資訊
更多詳情
詳情
詳細資訊
查看詳情
查看更多
閱讀更多
閱讀全文
繼續閱讀
連結
此連結
這個連結
本頁
此頁面
這個頁面
[filler]
這裡
這裏
此處
這兒
點擊
點選
按一下
按
點
輕點
請
了解
瞭解
更多
詳情
詳細
資訊
查看
閱讀
全文
繼續
連結
此
這個
該
本頁
頁面
以
取得
[suffixes]
在新分頁中開啟
在新視窗中開啟
新分頁
新視窗
pdf
[link-words]
連結
超連結
鏈接
[link-noun-followers]
[link-verb-followers]
[link-determiners]
[common-words]
的
是
在
了
和
有
我
這
個
們
不
為
中
上
也
就
可以
以
到
說
要
會
對
與
及
或
但
如果
因為
所以
沒有
時
後
從
被
將
讓
該
使用
"""#),
    ]
}
