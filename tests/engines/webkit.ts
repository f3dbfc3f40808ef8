/**
 * WebKit (WebKitGTK 2.50, the engine Safari uses), driven through Debian's webkit2gtk-driver: a
 * W3C WebDriver server starting WebKitGTK's MiniBrowser, under a virtual X display (xvfb-run),
 * since MiniBrowser has no headless mode. Plain HTTP requests, no client library.
 * WebDriver classic runs nothing before the page's own scripts and has no network control, so
 * problems are recorded from hydration on, and script files cannot be refused. Its scripts run
 * in a world of their own: the page's DOM events (a CSP violation) reach their listeners, the
 * page's console calls do not.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { browserPath, DEBIAN_BROWSERS } from '../../scripts/lib/debian-browsers.mjs'
import { HYDRATED_SELECTOR, waitUntil, type Engine } from './engine'
import { freePort } from './free-port'
import { RECORD_PAGE_ERRORS, TAKE_PAGE_ERRORS } from './page-errors'

const DRIVER = browserPath(DEBIAN_BROWSERS.webkitDriver)
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const XVFB_RUN = DEBIAN_BROWSERS.virtualDisplay.path

export function webkitInstalled(): boolean {
  return [DRIVER, MINIBROWSER, XVFB_RUN].every((file) => existsSync(file))
}

/** WebDriver's codes for the keys the flows press. */
const KEY_CODES: Readonly<Record<string, string>> = {
  Control: '\uE009',
  Shift: '\uE008',
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
}

const keyCode = (key: string) => KEY_CODES[key] ?? key

export async function launchWebKit(): Promise<Engine> {
  const port = await freePort()
  const driver: ChildProcess = spawn(XVFB_RUN, ['-a', DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  })
  const endpoint = `http://127.0.0.1:${port}`
  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${endpoint}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`)
    return json.value
  }
  await waitUntil(
    async () => ((await fetch(`${endpoint}/status`).catch(() => null))?.ok ? true : null),
    'WebKitWebDriver started',
  )
  const { sessionId } = await request<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    },
  })
  const session = `/session/${sessionId}`
  await request('POST', `${session}/timeouts`, { script: 30_000, pageLoad: 30_000 })
  await request('POST', `${session}/window/rect`, { width: 1280, height: 800 })

  const run = async <T>(body: string): Promise<T> => {
    const result = await request<{ value?: T; error?: string }>('POST', `${session}/execute/async`, {
      script: `const done = arguments[arguments.length - 1];
(async () => { ${body} })().then((value) => done({ value }), (error) => done({ error: String(error) }))`,
      args: [],
    })
    if (result.error) throw new Error(result.error)
    return result.value as T
  }
  const hydrated = async () => {
    await waitUntil(
      () => run<boolean>(`return document.querySelector('${HYDRATED_SELECTOR}') !== null`).then((yes) => yes || null),
      'the page hydrated',
      30_000,
    )
    await run(`${RECORD_PAGE_ERRORS}; return null`)
  }
  /**
   * WebDriver's reference to the first element matching `selector`, scrolled to the middle of the
   * viewport first: WebDriver scrolls an element only to an edge, where the fixed navbar covers it.
   */
  const element = async (selector: string) => {
    await run(`document.querySelector(${JSON.stringify(selector)}).scrollIntoView({ block: 'center' }); return null`)
    return request<Record<string, string>>('POST', `${session}/element`, { using: 'css selector', value: selector })
  }
  const pointer = (actions: ReadonlyArray<Record<string, unknown>>) =>
    request('POST', `${session}/actions`, {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    })
  const keys = (actions: ReadonlyArray<{ type: 'keyDown' | 'keyUp'; value: string }>) =>
    request('POST', `${session}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] })

  return {
    name: 'WebKit',
    async open(url) {
      await request('POST', `${session}/url`, { url })
      await hydrated()
    },
    async reload() {
      await request('POST', `${session}/refresh`, {})
      await hydrated()
    },
    run,
    async movePointer() {
      await pointer([
        { type: 'pointerMove', x: 5, y: 5, duration: 0 },
        { type: 'pointerMove', x: 10, y: 10, duration: 0 },
      ])
    },
    async hover(selector) {
      await pointer([{ type: 'pointerMove', origin: await element(selector), x: 0, y: 0, duration: 0 }])
    },
    async click(selector) {
      const target = Object.values(await element(selector))[0]
      await request('POST', `${session}/element/${target}/click`, {})
    },
    async resize(width, height) {
      await request('POST', `${session}/window/rect`, { width, height })
    },
    async press(key, modifiers = []) {
      await keys([
        ...modifiers.map((modifier) => ({ type: 'keyDown' as const, value: keyCode(modifier) })),
        { type: 'keyDown', value: keyCode(key) },
        { type: 'keyUp', value: keyCode(key) },
        ...[...modifiers].reverse().map((modifier) => ({ type: 'keyUp' as const, value: keyCode(modifier) })),
      ])
    },
    async type(text) {
      await keys(
        [...text].flatMap((value) => [
          { type: 'keyDown' as const, value },
          { type: 'keyUp' as const, value },
        ]),
      )
    },
    takeErrors: () => run<string[]>(TAKE_PAGE_ERRORS),
    async close() {
      await request('DELETE', session).catch(() => undefined)
      // xvfb-run starts the driver and Xvfb in one process group.
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM')
    },
  }
}
