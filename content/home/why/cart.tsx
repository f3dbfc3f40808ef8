import { StateManager } from 'cotton-box'
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
}
