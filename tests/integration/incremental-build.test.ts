import { appendFileSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes } from '../e2e/built-routes'
import { copyProject, runGatsby, type ProjectCopy, type RunResult } from './project-copy'

// A developer who changes a stylesheet and builds again (or a deploy that keeps Gatsby's cache)
// must get every page with the new styles, not the ones from the build before.
describe('a build after a change to the styles alone', () => {
  const marker = '.incremental-build-check{outline-offset:7px}'
  let project: ProjectCopy
  let second: RunResult

  beforeAll(async () => {
    project = copyProject()
    const first = await runGatsby(project.dir, ['build', '--prefix-paths'])
    expect(first.code, first.output).toBe(0)
    appendFileSync(path.join(project.dir, 'src/styles/global.css'), `\n${marker}\n`)
    second = await runGatsby(project.dir, ['build', '--prefix-paths'])
  }, 600_000)
  afterAll(() => project?.remove())

  it('succeeds', () => {
    expect(second.code, second.output).toBe(0)
  })

  it('gives every page the new stylesheet, inlined and linked', () => {
    const publicDir = path.join(project.dir, 'public')
    const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName: { app: string[] } }
    const stylesheet = stats.assetsByChunkName.app.find((asset) => asset.endsWith('.css'))
    expect(stylesheet).toBeDefined()
    const stale = builtRoutes(publicDir).filter((route) => {
      const html = readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')
      return !html.includes(marker) || !html.includes(`/${stylesheet}`)
    })
    expect(stale).toEqual([])
  })
})
