/**
 * The search relevance benchmark's queries: what readers of this site type, each with the page
 * (or pages, when more than one answers it equally well) that should come first. Routes are
 * without the path prefix. Grouped by the kind of query, as `npm run bench:search` reports them.
 */

export type QueryKind = 'name' | 'prefix' | 'typo' | 'word form' | 'part of a name' | 'question' | 'concept'

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
]
