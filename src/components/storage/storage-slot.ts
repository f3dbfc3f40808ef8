/**
 * One stored setting, shared by everything on the page that reads or writes it (the colour mode
 * script, each Tabs of a group, the search dialog...). Its value is read from storage once, then
 * kept in step with this page's writes and with other tabs' (the `storage` event), and every
 * subscriber hears of each change. When storage is unavailable a write still changes the value for
 * this page, so the setting works for the visit; it is just not saved.
 */
import { siteStorage, type SiteStorage } from './storage'

export interface StorageSlot {
  /** The stored string, or null when nothing is stored: the same string until it changes. */
  readonly read: () => string | null
  /** Stores `value`, or removes the key when it is null, and tells every subscriber. */
  readonly write: (value: string | null) => void
  /** Calls `listener` after each change of the value, made in this tab or in another. */
  readonly subscribe: (listener: () => void) => () => void
}

/** The slot of a key: always the same one for the same key. */
export type StorageSlots = (key: string) => StorageSlot

export function createStorageSlots(storage: SiteStorage): StorageSlots {
  const slots = new Map<string, StorageSlot>()
  return (key) => {
    let slot = slots.get(key)
    if (!slot) {
      slot = createStorageSlot(storage, key)
      slots.set(key, slot)
    }
    return slot
  }
}

function createStorageSlot(storage: SiteStorage, key: string): StorageSlot {
  const listeners = new Set<() => void>()
  /** Undefined until first used; the slot lives as long as the page, so it never stops following. */
  let value: string | null | undefined

  const change = (next: string | null) => {
    if (next === value) return
    value = next
    // A copy: a listener may write again, or unsubscribe.
    for (const listener of [...listeners]) listener()
  }
  /** The value, read from storage on first use, from then on other tabs' writes are followed. */
  const load = (): string | null => {
    if (value === undefined) {
      value = storage.read(key)
      storage.subscribe(key, change)
    }
    return value
  }

  return {
    read: load,
    write: (next) => {
      load()
      if (next === null) storage.remove(key)
      else storage.write(key, next)
      change(next)
    },
    subscribe: (listener) => {
      load()
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** The site's settings in window.localStorage. */
export const storageSlot: StorageSlots = createStorageSlots(siteStorage)
