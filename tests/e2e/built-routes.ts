import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Pages that exist to test failure, not to be read. */
const notForReaders = new Set(['/test/crash'])

/** Every route of the build under test, read from public/ (each page is a folder with index.html). */
export function builtRoutes(publicDir = path.resolve('public')): string[] {
  return (readdirSync(publicDir, { recursive: true }) as string[])
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith('index.html') && !file.startsWith('page-data/') && !file.startsWith('playground/'))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .filter((route) => !notForReaders.has(route))
    .sort()
}
