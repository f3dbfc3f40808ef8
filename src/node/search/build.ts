/** Search at build time: settings checked first, handed to the browser code, records written last. */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { CreateWebpackConfigArgs, Reporter } from 'gatsby'
import { definePlugin } from '../webpack/gatsby-webpack'
import { siteConfig } from '../../config/site'
import { siteBaseUrl } from '../../shared/page-url'
import { searchPageTags } from '../../shared/search/markup'
import type { SearchSettings } from '../../shared/search/settings'
import { publicDir } from '../built-pages'
import { keptStepResults } from '../build-code'
import { ownContentParts } from '../scripts-slice'
import type { SearchRecord } from '../../shared/search/record'
import type { BuiltPage } from '../links/link-report'
import { prepareSearchIndex, prepareTitleIndex } from '../../shared/search/prepared-index'
import { pageWordsMissing, siteSynonyms, SYNONYMS_FILE } from './synonyms-file'
import { readerPagesModel, siteReaderQueries } from './reader-queries-file'
import { extractSearchRecords } from './records'
import { pageSummary } from './page-summary'
import type { PageSummary } from '../../shared/search/local-search'
import { testBuild } from '../test-build'
import { resolveSearchSettings } from './resolve-settings'

const requireFromProject = createRequire(path.resolve('package.json'))
/** DocSearch's styles, then the site's additions to the dialog: one stylesheet loaded with the dialog. */
const dialogCss = [
  requireFromProject.resolve('@docsearch/css/dist/_variables.css'),
  requireFromProject.resolve('@docsearch/css/dist/modal.css'),
  path.resolve('src/components/search/search-dialog.css'),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
const dialogCssFile = `/search-dialog.${createHash('sha1').update(dialogCss).digest('hex').slice(0, 12)}.css`

function settingsOrPanic(reporter: Reporter): SearchSettings {
  const result = resolveSearchSettings(siteConfig.search.algolia, process.env, testBuild.allowsSearchOverride)
  if (!result.ok) return reporter.panic(result.message)
  return { ...result.settings, stylesheet: dialogCssFile }
}

/** Fails the build early on a half-configured search client. */
export function checkSearchSettings(reporter: Reporter): void {
  const settings = settingsOrPanic(reporter)
  reporter.info(
    `Search: ${settings.backend === 'algolia' ? `Algolia index ${settings.algolia.indexName}` : `local index ${siteConfig.search.indexFile}`}`,
  )
}

/** The browser code reads the settings from one constant; the dialog's CSS is served as a file of its own. */
export function provideSearchSettings({ actions, plugins, reporter }: CreateWebpackConfigArgs): void {
  const settings = settingsOrPanic(reporter)
  mkdirSync(publicDir, { recursive: true })
  writeFileSync(path.join(publicDir, settings.stylesheet), dialogCss)
  actions.setWebpackConfig({
    plugins: [definePlugin({ plugins }, { __COTTON_BOX_SEARCH__: JSON.stringify(settings) })],
  })
}

/**
 * Writes the records of every built page that carries the search markup into one JSON file (for
 * Algolia), the local index over them and the pages' descriptions and keywords, prepared with the
 * reader-pages model, into another (for the browser), and the small
 * index of titles and sections the dialog answers from while the full one opens. A page the
 * last build saw unchanged keeps its records, and the same records keep their prepared index.
 */
export function writeSearchRecords(pages: ReadonlyArray<BuiltPage>, reporter: Reporter): void {
  const options = {
    siteUrl: siteBaseUrl,
    language: siteConfig.locale.code,
    tags: searchPageTags,
  }
  const context = JSON.stringify(options)
  const keptRecords = keptStepResults<SearchRecord[]>('search-records')
  const keptIndex = keptStepResults<string>('search-index')
  try {
    const summaries: Record<string, PageSummary> = {}
    const records = pages.flatMap((page) => {
      const pageRecords = keptRecords.reuse(keptRecords.key([context, page.route, ...ownContentParts(page.html)]), () =>
        extractSearchRecords(page.html, page.route, options),
      )
      const summary = pageRecords.length > 0 ? pageSummary(page.html) : null
      if (summary !== null) summaries[pageRecords[0].url_without_anchor] = summary
      return pageRecords
    })
    const synonyms = siteSynonyms()
    const missing = pageWordsMissing(synonyms, records)
    if (missing.length > 0)
      throw new Error(
        `${SYNONYMS_FILE}: no page has ${missing.join(', ')}, so a reader's word mapped to it finds nothing`,
      )
    const readerPages = readerPagesModel(siteReaderQueries(), records, summaries)
    const recordsJson = JSON.stringify(records)
    const index = keptIndex.reuse(
      keptIndex.key([
        context,
        recordsJson,
        JSON.stringify(synonyms),
        JSON.stringify(summaries),
        JSON.stringify(readerPages),
      ]),
      () => JSON.stringify(prepareSearchIndex(records, synonyms, summaries, readerPages)),
    )
    writeFileSync(path.join(publicDir, siteConfig.search.recordsFile), recordsJson)
    writeFileSync(path.join(publicDir, siteConfig.search.indexFile), index)
    writeFileSync(
      path.join(publicDir, siteConfig.search.titlesFile),
      JSON.stringify(prepareTitleIndex(records, synonyms, summaries)),
    )
    keptRecords.save()
    keptIndex.save()
    const indexed = new Set(records.map((record) => record.url_without_anchor)).size
    reporter.info(`Search records: ${records.length} from ${indexed} pages`)
  } catch (error) {
    reporter.panicOnBuild(`Search records: ${(error as Error).message}`)
  }
}
