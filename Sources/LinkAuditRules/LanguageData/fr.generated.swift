// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
// (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
//   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
// and rebuild. A plain `swift test` fails while these files are stale.

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
"""#
}
