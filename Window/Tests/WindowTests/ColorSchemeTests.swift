import CGtk
import Testing

/// How the window reads the desktop's light or dark preference from the settings portal's
/// answer, which may come wrapped in variants.
@Suite struct ColorSchemeTests {
  @Test(arguments: [(1, true), (2, false), (0, false)] as [(UInt32, Bool)])
  func thePortalsValue_asksForDarkOnlyWhenItIsOne(value: UInt32, dark: Bool) {
    let plain = g_variant_ref_sink(g_variant_new_uint32(value))!
    let wrapped = g_variant_ref_sink(
      g_variant_new_variant(g_variant_new_variant(g_variant_new_uint32(value))))!
    defer {
      g_variant_unref(plain)
      g_variant_unref(wrapped)
    }

    #expect((trips_prefers_dark(plain) != 0) == dark)
    #expect((trips_prefers_dark(wrapped) != 0) == dark)
  }

  @Test func aValueOfAnotherType_asksForNothing() {
    let text = g_variant_ref_sink(g_variant_new_string("dark"))!
    defer { g_variant_unref(text) }

    #expect(trips_prefers_dark(text) == 0)
  }
}
