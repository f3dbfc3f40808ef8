/**
 * What the reader-flow tests need from a browser engine, so each flow is written once and run in
 * Firefox (puppeteer-core over WebDriver BiDi) and in WebKit (W3C WebDriver): open a page and wait
 * for hydration, run a script in it, move the pointer, press keys.
 */
export interface Engine {
  readonly name: 'Firefox' | 'WebKit'
  /** Opens the URL and waits until React has hydrated the page (gatsby-browser.tsx marks <html>). */
  open(url: string): Promise<void>
  /** Reloads the page and waits for hydration again. */
  reload(): Promise<void>
  /**
   * Runs `body` as the body of an async function in the page and returns its JSON result. The
   * call itself answers only if the page's thread does: a frozen page never returns.
   */
  run<T>(body: string): Promise<T>
  /** Moves the pointer over the page's top-left corner, as a reader does before diagrams and playgrounds load. */
  movePointer(): Promise<void>
  /** Moves the pointer onto the middle of the first element matching `selector`. */
  hover(selector: string): Promise<void>
  /** Clicks the middle of the first element matching `selector`, as the pointer does. */
  click(selector: string): Promise<void>
  /** Resizes the viewport (WebKit: the window, whose toolbar takes some of its height). */
  resize(width: number, height: number): Promise<void>
  /** Presses a key with modifiers, e.g. `press('k', ['Control'])`. */
  press(key: string, modifiers?: ReadonlyArray<'Control' | 'Shift'>): Promise<void>
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>
  /**
   * Problems the page reported since the last call: uncaught errors and CSP violations (in
   * WebKit from hydration on), and console errors (Firefox).
   */
  takeErrors(): Promise<string[]>
  /**
   * Reloads the page with its script files refused, so only the inline scripts before the first
   * paint run; absent where the driver cannot refuse requests.
   */
  readonly reloadWithoutScripts?: () => Promise<void>
  close(): Promise<void>
}

/** Hydration marker set by gatsby-browser.tsx. */
export const HYDRATED_SELECTOR = 'html[data-has-hydrated="true"]'

/** Polls `check` until it returns a non-null value, or throws `message` after `timeoutMs`. */
export async function waitUntil<T>(check: () => Promise<T | null>, message: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== null) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${message}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
