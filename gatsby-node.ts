// Gatsby's build-time APIs; each lives in a small module of src/node/.
import type { GatsbyNode } from 'gatsby'
import { createBlogPostNode, planBlogPages, sourceBlogAuthors } from './src/node/blog/posts'
import { writeBlogFeeds } from './src/node/blog/feeds'
import { publicDir, readBuiltPages, siteRoutes } from './src/node/built-pages'
import { reportContentProblems } from './src/node/content-problems'
import { expectGatsbyCommand, isDevelop } from './src/node/develop/overlay'
import { developLinkReport } from './src/node/links/source-links'
import { createDocNode, planDocsPages } from './src/node/docs'
import { addQuickDemoToHome, whySample } from './src/node/home-demo'
import { checkBuiltLinks } from './src/node/links/built-site-links'
import { removeStalePages, writePageAliases } from './src/node/hosting/page-aliases'
import { createMarkdownPageNode, planMarkdownPages } from './src/node/markdown-pages'
import { provideMermaidRenderer } from './src/node/mermaid/build'
import { providePlaygroundRuntime } from './src/node/playground/build'
import { checkSearchSettings, provideSearchSettings, writeSearchRecords } from './src/node/search/build'
import { provideSearchWorker } from './src/node/search/worker-bundle'
import { writeSeoFiles } from './src/node/seo/build'
import { expectMdxPageKept } from './src/node/site-pages'
import { planTestPages } from './src/node/test-build'
import { finishPages } from './src/node/finish-pages'
import { POST_BUILD_STEPS } from './src/node/post-build-steps'
import { duplicateTitleProblems } from './src/node/unique-titles'
import { addSidebarNavQuery, sourceSidebarsConfig } from './src/node/sidebar-nav-data'
import { shortenChunkFilenames } from './src/node/webpack/chunk-filenames'
import { loadPageChunksOnDemand } from './src/node/webpack/page-chunks'
import { allowAnyCssModuleOrder } from './src/node/webpack/css-order'
import { reuseBabelConfigAcrossPages } from './src/node/webpack/babel-config-reuse'
import { compileEachModuleOnce } from './src/node/webpack/single-babel-pass'
import { leaveMdxOutOfSourceMaps } from './src/node/webpack/mdx-source-maps'
import { saltHtmlRendererWithBrowserAssets } from './src/node/webpack/html-renderer-salt'
import { compileSearchDialogOnLoad } from './src/node/webpack/compile-hints'
import { withCodeTypes } from './src/node/samples/page-code-types'

export { createSchemaCustomization } from './src/node/schema'

// Before anything else: checks that stop the build early.
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  expectGatsbyCommand()
  checkSearchSettings(reporter)
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = async (args) => {
  provideSearchSettings(args)
  await providePlaygroundRuntime(args)
  await provideMermaidRenderer(args)
  await provideSearchWorker(args)
  allowAnyCssModuleOrder(args)
  reuseBabelConfigAcrossPages(args)
  compileEachModuleOnce(args)
  leaveMdxOutOfSourceMaps(args)
  shortenChunkFilenames(args)
  loadPageChunksOnDemand(args)
  saltHtmlRendererWithBrowserAssets(args)
  compileSearchDialogOnLoad(args)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await Promise.all([sourceBlogAuthors(args), sourceSidebarsConfig(args)])
}

export const createResolvers: GatsbyNode['createResolvers'] = (args) => addSidebarNavQuery(args)

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  await Promise.all([createDocNode(args), createMarkdownPageNode(args), createBlogPostNode(args)])
}

export const onCreatePage: GatsbyNode['onCreatePage'] = (args) => {
  expectMdxPageKept(args.page)
  addQuickDemoToHome(args)
}

// Every content kind plans its pages first, so one run reports every content problem at once.
// In develop (where Gatsby runs this again after every content change) the problems show in the
// browser's error overlay and the pages that can be made are made, so fixing a file recovers.
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const plans = [
    ...(await Promise.all([planDocsPages(args), planMarkdownPages(args), planBlogPages(args)])),
    planTestPages(),
  ]
  const pages = plans.flatMap((plan) => plan.pages)
  const problems = [
    ...plans.flatMap((plan) => plan.problems),
    ...duplicateTitleProblems(plans.flatMap((plan) => plan.titles)),
  ]
  if (isDevelop()) {
    const links = developLinkReport(pages, process.cwd())
    for (const warning of links.warnings) args.reporter.warn(`Broken anchor: ${warning}`)
    problems.push(...links.errors)
  }
  if (reportContentProblems(args.reporter, problems) && !isDevelop()) return
  // Timed on its own: bench:build lists it among the build's steps.
  const typing = args.reporter.activityTimer('Types of code samples')
  typing.start()
  const typedPages = withCodeTypes(pages, process.cwd(), [whySample(process.cwd())])
  typing.end()
  for (const page of typedPages) args.actions.createPage(page)
}

// After the build: the feeds and the machine-readable files (sitemap, robots, llms, Markdown
// copies; files first: pages link to them, and the link check wants every target in place), the
// Content-Security-Policy of every page, then from the pages as served the search records and the
// link check, after which the pages without a Markdown form and the broken links fail the build
// together; last each page's copy at `x.html`, which GitHub Pages serves for the canonical URL
// `/x` (src/node/hosting/). What earlier builds left of pages goes first, so the steps see this
// build's pages only.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  removeStalePages(publicDir, siteRoutes(args.getNodesByType))
  // Each step is timed in the build output, so `npm run bench:build` shows how each one grows.
  const step = async <Result>(name: string, run: () => Result | Promise<Result>): Promise<Result> => {
    const activity = args.reporter.activityTimer(name)
    activity.start()
    const result = await run()
    activity.end()
    return result
  }
  await step(POST_BUILD_STEPS.feeds, () => writeBlogFeeds(args))
  const seo = await step(POST_BUILD_STEPS.seo, () => writeSeoFiles(args))
  // Pages are finished first (their chunks, their policy), so the steps after read each page as
  // it is served: a page this build left as the last one did is then the same input to them, and
  // they reuse their results.
  const served = await step(POST_BUILD_STEPS.finishPages, () => finishPages(args.reporter))
  const pages = readBuiltPages(args.getNodesByType, served)
  await step(POST_BUILD_STEPS.records, () => writeSearchRecords(pages, args.reporter))
  const links = await step(POST_BUILD_STEPS.links, () => checkBuiltLinks(pages, args.reporter, seo.unwrittenCopies))
  const failures = [seo.failure, links].filter((failure) => failure !== null)
  if (failures.length > 0) {
    args.reporter.panicOnBuild(failures.join('\n'))
    return
  }
  await step(POST_BUILD_STEPS.pageAliases, () =>
    writePageAliases(
      publicDir,
      pages.map((page) => page.route),
    ),
  )
}
