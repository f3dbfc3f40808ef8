/**
 * DocSearch keeps recent and favorite searches in `window.localStorage`, and reading that property
 * throws where storage is disabled; DocSearch catches that when it stores, but not when it measures
 * what is stored, as its dialog opens. Where reading it throws, the page gets a storage of its own
 * in memory in its place: the searches work for the visit, as the site's other settings do
 * (src/components/storage), and are not saved.
 */

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/**
 * Puts a storage in memory in place of a `localStorage` that cannot be read. (Browsers define the
 * property as configurable; where it is not, nothing changes.)
 */
export function standInForUnreadableStorage(): void {
  try {
    void window.localStorage
  } catch {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')
    if (descriptor && !descriptor.configurable) return
    Object.defineProperty(window, 'localStorage', { value: memoryStorage(), configurable: true })
  }
}
