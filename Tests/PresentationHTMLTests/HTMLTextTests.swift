import Testing

@testable import PresentationHTML

/// The five characters that could open markup, and the unsafe ones.
@Suite struct HTMLTextTests {
  @Test func markupCharacters_areReferences() {
    #expect(
      HTMLText.escaped(#"<a href="x">&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;"
    )
  }

  @Test func unsafeCharacters_areVisibleEscapes_andOtherTextIsKept() {
    #expect(HTMLText.escaped("北京\u{7}\u{2066}é") == "北京\\u{7}\\u{2066}é")
  }
}
