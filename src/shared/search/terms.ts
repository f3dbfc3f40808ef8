/**
 * How text becomes search terms, for the index (build time) and for queries (browser), so both
 * sides always agree. Pure.
 */
import { stemmer } from 'stemmer'

/**
 * Words are letters, digits and underscores: `BUILD_HASH` is one word, as Algolia indexes `_`. A
 * version number is one word too, without a leading v: "0.13.1" finds that release, not every 0,
 * 13 and 1 of the site.
 */
const wordPattern = /(?<![\p{L}\p{N}_.])v?\d+(?:\.\d+)+(?![\p{L}_])|[\p{L}\p{N}_]+/gu
const versionPattern = /^v?(\d+(?:\.\d+)+)$/
/** `useStateValue` → use, State, Value; `BUILD_HASH` → BUILD, HASH; `VERSION` stays whole. */
const partPattern = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g

export function tokenize(text: string): string[] {
  return (text.match(wordPattern) ?? []).map((word) => word.replace(versionPattern, '$1'))
}

/** Whether a word is a version number ("0.13.1", "0.8"). */
export const isVersion = (word: string): boolean => versionPattern.test(word)

/** The full form of a version a reader shortened: "0.8" is "0.8.0". */
export function versionForms(word: string): string[] {
  return /^\d+\.\d+$/.test(word) ? [`${word}.0`] : []
}

/** The parts of a camel-case or snake-case word, lower case; empty for a plain word. */
export function wordParts(word: string): string[] {
  if (isVersion(word)) return []
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
 * Words that carry no meaning in a question ("how do I save state to local storage", "what was
 * removed in 0.9.0"): articles, pronouns, auxiliary verbs and question words, dropped from a
 * query that has other words, as Algolia's removeStopWords does (its English list holds these
 * and more).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a about am an and are as at be been being between by can could did do does doing for from had has have having he her his how i if in into is it its just me my of on or our she should so than that the their them then there these they this those to until us was we were what when where which who whom whose why will with would you your'.split(
    ' ',
  ),
)

/**
 * Words that only ask about a release when the query names one ("what changed in 0.13.1", "since
 * 0.8", "0.12.0 release notes"): the version says which; these would favour any page that
 * repeats them beside a version, such as an API page's "Changed in 0.13.1".
 */
const RELEASE_WORDS: ReadonlySet<string> = new Set(
  'breaking change changed changes changelog new news note notes release released releases since update updates version versions whats'.split(
    ' ',
  ),
)

/**
 * The words of a query that are searched: lower case, stop words dropped (and release words, when
 * it names a version) unless nothing else is left.
 */
export function queryWords(query: string): string[] {
  const words = tokenize(query).map((word) => word.toLowerCase())
  const namesRelease = words.some(isVersion)
  const meaningful = words.filter((word) => !STOP_WORDS.has(word) && !(namesRelease && RELEASE_WORDS.has(word)))
  return meaningful.length > 0 ? meaningful : words
}

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8. */
export function typosAllowed(word: string): number {
  // 0.12.0 is one typo from 0.13.0: a version is another release, never a typo.
  if (isVersion(word)) return 0
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
