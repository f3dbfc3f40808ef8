import { existsSync } from 'node:fs'

/** Where Debian installs a browser, and the package that installs it. */
interface DebianBrowser {
  readonly path: string
  readonly apt: string
}

/** Chromium as readers run it: Lighthouse and the benchmarks measure this one. */
const chromium: DebianBrowser = { path: '/usr/bin/chromium', apt: 'chromium' }

/**
 * Chromium's headless shell: the same Blink and V8 as the browser without its user interface, which
 * Playwright itself drives for headless runs. The browser tests take half the time in it that they take in
 * the full browser (10.8 against 21.6 minutes, 2026-11-27 on 2d0e042).
 */
const headlessShell: DebianBrowser = { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' }

function existing({ path, apt }: DebianBrowser): string {
  // $CHROMIUM_PATH (a runner's Google Chrome, say) stands in for both.
  const candidate = process.env.CHROMIUM_PATH ?? path
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium found at ${candidate}. Install Debian's ${apt} (apt-get install -y ${apt}) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    )
  }
  return candidate
}

/**
 * The Chromium readers run, for Lighthouse and the benchmarks: $CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium. Playwright's own browser downloads are not used (no network here).
 */
export function chromiumPath(): string {
  return existing(chromium)
}

/** The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's headless shell. */
export function testChromiumPath(): string {
  return existing(headlessShell)
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
