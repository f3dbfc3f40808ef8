import { describe, expect, it } from 'vitest'
import { DEBIAN_BROWSERS, missingBrowsers } from '../../scripts/lib/debian-browsers.mjs'

const browsers = Object.values(DEBIAN_BROWSERS)
const nothing = () => false

describe('the Debian packages the tests install', () => {
  it('are those of every browser missing, each package once', () => {
    expect(missingBrowsers(browsers, {}, nothing)).toEqual({
      packages: ['chromium-headless-shell', 'chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'xauth'],
      missingNamed: [],
    })
  })

  it('leave out what is there', () => {
    const there = new Set(['/usr/bin/chromium', '/usr/bin/xvfb-run'])
    expect(missingBrowsers(browsers, {}, (path) => there.has(path)).packages).toEqual([
      'chromium-headless-shell',
      'firefox-esr',
      'webkit2gtk-driver',
    ])
  })

  it('leave out a browser its variable names, and report the named executable once when it is missing', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome', FIREFOX_PATH: '/opt/firefox/firefox' }
    const there = new Set(['/opt/firefox/firefox'])
    expect(missingBrowsers(browsers, env, (path) => there.has(path))).toEqual({
      packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
      missingNamed: ['CHROMIUM_PATH=/opt/chrome/chrome'],
    })
  })
})
