/// What a headless presentation tells about a sheet the person pulls down, as `UIAdaptivePresentationControllerDelegate`
/// does in UIKit.
///
/// Set it on the presented screen's ``HeadlessScreen/presentationControllerDelegate`` — for a presented navigation
/// stack, on the stack, as UIKit's delegate belongs to the navigation controller's presentation controller. Every
/// method is optional. Like UIKit, a programmatic dismissal calls none of them.
///
/// ```swift
/// final class SheetForm: HeadlessScreen, HeadlessPresentationControllerDelegate {
///   var hasChanges = false
///   func presentationControllerShouldDismiss(_ presented: HeadlessScreen) -> Bool { !hasChanges }
/// }
/// ```
@MainActor
public protocol HeadlessPresentationControllerDelegate: AnyObject {
  /// Asked when the person starts pulling the sheet down, unless it is modal in presentation. Returning `false`
  /// keeps it, and ``presentationControllerDidAttemptToDismiss(_:)`` is called instead.
  func presentationControllerShouldDismiss(_ presented: HeadlessScreen) -> Bool

  /// The person pulled down a sheet that may not be dismissed.
  func presentationControllerDidAttemptToDismiss(_ presented: HeadlessScreen)

  /// The pull-down started; it may still be cancelled.
  func presentationControllerWillDismiss(_ presented: HeadlessScreen)

  /// The pull-down finished and the sheet is gone.
  func presentationControllerDidDismiss(_ presented: HeadlessScreen)
}

extension HeadlessPresentationControllerDelegate {
  /// Allows the dismissal.
  public func presentationControllerShouldDismiss(_ presented: HeadlessScreen) -> Bool { true }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presented: HeadlessScreen) {}
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presented: HeadlessScreen) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presented: HeadlessScreen) {}
}
