import { useSyncExternalStore } from 'react'
import { storageSlot, type StorageSlot } from './storage-slot'

/** Where no key is given, nothing is stored: the value stays null and writes go nowhere. */
const noSlot: StorageSlot = {
  read: () => null,
  write: () => {},
  subscribe: () => () => {},
}

/** Storage is not read while rendering on the server: every setting starts as nothing stored. */
const serverValue = () => null

/**
 * A stored setting and its setter (a string, or null to remove it). Every component using the same
 * key re-renders when it changes, whether this tab or another one changed it. `null` as the key
 * (e.g. Tabs without a group) gives a value that is never stored.
 */
export function useStorageSlot(
  key: string | null,
): readonly [value: string | null, setValue: (value: string | null) => void] {
  const slot = key === null ? noSlot : storageSlot(key)
  const value = useSyncExternalStore(slot.subscribe, slot.read, serverValue)
  return [value, slot.write]
}
