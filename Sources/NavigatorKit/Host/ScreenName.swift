// How NavigatorKit names a screen in events, issues and invariant reports.

/// A readable name for a screen: its `description` when it has one, else its type name.
func screenName(_ screen: any Screen) -> String {
  if let described = screen as? any CustomStringConvertible {
    return described.description
  }
  return String(describing: type(of: screen))
}
