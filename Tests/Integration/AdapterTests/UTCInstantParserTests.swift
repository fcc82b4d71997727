import Foundation
import Testing

@testable import JSONFileStore

/// The JSON store's fast reader of UTC instants, against Foundation's ISO 8601 parser.
@Suite struct UTCInstantParserTests {
  @Test(arguments: [
    "2015-10-09T13:09:53Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z",
    "2000-02-29T12:00:00Z", "2100-03-01T00:00:00Z", "1600-02-29T06:30:00Z",
    // The first days of a 400-year era, where a wrong era length would show.
    "2000-03-01T00:00:00Z", "2001-01-01T00:00:00Z", "2400-03-01T08:15:00Z",
  ])
  func agreesWithFoundation(text: String) throws {
    let expected = try Date.ISO8601FormatStyle().parse(text)

    #expect(JSONStoreDocument.parseUTCInstant(text) == expected)
  }

  @Test(arguments: [
    "2015-10-09T13:09:53+02:00", "2015-10-09 13:09:53Z", "2015-02-29T00:00:00Z",
    "2015-13-01T00:00:00Z", "2015-10-09T24:00:00Z", "2015-1a-09T13:09:53Z", "",
    // The day after the last of each 30-day month, and of February in a leap year.
    "2015-04-31T00:00:00Z", "2015-06-31T00:00:00Z", "2015-09-31T00:00:00Z",
    "2015-11-31T00:00:00Z", "2016-02-30T00:00:00Z",
    // A century year that is not a leap year.
    "2100-02-29T00:00:00Z",
    // Years the general formatter writes in the Julian calendar.
    "1017-10-09T08:15:00Z", "1582-10-15T00:00:00Z",
  ])
  func leavesOtherFormsToTheGeneralParser(text: String) {
    #expect(JSONStoreDocument.parseUTCInstant(text) == nil)
  }

  @Test(arguments: ["1017-10-09T08:15:00Z", "1582-10-04T23:59:59Z", "1583-01-01T00:00:00Z"])
  func anInstantWrittenByTheStore_readsBackTheSame(text: String) throws {
    let instant = try Date.ISO8601FormatStyle().parse(text)
    let written = try JSONStoreDocument.encoder().encode([instant])

    #expect(try JSONStoreDocument.decoder().decode([Date].self, from: written) == [instant])
  }
}
