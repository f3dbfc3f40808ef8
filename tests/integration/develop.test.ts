import { chromium } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, testChromiumPath } from '../browser-path'
import { copyProject, gatsbyEnv, type ProjectCopy } from './project-copy'

const port = 8123
const origin = `http://127.0.0.1:${port}`
const typesFile = 'src/gatsby-types.d.ts'

async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 240_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined)
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/** How long the develop server prints nothing before a test takes it to have done with a change. */
const quietMs = 3000

/** Resolves once `length()` (of a growing log) has not changed for `quietMs`. */
async function waitForQuietLog(length: () => number): Promise<void> {
  let last = length()
  let since = Date.now()
  while (Date.now() - since < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    if (length() !== last) {
      last = length()
      since = Date.now()
    }
  }
}

// `npm run develop` is how authors work: it must start, serve docs and answer GraphiQL queries.
describe('gatsby develop', () => {
  let project: ProjectCopy
  let server: ChildProcess
  let log = ''

  beforeAll(async () => {
    project = await copyProject()
    // Without the committed query types in the copy, the file the last test reads is typegen's own.
    rmSync(path.join(project.dir, typesFile))
    server = spawn(
      path.join(project.dir, 'node_modules/.bin/gatsby'),
      ['develop', '-H', '127.0.0.1', '-p', String(port)],
      {
        cwd: project.dir,
        detached: true,
        env: gatsbyEnv(),
      },
    )
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    await waitFor('the develop server', async () =>
      (await fetch(`${origin}/docs/learn/tutorial/setup`)).ok ? true : undefined,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${log.slice(-3000)}`)
    })
  })

  afterAll(async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await project.remove()
  })

  it('starts without a warning', () => {
    // Gatsby's reporter redraws lines with cursor controls even without colour: they go first.
    expect(
      stripVTControlCharacters(log)
        .split(/\r?\n|\r/)
        .filter((line) => /^\s*warn\b/.test(line)),
    ).toEqual([])
  })

  // An author's mistake shows in the browser, with the production build's message, and saving the
  // fixed file clears it without a restart.
  it('shows a bad frontmatter field and a broken link in the error overlay, and recovers when they are fixed', async () => {
    const file = 'content/docs/learn/tutorial/setup.mdx'
    const good = readFileSync(path.join(project.dir, file), 'utf8')
    const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs })
    try {
      const page = await browser.newPage()
      await page.goto(`${origin}/docs/learn/tutorial/setup`)
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
      // Gatsby's overlay for any error (a hydration mismatch would be one); none on a good page.
      const anyOverlay = page.locator('[data-gatsby-error-type]')
      expect(await anyOverlay.count()).toBe(0)
      const overlay = page.locator('[data-gatsby-error-type="graphql-error"]')

      project.write(file, good.replace(/^title: /m, 'sidebar_positon: 3\ntitle: '))
      const typo = page.getByText(
        /content\/docs\/learn\/tutorial\/setup\.mdx: invalid frontmatter[\s\S]*unknown field "sidebar_positon" \(allowed fields: /,
      )
      await typo.first().waitFor({ timeout: 120_000 })

      project.write(file, `${good}\nSee [the missing page](/docs/learn/tutorial/does-not-exist).\n`)
      await page
        .getByText(
          'content/docs/learn/tutorial/setup.mdx (page /docs/learn/tutorial/setup): broken link to /cotton-box/docs/learn/tutorial/does-not-exist',
        )
        .first()
        .waitFor({ timeout: 120_000 })
      expect(await typo.count()).toBe(0)

      // Fixed: the overlay goes from the open page, and a reload shows the page with no error. The
      // reload waits until the develop server has done with the save: webpack has rebuilt the
      // page's component and the server has printed nothing for a while. A reload in the middle of
      // its work rendered a runtime error twice on busy machines (fresh clone of 164c2d5, CI of
      // 3a1e226), not reproduced on demand: a failure prints what the page and server said.
      const logBeforeFix = log.length
      project.write(file, good)
      await overlay.waitFor({ state: 'detached', timeout: 120_000 })
      await waitFor('webpack to rebuild the fixed page', () =>
        /success Re-building development bundle/.test(stripVTControlCharacters(log.slice(logBeforeFix)))
          ? true
          : undefined,
      )
      await waitForQuietLog(() => log.length)
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') pageErrors.push(message.text())
      })
      await page.reload()
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
      const headings = await page.locator('h1').allTextContents()
      const failure = [
        `overlay: ${(await anyOverlay.allInnerTexts()).join('\n')}`,
        `page errors: ${pageErrors.join('\n')}`,
        `develop log since the fix: ${stripVTControlCharacters(log.slice(logBeforeFix)).slice(-3000)}`,
      ].join('\n')
      expect(headings, failure).toEqual(['Setup'])
      expect(await anyOverlay.count(), failure).toBe(0)
    } finally {
      await browser.close()
    }
  }, 400_000)

  it('serves a docs page with its data', async () => {
    const page = await fetch(`${origin}/docs/learn/tutorial/setup`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const data = (await (await fetch(`${origin}/page-data/docs/learn/tutorial/setup/page-data.json`)).json()) as {
      result: { data: { doc: { title: string } } }
    }
    expect(data.result.data.doc.title).toBe('Setup')
  })

  it('answers a GraphQL query for the docs at /___graphql', async () => {
    const response = await fetch(`${origin}/___graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: '{ allDoc(filter: { dir: { eq: "api/react" } }) { totalCount nodes { path title } } }',
      }),
    })
    const { data } = (await response.json()) as {
      data: { allDoc: { totalCount: number; nodes: { path: string; title: string }[] } }
    }
    expect(data.allDoc.totalCount).toBe(
      readdirSync('content/docs/api/react').filter((file) => file.endsWith('.mdx')).length,
    )
    expect(data.allDoc.nodes).toContainEqual({ path: '/docs/api/react/useStateValue', title: 'useStateValue' })
  })

  it('generates the same query types as the committed src/gatsby-types.d.ts', async () => {
    // The copy started without the file (see beforeAll): wait for typegen to write it, queries' types included.
    const generated = await waitFor('generated query types', () => {
      const file = path.join(project.dir, typesFile)
      return existsSync(file) && readFileSync(file, 'utf8').includes('type DocPageQuery')
        ? readFileSync(file, 'utf8')
        : undefined
    })
    const committed = readFileSync(path.resolve(__dirname, '../..', typesFile), 'utf8')
    expect(generated === committed, `${typesFile} is stale: run "npm run develop" and commit the file`).toBe(true)
  })
})
