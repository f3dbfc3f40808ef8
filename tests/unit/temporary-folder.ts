import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { onTestFinished } from 'vitest'

/** A new folder in the system's temporary folder, removed when the test that made it ends. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix))
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
  return folder
}
