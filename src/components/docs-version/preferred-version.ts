import { siteConfig } from '../../config/site'
import type { SiteStorage } from '../storage/storage'

/** The docs plugin's id; the site has one docs plugin. */
export const DOCS_PLUGIN_ID = 'default'

export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`

/** SPEC.md section 4: a remembered docs version that no longer exists is forgotten. */
export function forgetUnknownPreferredVersion(storage: SiteStorage, pluginId = DOCS_PLUGIN_ID): void {
  const key = preferredVersionKey(pluginId)
  const stored = storage.read(key)
  if (stored !== null && !siteConfig.docsVersions.some((version) => version.name === stored)) storage.remove(key)
}
