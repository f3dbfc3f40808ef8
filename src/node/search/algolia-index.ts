/**
 * Index settings for DocSearch records on Algolia, aimed at the ranking of the local index
 * (src/shared/search/local-search.ts), so that a deploy with Algolia finds what a fork without it
 * finds: the hierarchy searched before the content, camel-case and snake-case parts as words,
 * Algolia's typo tolerance (one typo from 4 letters, two from 8), English stop words dropped,
 * every word optional when no record has them all, the same ranking criteria in the same order,
 * one hit per url, and the site's synonyms (algoliaSynonyms). docs/search.md, "Local and Algolia, side by side", says
 * where the two still differ.
 */
import type { IndexSettings, SynonymHit } from 'algoliasearch'
import { SEARCH_LEVELS } from '../../shared/search/record'
import type { SearchSynonyms } from '../../shared/search/synonyms'

const searchedAttributes = [...SEARCH_LEVELS.map((level) => `hierarchy.${level}`), 'content']

export const algoliaIndexSettings: IndexSettings = {
  searchableAttributes: [...SEARCH_LEVELS.map((level) => `unordered(hierarchy.${level})`), 'content'],
  attributesForFaceting: ['filterOnly(type)', 'filterOnly(language)', 'filterOnly(docusaurus_tag)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: searchedAttributes,
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'proximity', 'attribute', 'exact', 'custom'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
}

/**
 * The site's synonyms (content/search-synonyms.yml) as Algolia's: each group a two-way synonym,
 * each reader's word a one-way synonym to the pages' words, as the local index reads them.
 */
export function algoliaSynonyms({ together, readers }: SearchSynonyms): SynonymHit[] {
  return [
    ...together.map((group): SynonymHit => ({
      objectID: `synonyms-${group[0]}`,
      type: 'synonym',
      synonyms: [...group],
    })),
    ...Object.entries(readers).map(([word, pageWords]): SynonymHit => ({
      objectID: `reader-${word}`,
      type: 'oneWaySynonym',
      input: word,
      synonyms: [...pageWords],
    })),
  ]
}
