// @ts-check
/**
 * The browsers the tests drive, all from Debian: Playwright's and Puppeteer's own downloads are
 * never used (nothing outside the package registries is reachable). One list for the test run and
 * CI (scripts/ensure-browser.mjs installs what is missing) and for the tests that start them.
 */

/**
 * @typedef {object} DebianBrowser
 * @property {string} name what it is, and what drives it
 * @property {string} path where Debian installs it
 * @property {string} [variable] the environment variable that names another executable instead
 * @property {readonly string[]} packages the Debian packages that install it
 */

/** @satisfies {Record<string, DebianBrowser>} */
export const DEBIAN_BROWSERS = /** @type {const} */ ({
  // The same Blink and V8 as Chromium without its user interface: Playwright drives it, and the
  // browser tests take half the time in it (10.8 against 21.6 minutes, 2026-11-27 on 2d0e042).
  headlessShell: {
    name: "Chromium's headless shell (the browser tests)",
    path: '/usr/bin/chromium-headless-shell',
    variable: 'CHROMIUM_PATH',
    packages: ['chromium-headless-shell'],
  },
  // Chromium as readers run it: Lighthouse and the benchmarks measure this one.
  chromium: {
    name: 'Chromium (Lighthouse, the benchmarks)',
    path: '/usr/bin/chromium',
    variable: 'CHROMIUM_PATH',
    packages: ['chromium'],
  },
  firefox: {
    name: 'Firefox ESR (the engine lane)',
    path: '/usr/bin/firefox-esr',
    variable: 'FIREFOX_PATH',
    packages: ['firefox-esr'],
  },
  // Its package brings WebKitGTK, whose MiniBrowser the driver starts.
  webkitDriver: {
    name: "WebKitGTK's WebDriver (the engine lane)",
    path: '/usr/bin/WebKitWebDriver',
    variable: 'WEBKIT_DRIVER_PATH',
    packages: ['webkit2gtk-driver'],
  },
  // MiniBrowser has no headless mode.
  virtualDisplay: {
    name: 'a virtual X display for MiniBrowser (the engine lane)',
    path: '/usr/bin/xvfb-run',
    packages: ['xvfb', 'xauth'],
  },
})

/**
 * Where the tests look for `browser`: the executable its variable names, else Debian's.
 * @param {DebianBrowser} browser
 * @param {Record<string, string | undefined>} [env]
 */
export function browserPath(browser, env = process.env) {
  return (browser.variable && env[browser.variable]) || browser.path
}

/**
 * The Debian packages that install what is missing, each once, in the list's order. A browser
 * named by its variable is not Debian's to install: it is reported apart. Pure.
 * @param {readonly DebianBrowser[]} browsers
 * @param {Record<string, string | undefined>} env
 * @param {(path: string) => boolean} exists
 * @returns {{ packages: string[], missingNamed: string[] }} `missingNamed`: "VARIABLE=path" of each
 *   named executable that does not exist
 */
export function missingBrowsers(browsers, env, exists) {
  /** @type {Set<string>} */
  const packages = new Set()
  /** @type {Set<string>} */
  const missingNamed = new Set()
  for (const browser of browsers) {
    const path = browserPath(browser, env)
    if (exists(path)) continue
    if (path === browser.path) for (const name of browser.packages) packages.add(name)
    else missingNamed.add(`${browser.variable}=${path}`)
  }
  return { packages: [...packages], missingNamed: [...missingNamed] }
}
