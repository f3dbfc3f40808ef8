import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The documents a newcomer reads: the README, what it links to, and what those link to. Every
// link between them leads to a file of the repository and, with an anchor, to a heading there.

const documents = ['README.md', 'CONTRIBUTING.md', ...readdirSync('docs').map((file) => `docs/${file}`)].filter(
  (file) => file.endsWith('.md'),
)

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The document's text outside fenced code blocks. */
const withoutFences = (file: string) => readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')

/** The text outside any code, inline spans too: what is written there is not a link. */
const prose = (file: string) => withoutFences(file).replace(/`[^`\n]*`/g, '')

const anchorsOf = (file: string) =>
  new Set([...withoutFences(file).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => headingAnchor(heading)))

/** Links to the repository's own files: not to a site, not mail, not a route of the site (`/docs/…`). */
function localLinks(file: string): Array<{ target: string; anchor: string | null }> {
  return [...prose(file).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, href]) => href)
    .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('/'))
    .map((href) => {
      const [target = '', anchor] = href.split('#')
      return { target: target === '' ? file : path.join(path.dirname(file), target), anchor: anchor ?? null }
    })
}

describe('project documents', () => {
  it('the README is a front door: at most about 150 lines, linking to every document', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(150)
    const linked = new Set(localLinks('README.md').map(({ target }) => target))
    expect(documents.filter((file) => file !== 'README.md' && !linked.has(file))).toEqual([])
  })

  it.each(documents)('every link of %s leads to a file of the repository, and an anchor to a heading there', (file) => {
    const broken = localLinks(file).filter(
      ({ target, anchor }) =>
        !existsSync(target) || (anchor !== null && target.endsWith('.md') && !anchorsOf(target).has(anchor)),
    )
    expect(broken).toEqual([])
  })
})
