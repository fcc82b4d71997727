/// Settings every store starts from unless App gives others.
public enum StoreDefaults {
  /// How long a request waits for another writer's lock before the store reports it busy.
  public static let busyTimeout = Duration.seconds(10)
}
