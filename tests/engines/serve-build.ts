/** Vitest global setup of the engine lane: serves the test build (public/) as GitHub Pages does. */
import { spawn } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { waitUntil } from './engine'
import { freePort } from './free-port'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test build is served, e.g. http://127.0.0.1:41234. */
    enginesOrigin: string
  }
}

export default async function serveBuild(project: TestProject): Promise<() => void> {
  const port = String(await freePort())
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', port], { stdio: 'inherit' })
  await waitUntil(
    async () => ((await fetch(`http://127.0.0.1:${port}/cotton-box/`).catch(() => null))?.ok ? true : null),
    `the build served on port ${port}`,
  )
  project.provide('enginesOrigin', `http://127.0.0.1:${port}`)
  return () => server.kill()
}
