import PostgreSQLStore
import Testing

/// A PostgreSQL address is named in messages without its password, wherever the password was
/// written.
@Suite struct PostgreSQLAddressTests {
  @Test(arguments: [
    ("postgresql://ann:s3cret@db.example:5432/trips", "postgresql://ann@db.example:5432/trips"),
    ("postgres://ann:@db.example/trips", "postgres://ann@db.example/trips"),
    ("postgresql://ann@db.example/trips", "postgresql://ann@db.example/trips"),
    (
      "postgresql://db.example/trips?password=s3cret&sslmode=verify-full",
      "postgresql://db.example/trips?sslmode=verify-full"
    ),
    ("postgresql:///trips?host=/run/pg&pass%77ord=s3cret", "postgresql:///trips?host=/run/pg"),
    ("postgresql://ann:p%40ss@db.example", "postgresql://ann@db.example"),
    ("postgresql://db.example/trips?password=s3cret", "postgresql://db.example/trips"),
    ("postgresql://db.example/tr@ips", "postgresql://db.example/tr@ips"),
    (
      "postgresql://db.example/trips?sslpassword=s3cret&sslmode=verify-full",
      "postgresql://db.example/trips?sslmode=verify-full"
    ),
    // A password libpq would not read as one, with `/` or `?` in it, is removed all the same.
    ("postgresql://ann:pa/s3cret@db.example/trips", "postgresql://ann@db.example/trips"),
    ("postgresql://ann:pa?s3cret@db.example/trips", "postgresql://ann@db.example/trips"),
    ("postgresql:///trips?host=/run/pg&user=ann", "postgresql:///trips?host=/run/pg&user=ann"),
  ])
  func redacted_leavesNoPassword(address: String, shown: String) throws {
    let parsed = try #require(PostgreSQLAddress(address))

    #expect(parsed.redacted == shown)
    #expect(!parsed.redacted.contains("s3cret"))
  }

  @Test(arguments: [("postgresql://a:b@c/d", "postgresql://"), ("POSTGRES://x", "postgres://")])
  func scheme_isTheAddressWithNothingElse(address: String, scheme: String) throws {
    #expect(try #require(PostgreSQLAddress(address)).scheme == scheme)
  }

  @Test(arguments: ["/home/ann/trips.sqlite", "postgresql:trips", ":memory:", "http://x/y"])
  func anythingButAPostgreSQLURI_isNoAddress(text: String) {
    #expect(PostgreSQLAddress(text) == nil)
  }
}
