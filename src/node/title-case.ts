/**
 * Page titles and sidebar labels are in title case, one rule for all: every word starts with a
 * capital, except articles, coordinating conjunctions and short prepositions inside the title.
 * Names keep their own spelling: code names with a capital inside (`useStateValue`), package
 * names (`react-relink`). Pure.
 */

const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'onto',
  'to',
  'via',
  'with',
])

/** A word whose spelling is a name's: a capital after the first letter, or a lower-case package name. */
const isName = (word: string) => /^.+[A-Z]/.test(word) || /^[a-z\d]+(-[a-z\d]+)+$/.test(word)

/** What breaks the rule in `title` ("values" should be "Values"), or null when it follows it. */
export function titleCaseProblem(title: string): string | null {
  const words = title.split(/\s+/).filter((word) => word !== '')
  for (const [index, raw] of words.entries()) {
    const word = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '')
    if (word === '' || isName(word)) continue
    const inside = index > 0 && index < words.length - 1
    const lower = word.toLowerCase()
    const wanted = inside && MINOR_WORDS.has(lower) ? lower : word[0].toUpperCase() + word.slice(1)
    if (word !== wanted) return `"${word}" should be "${wanted}" (titles are in title case)`
  }
  return null
}
