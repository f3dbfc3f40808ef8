/**
 * Every local-storage key the site uses. Readers already have values
 * stored under these exact strings, some of them since the old site: renaming one loses them.
 */
export const storageKeys = {
  /** The colour mode: AUTO, LIGHT or DARK (the old site's "light" or "dark" is rewritten before the first paint). */
  theme: 'theme',
  /** The old site's own settings, {"appearance": 0 | 1 | 2}: read before the first paint, never written. */
  legacySiteSettings: 'cotton-box-site-settings',
  /** "true" once the reader closed the announcement bar whose id is stored beside it. */
  announcementDismissed: 'announcement-bar-dismissed',
  announcementId: 'announcement-bar-id',
  /** The chosen tab of every Tabs with this groupId. */
  tabGroup: (groupId: string) => `tab-group-${groupId}`,
  /** The docs version the reader prefers, per docs plugin. */
  preferredDocsVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  /** The keys DocSearch used for recent and favorite searches, per index. */
  recentSearches: (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
  favoriteSearches: (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
} as const
