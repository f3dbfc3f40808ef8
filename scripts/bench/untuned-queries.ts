/**
 * Queries the search was never tuned on: the part of the relevance set that predicts how it
 * answers readers. A helper wrote them on 2026-12-02 seeing only each page's route, title and
 * description (and /versions' release anchors) and the texts of the other query sets, so as not to
 * repeat them; never the search engine, its settings or any ranking. Nobody tuning the search
 * looks at how these rank: `bench:search` prints their figures only, and a failing floor in
 * tests/e2e/search-relevance.spec.ts is the one place that lists their misses. (Of 60, the one that
 * found nothing was read and moved to search-queries.ts.) Once a change to ranking is made for one
 * of them, the set is spent: move it to search-queries.ts and have new ones written the same blind
 * way.
 */
import type { QueryKind } from './search-queries'
import type { ScoredQuery } from './search-relevance'

export type UntunedKind = Extract<QueryKind, 'question' | 'topic' | 'release' | 'learn task' | 'api task'>

export const untunedQueries: ReadonlyArray<ScoredQuery & { readonly kind: UntunedKind }> = [
  // question
  {
    kind: 'question',
    query: 'how do I show a spinner while the store is still initializing',
    expected: ['/docs/learn/react/observing-initialization-state'],
  },
  {
    kind: 'question',
    query: 'does the core package depend on react at all',
    expected: ['/blog/reincarnation-of-an-old-package'],
  },
  {
    kind: 'question',
    query: 'what happens when i set a state the finite manager does not allow',
    expected: ['/docs/api/core/SimpleFiniteStateManager', '/docs/api/core/InvalidStateTransitionError'],
  },
  {
    kind: 'question',
    query: 'should i still use the reactive selector hooks',
    expected: [
      '/docs/api/react/useStateValueWithReactiveSelector',
      '/docs/api/react/useSimpleStateValueWithReactiveSelector',
    ],
  },
  {
    kind: 'question',
    query: 'what does wait give back once the condition is met',
    expected: ['/docs/learn/tutorial/waiting-for-state-change'],
  },
  {
    kind: 'question',
    query: 'why does my component rerender when the selector returns a new object every time',
    expected: ['/docs/api/core/EqualityFn', '/docs/learn/react/selectors'],
  },
  {
    kind: 'question',
    query: 'where should i keep the error from a failed fetch',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'question',
    query: 'where do redux style actions and reducers go',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'question',
    query: 'how can i debounce writes to localStorage when state changes',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'question',
    query: 'should i mock the store module in jest or use the real one',
    expected: ['/docs/learn/guides/testing'],
  },
  {
    kind: 'question',
    query: 'my state is inferred as null, how do i widen its type',
    expected: ['/docs/learn/guides/typescript'],
  },
  {
    kind: 'question',
    query: 'is it safe to create a store at module scope in nextjs',
    expected: ['/docs/learn/guides/server-rendering'],
  },
  // topic
  {
    kind: 'topic',
    query: 'ssr hydration component',
    expected: ['/docs/api/react/HydrateStateManager'],
  },
  {
    kind: 'topic',
    query: 'minimal store class',
    expected: ['/docs/api/core/SimpleStateManager'],
  },
  {
    kind: 'topic',
    query: 'glyph-cat equality package',
    expected: ['/docs/api/core/Equality'],
  },
  {
    kind: 'topic',
    query: 'wait predicate function',
    expected: ['/docs/api/core/WaitEvaluator'],
  },
  {
    kind: 'topic',
    query: 'store memory leaks',
    expected: ['/docs/learn/tutorial/disposal'],
  },
  {
    kind: 'topic',
    query: 'react hooks reference',
    expected: ['/docs/api/react'],
  },
  {
    kind: 'topic',
    query: 'core exports reference',
    expected: ['/docs/api/core'],
  },
  {
    kind: 'topic',
    query: 'build metadata constants',
    expected: ['/docs/api/misc'],
  },
  {
    kind: 'topic',
    query: 'recommended default store',
    expected: ['/docs/api/core/StateManager'],
  },
  {
    kind: 'topic',
    query: 'react integration overview',
    expected: ['/docs/learn/react'],
  },
  {
    kind: 'topic',
    query: 'real world app guides',
    expected: ['/docs/learn/guides'],
  },
  // release
  {
    kind: 'release',
    query: 'v0.12.0 breaking changes',
    expected: ['/versions#release-0-12-0'],
  },
  {
    kind: 'release',
    query: 'what is new in cotton-box 0.11',
    expected: ['/versions#release-0-11-0'],
  },
  {
    kind: 'release',
    query: '0.13.1 patch fixes',
    expected: ['/versions#release-0-13-1'],
  },
  {
    kind: 'release',
    query: 'upgrading from 0.9 to 0.10',
    expected: ['/versions#release-0-10-0'],
  },
  {
    kind: 'release',
    query: 'v0.8.0 release',
    expected: ['/versions#release-0-8-0'],
  },
  {
    kind: 'release',
    query: 'which version do these docs cover',
    expected: ['/versions'],
  },
  {
    kind: 'release',
    query: 'which versions can i install from npm',
    expected: ['/versions#what-npm-installs'],
  },
  {
    kind: 'release',
    query: 'all deprecations across releases',
    expected: ['/versions#what-changed'],
  },
  {
    kind: 'release',
    query: '0.7 breaking',
    expected: ['/versions#release-0-7-0'],
  },
  {
    kind: 'release',
    query: 'equality presets removed in v0.6',
    expected: ['/versions#release-0-6-0', '/docs/api/core/Equality'],
  },
  {
    kind: 'release',
    query: '0.9 release notes',
    expected: ['/versions#release-0-9-0'],
  },
  {
    kind: 'release',
    query: 'upgrade to 0.14.0',
    expected: ['/versions#release-0-14-0'],
  },
  // learn task
  {
    kind: 'learn task',
    query: 'add cotton-box to a project with pnpm',
    expected: ['/docs/learn/tutorial/setup'],
  },
  {
    kind: 'learn task',
    query: 'create my first store and read its value',
    expected: ['/docs/learn/tutorial/quick-start'],
  },
  {
    kind: 'learn task',
    query: 'mask a secret token so the react components panel cannot show it',
    expected: ['/docs/learn/react/hiding-values-from-react-developer-tools'],
  },
  {
    kind: 'learn task',
    query: 'replace useRelinkValue calls after switching packages',
    expected: ['/docs/learn/react/migration-from-react-relink'],
  },
  {
    kind: 'learn task',
    query: 'set up the react bindings in a vite app',
    expected: ['/docs/learn/react/setup'],
  },
  {
    kind: 'learn task',
    query: 'choose between a sync and an async store for form state',
    expected: ['/docs/learn/tutorial/which-state-manager-should-i-use'],
  },
  {
    kind: 'learn task',
    query: 'send every store change to analytics outside react',
    expected: ['/docs/learn/tutorial/watching-for-state-changes'],
  },
  {
    kind: 'learn task',
    query: 'load user preferences from an api on startup and handle failure',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'learn task',
    query: 'derive a boolean from store state in a hook so the button only rerenders when it flips',
    expected: ['/docs/learn/react/selectors'],
  },
  {
    kind: 'learn task',
    query: 'wait for the socket store to report connected before sending',
    expected: ['/docs/learn/tutorial/waiting-for-state-change'],
  },
  {
    kind: 'learn task',
    query: 'keep update logic out of react components',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'learn task',
    query: 'extract the state type from an existing store',
    expected: ['/docs/learn/guides/typescript'],
  },
  // api task
  {
    kind: 'api task',
    query: 'identify the exact source revision of the deployed bundle',
    expected: ['/docs/api/misc/BUILD_HASH'],
  },
  {
    kind: 'api task',
    query: 'read a read-only manager inside a component',
    expected: ['/docs/api/react/useSimpleStateValue'],
  },
  {
    kind: 'api task',
    query: 'updater callback that also receives the default state',
    expected: ['/docs/api/core/SetStateFn'],
  },
  {
    kind: 'api task',
    query: 'hook that saves to storage after every set or reset',
    expected: ['/docs/api/core/StateManagerLifecycle'],
  },
  {
    kind: 'api task',
    query: 'suspend a component until the store finishes initializing',
    expected: ['/docs/api/react/useStateValue', '/docs/api/core/StateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'store whose updates can await a fetch',
    expected: ['/docs/api/core/AsyncStateManager'],
  },
  {
    kind: 'api task',
    query: 'type of the function that picks a slice for a hook',
    expected: ['/docs/api/core/StateSelector'],
  },
  {
    kind: 'api task',
    query: "enum to keep a manager's value out of devtools",
    expected: ['/docs/api/core/StateManagerVisibility'],
  },
  {
    kind: 'api task',
    query: 'print the package version string in the footer',
    expected: ['/docs/api/misc/VERSION'],
  },
  {
    kind: 'api task',
    query: 'detect whether the umd build was loaded',
    expected: ['/docs/api/misc/BUILD_TYPE'],
  },
  {
    kind: 'api task',
    query: 'broadcast to many listeners without holding any state',
    expected: ['/docs/api/core/Watcher'],
  },
  {
    kind: 'api task',
    query: 'catch the error thrown by an illegal state change',
    expected: ['/docs/api/core/InvalidStateTransitionError'],
  },
]
