/** Vitest global setup of the engine lane: serves the test build (public/) as GitHub Pages does. */
import { spawn } from 'node:child_process'
import { waitUntil } from './engine'

export default async function serveBuild(): Promise<() => void> {
  const port = process.env.ENGINES_PORT ?? '9124'
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', port], { stdio: 'inherit' })
  await waitUntil(
    async () => ((await fetch(`http://127.0.0.1:${port}/cotton-box/`).catch(() => null))?.ok ? true : null),
    `the build served on port ${port}`,
  )
  return () => server.kill()
}
