// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/es.txt`.
    static let es = #"""
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
mostrar más
esto
este
esta
eso
# A page named only by its kind: "article", "this article" (issue 24).
artículo
el artículo
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
[new-window]
nueva pestaña
pestaña nueva
nueva ventana
ventana nueva
otra pestaña
otra ventana

[new-window-notice]
se abre en una nueva pestaña
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
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* para compartir
* compartido
* de uso compartido
* de invitación
* de descarga
* para descargar
* mágico
* de referido
* de referidos
* de recomendación
* de afiliado
* de inicio de sesión
* de acceso
* de restablecimiento
* para restablecer
* de confirmación
* de verificación
* de activación
* de pago
* de reunión
* de la reunión
* público
* privado
* directo
* corto
* acortado
* permanente
* temporal
* único
* personal
* seguro
* simbólico
* universal
copiar *
copia *
compartir *
comparte *
enviar *
envía *
reenviar *
obtener *
obtén *
crear *
generar *
revocar *
editar *
insertar *
agregar *
añadir *
quitar *
eliminar *
por *
mediante *
con *
vista previa del *
vista previa de *
configuración del *
ajustes del *
verificación del *
[file-types]
spreadsheet: hoja de cálculo, planilla, libro de trabajo
presentation: presentación, diapositivas
archive: archivo comprimido, comprimido
installer: instalador, imagen de disco
ebook: libro electrónico, e-book
audio: audio, pódcast, podcast, grabación
video: vídeo, video
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

# Issue 9: filler and deictic names, direction words.
[filler]
es
está
están
disponible
disponibles
adicional
adicionales
puede
puedes
pueden
también
usar
utilizar
descrito
descrita
explicado
en
encontrará
encontrarás
consulta
consulte
[direction]
abajo
arriba
más abajo
mas abajo
más arriba
mas arriba
por aquí
por aqui
a continuación
a continuacion
[deictic]
este artículo
este tema
este tutorial
este documento
este vídeo
este video
este apartado
este hilo
esta guía
esta sección
esta entrada
esta página de ayuda
esta publicación
estos artículos
estos temas
estas preguntas frecuentes
estas guías
estas secciones

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
haz clic
haga clic
hacer clic
hagan clic
da clic
dé clic
pulsa
pulse
pulsar
presiona
presione
presionar
clica
clique aquí
clique en
toca aquí
toca en
toca para
toca el
toca la
toque aquí
toque en
toque para
toque el
toque la
tocar aquí
tocar en
mantén pulsado
mantenga pulsado
[pointer-nouns]
# none known in this language
"""#
}
