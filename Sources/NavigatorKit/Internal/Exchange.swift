/// Puts `new` in `stored` and returns the value it replaces.
///
/// For the navigator's stored state: an assignment would release the old value inside the access to `stored`, where
/// its deinitializer (a screen's, a closure's captures) could reach back into the navigator, so the compiler would
/// have to check that access at run time. Exchanged, the old value is released by the caller after the access, which
/// is then a plain exchange that the compiler proves exclusive.
@inline(__always)
func exchange<Value>(_ stored: inout Value, with new: consuming Value) -> Value {
  var value = new
  swap(&value, &stored)
  return value
}
