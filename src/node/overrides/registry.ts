/**
 * Every override that checks its upstream at build time, by the title of its entry in
 * docs/overrides.md (a unit test holds the two together), with the versions it was checked against.
 */
import type { Override } from '../../shared/upstream-check'

export const OVERRIDES = {
  compileHint: {
    title: 'Compile hint added after the minifier',
    checkedAgainst: 'webpack 5.98.0, terser-webpack-plugin 5.6.1',
  },
  singleBabelPass: {
    title: 'Each module through Babel once',
    checkedAgainst: 'gatsby 5.16.1, gatsby-plugin-typescript 5.16.0, gatsby-plugin-mdx 5.16.0',
  },
  cssOrder: { title: 'Any order of CSS modules', checkedAgainst: 'gatsby 5.16.1, mini-css-extract-plugin 1.6.2' },
  chunkFilenames: { title: 'Short names for on-demand chunks', checkedAgainst: 'gatsby 5.16.1' },
  chunkFileLookup: { title: "webpack's chunk file lookup replaced", checkedAgainst: 'webpack 5.98.0' },
  asyncRequires: { title: "Gatsby's async-requires replaced", checkedAgainst: 'gatsby 5.16.1, webpack 5.98.0' },
  componentChunkGroups: { title: "Page components read from Gatsby's chunk groups", checkedAgainst: 'gatsby 5.16.1' },
  compilationHash: { title: "Compilation hash on the chunk list's URL", checkedAgainst: 'gatsby 5.16.1' },
  pageDataFields: { title: 'Page data field read while rendering', checkedAgainst: 'gatsby 5.16.1' },
  chunkMapping: { title: "Gatsby's chunk map trimmed", checkedAgainst: 'gatsby 5.16.1' },
  scriptsSlice: { title: "Gatsby's scripts slice found by its comments", checkedAgainst: 'gatsby 5.16.1' },
  sliceFragments: { title: 'Slice fragments left out of the link check', checkedAgainst: 'gatsby 5.16.1' },
  renderedPages: { title: 'Rendered pages known by `id="___gatsby"`', checkedAgainst: 'gatsby 5.16.1' },
  buildCodeKeys: {
    title: "Compiled gatsby-node and npm's hidden lockfile as cache keys",
    checkedAgainst: 'gatsby 5.16.1, npm 11.19.1',
  },
  benchBuildFiles: { title: "Benchmarks read Gatsby's build files", checkedAgainst: 'gatsby 5.16.1' },
  headingAnchorLabels: {
    title: 'Heading permalinks named after their heading',
    checkedAgainst: 'gatsby-remark-autolink-headers 6.16.0',
  },
  babelConfigReuse: {
    title: 'One Babel configuration for all MDX pages',
    checkedAgainst: 'gatsby 5.16.1, gatsby-plugin-mdx 5.16.0',
  },
  mdxPageContext: { title: "Empty `frontmatter` in MDX pages' context", checkedAgainst: 'gatsby-plugin-mdx 5.16.0' },
  htmlRendererSalt: {
    title: "HTML renderer salted with the browser build's stylesheets",
    checkedAgainst: 'gatsby 5.16.1, webpack 5.98.0',
  },
  pagePath: { title: 'Canonical address from `window.pagePath`', checkedAgainst: 'gatsby 5.16.1' },
  developOverlay: { title: "Gatsby's error overlay in `develop`", checkedAgainst: 'gatsby 5.16.1' },
} as const satisfies Record<string, Override>
