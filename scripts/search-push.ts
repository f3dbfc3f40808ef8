/**
 * `npm run search:push`: uploads the search records of the last build (public/search-records.json)
 * to the Algolia index and applies the index settings and synonyms. Needs an admin API key in the environment;
 * the application id and index name come from src/config/site.ts or their environment overrides.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { siteConfig } from '../src/config/site'
import { algoliaIndexSettings, algoliaSynonyms } from '../src/node/search/algolia-index'
import { algoliaSettings, SEARCH_ENV } from '../src/node/search/resolve-settings'
import { siteSynonyms } from '../src/node/search/synonyms-file'
import type { SearchRecord } from '../src/shared/search/record'

function fail(message: string): never {
  console.error(`search:push: ${message}`)
  process.exit(1)
}

const adminApiKey = process.env[SEARCH_ENV.adminApiKey]?.trim()
if (!adminApiKey) {
  fail(
    `no Algolia admin API key. Set ${SEARCH_ENV.adminApiKey} (never the search-only key, never in the site config) and run it again.`,
  )
}
const { appId, indexName } = algoliaSettings(siteConfig.search.algolia, process.env)
if (!appId || !indexName)
  fail(`the Algolia application id or index name is missing. Set ${SEARCH_ENV.appId} and ${SEARCH_ENV.indexName}.`)

const recordsFile = path.join('public', siteConfig.search.recordsFile)
if (!existsSync(recordsFile)) fail(`${recordsFile} does not exist. Build the site first (npm run build).`)
const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as SearchRecord[]

const client = algoliasearch(appId, adminApiKey)
await client.replaceAllObjects({ indexName, objects: records as unknown as Array<Record<string, unknown>> })
const { taskID } = await client.setSettings({ indexName, indexSettings: algoliaIndexSettings })
await client.waitForTask({ indexName, taskID })
const synonymHits = algoliaSynonyms(siteSynonyms())
const synonyms = await client.saveSynonyms({ indexName, synonymHit: synonymHits, replaceExistingSynonyms: true })
await client.waitForTask({ indexName, taskID: synonyms.taskID })
console.log(
  `search:push: ${records.length} records in index ${indexName} of application ${appId}, settings and ${synonymHits.length} synonyms applied.`,
)
