import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The production build served by scripts/serve.mjs on `port`, until `stop`. */
export interface ServedBuild {
  readonly origin: string
  stop(): Promise<void>
}

export async function serveBuild(port: number, dir = 'public'): Promise<ServedBuild> {
  if (!existsSync(`${dir}/index.html`)) {
    throw new Error(
      `No production build in ${dir}/. Build it first: npx gatsby build --prefix-paths (or run with --build).`,
    )
  }
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      if ((await fetch(`${origin}/cotton-box/`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill()
      throw new Error(`scripts/serve.mjs did not start on port ${port}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    origin,
    async stop() {
      server.kill()
      await exited
    },
  }
}
