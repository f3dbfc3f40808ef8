import { existsSync } from 'node:fs'
import { browserPath, DEBIAN_BROWSERS, type DebianBrowser } from '../scripts/lib/debian-browsers.mjs'

/** `browser`'s executable ($CHROMIUM_PATH, a runner's Google Chrome say, stands in for both Chromiums). */
function existing(browser: DebianBrowser): string {
  const path = browserPath(browser)
  if (!existsSync(path)) {
    const [name] = browser.packages
    throw new Error(
      `No ${browser.name} at ${path}. Install Debian's ${name} (apt-get install -y ${name}) ` +
        `or set ${browser.variable} to a Chromium or Chrome executable.`,
    )
  }
  return path
}

/**
 * The Chromium readers run, for Lighthouse and the benchmarks: $CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium. Playwright's own browser downloads are not used (no network here).
 */
export function chromiumPath(): string {
  return existing(DEBIAN_BROWSERS.chromium)
}

/** The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's headless shell. */
export function testChromiumPath(): string {
  return existing(DEBIAN_BROWSERS.headlessShell)
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // As desktop Chrome does, and the headless shell does not unasked: each site, and each sandboxed
  // frame, in a process of its own. A playground's preview that hangs then leaves the page free to
  // stop it (src/components/playground/live/useSandboxRunner.ts).
  '--site-per-process',
]
