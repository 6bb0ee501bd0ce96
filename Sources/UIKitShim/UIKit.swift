public enum UIKitShimPlaceholder {}
