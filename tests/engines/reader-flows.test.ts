/**
 * Reader flows in the two engines beside Chromium: Firefox and WebKit (Safari's engine), against
 * the test build served as GitHub Pages serves it. Each flow is written once against `Engine`;
 * the Chromium suite (tests/e2e) covers the same flows in more depth.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { pageKinds, pageUrl } from '../../scripts/bench/page-kinds'
import { siteConfig } from '../../src/config/site'
import { readersQuestion } from '../readers-question'
import { waitUntil, type Engine } from './engine'
import { firefoxInstalled, launchFirefox } from './firefox'
import { launchWebKit, webkitInstalled } from './webkit'

const origin = inject('enginesOrigin')
const url = (route: string) => pageUrl(origin, siteConfig.pathPrefix, route)

/** `preloads`: whether the driver runs scripts before the page's own and can refuse requests (see webkit.ts). */
const engines: ReadonlyArray<{
  name: string
  installed: boolean
  preloads: boolean
  launch: () => Promise<Engine>
}> = [
  { name: 'Firefox', installed: firefoxInstalled(), preloads: true, launch: launchFirefox },
  {
    name: 'WebKit',
    installed: webkitInstalled(),
    preloads: false,
    launch: launchWebKit,
  },
]

/** A script that finds the first element matching `selector` whose text includes `text`. */
const elementWithText = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.includes(${JSON.stringify(text)}))`

/** A script that finds the code block titled `title`. */
const codeBlockTitled = (title: string) =>
  `[...document.querySelectorAll('[data-language]')].find((block) => [...block.querySelectorAll('*')].some((part) => part.children.length === 0 && part.textContent === ${JSON.stringify(title)}))`

/** Where an element's top sits in the viewport, or null when there is no such element. */
const topOf = (selector: string) =>
  `return document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect().top ?? null`

/** Replaces the playground editor's code as typing would, through the value setter and an input event. */
const setEditorCode = (code: string) => `
  const editor = document.querySelector('[data-playground] textarea[aria-label^="Code editor:"]')
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
  setValue.call(editor, ${JSON.stringify(code)})
  editor.dispatchEvent(new Event('input', { bubbles: true }))
  return null`

for (const { name, installed, preloads, launch } of engines) {
  // Installed by npm test where it can (scripts/ensure-browsers.mjs); a machine without the engine
  // fails here rather than skipping silently.
  describe(name, () => {
    let engine: Engine

    beforeAll(async () => {
      if (!installed) throw new Error(`${name} is not installed: install it as the README says`)
      engine = await launch()
    }, 60_000)
    afterAll(async () => engine?.close())

    it(`hydrates a page of every template with no ${preloads ? 'error' : 'CSP violation or uncaught error after hydration'}`, async () => {
      const problems: string[] = []
      for (const kind of pageKinds) {
        await engine.open(url(kind.route))
        // The page stays a moment, so errors of lazy work after hydration show up too.
        await engine.run('await new Promise((resolve) => setTimeout(resolve, 300)); return null')
        problems.push(...(await engine.takeErrors()).map((error) => `${kind.route}: ${error}`))
      }
      expect(problems).toEqual([])
      // The recorder itself works in this engine: a violation planted in the page is seen.
      await engine.run(`
        const image = document.createElement('img')
        image.src = 'http://192.0.2.1/planted.png'
        document.body.append(image)
        await new Promise((resolve) => setTimeout(resolve, 300))
        image.remove()
        return null`)
      expect(await engine.takeErrors()).toContain('CSP violation: img-src blocked http://192.0.2.1/planted.png')
    })

    it(`keeps a chosen colour mode across a reload${preloads ? ', dark from the first paint' : ''}`, async () => {
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
      // No flash of light colours: the inline script before the first paint applies the stored
      // mode by itself, before any script file (refused here) could.
      if (engine.reloadWithoutScripts) {
        await engine.reloadWithoutScripts()
        expect(await chosen()).toEqual({ theme: 'dark', stored: 'DARK' })
      }
      await engine.run(`localStorage.removeItem('theme'); return null`)
    })

    it('opens the search dialog from the keyboard, finds a page as the reader types, and opens it', async () => {
      await engine.open(url('/docs/learn/tutorial/setup'))
      await engine.press('k', ['Control'])
      await waitUntil(
        () => engine.run<boolean>(`return document.activeElement?.classList.contains('DocSearch-Input') || null`),
        'the search input has focus',
      )
      // Once the full index is open (local-client.ts's SEARCH_TIMINGS.load), its answers stay.
      await waitUntil(
        () => engine.run<boolean>(`return performance.getEntriesByName('cotton-box:search-index').length > 0 || null`),
        'the full search index open',
      )
      await engine.type('wait')
      // Results are options (DialogHit.tsx): the first one's title, once the list answers the whole
      // query. DocSearch keeps the list of the last letters on screen while the next loads; its
      // "See all" link names the query the list answers.
      // The page it opens: a page's hit is titled with the page's title; a section's or a text's
      // names its page second in its path (lvl0 > lvl1 > …).
      const title = await waitUntil(
        () =>
          engine.run<string | null>(
            `if (document.querySelector('.DocSearch-Input')?.value !== 'wait' ||
              !document.querySelector('.DocSearch-HitsFooter a[href$="?q=wait"]')) return null
            const first = document.querySelector('[role="listbox"] [role="option"]')
            const [, page] = (first?.querySelector('.DocSearch-Hit-path')?.textContent ?? '').split(' > ')
            return page ?? first?.querySelector('.DocSearch-Hit-title')?.textContent ?? null`,
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
      // The address changes before the new page is drawn: wait for the page the reader then sees.
      await waitUntil(
        () =>
          engine.run<boolean>(
            `return document.querySelector('main')?.textContent?.includes(${JSON.stringify(title)}) || null`,
          ),
        'the opened page showing the result',
      )
      expect(await engine.takeErrors()).toEqual([])
    })

    /** Marks the element a script finds, so a pointer action can name it by a selector. */
    const mark = async (find: string, what: string): Promise<string> => {
      await engine.run(
        `document.querySelector('[data-engine-target]')?.removeAttribute('data-engine-target'); return null`,
      )
      await waitUntil(
        () =>
          engine.run<boolean>(
            `const found = ${find}; found?.setAttribute('data-engine-target', ''); return found ? true : null`,
          ),
        what,
      )
      return '[data-engine-target]'
    }
    /** The element's top settles below the navbar (60 px high), not under it and not far below. */
    const expectJustBelowNavbar = async (selector: string) => {
      const top = await waitUntil(async () => {
        const value = await engine.run<number | null>(topOf(selector))
        return value !== null && value < 140 ? value : null
      }, `${selector} scrolled into place`)
      expect(top).toBeGreaterThanOrEqual(60)
    }
    const tooltipText = () =>
      engine.run<string | null>(
        `const tip = document.querySelector('[role="tooltip"]'); return tip && tip.checkVisibility() ? tip.textContent : null`,
      )

    it('lists the page just opened as a recent search, offers other queries for one that finds nothing, and Escape closes', async () => {
      // Follows the flow above, which opened a result from the dialog.
      await engine.press('k', ['Control'])
      await waitUntil(
        () => engine.run<boolean>(`return document.activeElement?.classList.contains('DocSearch-Input') || null`),
        'the search input has focus',
      )
      await waitUntil(
        () =>
          engine.run<boolean>(
            `return document.querySelector('.DocSearch-Modal[role="dialog"] [role="tree"] [role="treeitem"]') ? true : null`,
          ),
        'a recent search, as a tree item',
      )
      await engine.type('statmngr')
      const offered = await waitUntil(
        () =>
          engine.run<string | null>(
            `return (document.querySelector('.DocSearch-NoResults')?.textContent?.includes('No results for') &&
              document.querySelector('.Site-Suggestions')?.textContent) || null`,
          ),
        'no results for "statmngr", with other queries',
      )
      expect(offered).toContain('StateManager')
      await engine.press('Escape')
      await waitUntil(
        () => engine.run<boolean>(`return document.querySelector('.DocSearch-Modal') ? null : true`),
        'the dialog closed',
      )
      expect(await engine.takeErrors()).toEqual([])
    })

    it('shows results on /search', async () => {
      await engine.open(url('/search?q=wait'))
      const count = await waitUntil(
        () =>
          engine.run<number | null>(
            `const count = document.querySelector('[data-result-count]'); return count ? Number(count.dataset.resultCount) : null`,
          ),
        'the result count',
      )
      expect(count).toBeGreaterThan(0)
      expect(await engine.run<number>(`return document.querySelectorAll('main ol li').length`)).toBeGreaterThan(0)
      expect(await engine.takeErrors()).toEqual([])
    })

    it("answers a question in readers' own words on /search with the page its readers' queries point to", async () => {
      const question = readersQuestion()
      await engine.open(url(`/search?q=${encodeURIComponent(question.query)}`))
      const first = await waitUntil(
        () => engine.run<string | null>(`return document.querySelector('main ol li a')?.pathname ?? null`),
        'the first result',
      )
      expect(first).toBe(new URL(url(question.route)).pathname)
      expect(await engine.takeErrors()).toEqual([])
    })

    it("shows a name's type when the pointer rests on it, and hides it when the pointer leaves", async () => {
      await engine.open(url('/docs/learn/tutorial/setup'))
      const greeting = await mark(
        `[...${codeBlockTitled('check-install.ts')}.querySelectorAll('[data-typed-name]')].find((name) => name.textContent === 'Greeting')`,
        'the name Greeting in check-install.ts',
      )
      await engine.hover(greeting)
      expect(await waitUntil(tooltipText, 'the popup of Greeting')).toBe('const Greeting: StateManager<string>')
      await engine.movePointer()
      await waitUntil(async () => ((await tooltipText()) === null ? true : null), 'the popup went away')
    })

    it('moves through the names of a code block with the arrow keys, each with its type, and Escape closes it', async () => {
      await engine.open(url('/docs/learn/tutorial/setup'))
      await engine.run(`${codeBlockTitled('check-install.ts')}.querySelector('pre').focus(); return null`)
      // The popups load on this first focus; an arrow moves to the first name once they have, and
      // focus moves at once then: an arrow pressed before they loaded does nothing.
      const nameFocused = () =>
        engine.run<boolean>(`return document.activeElement?.hasAttribute('data-typed-name') || null`)
      await waitUntil(async () => {
        await engine.press('ArrowRight')
        return waitUntil(nameFocused, 'focus moved', 500).catch(() => null)
      }, 'a name took focus')
      expect(await waitUntil(tooltipText, 'the popup of the first name')).toMatch(
        /^\(alias\) class StateManager<State>/,
      )
      await engine.press('ArrowRight')
      await waitUntil(
        async () => ((await tooltipText()) === 'const Greeting: StateManager<string>' ? true : null),
        'the popup of the second name',
      )
      await engine.press('Escape')
      await waitUntil(async () => ((await tooltipText()) === null ? true : null), 'Escape closed the popup')
      expect(await engine.run<string>(`return document.activeElement?.textContent ?? ''`)).toBe('Greeting')
    })

    it('renders a Mermaid diagram once the reader engages with the page', async () => {
      await engine.open(url('/docs/learn/tutorial/persisting-state'))
      expect(await engine.run<string>(`return document.querySelector('figure[data-rendered]').dataset.rendered`)).toBe(
        'false',
      )
      await engine.movePointer()
      await waitUntil(
        () => engine.run<boolean>(`return document.querySelector('figure[data-rendered="true"] svg') !== null || null`),
        'the diagram rendered',
      )
      expect(await engine.takeErrors()).toEqual([])
    })

    it('opens a deep link with its heading just below the navbar', async () => {
      await engine.open(url('/docs/learn/tutorial/persisting-state#when-init-throws'))
      await expectJustBelowNavbar('#when-init-throws')
    })

    it('follows a link to another page without reloading, to the heading it names', async () => {
      await engine.open(url('/docs/learn/tutorial/quick-start'))
      await engine.run('window.__sameDocument = true; return null')
      await engine.click(
        await mark(`${elementWithText('main a', 'realistic version')}`, 'the link "realistic version"'),
      )
      await waitUntil(
        () =>
          engine.run<boolean>(
            `return (location.pathname.endsWith('/persisting-state') && location.hash === '#a-realistic-version') || null`,
          ),
        'the link opened its page',
      )
      expect(await engine.run<boolean>('return window.__sameDocument === true')).toBe(true)
      await expectJustBelowNavbar('#a-realistic-version')
    })

    it('on a narrow screen, opens the navigation menu on the docs sidebar, and Escape closes it', async () => {
      await engine.resize(390, 844)
      try {
        await engine.open(url('/docs/learn/tutorial/setup'))
        await engine.click('button[aria-label="Open navigation menu"]')
        const current = await waitUntil(
          () =>
            engine.run<string | null>(
              `return document.querySelector('[role="dialog"][aria-label="Navigation menu"] [aria-current="page"]')?.textContent ?? null`,
            ),
          'the menu opened',
        )
        expect(current).toBe('Setup')
        await engine.press('Escape')
        await waitUntil(
          () => engine.run<boolean>(`return document.querySelector('[aria-label="Navigation menu"]') === null || null`),
          'Escape closed the menu',
        )
        expect(await engine.run<string>(`return document.activeElement?.getAttribute('aria-label') ?? ''`)).toBe(
          'Open navigation menu',
        )
      } finally {
        await engine.resize(1280, 800)
      }
    })

    it('copies a code block with its copy button, which says so', async () => {
      await engine.open(url('/docs/learn/tutorial/quick-start'))
      const block = await mark(codeBlockTitled('spread.ts'), 'the code block spread.ts')
      await engine.hover(block)
      await engine.click(`${block} button[aria-label="Copy code to clipboard"]`)
      await waitUntil(
        () =>
          engine.run<boolean>(
            `return document.querySelector('${block} [role="status"]')?.textContent === 'Copied' || null`,
          ),
        'the button said Copied',
      )
    })

    // One playground of each kind: the console kind runs in a sandboxed frame of its own, the web
    // kind renders a React app there, so a loop in a component's render is stopped the same way.
    const playgroundLoops = [
      {
        kind: 'console',
        route: '/docs/learn/tutorial/watching-for-state-changes',
        loop: 'let n = 0; while (true) { n++ }\n',
        stopped: 'Infinite loop in collect-random-numbers.ts, line 1',
        fix: "console.log('fixed')\n",
      },
      {
        kind: 'React',
        route: '/docs/learn/react/selectors',
        loop: 'export default function App() {\n  let n = 0\n  while (true) { n++ }\n}\n',
        stopped: 'Infinite loop in App.tsx, line 3',
        fix: "export default function App() {\n  console.log('fixed')\n  return <p>Fixed</p>\n}\n",
      },
    ] as const
    for (const { kind, route, loop, stopped, fix } of playgroundLoops) {
      it(`runs a ${kind} playground, and an infinite loop typed into it stops at its line with the page answering`, async () => {
        await engine.open(url(route))
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

        await engine.run(setEditorCode(loop))
        // Each look runs in the page: a frozen page would never answer it.
        const error = await waitUntil(
          async () => ((await errorText()).includes('Infinite loop') ? errorText() : null),
          'the loop was stopped',
        )
        expect(error).toContain(stopped)
        expect(error).toContain('Fix it, then press Run or edit the code to run it again.')

        await engine.run(setEditorCode(fix))
        await waitUntil(async () => ((await consoleText()).includes('fixed') ? true : null), 'the edit ran again')
        expect(await errorText()).toBe('')
      })
    }
  })
}
