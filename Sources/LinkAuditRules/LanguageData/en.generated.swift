// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/en.txt`, part 1 of 2.
    static let en = #"""
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
show more
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
# A page named only by its kind: "article", "this article" (issue 24).
article
the article
[filler]
click
why
how
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
[new-window]
# Words that say a link opens a new window or tab, found anywhere in its name or description
# (new-window-without-warning). "External link" is none: it says where a link goes, not how it opens.
new tab
new tabs
new window
new windows
new browser tab
new browser window
another tab
another window
separate tab
separate window
pop up window

[new-window-notice]
# The words --fix --unsafe-fixes adds after the text of a link that opens a new window or tab,
# in parentheses (new-window-without-warning); one line, written as shown; the section is optional.
opens in a new tab
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
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
# Kinds of link the user shares, sends, copies or signs in with
share *
shared *
sharing *
shareable *
sharable *
invite *
invitation *
guest *
download *
magic *
referral *
affiliate *
tracking *
sign in *
signin *
login *
log in *
reset *
password reset *
verification *
confirmation *
activation *
join *
meeting *
payment *
booking *
public *
private *
direct *
deep *
universal *
short *
shortened *
permanent *
temporary *
expiring *
one time *
single use *
unique *
personal *
secure *
symbolic *
hard *
# Actions on the link as an object ("Copy the link": determiners may stand between)
copy *
send *
resend *
get *
create *
generate *
regenerate *
revoke *
edit *
insert *
add *
remove *
delete *
paste *
# Sharing by means of a link
with *
via *
by *
# Features named after links
* preview
* previews
* settings
* verification
* sharing
* tracking
* protection
* shortener
* in bio
* address
* expiration
* expiry
* permissions
[file-types]
spreadsheet: spreadsheet, workbook, worksheet
presentation: presentation, slides, slide deck
archive: archive, zipped, compressed
installer: installer, disk image, setup program
ebook: e-book
audio: audio, podcast, recording
video: video, screencast, recording
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

# Issue 9: filler and deictic names, direction words, names one letter from a phrase. A filler entry may have several words.
[filler]
additional
is
are
available
can
also
use
you
as
described
explained
described in
explained in
shown in
found in
available in
covered in
like
much
whole
bunch
[direction]
below
above
this way
that way
further down
further below
further up
down below
up above
the following
see below
see above
[deictic]
# A pointing word with a noun for a kind of page: generic with filler words only, never beside a content word.
this article
this guide
this topic
this faq
this post
this blog post
this document
this doc
this documentation
this section
this tutorial
this video
this resource
this thread
this discussion
this answer
this issue
this comment
this pull request
this list
this example
these instructions
these steps
these articles
these guides
these topics
these posts
these docs
these tutorials
these videos
these resources
that article
that guide
that post
that thread
that issue
that comment
in this article
in this guide
in this topic
in this section
in this document
in this video
in this tutorial
in this post
[allowed]
# A page named by what it offers: "Download page" says where it goes (issue 24).
download page
the download page
# Real names one letter from a phrase: not typos.
read mode
learn mode
learn morse

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
"""#
}
