/**
 * Reader flows in the two engines beside Chromium: Firefox and WebKit (Safari's engine), against
 * the test build served as GitHub Pages serves it. Each flow is written once against `Engine`;
 * the Chromium suite (tests/e2e) covers the same flows in more depth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageKinds, pageUrl } from '../../scripts/bench/page-kinds'
import { siteConfig } from '../../src/config/site'
import { waitUntil, type Engine } from './engine'
import { firefoxInstalled, launchFirefox } from './firefox'
import { launchWebKit, webkitInstalled } from './webkit'

const origin = `http://127.0.0.1:${process.env.ENGINES_PORT ?? 9124}`
const url = (route: string) => pageUrl(origin, siteConfig.pathPrefix, route)
const watchingPage = url('/docs/learn/tutorial/watching-for-state-changes')

/** `seesPageErrors`: whether the engine's driver can see the page's errors (see webkit.ts). */
const engines: ReadonlyArray<{
  name: string
  installed: boolean
  seesPageErrors: boolean
  launch: () => Promise<Engine>
}> = [
  { name: 'Firefox', installed: firefoxInstalled(), seesPageErrors: true, launch: launchFirefox },
  {
    name: 'WebKit',
    installed: webkitInstalled(),
    seesPageErrors: false,
    launch: () => launchWebKit(Number(process.env.WEBKIT_PORT ?? 9515)),
  },
]

/** A script that finds the first element matching `selector` whose text includes `text`. */
const elementWithText = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.includes(${JSON.stringify(text)}))`

/** Replaces the playground editor's code as typing would, through the value setter and an input event. */
const setEditorCode = (code: string) => `
  const editor = document.querySelector('[data-playground] textarea[aria-label^="Code editor:"]')
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
  setValue.call(editor, ${JSON.stringify(code)})
  editor.dispatchEvent(new Event('input', { bubbles: true }))
  return null`

for (const { name, installed, seesPageErrors, launch } of engines) {
  // Installed by .ci/run; a machine without the engine fails here rather than skipping silently.
  describe(name, () => {
    let engine: Engine

    beforeAll(async () => {
      if (!installed) throw new Error(`${name} is not installed: run .ci/run, or install it as the README says`)
      engine = await launch()
    }, 60_000)
    afterAll(async () => engine?.close())

    it(`hydrates a page of every template${seesPageErrors ? ' with no error and no CSP violation' : ''}`, async () => {
      const problems: string[] = []
      for (const kind of pageKinds) {
        await engine.open(url(kind.route))
        // The page stays a moment, so errors of lazy work after hydration show up too.
        await engine.run('await new Promise((resolve) => setTimeout(resolve, 300)); return null')
        problems.push(...((await engine.takeErrors?.()) ?? []).map((error) => `${kind.route}: ${error}`))
      }
      expect(problems).toEqual([])
      if (!engine.takeErrors) return
      // The recorder itself works in this engine: an error planted in the page is seen.
      await engine.run(
        "setTimeout(() => { throw new Error('planted') }); await new Promise((r) => setTimeout(r, 50)); return null",
      )
      expect((await engine.takeErrors()).join('\n')).toContain('planted')
    })

    it('keeps a chosen colour mode across a reload', async () => {
      await engine.open(url('/docs/learn/tutorial/setup'))
      await engine.run(`document.querySelector('button[aria-label^="Colour mode"]').click(); return null`)
      await waitUntil(
        () =>
          engine.run<boolean>(
            `const dark = ${elementWithText('[role="menuitemradio"]', 'Dark')}; dark?.click(); return dark ? true : null`,
          ),
        'the colour menu offered Dark',
      )
      const chosen = () =>
        engine.run<{ theme: string | null; stored: string | null }>(
          `return { theme: document.documentElement.getAttribute('data-theme'), stored: localStorage.getItem('theme') }`,
        )
      expect(await chosen()).toEqual({ theme: 'dark', stored: 'DARK' })
      await engine.reload()
      expect(await chosen()).toEqual({ theme: 'dark', stored: 'DARK' })
      await engine.run(`localStorage.removeItem('theme'); return null`)
    })

    it('opens the search dialog from the keyboard, finds a page as the reader types, and opens it', async () => {
      await engine.open(url('/docs/learn/tutorial/setup'))
      await engine.press('k', ['Control'])
      await waitUntil(
        () => engine.run<boolean>(`return document.activeElement?.classList.contains('DocSearch-Input') || null`),
        'the search input has focus',
      )
      await engine.type('wait')
      // Results are options (SearchModal.tsx): the first one's title, once the list shows it.
      const title = await waitUntil(
        () =>
          engine.run<string | null>(
            `return document.querySelector('[role="listbox"] [role="option"] .DocSearch-Hit-title')?.textContent || null`,
          ),
        'results for "wait"',
      )
      await engine.press('Enter')
      await waitUntil(
        () =>
          engine.run<boolean>(
            `return (location.pathname.startsWith('/cotton-box/docs/') && !location.pathname.endsWith('/setup')) || null`,
          ),
        'the first result opened',
      )
      expect(await engine.run<string>('return document.querySelector("main")?.textContent ?? ""')).toContain(title)
      expect((await engine.takeErrors?.()) ?? []).toEqual([])
    })

    it('runs a playground, and an infinite loop typed into it stops at its line with the page answering', async () => {
      await engine.open(watchingPage)
      await engine.run(`document.querySelector('[data-playground]').scrollIntoView(); return null`)
      await engine.movePointer()
      await waitUntil(
        () => engine.run<boolean>(`return document.querySelector('[data-playground][data-live]') !== null || null`),
        'the playground came alive',
      )
      const text = (selector: string) =>
        engine.run<string>(`return document.querySelector('[data-playground] ${selector}')?.textContent ?? ''`)
      const consoleText = () => text('[role="log"]')
      const errorText = () => text('[data-playground-error]')
      // The first run prints the sample's own output.
      await waitUntil(async () => ((await consoleText()).length > 0 ? true : null), 'the first run printed')

      await engine.run(setEditorCode('let n = 0; while (true) { n++ }\n'))
      // Each look runs in the page: a frozen page would never answer it.
      const error = await waitUntil(
        async () => ((await errorText()).includes('Infinite loop') ? errorText() : null),
        'the loop was stopped',
      )
      expect(error).toContain('Infinite loop in collect-random-numbers.ts, line 1')
      expect(error).toContain('Fix it, then press Run or edit the code to run it again.')

      await engine.run(setEditorCode("console.log('fixed')\n"))
      await waitUntil(async () => ((await consoleText()).includes('fixed') ? true : null), 'the edit ran again')
      expect(await errorText()).toBe('')
    })
  })
}
