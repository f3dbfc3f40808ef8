/**
 * What a test build adds to the site, decided in one place. A build made with
 * COTTON_BOX_TEST_PAGES=true (scripts/test-all.mjs sets it) is for the browser tests; every other
 * build is the production site. No other module reads the variable.
 */
import type { TestOnlyMark } from '../types/page-context'
import { sitePage, type PagePlan } from './site-pages'

const isTestBuild = process.env.COTTON_BOX_TEST_PAGES === 'true'

/** The additions of a test build, each false in any other build. */
export const testBuild = {
  /** The fixture blog posts (TEST_BLOG_FOLDER) join the blog's posts. */
  includesFixturePosts: isTestBuild,
  /** Pages only the browser tests use: /test/crash. */
  includesTestPages: isTestBuild,
  /**
   * A browser test may switch the search backend and point the Algolia client at a server of its
   * own (SearchSettings.allowTestOverride); the Content-Security-Policy lets pages reach it.
   */
  allowsSearchOverride: isTestBuild,
} as const

/** Where the fixture posts live, relative to the project root. */
export const TEST_BLOG_FOLDER = 'tests/fixtures/blog'

/** Whether a source file (relative to the project root) is fixture content. */
export function isTestContent(sourceFile: string): boolean {
  return sourceFile.startsWith(`${TEST_BLOG_FOLDER}/`)
}

/** The mark of a page that shows only fixture content, to spread into its context. */
export function testOnlyMark(testOnly: boolean): TestOnlyMark {
  return testOnly ? { testOnly: true } : {}
}

/** The pages only the browser tests use; none outside test builds. */
export function planTestPages(): PagePlan {
  const pages = testBuild.includesTestPages ? [sitePage('testCrash', '/test/crash', { testOnly: true })] : []
  return { problems: [], titles: [], pages }
}
