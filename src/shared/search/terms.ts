/**
 * How text becomes search terms, for the index (build time) and for queries (browser), so both
 * sides always agree. Pure.
 */
import { stemmer } from 'stemmer'

/** Words are letters, digits and underscores: `BUILD_HASH` is one word, as Algolia indexes `_`. */
const wordPattern = /[\p{L}\p{N}_]+/gu
/** `useStateValue` → use, State, Value; `BUILD_HASH` → BUILD, HASH; `VERSION` stays whole. */
const partPattern = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g

export function tokenize(text: string): string[] {
  return text.match(wordPattern) ?? []
}

/** The parts of a camel-case or snake-case word, lower case; empty for a plain word. */
export function wordParts(word: string): string[] {
  const parts = word.match(partPattern) ?? []
  return parts.length > 1 ? parts.map((part) => part.toLowerCase()) : []
}

/** A word's stem (Porter): migrate and migration, dispose and disposal, wait and waiting meet. */
export function stem(word: string): string {
  return stemmer(word.toLowerCase())
}

/**
 * The terms a word of the text is indexed under: the whole word, each camel-case or snake-case
 * part (so `relink` finds `react-relink` and `finite` finds `SimpleFiniteStateManager`), and the
 * stem of each.
 */
export function indexTerms(word: string): string[] {
  const whole = word.toLowerCase()
  const words = [whole, ...wordParts(word)]
  return [...new Set([...words, ...words.map(stem)])]
}

/**
 * Words that carry no meaning in a question ("how do I save state to local storage"): dropped
 * from a query that has other words, as Algolia's removeStopWords does.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a about an and are as at be between by can could do does for from how i if in into is it its just me my of on or should so than that the their then there these this to until what when where which who why will with would you your'.split(
    ' ',
  ),
)

/**
 * Words readers use for what the docs say another way. Each group is searched as one: a query
 * word of a group also matches the others (their other forms too). Single words only, kept small;
 * the same list is pushed to Algolia.
 */
export const SYNONYM_GROUPS: ReadonlyArray<ReadonlyArray<string>> = [
  ['difference', 'compare', 'comparison', 'versus', 'vs'],
  ['save', 'persist', 'store'],
  ['subscribe', 'watch', 'listen'],
  ['unsubscribe', 'unwatch'],
  ['rerender', 'render'],
  ['install', 'installation', 'setup'],
  ['error', 'exception', 'throw'],
  ['cleanup', 'teardown', 'dispose'],
  ['function', 'fn', 'callback'],
  ['devtools', 'developer'],
]

/** The other words a query word also stands for. */
export function synonymsOf(word: string): string[] {
  const lower = word.toLowerCase()
  return SYNONYM_GROUPS.filter((group) => group.includes(lower)).flatMap((group) =>
    group.filter((other) => other !== lower),
  )
}

/** The words of a query that are searched: lower case, stop words dropped unless nothing else is left. */
export function queryWords(query: string): string[] {
  const words = tokenize(query).map((word) => word.toLowerCase())
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return meaningful.length > 0 ? meaningful : words
}

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8. */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
}

/** The word with two neighbouring letters swapped, each way: "disopse" → "dispose", … (one typo for Algolia). */
export function transpositions(word: string): string[] {
  const swapped = new Set<string>()
  for (let index = 0; index < word.length - 1; index++) {
    if (word[index] === word[index + 1]) continue
    swapped.add(word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2))
  }
  return [...swapped]
}
