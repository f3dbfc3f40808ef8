/**
 * The one door to local storage. When storage is unavailable (disabled,
 * throwing, full) it warns once in the console and every operation quietly does nothing, so the
 * site keeps working. Other tabs' writes arrive through the `storage` event.
 */

export interface SiteStorage {
  read(key: string): string | null
  write(key: string, value: string): void
  remove(key: string): void
  /** Calls `listener` with the new value when another tab changes `key`. */
  subscribe(key: string, listener: (value: string | null) => void): () => void
}

export const STORAGE_UNAVAILABLE_WARNING =
  'Local storage is unavailable: settings such as the colour mode and tab choices will not be saved.'

interface StorageEnvironment {
  /** The backing storage; may throw (e.g. blocked cookies) or be undefined (server rendering). */
  readonly getStorage: () => Storage | undefined
  readonly warn: (message: string, error: unknown) => void
  readonly addStorageListener?: (listener: (event: StorageEvent) => void) => () => void
}

export function createSiteStorage(environment: StorageEnvironment): SiteStorage {
  let warned = false
  const warnOnce = (error: unknown) => {
    if (warned) return
    warned = true
    environment.warn(STORAGE_UNAVAILABLE_WARNING, error)
  }
  /** Runs `operation` against the storage, or returns `fallback` when storage fails. */
  const attempt = <T>(operation: (storage: Storage) => T, fallback: T): T => {
    let storage: Storage | undefined
    try {
      storage = environment.getStorage()
    } catch (error) {
      warnOnce(error)
      return fallback
    }
    if (!storage) {
      throw new Error(
        'Local storage was used during server rendering: read and write it in an effect or event handler.',
      )
    }
    try {
      return operation(storage)
    } catch (error) {
      warnOnce(error)
      return fallback
    }
  }

  return {
    read: (key) => attempt((storage) => storage.getItem(key), null),
    write: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
    subscribe: (key, listener) =>
      environment.addStorageListener?.((event) => {
        if (event.key === key || event.key === null) listener(event.key === null ? null : event.newValue)
      }) ?? (() => {}),
  }
}

/** The site's storage: window.localStorage in the browser. */
export const siteStorage: SiteStorage = createSiteStorage({
  getStorage: () => (typeof window === 'undefined' ? undefined : window.localStorage),
  warn: (message, error) => console.warn(message, error),
  addStorageListener: (listener) => {
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  },
})
