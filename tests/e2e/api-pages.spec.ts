import { readdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { chooseColourMode } from './colour-mode'
import { base } from './expected-routes'
import { headValues } from './head-tags'
import { open } from './open'

test.describe('API reference pages', () => {
  test('a class page shows its badge, import line, signature, parameters and inherited members', async ({ page }) => {
    await open(page, `${base}/docs/api/core/StateManager`)
    const main = page.locator('main')
    await expect(main.locator('[data-kind]').first()).toHaveText('class')
    await expect(main.getByText('extends', { exact: false }).first()).toBeVisible()
    await expect(main.locator('pre').first()).toContainText("import { StateManager } from 'cotton-box'")
    await expect(main.locator('#signature ~ div pre').first()).toContainText(
      'class StateManager<State> extends SimpleStateManager<State>',
    )

    const parameters = main.locator('table').first()
    await expect(parameters.locator('thead th')).toHaveText(['Name', 'Type', 'Default', 'Description'])
    await expect(parameters.locator('tbody tr')).toHaveCount(2)
    await expect(parameters.locator('tbody tr').nth(1)).toContainText('StateManagerOptions<State>')
    await expect(
      parameters.locator('tbody tr').nth(1).getByRole('link', { name: 'StateManagerOptions' }),
    ).toHaveAttribute('href', `${base}/docs/api/core/StateManagerOptions`)

    // Own members carry no label; inherited ones name SimpleStateManager and link to it.
    const init = main.locator('[data-member="init"]')
    await expect(init.getByRole('heading', { level: 3, name: 'init' })).toBeVisible()
    await expect(init).not.toContainText('Inherited from')
    const watch = main.locator('[data-member="watch"]')
    await expect(watch).toContainText('Inherited from SimpleStateManager')
    await watch.getByRole('link', { name: 'SimpleStateManager' }).click()
    await expect(page).toHaveURL(`${base}/docs/api/core/SimpleStateManager`)
    await expect(page.locator('h1')).toHaveText('SimpleStateManager')
  })

  test('inherited members come from the class that declares them, two levels up', async ({ page }) => {
    await open(page, `${base}/docs/api/core/AsyncStateManager`)
    await expect(page.locator('[data-member="reinitialize"]')).toContainText('Inherited from StateManager')
    await expect(page.locator('[data-member="wait"]')).toContainText('Inherited from SimpleStateManager')
    await expect(page.locator('[data-member="getSync"]')).not.toContainText('Inherited from')
    // Member headings join the table of contents under Methods.
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'getSync', exact: true }),
    ).toHaveAttribute('href', '#getSync')
  })

  test('constants exported by both packages show both import lines', async ({ page }) => {
    await open(page, `${base}/docs/api/misc/VERSION`)
    await expect(page.locator('main [data-kind]').first()).toHaveText('constant')
    const imports = page.locator('main pre').first()
    await expect(imports).toContainText("import { VERSION } from 'cotton-box'")
    await expect(imports).toContainText("import { VERSION } from 'cotton-box-react'")
  })

  test('types import with import type, hooks from cotton-box-react, and unstable hooks warn', async ({ page }) => {
    await open(page, `${base}/docs/api/core/SetStateFn`)
    await expect(page.locator('main [data-kind]').first()).toHaveText('type')
    await expect(page.locator('main pre').first()).toContainText("import type { SetStateFn } from 'cotton-box'")

    await open(page, `${base}/docs/api/react/useStateValueWithReactiveSelector`)
    await expect(page.locator('main [data-kind]').first()).toHaveText('function')
    await expect(page.locator('main pre').first()).toContainText(
      "import { useStateValueWithReactiveSelector } from 'cotton-box-react'",
    )
    await expect(page.getByRole('note').filter({ hasText: 'Caution: Unstable API' })).toBeVisible()

    await open(page, `${base}/docs/api/react/useStateValue`)
    await expect(page.getByText('Caution: Unstable API')).toHaveCount(0)
  })

  test('a deprecated hook says so at the top of its page, with what to use instead, and in the sidebar', async ({
    page,
  }) => {
    await open(page, `${base}/docs/api/react/useSimpleStateValueWithReactiveSelector`)
    const notice = page.locator('main').getByRole('note').filter({ hasText: 'Deprecated' })
    await expect(notice).toContainText('removal is expected in version 1')
    await expect(notice.getByRole('link', { name: 'useSimpleStateValue' })).toHaveAttribute(
      'href',
      `${base}/docs/api/react/useSimpleStateValue`,
    )
    // The notice comes before the import line, where a reader starts copying.
    expect(
      await notice.evaluate((note) =>
        Boolean(note.compareDocumentPosition(document.querySelector('main pre')!) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    ).toBe(true)

    const sidebar = page.getByRole('navigation', { name: 'API docs' })
    await expect(sidebar.getByRole('link', { name: 'useStateValueWithReactiveSelector Deprecated' })).toBeVisible()
    await expect(
      sidebar.getByRole('link', { name: 'useSimpleStateValueWithReactiveSelector Deprecated' }),
    ).toBeVisible()
    await expect(sidebar.getByText('Deprecated', { exact: true })).toHaveCount(2)

    await open(page, `${base}/docs/api/react/useStateValue`)
    await expect(page.locator('main').getByRole('note').filter({ hasText: 'Deprecated' })).toHaveCount(0)
  })

  test('the hydration component is experimental, from cotton-box-react, since 0.13.0', async ({ page }) => {
    await open(page, `${base}/docs/api/react/HydrateStateManager`)
    const main = page.locator('main')
    await expect(main.locator('[data-kind]').first()).toHaveText('function')
    await expect(main.locator('[data-since]').first()).toHaveText('Since 0.13.0')
    await expect(main.locator('pre').first()).toContainText("import { HydrateStateManager } from 'cotton-box-react'")
    await expect(page.getByRole('note').filter({ hasText: 'Caution: Unstable API' })).toBeVisible()
    await main.getByRole('link', { name: 'HydrateStateManagerProps' }).first().click()
    await expect(page.locator('h1')).toHaveText('HydrateStateManagerProps')
    // The one member whose declaration changed after the page's release shows both declarations.
    const values = page.locator('[data-member="values"]')
    await expect(values).toContainText('Changed in 0.13.1')
    await expect(values).toContainText("hydrate: Required<StateManagerLifecycle<State>>['init']")
  })

  test('the Versions page lists every release, newest first, and a change leads to the member that shows it', async ({
    page,
  }) => {
    await open(page, `${base}/versions`)
    const releases = page.locator('section[data-release]')
    await expect(releases).toHaveCount(readdirSync('content/releases').filter((file) => file.endsWith('.json')).length)
    await expect(releases.first().getByRole('heading', { level: 3 })).toHaveText('0.14.0 (2025-08-05)')
    const release = page.locator('section[data-release="0.11.0"]')
    await expect(release).toContainText('Changed')
    await release.getByRole('link', { name: 'SimpleFiniteStateManager.trySet' }).click()
    await expect(page).toHaveURL(`${base}/docs/api/core/SimpleFiniteStateManager#trySet`)
    const member = page.locator('[data-member="trySet"]')
    await expect(member).toBeInViewport()
    await expect(member).toContainText('Changed in 0.11.0')
    await expect(member.locator('pre')).toContainText([
      'trySet(newState: State): boolean',
      'trySet(newState: State): void',
      'trySet(newState: State): boolean',
    ])
  })

  test('the Equality page says it is not a cotton-box export', async ({ page }) => {
    await open(page, `${base}/docs/api/core/Equality`)
    await expect(page.locator('main')).toContainText('Not an export of cotton-box.')
    await expect(page.locator('main pre').first()).toContainText("from '@glyph-cat/equality'")
  })
})

test.describe('DevTools pictures', () => {
  test('the pictures follow the colour mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await open(page, `${base}/docs/learn/react/hiding-values-from-react-developer-tools`)
    const exposedLight = page.locator('img[src$="/img/react-devtools-exposed-light.svg"]')
    const exposedDark = page.locator('img[src$="/img/react-devtools-exposed-dark.svg"]')
    await expect(exposedLight).toHaveAttribute('src', `${base}/img/react-devtools-exposed-light.svg`)
    await expect(exposedLight).toHaveAttribute('alt', /InspectableValue "Hello, world!"/)
    await exposedLight.scrollIntoViewIfNeeded()
    await expect(exposedLight).toBeVisible()
    await expect(exposedDark).toBeHidden()
    // The picture has its size before it loads, so nothing jumps.
    await expect(exposedLight).toHaveAttribute('width', '720')
    await expect(exposedLight).toHaveAttribute('height', '430')
    await expect
      .poll(() => exposedLight.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(720)

    await chooseColourMode(page, 'Dark')
    await expect(exposedDark).toBeVisible()
    await expect(exposedLight).toBeHidden()
    await expect(page.locator('img[src$="/img/react-devtools-hidden-dark.svg"]')).toHaveAttribute('alt', /undefined/)
    await expect
      .poll(() => exposedDark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(720)
  })
})

test.describe('home page', () => {
  test('shows the hero, three features, why Cotton Box with code, and links into Learn and API', async ({ page }) => {
    await open(page, `${base}/`)
    await expect(page.getByRole('heading', { level: 1, name: 'Cotton Box' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      `${base}/docs/learn/tutorial/setup`,
    )
    await expect(page.locator('main li h3')).toHaveText([
      'Lightweight & fast',
      'Declarative lifecycle management',
      'Supports async set-state functions',
    ])
    await expect(page.getByRole('heading', { level: 2, name: 'Why Cotton Box' })).toBeVisible()
    // The sample is highlighted in the HTML: Prism tokens exist before any script runs.
    await expect(page.locator('main pre .token.keyword').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Why Cotton Box' }).locator('pre')).toContainText(
      "import { StateManager } from 'cotton-box'",
    )
    const explore = page.locator('section[aria-labelledby="explore-heading"]')
    await expect(explore.getByRole('link', { name: /^Tutorial/ })).toHaveAttribute(
      'href',
      `${base}/docs/learn/tutorial`,
    )
    await expect(explore.getByRole('link', { name: /^Using with React/ })).toHaveAttribute(
      'href',
      `${base}/docs/learn/react`,
    )
    await explore.getByRole('link', { name: /^API Reference/ }).click()
    await expect(page).toHaveURL(`${base}/docs/api/core`)
  })

  test('the logo, favicons and social card resolve under the path prefix', async ({ page, request }) => {
    await open(page, `${base}/`)
    // The same logo in the navbar and the footer: the box, its lid and three puffs of cotton.
    await expect(
      page.locator('header').getByRole('link', { name: 'Cotton Box', exact: true }).locator('svg circle'),
    ).toHaveCount(3)
    await expect(page.locator('footer svg circle')).toHaveCount(3)
    const icons = 'link[rel="icon"], link[rel="apple-touch-icon"]'
    await expect
      .poll(() => headValues(page, icons, 'sizes'))
      .toEqual([null, '48x48', '16x16', '32x32', '192x192', '512x512', null])
    for (const href of await headValues(page, icons, 'href')) {
      expect(href).toMatch(new RegExp(`^${base}/img/`))
      const response = await request.get(href ?? '')
      expect(response.status(), href ?? '').toBe(200)
    }
    expect((await request.get(`${base}/img/favicon.ico`)).headers()['content-type']).toMatch(/icon/)

    const image = 'https://glyph-cat.github.io/cotton-box/img/social-card.png'
    await expect.poll(() => headValues(page, 'meta[property="og:image"]', 'content')).toEqual([image])
    await expect.poll(() => headValues(page, 'meta[name="twitter:image"]', 'content')).toEqual([image])
    await expect.poll(() => headValues(page, 'meta[name="twitter:card"]', 'content')).toEqual(['summary_large_image'])
    const card = await request.get(`${base}/img/social-card.png`)
    expect(card.status()).toBe(200)
    const bytes = await card.body()
    // PNG header: width and height are big-endian at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
