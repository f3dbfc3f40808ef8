/**
 * The search's synonyms, as authors write them in content/search-synonyms.yml: groups of words
 * that find one another, and words readers type that find the words the pages use. The local
 * index carries them (prepared-index.ts), as an Algolia index carries its own. Pure.
 */
export interface SearchSynonyms {
  /** Each group's words find one another. */
  readonly together: ReadonlyArray<ReadonlyArray<string>>
  /** A reader's word, and the pages' words it also finds (one way). */
  readonly readers: Readonly<Record<string, ReadonlyArray<string>>>
}

export const NO_SYNONYMS: SearchSynonyms = { together: [], readers: {} }

/** The other words a query word also stands for. */
export function synonymsOf(word: string, synonyms: SearchSynonyms): string[] {
  const lower = word.toLowerCase()
  const mates = synonyms.together.filter((group) => group.includes(lower)).flat()
  const pageWords = Object.hasOwn(synonyms.readers, lower) ? (synonyms.readers[lower] ?? []) : []
  return [...new Set([...mates, ...pageWords])].filter((other) => other !== lower)
}
