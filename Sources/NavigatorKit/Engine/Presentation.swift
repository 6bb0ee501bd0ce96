/// The screen the navigator presented or adopted, with the closure to run when the presentation ends.
@MainActor
struct Presentation {
  let screen: any Screen
  var onDismiss: LeaveAction?
}
