import { StateManager, StateChangeEventType } from 'cotton-box'

type Theme = 'light' | 'dark'

const storage = new Map<string, string>([['theme', 'dark']])

const ThemeState = new StateManager<Theme>('light', {
  name: 'ThemeState',
  lifecycle: {
    init({ commit, commitNoop }) {
      const saved = storage.get('theme')
      if (saved === 'light' || saved === 'dark') commit(saved)
      else commitNoop()
    },
    didSet({ state, previousState }) {
      storage.set('theme', state)
      console.log(`saved ${state} (was ${previousState})`)
    },
    didReset() {
      storage.delete('theme')
      console.log('cleared')
    },
  },
})

console.log(ThemeState.get(), ThemeState.isInitializing.get())
ThemeState.watch((theme, eventType) => console.log(theme, StateChangeEventType[eventType]))
ThemeState.set('light')
ThemeState.reset()
console.log(storage.has('theme'))
