/** Firefox ESR (Debian's firefox-esr), driven over WebDriver BiDi by puppeteer-core. */
import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type HTTPRequest, type KeyInput, type Page } from 'puppeteer-core'
import { browserPath, DEBIAN_BROWSERS } from '../../scripts/lib/debian-browsers.mjs'
import { HYDRATED_SELECTOR, type Engine } from './engine'
import { RECORD_PAGE_ERRORS, TAKE_PAGE_ERRORS } from './page-errors'

export const FIREFOX_PATH = browserPath(DEBIAN_BROWSERS.firefox)

export function firefoxInstalled(): boolean {
  return existsSync(FIREFOX_PATH)
}

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  })
  const page: Page = await browser.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${String(error)}`))
  await page.evaluateOnNewDocument(RECORD_PAGE_ERRORS)
  const run = <T>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<T>
  return {
    name: 'Firefox',
    async open(url) {
      await page.goto(url)
      await page.waitForSelector(HYDRATED_SELECTOR, { timeout: 30_000 })
    },
    async reload() {
      await page.reload()
      await page.waitForSelector(HYDRATED_SELECTOR, { timeout: 30_000 })
    },
    run,
    async movePointer() {
      await page.mouse.move(5, 5)
      await page.mouse.move(10, 10)
    },
    async hover(selector) {
      await page.hover(selector)
    },
    async click(selector) {
      await page.click(selector)
    },
    async resize(width, height) {
      await page.setViewport({ width, height })
    },
    async press(key, modifiers = []) {
      for (const modifier of modifiers) await page.keyboard.down(modifier)
      await page.keyboard.press(key as KeyInput)
      for (const modifier of [...modifiers].reverse()) await page.keyboard.up(modifier)
    },
    async type(text) {
      await page.keyboard.type(text)
    },
    async takeErrors() {
      const recorded = await run<string[]>(TAKE_PAGE_ERRORS)
      return [...consoleErrors.splice(0), ...recorded]
    },
    async reloadWithoutScripts() {
      const refuseScripts = (request: HTTPRequest) => {
        void (request.url().endsWith('.js') ? request.abort() : request.continue())
      }
      await page.setRequestInterception(true)
      page.on('request', refuseScripts)
      try {
        await page.reload({ waitUntil: 'load' })
      } finally {
        page.off('request', refuseScripts)
        await page.setRequestInterception(false)
      }
    },
    async close() {
      await browser.close()
    },
  }
}
