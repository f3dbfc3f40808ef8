/**
 * The search relevance benchmark's queries: what readers of this site type, each with the page
 * (or pages, when more than one answers it equally well) that should come first. Routes are
 * without the path prefix. Grouped by the kind of query, as `npm run bench:search` reports them.
 */

export type QueryKind =
  | 'name'
  | 'prefix'
  | 'typo'
  | 'word form'
  | 'part of a name'
  | 'question'
  | 'concept'
  | 'topic'
  | 'release'
  | 'learn task'
  | 'api task'

export interface RelevanceQuery {
  readonly query: string
  readonly kind: QueryKind
  /** Any of these pages first is a hit. */
  readonly expected: ReadonlyArray<string>
}

const core = (name: string) => `/docs/api/core/${name}`
const react = (name: string) => `/docs/api/react/${name}`
const misc = (name: string) => `/docs/api/misc/${name}`
const tutorial = (slug: string) => `/docs/learn/tutorial/${slug}`
const usingReact = (slug: string) => `/docs/learn/react/${slug}`
const guides = (slug: string) => `/docs/learn/guides/${slug}`

const q = (kind: QueryKind, query: string, ...expected: string[]): RelevanceQuery => ({ query, kind, expected })

export const relevanceQueries: ReadonlyArray<RelevanceQuery> = [
  // Exact API names, and their lower-case forms.
  q('name', 'StateManager', core('StateManager')),
  q('name', 'statemanager', core('StateManager')),
  q('name', 'SimpleStateManager', core('SimpleStateManager')),
  q('name', 'simplestatemanager', core('SimpleStateManager')),
  q('name', 'AsyncStateManager', core('AsyncStateManager')),
  q('name', 'asyncstatemanager', core('AsyncStateManager')),
  q('name', 'SimpleFiniteStateManager', core('SimpleFiniteStateManager')),
  q('name', 'useStateValue', react('useStateValue')),
  q('name', 'usestatevalue', react('useStateValue')),
  q('name', 'useSimpleStateValue', react('useSimpleStateValue')),
  q('name', 'useStateValueWithReactiveSelector', react('useStateValueWithReactiveSelector')),
  q('name', 'HydrateStateManager', react('HydrateStateManager')),
  q('name', 'HydrateStateManagerProps', react('HydrateStateManagerProps')),
  q('name', 'InvalidStateTransitionError', core('InvalidStateTransitionError')),
  q('name', 'invalidstatetransitionerror', core('InvalidStateTransitionError')),
  q('name', 'StateManagerLifecycle', core('StateManagerLifecycle')),
  q('name', 'WaitEvaluator', core('WaitEvaluator')),
  q('name', 'Watcher', core('Watcher')),
  q('name', 'EqualityFn', core('EqualityFn')),
  q('name', 'Equality', core('Equality')),
  q('name', 'StateSelector', core('StateSelector')),
  q('name', 'SetStateFn', core('SetStateFn')),
  q('name', 'AsyncSetStateFn', core('AsyncSetStateFn')),
  q('name', 'BUILD_HASH', misc('BUILD_HASH')),
  q('name', 'build_type', misc('BUILD_TYPE')),
  q('name', 'VERSION', misc('VERSION')),
  q('name', 'BuildType', misc('BuildType')),
  q('name', 'StateManagerVisibility', core('StateManagerVisibility')),
  q('name', 'StateChangeEventType', core('StateChangeEventType')),
  q('name', 'StateManagerOptions', core('StateManagerOptions')),
  q('name', 'ReadOnlyStateManager', core('ReadOnlyStateManager')),
  q('name', 'StateTransition', core('StateTransition')),
  q('name', 'StateManagerInitArgs', core('StateManagerInitArgs')),
  q('name', 'StateManagerDidSetArgs', core('StateManagerDidSetArgs')),
  q('name', 'SimpleStateManagerOptions', core('SimpleStateManagerOptions')),
  q('name', 'SimpleFiniteStateManagerOptions', core('SimpleFiniteStateManagerOptions')),
  // Prefixes, as typed so far.
  q('prefix', 'useStateVal', react('useStateValue')),
  q('prefix', 'SimpleFinite', core('SimpleFiniteStateManager')),
  q('prefix', 'useSimple', react('useSimpleStateValue')),
  q('prefix', 'InvalidState', core('InvalidStateTransitionError')),
  q('prefix', 'StateManagerLife', core('StateManagerLifecycle')),
  q('prefix', 'AsyncSet', core('AsyncSetStateFn')),
  q('prefix', 'persis', tutorial('persisting-state')),
  q('prefix', 'migra', usingReact('migration-from-react-relink')),
  // Typos, transpositions included.
  q('typo', 'disopse', tutorial('disposal')),
  q('typo', 'StateManger', core('StateManager')),
  q('typo', 'SimpelStateManager', core('SimpleStateManager')),
  q('typo', 'useStateVlaue', react('useStateValue')),
  q('typo', 'wathcer', core('Watcher')),
  q('typo', 'selcetors', usingReact('selectors')),
  q('typo', 'persistng state', tutorial('persisting-state')),
  q('typo', 'equailty', core('Equality')),
  q('typo', 'lifecylce', core('StateManagerLifecycle'), tutorial('persisting-state')),
  q('typo', 'visiblity', core('StateManagerVisibility')),
  // Other forms of a word.
  q('word form', 'migrate relink', usingReact('migration-from-react-relink')),
  q('word form', 'persist', tutorial('persisting-state')),
  q('word form', 'persisting', tutorial('persisting-state')),
  q('word form', 'dispose', tutorial('disposal')),
  q('word form', 'disposing', tutorial('disposal')),
  q('word form', 'wait', tutorial('waiting-for-state-change'), core('WaitEvaluator')),
  q('word form', 'waiting', tutorial('waiting-for-state-change')),
  q('word form', 'watching', tutorial('watching-for-state-changes')),
  q('word form', 'initialize', usingReact('observing-initialization-state'), core('StateManagerInitArgs')),
  q('word form', 'migration', usingReact('migration-from-react-relink')),
  q('word form', 'transitions', core('StateTransition'), core('SimpleFiniteStateManager')),
  q('word form', 'selector', usingReact('selectors'), core('StateSelector')),
  // Parts of hyphenated or camel-case names.
  q('part of a name', 'relink', usingReact('migration-from-react-relink')),
  q('part of a name', 'finite', core('SimpleFiniteStateManager')),
  q('part of a name', 'lifecycle', core('StateManagerLifecycle'), tutorial('persisting-state')),
  q('part of a name', 'visibility', core('StateManagerVisibility')),
  q(
    'part of a name',
    'reactive selector',
    react('useStateValueWithReactiveSelector'),
    react('useSimpleStateValueWithReactiveSelector'),
  ),
  q('part of a name', 'init args', core('StateManagerInitArgs')),
  q('part of a name', 'event type', core('StateChangeEventType')),
  // Natural questions, stop words and all.
  q('question', 'how do I save state to local storage', tutorial('persisting-state')),
  q('question', 'difference between SimpleStateManager and StateManager', tutorial('which-state-manager-should-i-use')),
  q('question', 'which state manager should I use', tutorial('which-state-manager-should-i-use')),
  q('question', 'how to install cotton box', tutorial('setup')),
  q('question', 'how do I wait until the state changes', tutorial('waiting-for-state-change')),
  q('question', 'how to stop a component from re-rendering', usingReact('opt-out-of-rerenders')),
  q('question', 'how do I hide values from react devtools', usingReact('hiding-values-from-react-developer-tools')),
  q('question', 'what is the library version', misc('VERSION')),
  q('question', 'is this the production or development build', misc('BUILD_TYPE')),
  q('question', 'how do I use it with react', '/docs/learn/react', usingReact('quick-start'), usingReact('setup')),
  q('question', 'how do I stop watching', tutorial('watching-for-state-changes')),
  // The async guide's "When init fails" answers it as well as the tutorial does.
  q(
    'question',
    'what happens when init throws',
    tutorial('persisting-state'),
    core('StateManagerLifecycle'),
    guides('async-data-and-errors'),
  ),
  // Concept phrases.
  q('concept', 'getting started', tutorial('quick-start')),
  q('concept', 'library version', misc('VERSION')),
  q('concept', 'production or development build', misc('BUILD_TYPE')),
  q('concept', 'finite state machine', core('SimpleFiniteStateManager')),
  q('concept', 'stop re-renders', usingReact('opt-out-of-rerenders')),
  q('concept', 'async set-state function', core('AsyncSetStateFn')),
  q('concept', 'loading state', usingReact('observing-initialization-state')),
  q('concept', 'equality function', core('EqualityFn'), core('Equality')),
  q('concept', 'shallow compare', core('Equality')),
  q('concept', 'react developer tools', usingReact('hiding-values-from-react-developer-tools')),
  q('concept', 'load from unpkg', tutorial('setup'), usingReact('setup')),
  q('concept', 'invalid transition error', core('InvalidStateTransitionError')),
  // The async guide's "A throwing callback jams the queue" covers both managers that queue.
  q('concept', 'queue jam', core('AsyncSetStateFn'), core('AsyncStateManager'), guides('async-data-and-errors')),
  q('concept', 'remove every watcher', tutorial('watching-for-state-changes')),
  q('concept', 'state change event', core('StateChangeEventType')),
  q(
    'concept',
    'hydrate state on the server',
    react('HydrateStateManager'),
    tutorial('persisting-state'),
    guides('server-rendering'),
  ),
  // The guides for real apps.
  q('name', 'typescript', guides('typescript')),
  q('question', 'how do I give a state manager its type', guides('typescript')),
  q('concept', 'type inference of the default state', guides('typescript')),
  q('concept', 'expose a manager read-only', guides('typescript'), core('ReadOnlyStateManager')),
  q('concept', 'structure an app', guides('structuring-an-app')),
  q('concept', 'actions', guides('structuring-an-app')),
  q('concept', 'derived state', guides('structuring-an-app')),
  q('concept', 'nested immutable update', guides('structuring-an-app')),
  q('question', 'how do I read several managers in one component', guides('structuring-an-app')),
  q('concept', 'loading and error state', guides('async-data-and-errors')),
  q('question', 'how do I retry a failed load', guides('async-data-and-errors')),
  q('concept', 'keep tabs in sync', guides('async-data-and-errors')),
  q('concept', 'storage event', guides('async-data-and-errors')),
  q('concept', 'testing', guides('testing')),
  q('question', 'how do I isolate state between tests', guides('testing')),
  q('concept', 'fake timers', guides('testing')),
  q('concept', 'server rendering', guides('server-rendering')),
  q('concept', 'next.js app router', guides('server-rendering')),
  // The API page's section on the server says the same: requests do not share state.
  q('concept', 'state shared between requests', guides('server-rendering'), react('HydrateStateManager')),
  q('concept', 'hydration mismatch', guides('server-rendering')),
  // Written blind on 2026-12-01 by a helper who saw only each page's route, title and description
  // (and /versions' release anchors); tuned on since 2026-12-02, so they count as tuned. The
  // queries never tuned on are in untuned-queries.ts.
  q('question', 'how do I save my store to localStorage', tutorial('persisting-state')),
  q('question', 'how to use cotton box with next.js', guides('server-rendering')),
  q(
    'question',
    'why does my component re-render when an unrelated field of the state changes',
    usingReact('selectors'),
  ),
  q('question', 'how do I install the react bindings', usingReact('setup')),
  q(
    'question',
    'what is the difference between StateManager and SimpleStateManager',
    tutorial('which-state-manager-should-i-use'),
  ),
  q('question', 'how do I unit test a component that uses a store', guides('testing')),
  q('question', 'how do I migrate my app off react-relink', usingReact('migration-from-react-relink')),
  q('question', 'why was react-relink split into two packages', '/blog/reincarnation-of-an-old-package'),
  q(
    'question',
    'how can I show a spinner until the state manager has finished initializing',
    usingReact('observing-initialization-state'),
  ),
  q(
    'question',
    'can I pause a hook subscription so the component stops re-rendering for a while',
    usingReact('opt-out-of-rerenders'),
  ),
  q('question', 'how do I subscribe to state changes outside of react', tutorial('watching-for-state-changes')),
  q('question', 'how do I await until the state becomes a certain value', tutorial('waiting-for-state-change')),
  q('question', 'how do I clean up a store that I create inside a component', tutorial('disposal')),
  q(
    'question',
    'how do I stop react devtools from showing my state',
    usingReact('hiding-values-from-react-developer-tools'),
  ),
  q('question', 'how to write a typescript function that accepts any state manager', guides('typescript')),
  q('question', 'how to sycn state between browser tabs', guides('async-data-and-errors')),
  q('question', 'where did the shallow equality presets go', core('Equality')),
  q('question', 'why do I get a hydration mismatch with server side rendering', guides('server-rendering')),
  q('question', 'how can I check which version of cotton-box is loaded at runtime', misc('VERSION')),
  q(
    'question',
    'what happens when I set a state that is not an allowed transition',
    core('InvalidStateTransitionError'),
    core('SimpleFiniteStateManager'),
  ),
  q(
    'question',
    'what is the difference between useStateValue and useSimpleStateValue',
    react('useStateValue'),
    react('useSimpleStateValue'),
  ),
  q(
    'question',
    'what is the difference between watch and wait',
    tutorial('watching-for-state-changes'),
    tutorial('waiting-for-state-change'),
  ),
  q('topic', 'release notes', '/versions'),
  q('topic', 'changelog', '/versions'),
  q('topic', 'ssr', guides('server-rendering')),
  q('topic', 'persist state', tutorial('persisting-state')),
  q('topic', 'localStorage', tutorial('persisting-state')),
  q('topic', 'fake timers', guides('testing')),
  q('topic', 'typescript generics', guides('typescript')),
  q('topic', 'cdn unpkg', tutorial('setup'), usingReact('setup')),
  q('topic', 'finite state machine', core('SimpleFiniteStateManager')),
  q('topic', 'event emitter', core('Watcher')),
  q('topic', 'read-only store', core('ReadOnlyStateManager')),
  q('topic', 'git commit hash', misc('BUILD_HASH')),
  q('topic', 'cjs or esm bundle', misc('BUILD_TYPE')),
  q('topic', 'init didSet didReset', core('StateManagerLifecycle')),
  q('release', '0.11.0', '/versions#release-0-11-0'),
  q('release', 'what changed in 0.13.1', '/versions#release-0-13-1'),
  q('release', 'breaking changes 0.6.0', '/versions#release-0-6-0'),
  q('release', 'whats new in 0.14', '/versions#release-0-14-0'),
  q('release', 'since 0.8', '/versions#release-0-8-0'),
  q('release', 'v0.10.0 changes', '/versions#release-0-10-0'),
  q('release', 'what was removed in 0.9.0', '/versions#release-0-9-0'),
  q('release', 'relase notes 0.12.0', '/versions#release-0-12-0'),
  q('release', 'deprecated in 0.7.0', '/versions#release-0-7-0'),
  q('release', '0.0.2', '/versions#release-0-0-2'),
  q('release', 'cotton-box 0.3 changelog', '/versions#release-0-3-0'),
  q('learn task', 'keep the dark mode preference across page reloads', tutorial('persisting-state')),
  q('learn task', 'avoid extra re-renders when only one property of the state changes', usingReact('selectors')),
  q('learn task', 'update state based on the previous value', tutorial('quick-start'), core('SetStateFn')),
  q('learn task', 'use the library from a plain script tag without a bundler', tutorial('setup')),
  q('learn task', 'give each test a fresh store so tests do not leak state', guides('testing')),
  q(
    'learn task',
    "create a store per request so users do not see each other's data on the server",
    guides('server-rendering'),
  ),
  q('learn task', 'pick the right kind of manager for a simple counter', tutorial('which-state-manager-should-i-use')),
  q(
    'learn task',
    'fetch initial data from an api and handle loading and error states',
    guides('async-data-and-errors'),
  ),
  q('learn task', 'update several stores in one action', guides('structuring-an-app')),
  q('learn task', 'update a nested object in state without mutating it', guides('structuring-an-app')),
  q('learn task', 'read and update a store from a react button click', usingReact('quick-start')),
  q('learn task', 'stop watching a state manager when I am done', tutorial('watching-for-state-changes')),
  q('api task', 'hook options selector equality function suspense', react('useStateValue')),
  q('api task', 'async set callback that returns a promise of the next state', core('AsyncSetStateFn')),
  q('api task', 'apply async updates one at a time in call order', core('AsyncStateManager')),
  q('api task', 'didSet argument previous state', core('StateManagerDidSetArgs')),
  q('api task', 'format states as strings in finite state error messages', core('SimpleFiniteStateManagerOptions')),
  q('api task', 'client only flag for simple state manager', core('SimpleStateManagerOptions')),
  q('api task', 'which react hook reads a SimpleStateManager', react('useSimpleStateValue')),
  q('api task', 'how to tell if a change was caused by reset in a watcher', core('StateChangeEventType')),
  q('api task', 'custom compare function to skip re-render', core('EqualityFn')),
  q('api task', 'arguments passed to the init function', core('StateManagerInitArgs')),
  q('api task', 'type for one allowed move between two states', core('StateTransition')),
]
