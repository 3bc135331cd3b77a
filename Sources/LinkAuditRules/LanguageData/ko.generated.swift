// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageListText {
    /// `Languages/ko.txt`.
    static let ko = #"""
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
자세히 알아보세요
자세히 알아보십시오
더 알아보세요
더 알아보십시오
자세한 내용 보기
자세한 정보 보기
자세히 읽기
더 읽어보기
이것
이거
# A page named only by its kind: "article", "this article" (issue 24).
기사
이 기사
이 글
이 문서
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
알아보세요
알아보십시오
보세요
읽어보기
읽어보세요
[suffixes]
새 탭에서 열림
새 탭에서 열기
새 창에서 열림
새 탭
새 창
pdf
[new-window]
새 탭
새 창
새탭
새창
새 탭에서
새 창에서
새탭에서
새창에서
새 탭으로
새 창으로
[link-words]
링크
링크를
링크는
하이퍼링크
[link-noun-followers]
[link-verb-followers]
[link-determiners]
이
[link-compounds]
# A link word inside the name of a thing the user shares, sends, copies or signs in with, or of
# a feature ("share link", "link preview"): not the control's name. `*` stands for any entry of
# [link-words]. A word naming the page a link opens ("support", "pricing") never belongs here.
공유 *
초대 *
다운로드 *
매직 *
추천 *
제휴 *
로그인 *
재설정 *
확인 *
인증 *
활성화 *
결제 *
회의 *
미팅 *
공개 *
비공개 *
직접 *
짧은 *
단축 *
영구 *
고정 *
임시 *
일회용 *
고유 *
개인 *
보안 *
심볼릭 *
유니버설 *
딥 *
* 복사
* 복사하기
* 공유
* 공유하기
* 보내기
* 전송
* 생성
* 만들기
* 편집
* 삭제
* 제거
* 삽입
* 받기
* 추가
* 미리보기
* 설정
* 확인
* 검증
[file-types]
spreadsheet: 스프레드시트, 엑셀, 통합 문서
presentation: 프레젠테이션, 슬라이드, 발표 자료
archive: 압축 파일, 압축, 아카이브
installer: 설치 프로그램, 설치 파일, 디스크 이미지
ebook: 전자책
audio: 오디오, 음성 파일, 녹음, 팟캐스트
video: 동영상, 비디오, 영상
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

# Issue 14: wording that tells people to click, tap, press or touch (pointer-words-in-name), as
# whole words or runs of words; a trailing * makes the last word a stem. [pointer-nouns]: names
# in which the same words tell no one to do anything (a product, a kind of page).
[pointer-words]
클릭하*
클릭해*
탭하*
탭해*
누르*
눌러*
터치하*
터치해*
길게 누르*
[pointer-nouns]
# none known in this language
"""#
}
