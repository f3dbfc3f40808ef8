/**
 * The DocSearch crawler that fills the Algolia index with its unchanged Docusaurus template reads
 * from the built pages what the site's own records hold (public/search-records.json): the same
 * pages, sections, titles, headings and anchors, and the same language and tag. The one planned
 * difference (docs/search.md, "The DocSearch crawler"): the template also takes the first cell of every
 * table row as a lvl5 heading, and more text as content. Reads files only; no browser.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { siteConfig } from '../../src/config/site'
import { htmlFileOf, publicDir } from '../../src/node/built-pages'
import { pageUrl } from '../../src/shared/page-url'
import { searchPageTags } from '../../src/shared/search/markup'
import type { SearchRecord } from '../../src/shared/search/record'
import { crawlPage, type CrawledPage } from '../docsearch-crawler'
import { builtRoutes, isTestOnly } from './built-routes'
import { apiPages, categoryIndexes, learnPages } from './expected-routes'

const routes = builtRoutes().filter((route) => !isTestOnly(route))
const crawled = new Map(
  routes.flatMap((route): Array<[string, CrawledPage]> => {
    const page = crawlPage(readFileSync(htmlFileOf(route), 'utf8'))
    return page ? [[pageUrl(route), page]] : []
  }),
)

const testOnlyUrls = new Set(
  builtRoutes()
    .filter((route) => isTestOnly(route))
    .map(pageUrl),
)
const recordsByPage = new Map<string, SearchRecord[]>()
for (const record of JSON.parse(
  readFileSync(path.join(publicDir, siteConfig.search.recordsFile), 'utf8'),
) as SearchRecord[]) {
  if (testOnlyUrls.has(record.url_without_anchor)) continue
  recordsByPage.set(record.url_without_anchor, [...(recordsByPage.get(record.url_without_anchor) ?? []), record])
}
const indexedPages = [...recordsByPage.entries()].map(([url, records]) => ({ url, records, page: crawled.get(url) }))

const latestDocsVersion = siteConfig.docsVersions.find((version) => version.isLatest)?.name

test.describe('the DocSearch crawler with its Docusaurus template', () => {
  test('finds exactly the pages the site indexes, test-only pages aside', () => {
    const docsPages = [...categoryIndexes, ...learnPages, ...apiPages].map((page) => pageUrl(page.route))
    expect([...recordsByPage.keys()]).toEqual(
      expect.arrayContaining([...docsPages, pageUrl('/blog/reincarnation-of-an-old-package')]),
    )
    expect([...crawled.keys()].sort()).toEqual([...recordsByPage.keys()].sort())
  })

  test('reads the section, the title and the docsearch meta tags the records carry', () => {
    for (const { url, records, page } of indexedPages) {
      const [first] = records
      expect.soft(page && { lvl0: page.lvl0, lvl1: page.lvl1, meta: page.meta }, url).toEqual({
        lvl0: first?.hierarchy.lvl0,
        lvl1: first?.hierarchy.lvl1,
        meta: {
          language: first?.language,
          docusaurus_tag: first?.docusaurus_tag,
          ...(first?.docusaurus_tag === searchPageTags.docs ? { version: latestDocsVersion } : {}),
        },
      })
    }
  })

  test('reads the headings of the records, in order, with their anchors; table cells are its only extra headings', () => {
    for (const { url, records, page } of indexedPages) {
      const ours = records.flatMap((record) =>
        record.type === 'lvl1' || record.type === 'content'
          ? []
          : [{ text: record.hierarchy[record.type], type: record.type, anchor: record.anchor }],
      )
      const theirs = page?.headings
        .filter((heading) => !heading.tableCell)
        .map((heading) => ({ text: heading.text, type: `lvl${heading.level}`, anchor: heading.anchor }))
      expect.soft(theirs, url).toEqual(ours)
    }
  })

  test('takes as content every paragraph and list item the records hold', () => {
    for (const { url, records, page } of indexedPages) {
      const theirs = new Set(page?.content)
      const missing = records.flatMap((record) =>
        record.content !== null && !theirs.has(record.content) ? [record.content] : [],
      )
      expect.soft(missing, url).toEqual([])
    }
  })
})
