import { StateManager } from 'cotton-box'

const Word = new StateManager('a')

Word.set((word) => {
  Word.set((inner) => inner + 'c')
  return word + 'b'
})
console.log(Word.get())
