import { describe, expect, it, vi } from 'vitest'
import { createSiteStorage, STORAGE_UNAVAILABLE_WARNING } from '../../src/components/storage/storage'
import { MemoryStorage } from './memory-storage'

describe('site storage', () => {
  it('reads, writes and removes values', () => {
    const backing = new MemoryStorage()
    const site = createSiteStorage({ getStorage: () => backing, warn: vi.fn() })
    site.write('theme', 'DARK')
    expect(site.read('theme')).toBe('DARK')
    site.remove('theme')
    expect(site.read('theme')).toBeNull()
    expect(site.read('missing')).toBeNull()
  })

  it('warns once and does nothing when storage throws', () => {
    const warn = vi.fn()
    const site = createSiteStorage({
      getStorage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      warn,
    })
    expect(site.read('theme')).toBeNull()
    site.write('theme', 'DARK')
    site.remove('theme')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toBe(STORAGE_UNAVAILABLE_WARNING)
  })

  it('warns once when writes fail (quota) and keeps reading', () => {
    const warn = vi.fn()
    const backing = new MemoryStorage()
    backing.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
    const site = createSiteStorage({ getStorage: () => backing, warn })
    site.write('a', '1')
    site.write('b', '2')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(site.read('a')).toBeNull()
  })

  it('refuses to run during server rendering, saying why', () => {
    const site = createSiteStorage({ getStorage: () => undefined, warn: vi.fn() })
    expect(() => site.read('theme')).toThrow('Local storage was used during server rendering')
  })

  it('tells subscribers about other tabs’ changes to their key only', () => {
    let dispatch: (event: StorageEvent) => void = () => {}
    const site = createSiteStorage({
      getStorage: () => new MemoryStorage(),
      warn: vi.fn(),
      addStorageListener: (listener) => {
        dispatch = listener
        return () => {}
      },
    })
    const listener = vi.fn()
    site.subscribe('theme', listener)
    dispatch({ key: 'other', newValue: 'x' } as StorageEvent)
    dispatch({ key: 'theme', newValue: 'LIGHT' } as StorageEvent)
    expect(listener).toHaveBeenCalledExactlyOnceWith('LIGHT')
  })
})
