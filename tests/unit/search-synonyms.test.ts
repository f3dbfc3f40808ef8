import { describe, expect, it } from 'vitest'
import { algoliaSynonyms } from '../../src/node/search/algolia-index'
import { extractSearchRecords } from '../../src/node/search/records'
import { pageWordsMissing, parseSynonyms } from '../../src/node/search/synonyms-file'
import { createLocalSearch } from '../../src/shared/search/local-search'
import { openPreparedIndex, prepareSearchIndex, type PreparedSearchIndex } from '../../src/shared/search/prepared-index'

const file = [
  'together:',
  '  - [save, persist]',
  'readers:',
  '  changelog: [versions]',
  '  ssr: [server, rendering]',
].join('\n')
const synonyms = parseSynonyms(file)
const records = [
  ...extractSearchRecords(
    '<article data-search-lvl0="Documentation" data-search-kind="docs"><h1>Versions</h1><p>What each release changed.</p></article>',
    '/versions',
    { siteUrl: 'https://example.org/cotton-box', language: 'en', tags: { docs: 'docs', blog: 'blog' } },
  ),
  ...extractSearchRecords(
    '<article data-search-lvl0="Learn" data-search-kind="docs"><h1>Persisting State</h1><p>Save it to storage.</p><p>A changelog of ideas.</p></article>',
    '/docs/learn/tutorial/persisting-state',
    { siteUrl: 'https://example.org/cotton-box', language: 'en', tags: { docs: 'docs', blog: 'blog' } },
  ),
]
const pages = (query: string, search = createLocalSearch(records, synonyms)) =>
  search
    .search({ query })
    .hits.map((hit) => (hit.url ?? '').replace('https://example.org/cotton-box', '').replace(/#.*$/, ''))

describe("the authors' synonyms", () => {
  it("find one another within a group, and a reader word finds the pages' word but not the reverse", () => {
    expect(pages('persist')).toEqual(['/docs/learn/tutorial/persisting-state'])
    expect(pages('changelog').sort()).toEqual(['/docs/learn/tutorial/persisting-state', '/versions'])
    expect(pages('versions')).toEqual(['/versions'])
  })

  it('travel with the prepared index to the browser', () => {
    const opened = openPreparedIndex(
      JSON.parse(JSON.stringify(prepareSearchIndex(records, synonyms))) as PreparedSearchIndex,
    )
    expect(pages('changelog', opened)).toEqual(pages('changelog'))
  })

  it('are sent to Algolia as the same groups and one-way synonyms', () => {
    expect(algoliaSynonyms(synonyms)).toEqual([
      { objectID: 'synonyms-save', type: 'synonym', synonyms: ['save', 'persist'] },
      { objectID: 'reader-changelog', type: 'oneWaySynonym', input: 'changelog', synonyms: ['versions'] },
      { objectID: 'reader-ssr', type: 'oneWaySynonym', input: 'ssr', synonyms: ['server', 'rendering'] },
    ])
  })

  it('fail the build for a page word no page has, and for a file that is not words', () => {
    expect(pageWordsMissing(synonyms, records)).toEqual(['rendering', 'server'])
    expect(() => parseSynonyms('together:\n  - [save]', 'content/search-synonyms.yml')).toThrow(
      'content/search-synonyms.yml: together group 1 is not a list of two or more words',
    )
    expect(() => parseSynonyms('readers:\n  SSR: server')).toThrow('readers: SSR does not map to a list of words')
  })
})
