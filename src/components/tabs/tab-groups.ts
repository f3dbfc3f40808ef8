import { useCallback, useSyncExternalStore } from 'react'
import { siteStorage } from '../storage/storage'

/**
 * The chosen tab of every tab group on the page (Tabs with one `groupId` switch together), kept
 * in local storage so the choice survives a reload.
 */
const choices = new Map<string, string>()
const listeners = new Set<() => void>()

export const tabGroupStorageKey = (groupId: string) => `tab-group-${groupId}`

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function chooseTab(groupId: string, value: string): void {
  choices.set(groupId, value)
  siteStorage.write(tabGroupStorageKey(groupId), value)
  for (const listener of listeners) listener()
}

/** The stored choice of a group, read once per page load. */
function storedChoice(groupId: string): string | undefined {
  if (!choices.has(groupId)) {
    const stored = siteStorage.read(tabGroupStorageKey(groupId))
    if (stored !== null) choices.set(groupId, stored)
  }
  return choices.get(groupId)
}

/** The group's chosen value; undefined while rendering on the server or when nothing is chosen. */
export function useTabGroupChoice(groupId: string | undefined): string | undefined {
  const getSnapshot = useCallback(() => (groupId ? storedChoice(groupId) : undefined), [groupId])
  return useSyncExternalStore(subscribe, getSnapshot, () => undefined)
}
