/// Settings every store starts from unless App gives others.
@usableFromInline package enum StoreDefaults {
  /// How long a request waits for another writer's lock before the store reports it busy.
  @usableFromInline package static let busyTimeout = Duration.seconds(10)
}
