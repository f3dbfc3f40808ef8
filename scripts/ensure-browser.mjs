// @ts-check
/**
 * Makes sure the browser tests have a Chromium: $CHROMIUM_PATH, else /usr/bin/chromium. On a
 * fresh Debian machine, as root, it installs Debian's chromium package; anywhere else it stops
 * with a message saying what to do. (Playwright's own browser download is not used.)
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureBrowser() {
  const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(browser)) return browser
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canInstall) {
    throw new Error(
      `No Chromium at ${browser}. Install Debian's chromium package (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
    )
  }
  console.log("No Chromium found: installing Debian's chromium package for the browser tests…")
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (!existsSync(browser)) throw new Error(`apt-get installed chromium, but ${browser} is still missing.`)
  return browser
}
