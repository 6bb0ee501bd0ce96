#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// Libraries that forward to the delegate they found, and those that check that they are still the delegate
  /// (issue 31, E1): Hero and RxCocoa, modelled from their source in `LibraryDoubles.swift`.
  extension UIKitShimTests {
    @MainActor
    @Suite struct DelegateChainTests {
      // MARK: E1a — Hero forwards to the proxy it found

      @Test func heroAndTheAppsDelegateEachHearEveryCallOnce() async {
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        let hero = HeroDouble()
        hero.enable(on: f.navigationController)  // saves the proxy as its previous delegate
        UIKitShimRuntime.runLoopTurn()
        var shownEvents = 0
        let observation = f.navigator.observe { event in
          if case .didShow = event { shownEvents += 1 }
        }
        defer { withExtendedLifetime(observation) {} }
        f.push("A")
        await settle()
        // The navigator announces the push once, though the proxy hears didShow twice (from UIKit, then from Hero).
        #expect(shownEvents == 1)
        #expect(hero.calls == ["animator(Root->A)", "willShow(A)", "didShow(A)"])
        #expect(app.calls.suffix(2) == ["willShow(A)", "didShow(A)"])
        #expect(app.calls.filter { $0 == "didShow(A)" }.count == 1)
        f.navigator.pop()
        await settle()
        #expect(f.take() == ["onPop(A)"])
        #expect(app.calls.suffix(2) == ["willShow(Root)", "didShow(Root)"])
      }

      @Test func heroEnabledBeforeTheNavigatorIsAdoptedAndForwardsToTheAppsDelegate() async {
        let app = RecordingDelegate()
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        navigationController.delegate = app
        let hero = HeroDouble()
        hero.enable(on: navigationController)  // Hero's previous delegate is the app's own
        let navigator = Navigator(host: navigationController)
        navigationController.shimShowInWindow()
        navigator.push(NamedViewController("A")) { _ in }
        await settle()
        #expect(hero.calls.suffix(3) == ["animator(Root->A)", "willShow(A)", "didShow(A)"])
        #expect(app.calls == ["willShow(Root)", "didShow(Root)", "willShow(A)", "didShow(A)"])
      }

      // MARK: E1b — RxCocoa asserts that the delegate it set reads back as itself

      @Test func anRxSubscriptionDoesNotStopADebugBuildAndEveryoneHearsOnce() async {
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        var shown: [String] = []
        // `navigationController.rx.didShow.subscribe(onNext:)`: the assertion inside must hold.
        RxDelegateProxyDouble.subscribeDidShow(on: f.navigationController) {
          shown.append(($0 as? NamedViewController)?.name ?? "?")
        }
        #expect(UIKitShimRuntime.crashes.isEmpty)
        f.push("A")
        await settle()
        #expect(shown == ["A"])
        #expect(app.calls.suffix(2) == ["willShow(A)", "didShow(A)"])
        #expect(app.calls.filter { $0 == "didShow(A)" }.count == 1)
        // A second `rx` access once the proxy is back in front: the assertion holds again.
        RxDelegateProxyDouble.subscribeDidShow(on: f.navigationController) { _ in shown.append("second") }
        f.push("B")
        await settle()
        #expect(shown == ["A", "B", "second"])
        #expect(app.calls.filter { $0 == "didShow(B)" }.count == 1)
      }

      @Test func heroAndRxTogetherEachHearEveryCallOnce() async {
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        let hero = HeroDouble()
        hero.enable(on: f.navigationController)
        UIKitShimRuntime.runLoopTurn()
        var shown = 0
        RxDelegateProxyDouble.subscribeDidShow(on: f.navigationController) { _ in shown += 1 }
        f.push("A")
        await settle()
        #expect(shown == 1)
        #expect(hero.calls.filter { $0 == "didShow(A)" }.count == 1)
        #expect(app.calls.filter { $0 == "didShow(A)" }.count == 1)
      }

      @Test func aLibraryThatPutsItselfBackAtOnceIsNotFoughtAtEveryTurnOfTheRunLoop() async {
        let f = Fixture()
        let other = InsistentDelegate(on: f.navigationController)
        defer { withExtendedLifetime(other) {} }
        f.navigator.synchronize()  // the proxy tries once; the library puts itself back from inside
        #expect(f.navigationController.delegate === other)
        var assignments = 0
        let observation = f.navigationController.observe(\.delegate, options: [.new]) { _, _ in assignments += 1 }
        defer { observation.invalidate() }
        for _ in 0..<3 { UIKitShimRuntime.runLoopTurn() }
        #expect(assignments == 0)
        #expect(f.navigationController.delegate === other)
      }

      // MARK: E1c — a library that checks it is still the delegate

      @Test func heroDisabledPutsTheProxyBackWhenTheHostDoesNotInsist() async throws {
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        let host = try #require(f.navigator.host as? NavigationControllerHost)
        host.insistsOnBeingDelegate = false
        let hero = HeroDouble()
        hero.enable(on: f.navigationController)
        UIKitShimRuntime.runLoopTurn()
        #expect(f.navigationController.delegate === hero)  // the proxy stays behind Hero
        f.push("A")
        await settle()
        #expect(hero.calls == ["animator(Root->A)", "willShow(A)", "didShow(A)"])
        #expect(app.calls.suffix(2) == ["willShow(A)", "didShow(A)"])
        hero.disable(on: f.navigationController)  // finds itself, puts back what it saved: the proxy
        #expect(f.navigationController.delegate !== hero)
        f.push("B")
        await settle()
        #expect(hero.calls.count == 3)  // Hero's animator is no longer asked
        #expect(app.calls.suffix(3) == ["animationController(A->B)", "willShow(B)", "didShow(B)"])
        f.navigator.pop()
        await settle()
        #expect(f.take() == ["onPop(B)"])
      }

      @Test func heroDisabledFindsTheProxyWhenTheHostInsists() async {
        // The documented incompatibility: Hero's check reads the proxy, so Hero restores nothing and stays in the
        // chain. Nothing crashes, and every delegate still hears each call once.
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        let hero = HeroDouble()
        hero.enable(on: f.navigationController)
        UIKitShimRuntime.runLoopTurn()
        hero.disable(on: f.navigationController)
        f.push("A")
        await settle()
        #expect(hero.calls == ["animator(Root->A)", "willShow(A)", "didShow(A)"])
        #expect(app.calls.filter { $0 == "didShow(A)" }.count == 1)
      }

      @Test func anRxSubscriptionBehindAHostThatDoesNotInsistHearsEveryCallOnce() async throws {
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        let host = try #require(f.navigator.host as? NavigationControllerHost)
        host.insistsOnBeingDelegate = false
        var shown = 0
        RxDelegateProxyDouble.subscribeDidShow(on: f.navigationController) { _ in shown += 1 }
        f.push("A")
        await settle()
        #expect(f.navigationController.delegate is RxDelegateProxyDouble)
        #expect(shown == 1)
        #expect(app.calls.filter { $0 == "didShow(A)" }.count == 1)
        f.navigationController.popViewController(animated: true)  // the back button, say: the proxy hears it
        await settle()
        #expect(f.take() == ["onPop(A)"])
      }

      @Test func aDelegateSetThroughTheHostIsForwardedToBehindALibraryWhenTheHostDoesNotInsist() async throws {
        let f = Fixture()
        let host = try #require(f.navigator.host as? NavigationControllerHost)
        host.insistsOnBeingDelegate = false
        let hero = HeroDouble()
        hero.enable(on: f.navigationController)
        let app = RecordingDelegate()
        host.forwardedDelegate = app
        #expect(f.navigationController.delegate === hero)
        f.push("A")
        await settle()
        #expect(app.calls == ["willShow(A)", "didShow(A)"])
      }
    }
  }
#endif
