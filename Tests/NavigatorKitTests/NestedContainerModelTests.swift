import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Randomized nesting of containers — presented stacks and tab bars, two or three levels deep — torn down by one exit:
/// every closure inside runs once, in the order the model predicts, with the exit's reason, and nothing stays alive.
@MainActor
@Suite struct NestedContainerModelTests {
  /// A container as the model sees it: the stacks inside (one for a presented stack, the tabs for a tab bar), the
  /// screens pushed on each, what one of them presents, and the label its own closure logs.
  @MainActor
  final class Node {
    let label: String
    let screen: HeadlessScreen
    /// Each stack inside: its navigator, and the labels of its pushed screens, root-most first.
    var stacks: [(navigator: Navigator, pushed: [String])] = []
    /// The stack that presents `presented`, by index, and what it presents.
    var presented: (stack: Int, node: Node)?

    init(label: String, screen: HeadlessScreen) {
      self.label = label
      self.screen = screen
    }

    /// What leaves when this container leaves, innermost first: what its stacks present, then each stack top to
    /// bottom, then the container itself.
    var expectedLeaving: [String] {
      (presented.map { $0.node.expectedLeaving } ?? []) + stacks.flatMap { $0.pushed.reversed() } + [label]
    }
  }

  /// Builds a container at `depth`, its stacks and pushes, and below `maxDepth` a container presented from one of its
  /// stacks; every closure appends its label and reason to `log`.
  private func build(
    _ label: String, depth: Int, maxDepth: Int, rng: inout SplitMix64, log: LeaveLog,
    present: (HeadlessScreen, String) -> Void
  ) -> Node {
    let isTabBar = rng.chance(50)
    let tabCount = isTabBar ? Int.random(in: 1...3, using: &rng) : 1
    let hosts = (0..<tabCount).map { HeadlessNavigationController("\(label).s\($0)", root: HeadlessScreen("root")) }
    let screen: HeadlessScreen = isTabBar ? HeadlessTabBarController(tabs: hosts) : hosts[0]
    let node = Node(label: label, screen: screen)
    present(screen, label)
    for (index, host) in hosts.enumerated() {
      let navigator = Navigator(host: host)
      var pushed: [String] = []
      for screenIndex in 0..<Int.random(in: 0...3, using: &rng) {
        let name = "\(label).s\(index).\(screenIndex)"
        navigator.push(HeadlessScreen(name), animated: false, onLeave: log.leave(name))
        pushed.append(name)
      }
      node.stacks.append((navigator, pushed))
    }
    if depth < maxDepth, depth < 2 || rng.chance(60) {
      let from = Int.random(in: 0..<tabCount, using: &rng)
      let presenter = node.stacks[from].navigator
      let child = build("\(label).p", depth: depth + 1, maxDepth: maxDepth, rng: &rng, log: log) { screen, name in
        presenter.present(screen, animated: false, onLeave: log.leave(name))
      }
      node.presented = (from, child)
    }
    return node
  }

  @Test(arguments: randomizedTestSeeds(count: 60, offset: 3200))
  func nestedContainersLeaveInnermostFirstOnce(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let log = LeaveLog()
    weak var weakTop: HeadlessScreen?
    weak var weakNavigator: Navigator?
    do {
      var navigators: [Navigator] = []
      let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
      let rootNavigator = Navigator(host: rootHost)
      let top = build("c", depth: 1, maxDepth: 3, rng: &rng, log: log) { screen, name in
        rootNavigator.present(screen, animated: false, onLeave: log.leave(name))
      }
      weakTop = top.screen
      var node: Node? = top
      while let current = node {
        navigators += current.stacks.map(\.navigator)
        node = current.presented?.node
      }
      weakNavigator = navigators.last
      let pullDown = rng.chance(50)
      let reason: LeaveReason = pullDown ? .sheetPulledDown : .dismiss
      if pullDown {
        try #require(rootHost.beginInteractiveDismiss()).finish()
      } else {
        rootNavigator.dismiss(animated: false)
      }
      let expected = top.expectedLeaving.map { "\($0):\(reason)" }
      #expect(log.entries == expected, "seed \(seed)")
      for navigator in navigators { navigator.synchronize() }
      #expect(log.entries == expected, "seed \(seed): a closure ran again")
    }
    #expect(weakTop == nil, "seed \(seed)")
    #expect(weakNavigator == nil, "seed \(seed)")
  }
}
