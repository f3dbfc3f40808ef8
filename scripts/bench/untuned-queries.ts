/**
 * Queries the search was never tuned on: the part of the relevance set that predicts how it
 * answers readers. Helpers wrote them on 2026-12-02, in three rounds (60, 75, then 70), each seeing
 * only each page's route, title and description (and /versions' release anchors), the first two
 * also the texts of the other query sets, so as not to repeat them; never the search engine, its
 * settings or any ranking. Nobody tuning the search looks at how these rank: `bench:search` prints
 * their figures only, and a failing floor in tests/e2e/search-relevance.spec.ts is the one place
 * that lists their misses. (Of the first 60, the one that found nothing was read and moved to
 * search-queries.ts; of the third round, the 6 that were already tuned queries were left out.)
 * Once a change to ranking is made for one of them, the set is spent: move it to
 * search-queries.ts and have new ones written the same blind way.
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
  // The second round.
  {
    kind: 'question',
    query: 'is the hydration component safe to rely on in production?',
    expected: ['/docs/api/react/HydrateStateManager'],
  },
  {
    kind: 'question',
    query: 'does a SimpleStateManager notify its watchers right away or later',
    expected: ['/docs/api/core/SimpleStateManager'],
  },
  {
    kind: 'question',
    query: 'can the init hook be async, for example reading from IndexedDB?',
    expected: ['/docs/api/core/StateManagerLifecycle', '/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'question',
    query: 'does useStateValue work with every kind of state manager',
    expected: ['/docs/api/react/useStateValue'],
  },
  {
    kind: 'question',
    query: 'what happens to existing watchers once I dispose a store?',
    expected: ['/docs/learn/tutorial/disposal'],
  },
  {
    kind: 'question',
    query: 'are store values visible in react devtools by default',
    expected: ['/docs/api/core/StateManagerVisibility', '/docs/learn/react/hiding-values-from-react-developer-tools'],
  },
  {
    kind: 'question',
    query: 'what does the watch callback receive when the state changes?',
    expected: ['/docs/learn/tutorial/watching-for-state-changes'],
  },
  {
    kind: 'question',
    query: 'how is the reactive selector hook different from plain useStateValue',
    expected: ['/docs/api/react/useStateValueWithReactiveSelector'],
  },
  {
    kind: 'question',
    query: 'which bundle formats can BUILD_TYPE report?',
    expected: ['/docs/api/misc/BuildType', '/docs/api/misc/BUILD_TYPE'],
  },
  {
    kind: 'question',
    query: 'is the version constant set at build time or read from package.json',
    expected: ['/docs/api/misc/VERSION'],
  },
  {
    kind: 'question',
    query: 'can i use cotton-box with remix or astro',
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'question',
    query: 'do I still need a provider component after leaving react-relink?',
    expected: ['/docs/learn/react/migration-from-react-relink'],
  },
  {
    kind: 'question',
    query: 'how do I list the moves a finite store may make',
    expected: ['/docs/api/core/StateTransition', '/docs/api/core/SimpleFiniteStateManager'],
  },
  {
    kind: 'question',
    query: 'what does an equality function receive and what should it return?',
    expected: ['/docs/api/core/EqualityFn'],
  },
  {
    kind: 'question',
    query: 'is cotton-box basically react-relink under a new name',
    expected: ['/blog/reincarnation-of-an-old-package'],
  },
  {
    kind: 'topic',
    query: 'setState updater function',
    expected: ['/docs/api/core/SetStateFn'],
  },
  {
    kind: 'topic',
    query: 'async store queue',
    expected: ['/docs/api/core/AsyncStateManager'],
  },
  {
    kind: 'topic',
    query: 'request cancellation',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'topic',
    query: 'cotton-box-react peer dependencies',
    expected: ['/docs/learn/react/setup'],
  },
  {
    kind: 'topic',
    query: 'suspense option',
    expected: ['/docs/api/core/StateManagerOptions', '/docs/api/react/useStateValue'],
  },
  {
    kind: 'topic',
    query: 'react testing library',
    expected: ['/docs/learn/guides/testing'],
  },
  {
    kind: 'topic',
    query: 'nextjs pages router',
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'topic',
    query: 'immutable array updates',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'topic',
    query: 'selector memoization',
    expected: ['/docs/learn/react/selectors'],
  },
  {
    kind: 'topic',
    query: 'conditional subscription in a component',
    expected: ['/docs/learn/react/opt-out-of-rerenders'],
  },
  {
    kind: 'topic',
    query: 'initialization status in react',
    expected: ['/docs/learn/react/observing-initialization-state'],
  },
  {
    kind: 'topic',
    query: 'dynamic store creation',
    expected: ['/docs/learn/tutorial/disposal'],
  },
  {
    kind: 'topic',
    query: 'union state types',
    expected: ['/docs/learn/guides/typescript'],
  },
  {
    kind: 'topic',
    query: 'sessionStorage persistence',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'topic',
    query: 'advanced topics',
    expected: ['/docs/learn/guides'],
  },
  {
    kind: 'release',
    query: 'anything I need to change when bumping to 0.12',
    expected: ['/versions#release-0-12-0'],
  },
  {
    kind: 'release',
    query: 'new stuff in the 0.9 release',
    expected: ['/versions#release-0-9-0'],
  },
  {
    kind: 'release',
    query: 'did 0.10.0 remove any apis?',
    expected: ['/versions#release-0-10-0'],
  },
  {
    kind: 'release',
    query: 'was there a breaking change between 0.13.0 and 0.13.1',
    expected: ['/versions#release-0-13-1'],
  },
  {
    kind: 'release',
    query: 'which release dropped the equality helpers from the core package',
    expected: ['/versions#release-0-6-0'],
  },
  {
    kind: 'release',
    query: 'first ever published version of cotton-box',
    expected: ['/versions#release-0-0-0'],
  },
  {
    kind: 'release',
    query: 'what did version 0.1 bring',
    expected: ['/versions#release-0-1-0'],
  },
  {
    kind: 'release',
    query: 'did 0.2.0 break anything?',
    expected: ['/versions#release-0-2-0'],
  },
  {
    kind: 'release',
    query: '0.3.0 deprecations',
    expected: ['/versions#release-0-3-0'],
  },
  {
    kind: 'release',
    query: 'is 0.4 a breaking release',
    expected: ['/versions#release-0-4-0'],
  },
  {
    kind: 'release',
    query: 'upgrading from 0.4 to 0.5, what do i need to know',
    expected: ['/versions#release-0-5-0'],
  },
  {
    kind: 'release',
    query: 'v0.7 new features',
    expected: ['/versions#release-0-7-0'],
  },
  {
    kind: 'release',
    query: 'what got deprecated in 0.8.0?',
    expected: ['/versions#release-0-8-0'],
  },
  {
    kind: 'release',
    query: 'what version do I get when I npm install cotton-box',
    expected: ['/versions#what-npm-installs'],
  },
  {
    kind: 'release',
    query: 'did anything get deprecated in 0.11',
    expected: ['/versions#release-0-11-0'],
  },
  {
    kind: 'learn task',
    query: 'create a store and increment it from anywhere in the app',
    expected: ['/docs/learn/tutorial/quick-start'],
  },
  {
    kind: 'learn task',
    query: 'wait until the user is logged in before making a request',
    expected: ['/docs/learn/tutorial/waiting-for-state-change'],
  },
  {
    kind: 'learn task',
    query: 'save a shopping cart so it survives a page refresh',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'learn task',
    query: 'only re-render a list row when its own item changes',
    expected: ['/docs/learn/react/selectors'],
  },
  {
    kind: 'learn task',
    query: 'move a relink hydration setup over to cotton-box-react',
    expected: ['/docs/learn/react/migration-from-react-relink'],
  },
  {
    kind: 'learn task',
    query: 'test a debounced save without really waiting',
    expected: ['/docs/learn/guides/testing'],
  },
  {
    kind: 'learn task',
    query: 'avoid hydration errors when a store reads from localStorage',
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'learn task',
    query: 'split a big store into smaller ones and combine their values',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'learn task',
    query: 'decide which manager to use for a multi-step wizard',
    expected: ['/docs/learn/tutorial/which-state-manager-should-i-use'],
  },
  {
    kind: 'learn task',
    query: 'walk through the core concepts from install to cleanup',
    expected: ['/docs/learn/tutorial'],
  },
  {
    kind: 'learn task',
    query: 'set up cotton-box in a node project',
    expected: ['/docs/learn/tutorial/setup'],
  },
  {
    kind: 'learn task',
    query: 'clear a form store back to its initial value after submit',
    expected: ['/docs/learn/tutorial/quick-start'],
  },
  {
    kind: 'learn task',
    query: 'skip writing to storage when the state gets reset',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'learn task',
    query: 'disable a submit button until the store is ready',
    expected: ['/docs/learn/react/observing-initialization-state'],
  },
  {
    kind: 'learn task',
    query: 'keep the old data on screen when a refresh request fails',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'api task',
    query: 'options accepted by the finite state manager constructor',
    expected: ['/docs/api/core/SimpleFiniteStateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'enum member meaning a change came from initialization',
    expected: ['/docs/api/core/StateChangeEventType'],
  },
  {
    kind: 'api task',
    query: 'unstable selector hook for simple managers',
    expected: ['/docs/api/react/useSimpleStateValueWithReactiveSelector'],
  },
  {
    kind: 'api task',
    query: 'store class with an init step and lifecycle hooks',
    expected: ['/docs/api/core/StateManager'],
  },
  {
    kind: 'api task',
    query: "ready made comparers to pass as a hook's equality argument",
    expected: ['/docs/api/core/Equality'],
  },
  {
    kind: 'api task',
    query: 'utility to notify a list of callbacks yourself',
    expected: ['/docs/api/core/Watcher'],
  },
  {
    kind: 'api task',
    query: 'type of the list of store and hydrate function pairs',
    expected: ['/docs/api/react/HydrateStateManagerProps'],
  },
  {
    kind: 'api task',
    query: 'interface for a store that callers can observe but not modify',
    expected: ['/docs/api/core/ReadOnlyStateManager'],
  },
  {
    kind: 'api task',
    query: 'lifecycle hook that loads data when the store is created',
    expected: ['/docs/api/core/StateManagerLifecycle'],
  },
  {
    kind: 'api task',
    query: 'options type shared by the sync and async managers',
    expected: ['/docs/api/core/StateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'options type for the basic store',
    expected: ['/docs/api/core/SimpleStateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'store class for a traffic light with fixed moves',
    expected: ['/docs/api/core/SimpleFiniteStateManager'],
  },
  {
    kind: 'api task',
    query: 'hook that re-runs when the selector function itself changes',
    expected: ['/docs/api/react/useStateValueWithReactiveSelector'],
  },
  {
    kind: 'api task',
    query: 'sync store with no init step that notifies immediately',
    expected: ['/docs/api/core/SimpleStateManager'],
  },
  {
    kind: 'api task',
    query: 'access the default state from inside init',
    expected: ['/docs/api/core/StateManagerInitArgs'],
  },
  // The third round.
  {
    kind: 'question',
    query: 'how do I save my store to localStorage and restore it?',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'question',
    query: 'why does my component re-render when unrelated fields change?',
    expected: ['/docs/learn/react/selectors'],
  },
  {
    kind: 'question',
    query: 'can I use async functions when updating the state?',
    expected: ['/docs/api/core/AsyncStateManager'],
  },
  {
    kind: 'question',
    query: "what happens if I set a transition that isn't allowed?",
    expected: ['/docs/api/core/InvalidStateTransitionError', '/docs/api/core/SimpleFiniteStateManager'],
  },
  {
    kind: 'question',
    query: 'how do I stop state leaking between requests in Next.js?',
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'question',
    query: 'how can I run code every time the value changes?',
    expected: ['/docs/learn/tutorial/watching-for-state-changes'],
  },
  {
    kind: 'question',
    query: 'how do I await until a flag becomes true?',
    expected: ['/docs/learn/tutorial/waiting-for-state-change'],
  },
  {
    kind: 'question',
    query: 'how do I reset stores between jest test cases?',
    expected: ['/docs/learn/guides/testing'],
  },
  {
    kind: 'question',
    query: 'which kind of store should I pick for a simple counter?',
    expected: ['/docs/learn/tutorial/which-state-manager-should-i-use'],
  },
  {
    kind: 'question',
    query: 'how do I show a spinner until the store finishes loading?',
    expected: ['/docs/learn/react/observing-initialization-state'],
  },
  {
    kind: 'question',
    query: 'can I hide sensitive state values from the browser devtools?',
    expected: ['/docs/learn/react/hiding-values-from-react-developer-tools'],
  },
  {
    kind: 'question',
    query: 'how do I move my app off relink to the new packages?',
    expected: ['/docs/learn/react/migration-from-react-relink'],
  },
  {
    kind: 'question',
    query: 'why was relink split into two separate packages?',
    expected: ['/blog/reincarnation-of-an-old-package'],
  },
  {
    kind: 'question',
    query: "how do I stop a component from updating while it's hidden?",
    expected: ['/docs/learn/react/opt-out-of-rerenders'],
  },
  {
    kind: 'question',
    query: 'how do I know if a change came from reset or set?',
    expected: ['/docs/api/core/StateChangeEventType', '/docs/learn/tutorial/watching-for-state-changes'],
  },
  {
    kind: 'question',
    query: 'how can I tell which release is loaded at runtime?',
    expected: ['/docs/api/misc/VERSION'],
  },
  {
    kind: 'question',
    query: 'does the hooks package need to be installed separately?',
    expected: ['/docs/learn/react/setup'],
  },
  {
    kind: 'question',
    query: 'why does my page show different content on server and client?',
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'question',
    query: 'how do I update a nested object without mutating it?',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'question',
    query: 'what happens when a request fails while loading remote data?',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'topic',
    query: 'shallow equal',
    expected: ['/docs/api/core/Equality'],
  },
  {
    kind: 'topic',
    query: 'SSR hydration',
    expected: ['/docs/learn/guides/server-rendering', '/docs/api/react/HydrateStateManager'],
  },
  {
    kind: 'topic',
    query: 'optimistic update rollback',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'topic',
    query: 'ESM or CommonJS bundle',
    expected: ['/docs/api/misc/BUILD_TYPE', '/docs/api/misc/BuildType'],
  },
  {
    kind: 'topic',
    query: 'memory leak cleanup',
    expected: ['/docs/learn/tutorial/disposal'],
  },
  {
    kind: 'topic',
    query: 'CDN script tag',
    expected: ['/docs/learn/tutorial/setup', '/docs/learn/react/setup'],
  },
  {
    kind: 'release',
    query: 'what changed in 0.14.0',
    expected: ['/versions#release-0-14-0'],
  },
  {
    kind: 'release',
    query: '0.13.1 release notes',
    expected: ['/versions#release-0-13-1'],
  },
  {
    kind: 'release',
    query: 'new in 0.12',
    expected: ['/versions#release-0-12-0'],
  },
  {
    kind: 'release',
    query: '0.10.0 breaking changes',
    expected: ['/versions#release-0-10-0'],
  },
  {
    kind: 'release',
    query: 'since v0.9.0',
    expected: ['/versions#release-0-9-0'],
  },
  {
    kind: 'release',
    query: 'what was removed in 0.6.0',
    expected: ['/versions#release-0-6-0'],
  },
  {
    kind: 'release',
    query: 'cotton-box 0.4.0 update',
    expected: ['/versions#release-0-4-0'],
  },
  {
    kind: 'release',
    query: "v0.1.0 what's new",
    expected: ['/versions#release-0-1-0'],
  },
  {
    kind: 'learn task',
    query: 'keep user settings after browser refresh',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'learn task',
    query: 'install the package with yarn',
    expected: ['/docs/learn/tutorial/setup'],
  },
  {
    kind: 'learn task',
    query: 'create my first store and update it',
    expected: ['/docs/learn/tutorial/quick-start'],
  },
  {
    kind: 'learn task',
    query: 'display store value inside a function component',
    expected: ['/docs/learn/react/quick-start'],
  },
  {
    kind: 'learn task',
    query: 'subscribe to changes and unsubscribe later',
    expected: ['/docs/learn/tutorial/watching-for-state-changes'],
  },
  {
    kind: 'learn task',
    query: 'block until value meets a condition',
    expected: ['/docs/learn/tutorial/waiting-for-state-change'],
  },
  {
    kind: 'learn task',
    query: 'clean up stores created inside a component',
    expected: ['/docs/learn/tutorial/disposal'],
  },
  {
    kind: 'learn task',
    query: 'only rerender when one field changes',
    expected: ['/docs/learn/react/selectors'],
  },
  {
    kind: 'learn task',
    query: 'mock timers and isolate state in unit tests',
    expected: ['/docs/learn/guides/testing'],
  },
  {
    kind: 'learn task',
    query: 'type a store that can be null',
    expected: ['/docs/learn/guides/typescript'],
  },
  {
    kind: 'learn task',
    query: 'organize store files in a large app',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'learn task',
    query: 'retry a failed fetch and keep error state',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'learn task',
    query: 'per-request stores in Next.js app router',
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'learn task',
    query: 'freeze updates for an offscreen component',
    expected: ['/docs/learn/react/opt-out-of-rerenders'],
  },
  {
    kind: 'learn task',
    query: 'replace relink hooks with the new ones',
    expected: ['/docs/learn/react/migration-from-react-relink'],
  },
  {
    kind: 'api task',
    query: 'main hook to read any store in components',
    expected: ['/docs/api/react/useStateValue'],
  },
  {
    kind: 'api task',
    query: 'lightweight hook for the basic synchronous store',
    expected: ['/docs/api/react/useSimpleStateValue'],
  },
  {
    kind: 'api task',
    query: 'type of the updater callback that returns a promise',
    expected: ['/docs/api/core/AsyncSetStateFn'],
  },
  {
    kind: 'api task',
    query: 'type of callback passed to set receiving previous state',
    expected: ['/docs/api/core/SetStateFn'],
  },
  {
    kind: 'api task',
    query: 'callback comparing two picked values to skip rerender',
    expected: ['/docs/api/core/EqualityFn'],
  },
  {
    kind: 'api task',
    query: 'constant with the git commit the bundle came from',
    expected: ['/docs/api/misc/BUILD_HASH'],
  },
  {
    kind: 'api task',
    query: 'enum listing possible bundle formats',
    expected: ['/docs/api/misc/BuildType'],
  },
  {
    kind: 'api task',
    query: 'component that seeds stores with request data during SSR',
    expected: ['/docs/api/react/HydrateStateManager'],
  },
  {
    kind: 'api task',
    query: 'props type for the SSR hydration component',
    expected: ['/docs/api/react/HydrateStateManagerProps'],
  },
  {
    kind: 'api task',
    query: 'error thrown on disallowed state move',
    expected: ['/docs/api/core/InvalidStateTransitionError'],
  },
  {
    kind: 'api task',
    query: 'finite store config to stringify states in error messages',
    expected: ['/docs/api/core/SimpleFiniteStateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'arguments passed to the hook that runs after each update',
    expected: ['/docs/api/core/StateManagerDidSetArgs'],
  },
  {
    kind: 'api task',
    query: 'argument object the initialization hook receives',
    expected: ['/docs/api/core/StateManagerInitArgs'],
  },
  {
    kind: 'api task',
    query: 'predicate deciding when waiting should resolve',
    expected: ['/docs/api/core/WaitEvaluator'],
  },
  {
    kind: 'api task',
    query: 'enum controlling devtools visibility of store value',
    expected: ['/docs/api/core/StateManagerVisibility'],
  },
]
