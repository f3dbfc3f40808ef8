import { StateManager } from 'cotton-box'
import { useStateValue } from 'cotton-box-react'

// Storage holds whatever was last written to it: accept only a cart of the right shape.
function readSavedCart(): { items: number } | null {
  try {
    const saved = JSON.parse(localStorage.getItem('cart') ?? 'null')
    return Number.isInteger(saved?.items) && saved.items >= 0 ? { items: saved.items } : null
  } catch {
    return null // Storage is blocked or holds corrupt JSON.
  }
}

// The cart survives a reload. (Rendered on a server as well? Read "Persisting state" first.)
const Cart = new StateManager(
  { items: 0 },
  {
    lifecycle: {
      init({ commit, commitNoop }) {
        const saved = readSavedCart()
        if (saved) commit(saved)
        else commitNoop()
      },
      didSet({ state }) {
        try {
          localStorage.setItem('cart', JSON.stringify(state))
        } catch {
          // Storage is full or blocked: the cart keeps working, unsaved. A throw here would jam it.
        }
      },
    },
  },
)

export function AddToCart() {
  const items = useStateValue(Cart, (cart) => cart.items)
  const add = () => Cart.set((cart) => ({ items: cart.items + 1 }))
  return <button onClick={add}>Add to cart ({items})</button>
}
