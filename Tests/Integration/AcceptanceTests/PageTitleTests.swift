import Testing

/// The titles of `--format html` pages, which a browser shows in its tab and history, are in
/// the person's language: the trip's title on its page, and the composition root's word for a
/// list on the list's page.
@MainActor @Suite struct PageTitleTests {
  @Test(arguments: [
    ("en_US", "Trip 1", "Trips"), ("de_DE", "Reise 1", "Reisen"), ("zh_Hans_CN", "行程 1", "行程"),
  ])
  func aPagesTitle_isInTheLocalesLanguage(locale: String, trip: String, list: String) async {
    let trips = InProcessTrips()
    await trips.run("demo")

    let card = await trips.run("--locale", locale, "show", "1", "--format", "html")
    let rows = await trips.run("--locale", locale, "list", "--all", "--format", "html")

    #expect(card.status == 0)
    #expect(card.output.contains("<title>\(trip)</title>"), "\(card.output)")
    #expect(rows.status == 0)
    #expect(rows.output.contains("<title>\(list)</title>"), "\(rows.output)")
  }
}
