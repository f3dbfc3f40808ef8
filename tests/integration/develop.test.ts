import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject, gatsbyEnv, type ProjectCopy } from './project-copy'

const port = 8123
const origin = `http://127.0.0.1:${port}`
const typesFile = 'src/gatsby-types.d.ts'

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 240_000): Promise<T> {
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

// `npm run develop` is how authors work: it must start, serve docs and answer GraphiQL queries.
describe('gatsby develop', () => {
  let project: ProjectCopy
  let server: ChildProcess
  let log = ''

  beforeAll(async () => {
    project = await copyProject()
    server = spawn(path.join(project.dir, 'node_modules/.bin/gatsby'), ['develop', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: project.dir,
      detached: true,
      env: gatsbyEnv(),
    })
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    await waitFor('the develop server', async () => ((await fetch(`${origin}/docs/learn/tutorial/setup`)).ok ? true : undefined)).catch((error: Error) => {
      throw new Error(`${error.message}\n${log.slice(-3000)}`)
    })
  })

  afterAll(async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await project.remove()
  })

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
      body: JSON.stringify({ query: '{ allDoc(filter: { dir: { eq: "api/react" } }) { totalCount nodes { path title } } }' }),
    })
    const { data } = (await response.json()) as { data: { allDoc: { totalCount: number; nodes: { path: string; title: string }[] } } }
    expect(data.allDoc.totalCount).toBe(4)
    expect(data.allDoc.nodes).toContainEqual({ path: '/docs/api/react/useStateValue', title: 'useStateValue' })
  })

  it('generates the same query types as the committed src/gatsby-types.d.ts', async () => {
    const generated = await waitFor('generated query types', () => {
      const file = path.join(project.dir, typesFile)
      return existsSync(file) && readFileSync(file, 'utf8').includes('type DocPageQuery') ? readFileSync(file, 'utf8') : undefined
    })
    const committed = readFileSync(path.resolve(__dirname, '../..', typesFile), 'utf8')
    expect(generated === committed, `${typesFile} is stale: run "npm run develop" and commit the file`).toBe(true)
  })
})
