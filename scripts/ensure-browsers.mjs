// @ts-check
/**
 * Makes sure the tests have their browsers (scripts/lib/debian-browsers.mjs). On Debian, as root,
 * it installs the packages of those missing; anywhere else it stops, saying what to install or
 * which variable names a missing executable. `npm test` runs it first, and .ci/run before
 * installing the dependencies:
 *
 *   node scripts/ensure-browsers.mjs
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DEBIAN_BROWSERS, missingBrowsers } from './lib/debian-browsers.mjs'

const browsers = Object.values(DEBIAN_BROWSERS)
const missing = () => missingBrowsers(browsers, process.env, existsSync)

export function ensureBrowsers() {
  const { packages } = missing()
  if (packages.length > 0) {
    if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
      throw new Error(
        `Missing Debian's ${packages.join(', ')}. Install ${packages.length > 1 ? 'them' : 'it'} (apt-get install -y ${packages.join(' ')}), ` +
          'or name other executables with CHROMIUM_PATH, FIREFOX_PATH and WEBKIT_DRIVER_PATH, then run the tests again.',
      )
    }
    console.log(`Installing Debian's ${packages.join(', ')} for the browser tests…`)
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  const still = missing()
  if (still.packages.length > 0) throw new Error(`apt-get ran, but ${still.packages.join(', ')} is still missing.`)
  if (still.missingNamed.length > 0) throw new Error(`No executable at ${still.missingNamed.join(', ')}.`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureBrowsers()
  } catch (error) {
    console.error(/** @type {Error} */ (error).message)
    process.exit(1)
  }
}
