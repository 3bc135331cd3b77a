// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/fr.txt`.
    static let fr = #"""
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
afficher plus
ceci
cela
celui-ci
celle-ci
# A page named only by its kind: "article", "this article" (issue 24).
article
l'article
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
[new-window]
nouvel onglet
nouveaux onglets
nouvelle fenêtre
nouvelles fenêtres
autre onglet
autre fenêtre

[new-window-notice]
s'ouvre dans un nouvel onglet
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
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
* de partage
* partagé
* partageable
* d invitation
* de téléchargement
* magique
* de parrainage
* d affiliation
* d affilié
* de connexion
* d accès
* de réinitialisation
* de confirmation
* de vérification
* d activation
* de paiement
* de réunion
* public
* privé
* direct
* court
* raccourci
* permanent
* temporaire
* unique
* personnel
* sécurisé
* symbolique
* universel
copier *
copiez *
partager *
partagez *
envoyer *
envoyez *
renvoyer *
obtenir *
créer *
générer *
révoquer *
modifier *
insérer *
ajouter *
supprimer *
par *
via *
avec *
aperçu du *
aperçu de *
paramètres du *
réglages du *
vérification du *
[file-types]
spreadsheet: tableur, feuille de calcul, classeur
presentation: présentation, diaporama, diapositives
archive: archive, compressé, compressée
installer: programme d'installation, installeur, installateur, image disque
ebook: livre numérique, livre électronique, e-book
audio: audio, enregistrement, podcast, balado
video: vidéo
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

# Issue 9: filler and deictic names, direction words.
[filler]
cet
est
sont
disponible
disponibles
supplémentaire
supplémentaires
complémentaires
pouvez
peux
aussi
également
utiliser
vous
décrit
décrite
décrits
expliqué
dans
trouverez
consultez
consulter
[direction]
ci dessous
ci dessus
plus bas
plus haut
plus loin
là bas
par ici
par là
[deictic]
cet article
ce guide
ce sujet
ce tutoriel
ce document
ce billet
ce fil
cette rubrique
cette faq
cette section
cette vidéo
cette page d aide
cette fiche
ces articles
ces guides
ces rubriques
ces sujets
ces vidéos

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
cliquez
cliquer ici
cliquer sur
cliquer pour
clique ici
clique sur
clique pour
appuyez
appuyer ici
appuyer sur
appuie ici
appuie sur
touchez
tapotez
touchez ici
[pointer-nouns]
# none known in this language
"""#
}
