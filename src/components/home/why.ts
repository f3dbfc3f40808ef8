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

/**
 * The sample beside the reasons: a persisted cart read by a component. Kept complete so that it
 * compiles as written (the same convention as the code samples in content/).
 */
export const whySample = `import { StateManager } from 'cotton-box'
import { useStateValue } from 'cotton-box-react'

// No localStorage on a server: skip the hooks there.
const Cart = new StateManager({ items: 0 }, {
  lifecycle: typeof window === 'undefined' ? undefined : {
    init({ commit, commitNoop }) {
      const saved = localStorage.getItem('cart')
      if (saved) commit(JSON.parse(saved))
      else commitNoop()
    },
    didSet({ state }) {
      localStorage.setItem('cart', JSON.stringify(state))
    },
  },
})

export function AddToCart() {
  const items = useStateValue(Cart, (cart) => cart.items)
  const add = () => Cart.set((cart) => ({ items: cart.items + 1 }))
  return <button onClick={add}>Add to cart ({items})</button>
}`

/** Where the home page sends readers next. */
export const docsLinks: ReadonlyArray<DocCard> = [
  { path: '/docs/learn/tutorial', title: 'Tutorial', description: 'Install Cotton Box and learn to set, watch, wait for, persist and dispose of state.' },
  { path: '/docs/learn/react', title: 'Using with React', description: 'Read state managers in components with the cotton-box-react hooks.' },
  { path: '/docs/learn/tutorial/which-state-manager-should-i-use', title: 'Which state manager?', description: 'Compare SimpleStateManager, StateManager and AsyncStateManager.' },
  { path: '/docs/api/core', title: 'API reference', description: 'Every class, type, hook and constant, with signatures and examples.' },
]
