import { StateManager } from 'cotton-box'
import { useStateValue } from 'cotton-box-react'

// The cart survives a reload. Storage that cannot be read gives an empty cart.
// (Rendered on a server as well? Read "Persisting state" first.)
const Cart = new StateManager(
  { items: 0 },
  {
    lifecycle: {
      init({ commit, commitNoop }) {
        let saved: { items: number } | null = null
        try {
          saved = JSON.parse(localStorage.getItem('cart') ?? 'null')
        } catch {
          // Corrupt or unavailable storage: keep the default.
        }
        if (saved) commit(saved)
        else commitNoop()
      },
      didSet({ state }) {
        localStorage.setItem('cart', JSON.stringify(state))
      },
    },
  },
)

export function AddToCart() {
  const items = useStateValue(Cart, (cart) => cart.items)
  const add = () => Cart.set((cart) => ({ items: cart.items + 1 }))
  return <button onClick={add}>Add to cart ({items})</button>
}
