/**
 * Content that only test builds include (COTTON_BOX_TEST_PAGES=true): the fixture blog posts and
 * the test pages. Pages made from it carry `testOnly: true` in their context, so the steps that
 * describe the production site (sitemap) leave them out by their data, not by their paths.
 */

/** Where the fixture content lives, relative to the project root. */
export const TEST_BLOG_FOLDER = 'tests/fixtures/blog'

/** Whether a source file (relative to the project root) is fixture content. */
export function isTestContent(sourceFile: string): boolean {
  return sourceFile.startsWith(`${TEST_BLOG_FOLDER}/`)
}

/** The page context marker: spread into a page's context. */
export function testOnlyContext(testOnly: boolean): { readonly testOnly?: true } {
  return testOnly ? { testOnly: true } : {}
}
