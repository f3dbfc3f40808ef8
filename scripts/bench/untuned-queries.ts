/**
 * Queries the search was never tuned on: the part of the relevance set that predicts how it
 * answers readers. A helper wrote them on 2026-12-01 seeing only each page's route, title and
 * description (and the anchors of /versions' release sections), never the search engine, its
 * settings, the other query lists or any ranking. Keep it that way: a query here that a change to
 * ranking was tuned for moves to search-queries.ts, and new ones are written the same blind way.
 * `bench:search` reports these apart from the tuned queries.
 */
import type { ScoredQuery } from './search-relevance'

export type UntunedKind = 'question' | 'topic' | 'release' | 'learn task' | 'api task'

export const untunedQueries: ReadonlyArray<ScoredQuery & { readonly kind: UntunedKind }> = [
  {
    kind: 'question',
    query: 'how do I save my store to localStorage',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  { kind: 'question', query: 'how to use cotton box with next.js', expected: ['/docs/learn/guides/server-rendering'] },
  {
    kind: 'question',
    query: 'why does my component re-render when an unrelated field of the state changes',
    expected: ['/docs/learn/react/selectors'],
  },
  { kind: 'question', query: 'how do I install the react bindings', expected: ['/docs/learn/react/setup'] },
  {
    kind: 'question',
    query: 'what is the difference between StateManager and SimpleStateManager',
    expected: ['/docs/learn/tutorial/which-state-manager-should-i-use'],
  },
  {
    kind: 'question',
    query: 'how do I unit test a component that uses a store',
    expected: ['/docs/learn/guides/testing'],
  },
  {
    kind: 'question',
    query: 'how do I migrate my app off react-relink',
    expected: ['/docs/learn/react/migration-from-react-relink'],
  },
  {
    kind: 'question',
    query: 'why was react-relink split into two packages',
    expected: ['/blog/reincarnation-of-an-old-package'],
  },
  {
    kind: 'question',
    query: 'how can I show a spinner until the state manager has finished initializing',
    expected: ['/docs/learn/react/observing-initialization-state'],
  },
  {
    kind: 'question',
    query: 'can I pause a hook subscription so the component stops re-rendering for a while',
    expected: ['/docs/learn/react/opt-out-of-rerenders'],
  },
  {
    kind: 'question',
    query: 'how do I subscribe to state changes outside of react',
    expected: ['/docs/learn/tutorial/watching-for-state-changes'],
  },
  {
    kind: 'question',
    query: 'how do I await until the state becomes a certain value',
    expected: ['/docs/learn/tutorial/waiting-for-state-change'],
  },
  {
    kind: 'question',
    query: 'how do I clean up a store that I create inside a component',
    expected: ['/docs/learn/tutorial/disposal'],
  },
  {
    kind: 'question',
    query: 'how do I stop react devtools from showing my state',
    expected: ['/docs/learn/react/hiding-values-from-react-developer-tools'],
  },
  {
    kind: 'question',
    query: 'how to write a typescript function that accepts any state manager',
    expected: ['/docs/learn/guides/typescript'],
  },
  {
    kind: 'question',
    query: 'how to sycn state between browser tabs',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  { kind: 'question', query: 'where did the shallow equality presets go', expected: ['/docs/api/core/Equality'] },
  {
    kind: 'question',
    query: 'why do I get a hydration mismatch with server side rendering',
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'question',
    query: 'how can I check which version of cotton-box is loaded at runtime',
    expected: ['/docs/api/misc/VERSION'],
  },
  {
    kind: 'question',
    query: 'what happens when I set a state that is not an allowed transition',
    expected: ['/docs/api/core/InvalidStateTransitionError', '/docs/api/core/SimpleFiniteStateManager'],
  },
  {
    kind: 'question',
    query: 'what is the difference between useStateValue and useSimpleStateValue',
    expected: ['/docs/api/react/useStateValue', '/docs/api/react/useSimpleStateValue'],
  },
  {
    kind: 'question',
    query: 'what is the difference between watch and wait',
    expected: ['/docs/learn/tutorial/watching-for-state-changes', '/docs/learn/tutorial/waiting-for-state-change'],
  },
  { kind: 'topic', query: 'release notes', expected: ['/versions'] },
  { kind: 'topic', query: 'changelog', expected: ['/versions'] },
  { kind: 'topic', query: 'ssr', expected: ['/docs/learn/guides/server-rendering'] },
  { kind: 'topic', query: 'persist state', expected: ['/docs/learn/tutorial/persisting-state'] },
  { kind: 'topic', query: 'localStorage', expected: ['/docs/learn/tutorial/persisting-state'] },
  { kind: 'topic', query: 'fake timers', expected: ['/docs/learn/guides/testing'] },
  { kind: 'topic', query: 'typescript generics', expected: ['/docs/learn/guides/typescript'] },
  { kind: 'topic', query: 'cdn unpkg', expected: ['/docs/learn/tutorial/setup', '/docs/learn/react/setup'] },
  { kind: 'topic', query: 'finite state machine', expected: ['/docs/api/core/SimpleFiniteStateManager'] },
  { kind: 'topic', query: 'event emitter', expected: ['/docs/api/core/Watcher'] },
  { kind: 'topic', query: 'read-only store', expected: ['/docs/api/core/ReadOnlyStateManager'] },
  { kind: 'topic', query: 'git commit hash', expected: ['/docs/api/misc/BUILD_HASH'] },
  { kind: 'topic', query: 'cjs or esm bundle', expected: ['/docs/api/misc/BUILD_TYPE'] },
  { kind: 'topic', query: 'init didSet didReset', expected: ['/docs/api/core/StateManagerLifecycle'] },
  { kind: 'release', query: '0.11.0', expected: ['/versions#release-0-11-0'] },
  { kind: 'release', query: 'what changed in 0.13.1', expected: ['/versions#release-0-13-1'] },
  { kind: 'release', query: 'breaking changes 0.6.0', expected: ['/versions#release-0-6-0'] },
  { kind: 'release', query: 'whats new in 0.14', expected: ['/versions#release-0-14-0'] },
  { kind: 'release', query: 'since 0.8', expected: ['/versions#release-0-8-0'] },
  { kind: 'release', query: 'v0.10.0 changes', expected: ['/versions#release-0-10-0'] },
  { kind: 'release', query: 'what was removed in 0.9.0', expected: ['/versions#release-0-9-0'] },
  { kind: 'release', query: 'relase notes 0.12.0', expected: ['/versions#release-0-12-0'] },
  { kind: 'release', query: 'deprecated in 0.7.0', expected: ['/versions#release-0-7-0'] },
  { kind: 'release', query: '0.0.2', expected: ['/versions#release-0-0-2'] },
  { kind: 'release', query: 'cotton-box 0.3 changelog', expected: ['/versions#release-0-3-0'] },
  {
    kind: 'learn task',
    query: 'keep the dark mode preference across page reloads',
    expected: ['/docs/learn/tutorial/persisting-state'],
  },
  {
    kind: 'learn task',
    query: 'avoid extra re-renders when only one property of the state changes',
    expected: ['/docs/learn/react/selectors'],
  },
  {
    kind: 'learn task',
    query: 'update state based on the previous value',
    expected: ['/docs/learn/tutorial/quick-start', '/docs/api/core/SetStateFn'],
  },
  {
    kind: 'learn task',
    query: 'use the library from a plain script tag without a bundler',
    expected: ['/docs/learn/tutorial/setup'],
  },
  {
    kind: 'learn task',
    query: 'give each test a fresh store so tests do not leak state',
    expected: ['/docs/learn/guides/testing'],
  },
  {
    kind: 'learn task',
    query: "create a store per request so users do not see each other's data on the server",
    expected: ['/docs/learn/guides/server-rendering'],
  },
  {
    kind: 'learn task',
    query: 'pick the right kind of manager for a simple counter',
    expected: ['/docs/learn/tutorial/which-state-manager-should-i-use'],
  },
  {
    kind: 'learn task',
    query: 'fetch initial data from an api and handle loading and error states',
    expected: ['/docs/learn/guides/async-data-and-errors'],
  },
  {
    kind: 'learn task',
    query: 'update several stores in one action',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'learn task',
    query: 'update a nested object in state without mutating it',
    expected: ['/docs/learn/guides/structuring-an-app'],
  },
  {
    kind: 'learn task',
    query: 'read and update a store from a react button click',
    expected: ['/docs/learn/react/quick-start'],
  },
  {
    kind: 'learn task',
    query: 'stop watching a state manager when I am done',
    expected: ['/docs/learn/tutorial/watching-for-state-changes'],
  },
  {
    kind: 'api task',
    query: 'hook options selector equality function suspense',
    expected: ['/docs/api/react/useStateValue'],
  },
  {
    kind: 'api task',
    query: 'async set callback that returns a promise of the next state',
    expected: ['/docs/api/core/AsyncSetStateFn'],
  },
  {
    kind: 'api task',
    query: 'apply async updates one at a time in call order',
    expected: ['/docs/api/core/AsyncStateManager'],
  },
  { kind: 'api task', query: 'didSet argument previous state', expected: ['/docs/api/core/StateManagerDidSetArgs'] },
  {
    kind: 'api task',
    query: 'format states as strings in finite state error messages',
    expected: ['/docs/api/core/SimpleFiniteStateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'client only flag for simple state manager',
    expected: ['/docs/api/core/SimpleStateManagerOptions'],
  },
  {
    kind: 'api task',
    query: 'which react hook reads a SimpleStateManager',
    expected: ['/docs/api/react/useSimpleStateValue'],
  },
  {
    kind: 'api task',
    query: 'how to tell if a change was caused by reset in a watcher',
    expected: ['/docs/api/core/StateChangeEventType'],
  },
  { kind: 'api task', query: 'custom compare function to skip re-render', expected: ['/docs/api/core/EqualityFn'] },
  {
    kind: 'api task',
    query: 'arguments passed to the init function',
    expected: ['/docs/api/core/StateManagerInitArgs'],
  },
  {
    kind: 'api task',
    query: 'type for one allowed move between two states',
    expected: ['/docs/api/core/StateTransition'],
  },
]
