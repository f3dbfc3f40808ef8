import { expect, test, type Locator, type Page } from '@playwright/test'
import { RERUN_DELAY_MS } from '../../src/components/playground/live/rerun-delay'
import { chooseColourMode } from './colour-mode'
import { base } from './expected-routes'
import { engage, open } from './open'

const pages = {
  watching: `${base}/docs/learn/tutorial/watching-for-state-changes`,
  waiting: `${base}/docs/learn/tutorial/waiting-for-state-change`,
  reactQuickStart: `${base}/docs/learn/react/quick-start`,
  selectors: `${base}/docs/learn/react/selectors`,
  initialization: `${base}/docs/learn/react/observing-initialization-state`,
  optOut: `${base}/docs/learn/react/opt-out-of-rerenders`,
  home: `${base}/`,
}

/** Requests for playground code: the live chunk and the sandboxed runners. */
const isPlaygroundCode = (url: string) => /\/playground[-/]/.test(new URL(url).pathname)

/** The nth playground of the page, scrolled to and alive (its editor and runner loaded). */
async function livePlayground(page: Page, index = 0): Promise<Locator> {
  const playground = page.locator('[data-playground]').nth(index)
  await playground.scrollIntoViewIfNeeded()
  await engage(page)
  await expect(playground).toHaveAttribute('data-live', '')
  return playground
}

const consoleOf = (playground: Locator) => playground.getByRole('log', { name: 'Console output' })
const previewOf = (playground: Locator) => playground.locator('iframe').contentFrame()
const editorOf = (playground: Locator) => playground.getByRole('textbox', { name: /^Code editor:/ })
const errorOf = (playground: Locator) => playground.locator('[data-playground-error]')

test.describe('playgrounds', () => {
  test.describe.configure({ timeout: 60_000 })

  test('every console playground prints its first lines', async ({ page }) => {
    await open(page, pages.watching)
    await expect(consoleOf(await livePlayground(page))).toContainText('Collecting 10 random numbers, one per second')
    await expect(consoleOf(await livePlayground(page))).toContainText(/Number 1: \d+/, { timeout: 5000 })

    await open(page, pages.waiting)
    await expect(consoleOf(await livePlayground(page, 0))).toContainText('Waiting for 42')
    await expect(consoleOf(await livePlayground(page, 1))).toContainText('Waiting for a multiple of 5')
  })

  test('every web playground renders its app, and logs where it has a console', async ({ page }) => {
    await open(page, pages.reactQuickStart)
    let playground = await livePlayground(page)
    await expect(previewOf(playground).getByText('Count: 0')).toBeVisible()
    await previewOf(playground).getByRole('button', { name: '+1' }).click()
    await expect(previewOf(playground).getByText('Count: 1')).toBeVisible()

    await open(page, pages.selectors)
    playground = await livePlayground(page)
    await expect(previewOf(playground).getByText('Hello, Ada!')).toBeVisible()
    await expect(consoleOf(playground)).toContainText('Greeting rendered: Ada')

    await open(page, pages.initialization)
    playground = await livePlayground(page)
    await expect(previewOf(playground).getByText('Loading…')).toBeVisible()
    await expect(previewOf(playground).getByText(/Ada Lovelace/)).toBeVisible({ timeout: 5000 })

    await open(page, pages.optOut)
    playground = await livePlayground(page)
    await expect(previewOf(playground).getByText('Lucky number: 7')).toBeVisible()
    await expect(consoleOf(playground)).toContainText('Rendered with lucky number 7')
  })

  test('the selectors playground re-renders only for the selected slice', async ({ page }) => {
    await open(page, pages.selectors)
    const playground = await livePlayground(page)
    const log = consoleOf(playground)
    await expect(log).toContainText('LuckyNumber rendered: 7')
    const lines = () => log.locator('li').allInnerTexts()
    const before = (await lines()).filter((line) => line.startsWith('LuckyNumber')).length
    await previewOf(playground).getByRole('button', { name: 'Change name' }).click()
    await expect.poll(async () => (await lines()).filter((line) => line.startsWith('Greeting')).length).toBe(2)
    expect((await lines()).filter((line) => line.startsWith('LuckyNumber')).length).toBe(before)
    await previewOf(playground).getByRole('button', { name: 'New lucky number' }).click()
    await expect
      .poll(async () => (await lines()).filter((line) => line.startsWith('LuckyNumber')).length)
      .toBe(before + 1)
  })

  test('the home page Quick Demo is a working notes app beside its code', async ({ page }) => {
    await open(page, pages.home)
    await expect(page.getByRole('heading', { name: 'Quick Demo' })).toBeVisible()
    const playground = await livePlayground(page)
    const app = previewOf(playground)
    await expect(app.getByLabel('Title')).toHaveValue('Groceries')
    await app.getByRole('button', { name: 'New note' }).click()
    await app.getByLabel('Title').fill('Reading list')
    await expect(app.getByRole('navigation', { name: 'Notes' })).toContainText('Reading list')
    // Editor and preview side by side, each half of the width, in a 500 px tall playground.
    const frame = (await playground.boundingBox())!
    const preview = (await playground.locator('iframe').boundingBox())!
    expect(Math.abs(preview.x - (frame.x + frame.width / 2))).toBeLessThan(4)
    expect(preview.height).toBeGreaterThan(420)
  })

  test('editing the code reruns it after a pause in typing', async ({ page }) => {
    // The page's clock is the test's: time stands still while the reader types, so "a pause" is
    // exactly RERUN_DELAY_MS, whatever the machine's load.
    await page.clock.install()
    await open(page, pages.watching)
    const playground = await livePlayground(page)
    await expect(consoleOf(playground)).toContainText('Collecting 10')
    const editor = editorOf(playground)
    const code = await editor.inputValue()
    // Each run mounts a new runner frame: count them from here on.
    await playground.evaluate((element) => {
      const counter = element as HTMLElement & { runsStarted?: number }
      counter.runsStarted = 0
      new MutationObserver((changes) => {
        for (const change of changes)
          counter.runsStarted! += [...change.addedNodes].filter((node) => node.nodeName === 'IFRAME').length
      }).observe(element, { childList: true, subtree: true })
    })
    const runsStarted = () =>
      playground.evaluate((element) => (element as HTMLElement & { runsStarted?: number }).runsStarted)
    // What the page does after a change (React renders in tasks of its own) is done once a few
    // tasks have passed; the stopped clock does not delay them.
    const settle = () =>
      page.evaluate(async () => {
        for (let task = 0; task < 5; task++) {
          await new Promise((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = resolve
            channel.port2.postMessage(null)
          })
        }
      })
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    // "const wanted = 10" becomes "const wanted = 3", key by key: 1 and 0 go, 3 comes.
    const end = code.indexOf('const wanted = 10') + 'const wanted = 10'.length
    await editor.evaluate((textarea, at) => (textarea as HTMLTextAreaElement).setSelectionRange(at, at), end)
    await editor.press('Backspace')
    await editor.press('Backspace')
    await editor.press('3')
    await settle()
    expect(await runsStarted(), 'no run while typing').toBe(0)
    await page.clock.runFor(RERUN_DELAY_MS - 1)
    await settle()
    expect(await runsStarted(), 'no run before the pause is over').toBe(0)
    await page.clock.runFor(1)
    await expect.poll(runsStarted, { message: 'one run once typing has paused' }).toBe(1)
    await page.clock.resume()
    await expect(consoleOf(playground)).toContainText('Collecting 3 random numbers, one per second')
    await expect(consoleOf(playground)).not.toContainText('Collecting 10')
    await expect(consoleOf(playground)).toContainText(/Done: \d+, \d+, \d+$/, { timeout: 8000 })
    expect(await runsStarted(), 'the one run, and no other').toBe(1)

    await open(page, pages.reactQuickStart)
    const web = await livePlayground(page)
    const webEditor = editorOf(web)
    await webEditor.fill((await webEditor.inputValue()).replace('Count: ', 'Clicks: '))
    await expect(previewOf(web).getByText('Clicks: 0')).toBeVisible()
  })

  test('a thrown error shows where it happened, and the page keeps working', async ({ page }) => {
    await open(page, pages.reactQuickStart)
    const playground = await livePlayground(page)
    const editor = editorOf(playground)
    const original = await editor.inputValue()
    const lines = original.split('\n')
    const appLine = lines.findIndex((line) => line.startsWith('export default function App')) + 2
    lines.splice(appLine - 1, 0, "  throw new Error('The counter broke')")
    await editor.fill(lines.join('\n'))
    const error = errorOf(playground)
    await expect(error).toContainText('The counter broke')
    await expect(error).toContainText(`App.tsx, line ${appLine}`)
    await expect(error).toContainText(`> ${appLine} |   throw new Error('The counter broke')`)

    // The rest of the page is untouched and still works.
    await page.getByRole('link', { name: 'Selectors' }).first().click()
    await expect(page).toHaveURL(/\/react\/selectors$/)
  })

  test('syntax errors and rejected promises are reported with their place', async ({ page }) => {
    await open(page, pages.watching)
    const playground = await livePlayground(page)
    const editor = editorOf(playground)
    await editor.fill('const total = 1\nconst = 2\n')
    await expect(errorOf(playground)).toContainText('SyntaxError in collect-random-numbers.ts, line 2, column 7')
    await editor.fill("console.log('before')\nPromise.reject(new TypeError('No such room'))\n")
    await expect(consoleOf(playground)).toContainText('before')
    await expect(errorOf(playground)).toContainText('Unhandled promise rejection in collect-random-numbers.ts, line 2')
    await expect(errorOf(playground)).toContainText('TypeError: No such room')
  })

  test('an infinite loop is stopped at its line, and the page keeps answering meanwhile', async ({ page }) => {
    await open(page, pages.watching)
    const playground = await livePlayground(page)
    const editor = editorOf(playground)
    const file = 'collect-random-numbers.ts'
    // A loop that starts in a timer, after the run has begun: until it is stopped, the page keeps
    // answering. Each look at the error panel first runs a timer in the page, which a frozen page
    // would never fire.
    await editor.fill("console.log('about to loop')\nsetTimeout(() => {\n  while (true) {}\n}, 300)\n")
    await expect(consoleOf(playground)).toContainText('about to loop')
    await expect
      .poll(
        async () => {
          await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
          return errorOf(playground).textContent()
        },
        { timeout: 15_000 },
      )
      .toContain(`Infinite loop in ${file}, line 3`)
    await expect(errorOf(playground)).toContainText(
      'This loop ran for 0.5 seconds without pausing, so it was stopped. Fix it, then press Run or edit the code to run it again.',
    )
    // The loop threw; the runner lives on and answers.
    await expect(playground.locator('iframe')).toHaveCount(1)
    // Fixing the code runs it again; so does Run.
    await editor.fill("console.log('fixed')\n")
    await expect(consoleOf(playground)).toContainText('fixed')
    // A loop that starts at once, as typed while writing one.
    await editor.fill('let n = 0; while (true) { n++ }\n')
    await expect(errorOf(playground)).toContainText(`Infinite loop in ${file}, line 1`, { timeout: 15_000 })
    await editor.fill("console.log('again')\n")
    await playground.getByRole('button', { name: 'Run' }).click()
    await expect(consoleOf(playground)).toContainText('again')
  })

  test("an infinite loop in a React component's render is stopped at its line", async ({ page }) => {
    await open(page, pages.selectors)
    const playground = await livePlayground(page)
    await expect(consoleOf(playground)).toContainText('Greeting rendered: Ada')
    const editor = editorOf(playground)
    await editor.fill('export default function App() {\n  let n = 0\n  while (true) { n++ }\n}\n')
    await expect(errorOf(playground)).toContainText('Infinite loop in App.tsx, line 3', { timeout: 15_000 })
    await editor.fill("export default function App() {\n  console.log('fixed')\n  return <p>Fixed</p>\n}\n")
    await expect(previewOf(playground).getByText('Fixed')).toBeVisible()
    await expect(consoleOf(playground)).toContainText('fixed')
    await expect(errorOf(playground)).toHaveCount(0)
  })

  test('code that hangs outside any loop is stopped by the watchdog', async ({ page }) => {
    await open(page, pages.watching)
    const playground = await livePlayground(page)
    // Two calls a level, forty levels deep: no loop to guard, and no stack to overflow.
    await editorOf(playground).fill(
      'const grow = (n: number): number => (n === 0 ? 0 : grow(n - 1) + grow(n - 1))\ngrow(40)\n',
    )
    // Nothing it logs can reach the page (its thread never yields), so the wait also covers
    // starting a fresh runner, which is slow on a busy machine.
    await expect(errorOf(playground)).toContainText('ran for 3 seconds without pausing, so it was stopped', {
      timeout: 15_000,
    })
    await expect(playground.locator('iframe')).toHaveCount(0)
  })

  test('a timer flooding the console is stopped', async ({ page }) => {
    await open(page, pages.watching)
    const playground = await livePlayground(page)
    await editorOf(playground).fill("setInterval(() => console.log('tick'), 0)\n")
    await expect(errorOf(playground)).toContainText('logged more than 500 messages, so it was stopped', {
      timeout: 10_000,
    })
    await expect(playground.locator('iframe')).toHaveCount(0)
  })

  test('Reset restores the code and its output; Copy copies the current code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, pages.reactQuickStart)
    const playground = await livePlayground(page)
    const editor = editorOf(playground)
    const original = await editor.inputValue()
    await editor.fill(original.replace('Count: ', 'Total: '))
    await expect(previewOf(playground).getByText('Total: 0')).toBeVisible()
    await playground.getByRole('button', { name: 'Copy' }).click()
    await expect(playground.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(original.replace('Count: ', 'Total: '))
    await playground.getByRole('button', { name: 'Reset' }).click()
    await expect(editor).toHaveValue(original)
    await expect(previewOf(playground).getByText('Count: 0')).toBeVisible()
  })

  test('the keyboard can enter the editor, indent with Tab, and leave with Escape then Tab', async ({ page }) => {
    await open(page, pages.reactQuickStart)
    const playground = await livePlayground(page)
    await expect(previewOf(playground).getByText('Count: 0')).toBeVisible()
    const copy = playground.getByRole('button', { name: 'Copy' })
    await copy.focus()
    await page.keyboard.press('Tab')
    const editor = editorOf(playground)
    await expect(editor).toBeFocused()
    await expect(playground.getByText('Press Escape, then Tab, to leave the editor.')).toBeVisible()
    // Escape, then Tab: focus moves on to the preview; Shift+Tab comes back.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Tab')
    await expect(editor).not.toBeFocused()
    await expect(previewOf(playground).getByRole('button', { name: '+1' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(editor).toBeFocused()
    // Without Escape, Tab indents and focus stays.
    await page.keyboard.press('Control+Home')
    await page.keyboard.press('Tab')
    await expect(editor).toBeFocused()
    expect((await editor.inputValue()).startsWith('  import')).toBe(true)
    // "/" opens search elsewhere; in the editor it is just a character.
    await page.keyboard.type('/')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect((await editor.inputValue()).startsWith('  /import')).toBe(true)
  })

  test('the preview follows the colour mode without rerunning', async ({ page }) => {
    await open(page, pages.reactQuickStart)
    const playground = await livePlayground(page)
    await previewOf(playground).getByRole('button', { name: '+1' }).click()
    await chooseColourMode(page, 'Dark')
    await expect(previewOf(playground).locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(previewOf(playground).getByText('Count: 1')).toBeVisible()
    await chooseColourMode(page, 'Light')
    await expect(previewOf(playground).locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('a colour mode chosen while the preview loads reaches it', async ({ page }) => {
    await open(page, pages.reactQuickStart)
    // The runner's page is held back until the reader has switched to dark.
    let release = () => {}
    const switched = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/playground\/.*\.html/, async (route) => {
      await switched
      await route.continue()
    })
    const playground = page.locator('[data-playground]').first()
    await playground.scrollIntoViewIfNeeded()
    await engage(page)
    await expect(playground.locator('iframe')).toBeAttached()
    await chooseColourMode(page, 'Dark')
    release()
    await expect(previewOf(playground).getByText('Count: 0')).toBeVisible()
    await expect(previewOf(playground).locator('html')).toHaveAttribute('data-theme', 'dark')
  })

  test('playground code stays out of the first load, and off pages without playgrounds', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 20_000)
    await page.waitForTimeout(1500)
    expect(requested.filter(isPlaygroundCode)).toEqual([])

    await open(page, pages.watching)
    await page.waitForLoadState('networkidle')
    expect(requested.filter(isPlaygroundCode)).toEqual([])
    // The build-time code is in the HTML: readable before anything loads.
    await expect(page.locator('[data-playground]').first()).toContainText("import { StateManager } from 'cotton-box'")
    await livePlayground(page)
    expect(requested.some((url) => /\/playground-[^/]*\.js$/.test(url))).toBe(true)
    expect(requested.some((url) => /\/playground\/console\.[0-9a-f]+\.html$/.test(url))).toBe(true)
  })

  test('a runner that fails to load says so and can be retried', async ({ page }) => {
    let block = true
    await page.route(/\/playground\/console\.[0-9a-f]+\.html$/, (route) => (block ? route.abort() : route.continue()))
    await open(page, pages.watching)
    const playground = await livePlayground(page)
    await expect(playground.getByRole('alert')).toContainText('The playground runner could not be loaded.')
    block = false
    await playground.getByRole('button', { name: 'Retry' }).click()
    await expect(consoleOf(playground)).toContainText('Collecting 10 random numbers')
  })

  test('a playground whose code fails to load shows the code and a Retry button', async ({ page }) => {
    let block = true
    await page.route(/\/playground-[^/]*\.js$/, (route) => (block ? route.abort() : route.continue()))
    await open(page, pages.watching)
    const playground = page.locator('[data-playground]').first()
    await playground.scrollIntoViewIfNeeded()
    await playground.hover()
    await expect(playground.getByRole('alert')).toBeVisible()
    await expect(playground).toContainText('const wanted = 10')
    block = false
    await playground.getByRole('button', { name: 'Retry' }).click()
    await expect(consoleOf(await livePlayground(page))).toContainText('Collecting 10')
  })

  test('on a phone the code sits above the preview and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, pages.reactQuickStart)
    const playground = await livePlayground(page)
    await expect(previewOf(playground).getByText('Count: 0')).toBeVisible()
    const code = (await playground.locator('[data-playground-code]').boundingBox())!
    const preview = (await playground.locator('iframe').boundingBox())!
    expect(preview.y).toBeGreaterThan(code.y + code.height - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
