// The misuse the features layer reports.

extension NavigationIssue.Kind {
  /// ``Navigator/respondToTap(_:)`` ignored a tap because the navigation of an earlier tap was still in flight: a
  /// double tap.
  public static let tapIgnored = Self(rawValue: "tapIgnored")
}
