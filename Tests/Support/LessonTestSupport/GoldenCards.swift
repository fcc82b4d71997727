/// The article's trip as the console draws it in `en_US`, `Europe/Amsterdam`, without colour:
/// the golden text several suites compare against, kept in one place.
public enum GoldenCards {
  /// Trip 1, five minutes late.
  public static let late = """
    ╭──────────────────────────────────────────╮
    │ Trip 1                           10/9/15 │
    │                                          │
    │ 3:09 PM ──────── 17 min ──────── 3:26 PM │
    │                                          │
    │ 5 minutes delay                          │
    ╰──────────────────────────────────────────╯

    """

  /// Trip 1, on time: no delay line.
  public static let onTime = """
    ╭──────────────────────────────────────────╮
    │ Trip 1                           10/9/15 │
    │                                          │
    │ 3:09 PM ──────── 17 min ──────── 3:26 PM │
    ╰──────────────────────────────────────────╯

    """
}
