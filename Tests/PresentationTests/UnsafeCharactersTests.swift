import Testing

@testable import Presentation

/// The one rule of which characters could control a terminal or make text read as something
/// else: C0 and C1 controls, bidirectional controls, and line and paragraph separators.
@Suite struct UnsafeCharactersTests {
  @Test(
    arguments: [
      (0x00, true), (0x1F, true), (0x20, false), (0x7E, false), (0x7F, true), (0x9F, true),
      (0xA0, false), (0x061B, false), (0x061C, true), (0x200D, false), (0x200E, true),
      (0x200F, true), (0x2028, true), (0x2029, true), (0x2027, false), (0x202A, true),
      (0x202E, true), (0x202F, false), (0x2065, false), (0x2066, true), (0x2069, true),
      (0x206A, false),
    ] as [(UInt32, Bool)])
  func unsafeCharacters_areTheControlsBidiControlsAndSeparators(value: UInt32, unsafe: Bool) {
    #expect(UnsafeCharacters.contains(Unicode.Scalar(value)!) == unsafe)
  }

  @Test func first_namesTheCodePointAndItsPositionInCharacters() throws {
    let found = try #require(UnsafeCharacters.first(in: "東京e\u{301}\r\n"))

    #expect(UnsafeCharacters.codePoint(found.scalar) == "U+000D")
    #expect(found.position == 4)
    #expect(UnsafeCharacters.first(in: "Amsterdam") == nil)
    #expect(UnsafeCharacters.codePoint("\u{1F686}") == "U+1F686")
  }
}
