// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/pt.txt`.
    static let pt = #"""
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
mostrar mais
isto
isso
este
esta
# A page named only by its kind: "article", "this article" (issue 24).
artigo
o artigo
este artigo
esse artigo
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
[new-window]
nova guia
nova aba
novo separador
nova janela
outra aba
outra guia
outra janela

[new-window-notice]
abre em nova janela
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
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
# Brazilian and European forms
* de compartilhamento
* de partilha
* compartilhado
* partilhado
* compartilhável
* de convite
* para convidar
* de download
* de transferência
* para baixar
* para transferir
* mágico
* de indicação
* de referência
* de afiliado
* de acesso
* de login
* de início de sessão
* de redefinição
* para redefinir
* de reposição
* de confirmação
* de verificação
* de ativação
* de pagamento
* de reunião
* da reunião
* público
* privado
* direto
* curto
* encurtado
* permanente
* temporário
* único
* pessoal
* seguro
* simbólico
* universal
copiar *
copie *
copia *
compartilhar *
compartilhe *
partilhar *
partilhe *
enviar *
envie *
reenviar *
obter *
obtenha *
criar *
crie *
gerar *
gere *
revogar *
editar *
inserir *
adicionar *
remover *
excluir *
eliminar *
apagar *
por *
via *
com *
pré visualização do *
pré visualização de *
prévia do *
visualização do *
configurações do *
definições do *
verificação do *
[file-types]
spreadsheet: planilha, folha de cálculo, pasta de trabalho
presentation: apresentação, diapositivos, slides
archive: arquivo compactado, arquivo comprimido, compactado, comprimido
installer: instalador, imagem de disco
ebook: livro digital, livro eletrônico, e-book
audio: áudio, podcast, gravação
video: vídeo
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

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
clique aqui
clique em
clique no
clique na
clique para
clique sobre
clicar aqui
clicar em
clicar no
clicar na
clicar para
clica aqui
clica em
clica no
clica na
toque aqui
toque em
toque no
toque na
toque para
tocar aqui
tocar em
toca aqui
toca em
pressione
pressionar
carregue aqui
carregue em
carregue no
carregue na
prima aqui
prima em
prima o
prima a
mantenha pressionado
mantenha premido
[pointer-nouns]
# none known in this language
"""#
}
