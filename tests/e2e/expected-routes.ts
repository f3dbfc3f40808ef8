/**
 * The site's routes with the H1 each must show, written out here rather than read
 * from the site, so a missing or renamed page fails the tests. The H1 is the page title, which
 * the document title carries too.
 */
export interface ExpectedPage {
  readonly route: string
  readonly heading: string
}

const learnTutorial: Record<string, string> = {
  setup: 'Setup',
  'which-state-manager-should-i-use': 'Which State Manager Should I Use?',
  'quick-start': 'Quick Start',
  'watching-for-state-changes': 'Watching for State Changes',
  'waiting-for-state-change': 'Waiting for State Change',
  disposal: 'Disposal',
  'persisting-state': 'Persisting State',
}

const learnReact: Record<string, string> = {
  setup: 'React Setup',
  'quick-start': 'React Quick Start',
  selectors: 'Selectors',
  'observing-initialization-state': 'Observing Initialization State',
  'opt-out-of-rerenders': 'Opt Out of Re-renders Due to State Change',
  'hiding-values-from-react-developer-tools': 'Hiding Values from React Developer Tools',
  'migration-from-react-relink': 'Migration from react-relink',
}

export const apiCore = [
  'AsyncSetStateFn',
  'AsyncStateManager',
  'Equality',
  'EqualityFn',
  'InvalidStateTransitionError',
  'ReadOnlyStateManager',
  'SetStateFn',
  'SimpleFiniteStateManager',
  'SimpleFiniteStateManagerOptions',
  'SimpleStateManager',
  'SimpleStateManagerOptions',
  'StateChangeEventType',
  'StateManager',
  'StateManagerDidSetArgs',
  'StateManagerInitArgs',
  'StateManagerLifecycle',
  'StateManagerOptions',
  'StateManagerVisibility',
  'StateSelector',
  'StateTransition',
  'WaitEvaluator',
  'Watcher',
]
const apiMisc = ['BUILD_HASH', 'BUILD_TYPE', 'BuildType', 'VERSION']
const apiReact = [
  'useSimpleStateValue',
  'useStateValue',
  'useSimpleStateValueWithReactiveSelector',
  'useStateValueWithReactiveSelector',
  'HydrateStateManager',
  'HydrateStateManagerProps',
]

const learnGuides: Record<string, string> = {
  typescript: 'TypeScript',
  'structuring-an-app': 'Structuring an App',
  'async-data-and-errors': 'Async Data and Errors',
  testing: 'Testing',
  'server-rendering': 'Server Rendering and Next.js',
}

export const categoryIndexes: ReadonlyArray<ExpectedPage> = [
  { route: '/docs/learn/tutorial', heading: 'Tutorial' },
  { route: '/docs/learn/react', heading: 'Using with React' },
  { route: '/docs/learn/guides', heading: 'Guides' },
  { route: '/docs/api/core', heading: 'Core' },
  { route: '/docs/api/react', heading: 'React' },
  { route: '/docs/api/misc', heading: 'Miscellaneous' },
]

export const learnPages: ReadonlyArray<ExpectedPage> = [
  ...Object.entries(learnTutorial).map(([slug, heading]) => ({ route: `/docs/learn/tutorial/${slug}`, heading })),
  ...Object.entries(learnReact).map(([slug, heading]) => ({ route: `/docs/learn/react/${slug}`, heading })),
  ...Object.entries(learnGuides).map(([slug, heading]) => ({ route: `/docs/learn/guides/${slug}`, heading })),
]

export const apiPages: ReadonlyArray<ExpectedPage> = [
  ...apiCore.map((name) => ({ route: `/docs/api/core/${name}`, heading: name })),
  ...apiMisc.map((name) => ({ route: `/docs/api/misc/${name}`, heading: name })),
  ...apiReact.map((name) => ({ route: `/docs/api/react/${name}`, heading: name })),
]

export const otherPages: ReadonlyArray<ExpectedPage> = [
  { route: '/docs', heading: 'Documentation' },
  { route: '/blog', heading: 'Blog' },
  { route: '/blog/reincarnation-of-an-old-package', heading: 'Reincarnation of an Old Package' },
  { route: '/blog/archive', heading: 'Archive' },
  { route: '/blog/authors', heading: 'Authors' },
  { route: '/blog/authors/glyphcat', heading: 'Posts by GlyphCat' },
  { route: '/blog/tags', heading: 'Blog tags' },
  { route: '/blog/tags/react', heading: '3 posts tagged with "react"' },
  { route: '/blog/tags/react-relink', heading: '1 post tagged with "react-relink"' },
  { route: '/search', heading: 'Search' },
]

export const base = '/cotton-box'
export const siteTitle = 'Cotton Box'
export const tagline = 'A flexible toolbox with different types of state managers catered to different scenarios.'
