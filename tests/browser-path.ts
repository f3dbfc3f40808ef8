import { existsSync } from 'node:fs'

/**
 * The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 * Playwright's own browser downloads are not used (no network here).
 */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium found at ${candidate}. Install Debian's chromium (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    )
  }
  return candidate
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
