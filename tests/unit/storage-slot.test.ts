import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { forgetUnknownPreferredVersion } from '../../src/components/docs-version/preferred-version'
import { createSiteStorage, STORAGE_UNAVAILABLE_WARNING } from '../../src/components/storage/storage'
import { storageKeys } from '../../src/components/storage/storage-keys'
import { createStorageSlots } from '../../src/components/storage/storage-slot'
import { useStorageSlot } from '../../src/components/storage/use-storage-slot'
import { MemoryStorage } from './memory-storage'

/** Slots over a storage in memory, and a way to act as another tab of the same site. */
function page(backing = new MemoryStorage()) {
  const storageListeners = new Set<(event: StorageEvent) => void>()
  const warn = vi.fn()
  const storage = createSiteStorage({
    getStorage: () => backing,
    warn,
    addStorageListener: (listener) => {
      storageListeners.add(listener)
      return () => storageListeners.delete(listener)
    },
  })
  /** Another tab stores `value` (null removes it): the browser tells this page through a `storage` event. */
  const otherTabWrites = (key: string, value: string | null) => {
    if (value === null) backing.removeItem(key)
    else backing.setItem(key, value)
    for (const listener of storageListeners) listener({ key, newValue: value } as StorageEvent)
  }
  return { slots: createStorageSlots(storage), backing, warn, otherTabWrites }
}

describe('storage slots', () => {
  it('read what is stored, and give the same slot for the same key', () => {
    const { slots, backing } = page()
    backing.setItem('theme', 'DARK')
    expect(slots('theme').read()).toBe('DARK')
    expect(slots('theme')).toBe(slots('theme'))
    expect(slots('missing').read()).toBeNull()
  })

  it('a write reaches every subscriber of its key in the same tab, and only those', () => {
    const { slots, backing } = page()
    const menu = vi.fn()
    const script = vi.fn()
    const other = vi.fn()
    slots('theme').subscribe(menu)
    slots('theme').subscribe(script)
    slots('tab-group-language').subscribe(other)
    slots('theme').write('LIGHT')
    expect(backing.getItem('theme')).toBe('LIGHT')
    expect(slots('theme').read()).toBe('LIGHT')
    expect(menu).toHaveBeenCalledOnce()
    expect(script).toHaveBeenCalledOnce()
    expect(other).not.toHaveBeenCalled()
  })

  it('writing the value it already holds tells no one', () => {
    const { slots } = page()
    slots('theme').write('DARK')
    const listener = vi.fn()
    slots('theme').subscribe(listener)
    slots('theme').write('DARK')
    expect(listener).not.toHaveBeenCalled()
  })

  it('follow another tab’s writes through the `storage` event', () => {
    const { slots, otherTabWrites } = page()
    const listener = vi.fn()
    slots('tab-group-package-manager').subscribe(listener)
    otherTabWrites('tab-group-package-manager', 'pnpm')
    expect(slots('tab-group-package-manager').read()).toBe('pnpm')
    otherTabWrites('tab-group-package-manager', null)
    expect(slots('tab-group-package-manager').read()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keep one value between changes, without reading storage again (a stable snapshot)', () => {
    const { slots, backing } = page()
    backing.setItem('theme', 'AUTO')
    const getItem = vi.spyOn(backing, 'getItem')
    const first = slots('theme').read()
    expect(slots('theme').read()).toBe(first)
    expect(getItem).toHaveBeenCalledOnce()
  })

  it('null removes the key', () => {
    const { slots, backing } = page()
    slots('announcement-bar-dismissed').write('true')
    const listener = vi.fn()
    slots('announcement-bar-dismissed').subscribe(listener)
    slots('announcement-bar-dismissed').write(null)
    expect(backing.getItem('announcement-bar-dismissed')).toBeNull()
    expect(backing.length).toBe(0)
    expect(slots('announcement-bar-dismissed').read()).toBeNull()
    expect(listener).toHaveBeenCalledOnce()
  })

  it('without storage: null, one warning, and a write holds for this page only', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const backing = Object.assign(new MemoryStorage(), { getItem: refuse, setItem: refuse, removeItem: refuse })
    const { slots, warn } = page(backing)
    expect(slots('theme').read()).toBeNull()
    expect(slots('tab-group-language').read()).toBeNull()
    const listener = vi.fn()
    slots('theme').subscribe(listener)
    slots('theme').write('DARK')
    expect(listener).toHaveBeenCalledOnce()
    expect(slots('theme').read()).toBe('DARK')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toBe(STORAGE_UNAVAILABLE_WARNING)
  })

  it('an unsubscribed listener hears nothing more', () => {
    const { slots } = page()
    const listener = vi.fn()
    const unsubscribe = slots('theme').subscribe(listener)
    unsubscribe()
    slots('theme').write('DARK')
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('useStorageSlot', () => {
  it('renders on the server as nothing stored, without touching storage', () => {
    function StoredTheme() {
      const [theme] = useStorageSlot(storageKeys.theme)
      return createElement('output', null, theme ?? 'nothing stored')
    }
    // The site's storage throws when used while rendering on the server (no window here).
    expect(renderToString(createElement(StoredTheme))).toBe('<output>nothing stored</output>')
  })
})

describe('storage keys', () => {
  it('are the strings readers already have values under', () => {
    expect([
      storageKeys.theme,
      storageKeys.legacySiteSettings,
      storageKeys.announcementDismissed,
      storageKeys.announcementId,
    ]).toEqual(['theme', 'cotton-box-site-settings', 'announcement-bar-dismissed', 'announcement-bar-id'])
    expect(storageKeys.tabGroup('package-manager')).toBe('tab-group-package-manager')
    expect(storageKeys.preferredDocsVersion('default')).toBe('docs-preferred-version-default')
    expect(storageKeys.recentSearches('cotton-box')).toBe('__DOCSEARCH_RECENT_SEARCHES__cotton-box')
    expect(storageKeys.favoriteSearches('cotton-box')).toBe('__DOCSEARCH_FAVORITE_SEARCHES__cotton-box')
  })
})

describe('preferred docs version', () => {
  it('forgets a stored version that matches no known version, on load and when another tab stores one, and keeps a known one', () => {
    const { slots, backing, otherTabWrites } = page()
    backing.setItem('docs-preferred-version-default', '0.9.0')
    forgetUnknownPreferredVersion(slots)
    expect(backing.getItem('docs-preferred-version-default')).toBeNull()
    otherTabWrites('docs-preferred-version-default', '0.8.0')
    expect(backing.getItem('docs-preferred-version-default')).toBeNull()
    otherTabWrites('docs-preferred-version-default', 'current')
    expect(backing.getItem('docs-preferred-version-default')).toBe('current')
  })
})
