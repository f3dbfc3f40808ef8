/**
 * Queries the search was never tuned on: the part of the relevance set that predicts how it
 * answers readers. A helper wrote them on 2026-12-02 seeing only each page's route, title and
 * description (and /versions' release anchors) and the texts of the other query sets, so as not to
 * repeat them; never the search engine, its settings or any ranking. Nobody tuning the search
 * looks at how these rank: `bench:search` prints their figures only, and a failing floor in
 * tests/e2e/search-relevance.spec.ts is the one place that lists their misses. Once a change to
 * ranking is made for one of them, the set is spent: move it to search-queries.ts and have new
 * ones written the same blind way.
 */
import type { QueryKind } from './search-queries'
import type { ScoredQuery } from './search-relevance'

export type UntunedKind = Extract<QueryKind, 'question' | 'topic' | 'release' | 'learn task' | 'api task'>

export const untunedQueries: ReadonlyArray<ScoredQuery & { readonly kind: UntunedKind }> = [
  {
    kind: 'question',
    query: "why does my server rendered page show another user's data",
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'question',
    query: 'what happens if two async updates are started at the same time',
    expected: ['/docs/api/core/AsyncStateManager'],
  },
  {
    kind: 'question',
    query: 'how do I make a test wait until the store has finished loading',
    expected: ['/docs/learn/guides/testing'],
  },
  {
    kind: 'question',
    query: 'can I limit which values a store is allowed to change to',
    expected: ['/docs/api/core/SimpleFiniteStateManager'],
  },
  {
    kind: 'question',
    query: 'how do I compute one value from two different stores',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  { kind: 'question', query: 'what version of react do the bindings need', expected: ['/docs/learn/react/setup'] },
  {
    kind: 'question',
    query: 'how do I turn re-rendering back on after pausing it',
    expected: ['/docs/learn/react/opt-out-of-rerenders'],
  },
  {
    kind: 'question',
    query: 'why are my updates stuck and never get applied',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'question',
    query: 'how do I roll back an optimistic update when the request fails',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'question',
    query: 'do I have to dispose a store when the component unmounts',
    expected: ['/docs/learn/tutorial/disposal'],
  },
  {
    kind: 'question',
    query: 'how do I reset the state back to its default',
    expected: ['/docs/learn/tutorial/quick-start'],
  },
  {
    kind: 'question',
    query: 'how do I type a selector function in typescript',
    expected: ['/docs/learn/guides/typescript', '/docs/api/core/StateSelector'],
  },
  {
    kind: 'question',
    query: 'can wait resolve on a condition instead of an exact value',
    expected: ['/docs/learn/tutorial/waiting-for-state-change'],
  },
  {
    kind: 'question',
    query: 'what is the cotton-box equivalent of a relink source',
    expected: ['/docs/learn/react/migration-from-react-relink'],
  },
  {
    kind: 'question',
    query: "why can't I see my store value in react devtools",
    expected: ['/docs/learn/react/hiding-values-from-react-developer-tools', '/docs/api/core/StateManagerVisibility'],
  },
  { kind: 'question', query: 'how do I test code that uses suspense', expected: ['/docs/learn/guides/testing'] },
  {
    kind: 'question',
    query: 'where should I put state files in my project',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'question',
    query: 'should I use AsyncStateManager or StateManager for api data',
    expected: ['/docs/learn/tutorial/which-state-manager-should-i-use'],
  },
  {
    kind: 'question',
    query: 'what is the difference between cotton-box and cotton-box-react',
    expected: ['/blog/reincarnation-of-an-old-package'],
  },
  {
    kind: 'question',
    query: 'how do I read the current state outside of a component',
    expected: ['/docs/learn/tutorial/quick-start'],
  },
  { kind: 'topic', query: 'isInitializing', expected: ['/docs/learn/react/observing-initialization-state'] },
  { kind: 'topic', query: 'error boundary', expected: ['/docs/learn/guides/async-data-and-errors'] },
  { kind: 'topic', query: 'file layout', expected: ['/docs/learn/guides/structuring-an-app'] },
  { kind: 'topic', query: 'state slice', expected: ['/docs/learn/react/selectors', '/docs/api/core/StateSelector'] },
  {
    kind: 'topic',
    query: 'stable selector reference',
    expected: [
      '/docs/api/react/useStateValueWithReactiveSelector',
      '/docs/api/react/useSimpleStateValueWithReactiveSelector',
    ],
  },
  { kind: 'topic', query: 'yarn', expected: ['/docs/learn/tutorial/setup'] },
  { kind: 'topic', query: 'pause subscription', expected: ['/docs/learn/react/opt-out-of-rerenders'] },
  {
    kind: 'topic',
    query: 'state manager comparison',
    expected: ['/docs/learn/tutorial/which-state-manager-should-i-use'],
  },
  { kind: 'topic', query: 'request isolation', expected: ['/docs/learn/guides/server-rendering'] },
  { kind: 'topic', query: 'package split', expected: ['/blog/reincarnation-of-an-old-package'] },
  { kind: 'release', query: 'what was added in 0.13.0', expected: ['/versions#release-0-13-0'] },
  { kind: 'release', query: '0.5.0 release', expected: ['/versions#release-0-5-0'] },
  { kind: 'release', query: 'changes in version 0.4', expected: ['/versions#release-0-4-0'] },
  { kind: 'release', query: 'cotton-box 0.2.0 new features', expected: ['/versions#release-0-2-0'] },
  { kind: 'release', query: 'was anything removed in 0.1.0', expected: ['/versions#release-0-1-0'] },
  { kind: 'release', query: 'v0.0.1 release notes', expected: ['/versions#release-0-0-1'] },
  { kind: 'release', query: 'initial release 0.0.0', expected: ['/versions#release-0-0-0'] },
  { kind: 'release', query: 'did 0.14.0 deprecate anything', expected: ['/versions#release-0-14-0'] },
  {
    kind: 'learn task',
    query: 'restore saved settings from storage when the app starts',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'learn task',
    query: 'run some code every time the cart state changes',
    expected: ['/docs/learn/tutorial/watching-for-state-changes'],
  },
  {
    kind: 'learn task',
    query: 'pause a script until the counter reaches ten',
    expected: ['/docs/learn/tutorial/waiting-for-state-change'],
  },
  {
    kind: 'learn task',
    query: 'stop a hidden tab panel from re-rendering on every update',
    expected: ['/docs/learn/react/opt-out-of-rerenders'],
  },
  {
    kind: 'learn task',
    query: 'create a store for each chat window opened at runtime and clean it up',
    expected: ['/docs/learn/tutorial/disposal'],
  },
  {
    kind: 'learn task',
    query: 'prevent a workflow from going from done back to pending',
    expected: ['/docs/api/core/SimpleFiniteStateManager'],
  },
  {
    kind: 'learn task',
    query: 'fill stores with server data in a next.js page',
    expected: ['/docs/api/react/HydrateStateManager', '/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'learn task',
    query: 'render only the user name from a large profile state',
    expected: ['/docs/learn/react/selectors'],
  },
  { kind: 'learn task', query: 'load cotton-box-react from unpkg without npm', expected: ['/docs/learn/react/setup'] },
  {
    kind: 'learn task',
    query: 'cancel an outdated request when the user types again',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'learn task',
    query: 'show a counter from a store in a react component',
    expected: ['/docs/learn/react/quick-start'],
  },
  {
    kind: 'api task',
    query: 'function that checks if the awaited state has been reached',
    expected: ['/docs/api/core/WaitEvaluator'],
  },
  { kind: 'api task', query: 'enum listing the bundle formats', expected: ['/docs/api/misc/BuildType'] },
  {
    kind: 'api task',
    query: 'type that hides set and reset from consumers',
    expected: ['/docs/api/core/ReadOnlyStateManager'],
  },
  {
    kind: 'api task',
    query: 'props for the component that hydrates managers on the server',
    expected: ['/docs/api/react/HydrateStateManagerProps'],
  },
  {
    kind: 'api task',
    query: 'debug name option for the lightest manager',
    expected: ['/docs/api/core/SimpleStateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'callback that runs after the state is reset',
    expected: ['/docs/api/core/StateManagerLifecycle'],
  },
  { kind: 'api task', query: 'class with watch and post methods', expected: ['/docs/api/core/Watcher'] },
  {
    kind: 'api task',
    query: 'constructor options with lifecycle and suspense settings',
    expected: ['/docs/api/core/StateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'functions to finish or abort initialization',
    expected: ['/docs/api/core/StateManagerInitArgs'],
  },
  {
    kind: 'api task',
    query: 'lightweight hook for a finite state manager',
    expected: ['/docs/api/react/useSimpleStateValue'],
  },
  {
    kind: 'api task',
    query: 'react hook that reads any manager with a selector',
    expected: ['/docs/api/react/useStateValue'],
  },
]
