/**
 * The one source of truth for the site's configuration: gatsby-config.ts, the build-time modules
 * and the components all import this module, so no URL, label or constant is written twice.
 * It must stay free of Gatsby and browser imports: it runs in Node and in the browser.
 */
// The blog's feeds, typed and read through src/shared/feeds.ts; kept in JSON so that scripts/serve.mjs
// serves each with its media type.
import blogFeeds from './blog-feeds.json'

export type NavbarPosition = 'left' | 'right'

/** A navbar entry that opens a docs sidebar at its entry page. */
export interface DocSidebarNavbarItem {
  readonly type: 'docSidebar'
  readonly sidebarId: string
  readonly label: string
  readonly position: NavbarPosition
  /** The sidebar's entry link; checked against the sidebar at build time. */
  readonly to: string
}

/** A navbar entry that links to a page of this site. */
export interface InternalNavbarItem {
  readonly type: 'link'
  readonly label: string
  readonly position: NavbarPosition
  readonly to: string
}

/** A navbar entry that leaves the site. */
export interface ExternalNavbarItem {
  readonly type: 'external'
  readonly label: string
  readonly position: NavbarPosition
  readonly href: string
}

export type NavbarItem = DocSidebarNavbarItem | InternalNavbarItem | ExternalNavbarItem

/** A footer link: `to` for pages of this site, `href` for other sites. */
export type FooterLink =
  { readonly label: string; readonly to: string } | { readonly label: string; readonly href: string }

export interface FooterColumn {
  readonly title: string
  readonly links: ReadonlyArray<FooterLink>
}

export interface AnnouncementBarConfig {
  readonly id: string
  readonly text: string
  readonly link?: { readonly label: string; readonly to: string }
}

/** The public, search-only settings of the hosted search index (safe to ship to browsers). */
export interface AlgoliaSearchConfig {
  readonly appId: string
  readonly searchApiKey: string
  readonly indexName: string
}

export interface DocsVersion {
  readonly name: string
  readonly label: string
  readonly isLatest: boolean
  readonly mainDocId: string
}

const repositoryUrl = 'https://github.com/glyph-cat/cotton-box'

const navbarItems: ReadonlyArray<NavbarItem> = [
  { type: 'docSidebar', sidebarId: 'learn', label: 'Learn', position: 'left', to: '/docs/learn/tutorial' },
  { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left', to: '/docs/api/core' },
  { type: 'link', label: 'Blog', position: 'left', to: '/blog' },
  { type: 'external', label: 'GitHub', position: 'right', href: repositoryUrl },
]

const footerColumns: ReadonlyArray<FooterColumn> = [
  {
    title: 'Docs',
    links: [
      { label: 'Tutorial', to: '/docs/learn/tutorial' },
      { label: 'Using with React', to: '/docs/learn/react' },
      { label: 'API reference', to: '/docs/api/core' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'GitHub', href: repositoryUrl },
      { label: 'Report an issue', href: `${repositoryUrl}/issues` },
    ],
  },
  {
    title: 'More',
    links: [
      { label: 'Blog', to: '/blog' },
      ...blogFeeds.map((feed) => ({ label: `Blog ${feed.title}`, to: feed.route })),
      { label: 'Versions', to: '/versions' },
      { label: 'Tags', to: '/docs/tags' },
      { label: 'cotton-box on npm', href: 'https://www.npmjs.com/package/cotton-box' },
      { label: 'cotton-box-react on npm', href: 'https://www.npmjs.com/package/cotton-box-react' },
    ],
  },
]

export const siteConfig = {
  title: 'Cotton Box',
  tagline: 'A flexible toolbox with different types of state managers catered to different scenarios.',
  /** Origin the site is deployed to; page URLs are `url + pathPrefix + path`. */
  url: 'https://glyph-cat.github.io',
  /** Every route sits under this base path (no trailing slash). */
  pathPrefix: '/cotton-box',
  organizationName: 'glyph-cat',
  projectName: 'cotton-box',
  repositoryUrl,
  /**
   * Docs sources live in the library repository's `src/packages/docs` folder (the old site's
   * `packages/docs` base pointed at a folder that does not exist). Edit links append the file's
   * path inside the site project, e.g. `content/docs/learn/tutorial/setup.mdx`.
   */
  editUrlBase: `${repositoryUrl}/edit/main/src/packages/docs`,
  locale: { code: 'en', label: 'English', direction: 'ltr' },
  titleDelimiter: '|',
  /**
   * Icons and the social card, made by scripts/generate-brand-assets.mjs. Paths are routes
   * under the path prefix (a request for /favicon.ico at the host root is not ours to answer).
   */
  icons: {
    svg: '/img/favicon.svg',
    ico: '/img/favicon.ico',
    png: [
      { path: '/img/favicon-16.png', size: 16 },
      { path: '/img/favicon-32.png', size: 32 },
      { path: '/img/favicon-192.png', size: 192 },
      { path: '/img/favicon-512.png', size: 512 },
    ],
    appleTouch: '/img/apple-touch-icon.png',
  },
  socialCard: {
    path: '/img/social-card.png',
    width: 1200,
    height: 630,
    alt: 'Cotton Box: a flexible toolbox with different types of state managers catered to different scenarios.',
  },
  versions: {
    site: '0.10.0',
    docsFramework: '3.7.0',
    uiLibrary: '19.0.0',
  },
  docsVersions: [
    { name: 'current', label: 'Next', isLatest: true, mainDocId: 'learn/tutorial/setup' },
  ] as ReadonlyArray<DocsVersion>,
  navbar: {
    title: 'Cotton Box',
    logoAlt: 'Cotton Box logo',
    items: navbarItems,
  },
  /** The route-change progress bar: shown only when a change takes longer than delayMs. */
  progressBar: { delayMs: 200, minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleIntervalMs: 800 },
  /** Heading levels the table of contents shows; pages may narrow it. */
  tocHeadingLevels: { min: 2, max: 3 },
  /** Sticky navbar height, used as the scroll offset for anchors. */
  navbarHeightPx: 60,
  /** Viewports narrower than this use the mobile layout. */
  desktopBreakpointPx: 996,
  /**
   * The optional, dismissible announcement bar (null for none). A new id shows the bar again to
   * readers who dismissed an earlier one.
   */
  announcementBar: {
    id: 'docs-describe-0.14.0',
    text: 'These docs describe Cotton Box 0.14.0, the version npm installs.',
    link: { label: 'See what changed', to: '/versions' },
  } as AnnouncementBarConfig | null,
  experimentalBanner: 'Cotton Box is still experimental, and its documentation might be incomplete.',
  footer: {
    columns: footerColumns,
    copyright: 'Copyright © 2025 GlyphCat',
  },
  /**
   * Site search. The Algolia settings are used only in a build
   * that selects the Algolia backend (see src/node/search/resolve-settings.ts); every other build answers
   * from the local index written to `indexFile`.
   */
  search: {
    algolia: {
      appId: 'I8EAQVNXNC',
      searchApiKey: '766b0a459e06e2faaabc86ce8215e9fa',
      indexName: 'glyph-catio',
    } as AlgoliaSearchConfig,
    /** The DocSearch records of every indexed page, in the build output (what Algolia is given). */
    recordsFile: '/search-records.json',
    /** The same records with their local index, prepared at build time (src/shared/search/prepared-index.ts). */
    indexFile: '/search-index.json',
    /** Page titles and sections only, prepared the same way: the dialog's first answers while the full index opens. */
    titlesFile: '/search-titles.json',
    /** The `/search` page. */
    pageRoute: '/search',
    hitsPerPage: 20,
    maxResultsPerGroup: 5,
    /** Recent searches kept in the dialog: 7, or 4 when the reader has favorites (DocSearch keeps 10 favorites). */
    recentSearchesLimit: 7,
    recentSearchesWithFavoritesLimit: 4,
    /** "Try searching for" offers at most this many queries. */
    maxSuggestions: 3,
    /** The engine that answers when Algolia does not: credited in the dialog's footer. */
    localEngine: { name: 'MiniSearch', url: 'https://lucaong.github.io/minisearch/' },
    /** The engine that answers when the build selects Algolia: credited in the same place. */
    hostedEngine: { name: 'Algolia', url: 'https://www.algolia.com/' },
    maxQueryLength: 64,
    /** Snippet length in words; `narrow` on screens up to `narrowScreenMaxWidthPx` wide. */
    snippetWords: { wide: 10, narrow: 5, narrowScreenMaxWidthPx: 768 },
    /** algoliasearch's browser defaults, set explicitly (a failed host is retried after 2 minutes). */
    clientTimeoutsMs: { connect: 1_000, read: 2_000, write: 30_000 },
    /** How long the /search page waits after the last key press before it updates the URL. */
    pageQueryDebounceMs: 300,
    /** Every hit is filtered to the site's language and to the docs and blog records. */
    docsTag: 'docs-default-current',
    blogTag: 'blog_posts_list',
    texts: {
      buttonText: 'Search',
      placeholder: 'Search docs',
      noRecentSearches: 'No recent searches',
      recentSearches: 'Recent',
      favoriteSearches: 'Favorite',
      saveRecentSearch: 'Save this search',
      removeRecentSearch: 'Remove this search from history',
      removeFavoriteSearch: 'Remove this search from favorites',
      noResults: 'No results for',
      suggestedQuery: 'Try searching for',
      reportMissingResults: 'Believe this query should return results?',
      reportMissingResultsLink: 'Let us know.',
      errorTitle: 'Unable to fetch results',
      errorHelp: 'You might want to check your network connection.',
      searchBy: 'Search by',
      clearQuery: 'Clear the query',
      cancel: 'Cancel',
      seeAllResults: (count: number) => `See all ${count} results`,
      commands: {
        select: { text: 'to select', keys: ['Enter key'] },
        navigate: { text: 'to navigate', keys: ['Arrow down', 'Arrow up'] },
        close: { text: 'to close', keys: ['Escape key'] },
      },
    },
  },
  home: {
    callToAction: { label: 'Get started', to: '/docs/learn/tutorial/setup' },
  },
} as const

export type SiteConfig = typeof siteConfig
