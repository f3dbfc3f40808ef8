import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { colourModeScript } from '../../src/components/colour-mode/appearance'

/** Runs the before-paint script against a storage holding `items` and a system preference. */
function runScript(items: Record<string, string>, { systemDark = false, storageThrows = false } = {}) {
  const stored = new Map(Object.entries(items))
  const attributes = new Map<string, string>()
  const window = {
    get localStorage() {
      if (storageThrows) throw new Error('SecurityError')
      return {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      }
    },
    matchMedia: () => ({ matches: systemDark }),
  }
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) },
  }
  runInNewContext(colourModeScript, { window, document })
  return {
    theme: attributes.get('data-theme'),
    appearance: attributes.get('data-appearance'),
    stored: Object.fromEntries(stored),
  }
}

describe('the colour mode script that runs before the first paint', () => {
  it('applies a choice stored under "theme" as it is', () => {
    expect(runScript({ theme: 'DARK' })).toEqual({ theme: 'dark', appearance: 'DARK', stored: { theme: 'DARK' } })
    expect(runScript({ theme: 'AUTO' }, { systemDark: true })).toMatchObject({ theme: 'dark', appearance: 'AUTO' })
  })

  it('follows the system preference with nothing stored, and writes nothing', () => {
    expect(runScript({}, { systemDark: true })).toEqual({ theme: 'dark', appearance: 'AUTO', stored: {} })
    expect(runScript({})).toEqual({ theme: 'light', appearance: 'AUTO', stored: {} })
  })

  it('honours the old site\'s lower-case "theme" and stores it in this site\'s form', () => {
    expect(runScript({ theme: 'dark' })).toEqual({ theme: 'dark', appearance: 'DARK', stored: { theme: 'DARK' } })
    expect(runScript({ theme: 'light' }, { systemDark: true })).toEqual({
      theme: 'light',
      appearance: 'LIGHT',
      stored: { theme: 'LIGHT' },
    })
  })

  it("honours the old site's own settings (0 system, 1 light, 2 dark), keeping them", () => {
    const settings = (appearance: unknown) => ({ 'cotton-box-site-settings': JSON.stringify({ appearance }) })
    expect(runScript(settings(2))).toEqual({
      theme: 'dark',
      appearance: 'DARK',
      stored: { ...settings(2), theme: 'DARK' },
    })
    expect(runScript(settings(1), { systemDark: true })).toMatchObject({ theme: 'light', appearance: 'LIGHT' })
    expect(runScript(settings(0), { systemDark: true })).toEqual({
      theme: 'dark',
      appearance: 'AUTO',
      stored: { ...settings(0), theme: 'AUTO' },
    })
  })

  it('prefers the old settings to the old "theme", which also recorded what System resolved to', () => {
    const items = { theme: 'dark', 'cotton-box-site-settings': '{"appearance":0}' }
    expect(runScript(items)).toMatchObject({ theme: 'light', appearance: 'AUTO', stored: { theme: 'AUTO' } })
  })

  it("prefers a choice in this site's form to anything the old site stored", () => {
    expect(runScript({ theme: 'LIGHT', 'cotton-box-site-settings': '{"appearance":2}' })).toMatchObject({
      theme: 'light',
      appearance: 'LIGHT',
    })
  })

  it('ignores values that do not parse, and leaves them stored', () => {
    for (const items of <Array<Record<string, string>>>[
      { theme: 'purple' },
      { 'cotton-box-site-settings': '{not json' },
      { 'cotton-box-site-settings': '{"appearance":3}' },
      { 'cotton-box-site-settings': '{"appearance":"2"}' },
      { 'cotton-box-site-settings': 'null' },
      { theme: 'constructor', 'cotton-box-site-settings': '{"appearance":-1}' },
    ]) {
      expect(runScript(items)).toEqual({ theme: 'light', appearance: 'AUTO', stored: items })
    }
  })

  it('without storage, follows the system preference', () => {
    expect(runScript({}, { storageThrows: true, systemDark: true })).toMatchObject({
      theme: 'dark',
      appearance: 'AUTO',
    })
  })
})
