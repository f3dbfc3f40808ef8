import { siteConfig } from '../../config/site'
import { storageKeys } from '../storage/storage-keys'
import { storageSlot, type StorageSlots } from '../storage/storage-slot'

/** The docs plugin's id; the site has one docs plugin. */
export const DOCS_PLUGIN_ID = 'default'

const isKnownVersion = (name: string) => siteConfig.docsVersions.some((version) => version.name === name)

/**
 * A remembered docs version that no longer exists is forgotten, now and
 * whenever one is stored later (by another tab). Nothing on the site shows the preferred version:
 * it only keeps the stored value valid.
 */
export function forgetUnknownPreferredVersion(
  slots: StorageSlots = storageSlot,
  pluginId = DOCS_PLUGIN_ID,
): () => void {
  const preferred = slots(storageKeys.preferredDocsVersion(pluginId))
  const forgetUnknown = () => {
    const stored = preferred.read()
    if (stored !== null && !isKnownVersion(stored)) preferred.write(null)
  }
  forgetUnknown()
  return preferred.subscribe(forgetUnknown)
}
