// @ts-check
/**
 * Makes sure the browser tests have their Chromiums: $CHROMIUM_PATH, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell, which Playwright drives) and Chromium itself
 * (/usr/bin/chromium, which Lighthouse drives). On a fresh Debian machine, as root, it installs the
 * missing packages; anywhere else it stops with a message saying what to do. (Playwright's own
 * browser download is not used.)
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const debianChromiums = [
  { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', apt: 'chromium' },
]

export function ensureBrowser() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return
    throw new Error(`No Chromium at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}.`)
  }
  const missing = debianChromiums.filter(({ path }) => !existsSync(path)).map(({ apt }) => apt)
  if (missing.length === 0) return
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canInstall) {
    throw new Error(
      `Missing Debian's ${missing.join(' and ')}. Install ${missing.length > 1 ? 'them' : 'it'} ` +
        `(apt-get install -y ${missing.join(' ')}) or set CHROMIUM_PATH to a Chromium or Chrome ` +
        'executable, then run the tests again.',
    )
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests…`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  const still = debianChromiums.filter(({ path }) => !existsSync(path)).map(({ path }) => path)
  if (still.length > 0) throw new Error(`apt-get ran, but ${still.join(' and ')} is still missing.`)
}
