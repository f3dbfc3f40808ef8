/**
 * Index settings for DocSearch records on Algolia: levels searched in order (the page title before
 * headings before content), pages before headings before content in the custom ranking, one hit per
 * url, and the facets the site filters on.
 */
import type { IndexSettings } from 'algoliasearch'
import { SEARCH_LEVELS } from '../../shared/search-record'

export const algoliaIndexSettings: IndexSettings = {
  searchableAttributes: [...SEARCH_LEVELS.map((level) => `unordered(hierarchy.${level})`), 'content'],
  attributesForFaceting: ['filterOnly(type)', 'filterOnly(language)', 'filterOnly(docusaurus_tag)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
}
