import type { DocCard } from '../../types/docs'

/** The reasons the home page gives, each one short; the learn pages hold the detail. */
export const reasons: ReadonlyArray<{ readonly title: string; readonly text: string }> = [
  {
    title: 'No providers',
    text: 'A state manager is a plain object. Import it anywhere and read or change it inside or outside components.',
  },
  {
    title: 'Pick the weight you need',
    text: 'SimpleStateManager for plain UI state, StateManager for lifecycle hooks, AsyncStateManager for async updates.',
  },
  {
    title: 'React is optional',
    text: 'The core package has no dependencies. The React bindings are a separate package built on useSyncExternalStore.',
  },
]

/** Where the home page sends readers next. */
export const docsLinks: ReadonlyArray<DocCard> = [
  {
    path: '/docs/learn/tutorial',
    title: 'Tutorial',
    description: 'Install Cotton Box and learn to set, watch, wait for, persist and dispose of state.',
  },
  {
    path: '/docs/learn/react',
    title: 'Using with React',
    description: 'Read state managers in components with the cotton-box-react hooks.',
  },
  {
    path: '/docs/learn/tutorial/which-state-manager-should-i-use',
    title: 'Which State Manager?',
    description: 'Compare SimpleStateManager, StateManager, AsyncStateManager and SimpleFiniteStateManager.',
  },
  {
    path: '/docs/api/core',
    title: 'API Reference',
    description: 'Every class, type, hook and constant, with signatures and examples.',
  },
]
