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

/**
 * The dated log of measurements and changes. The documents describe the site as it is today; its
 * history lives in commit bodies and in this log, which no document points into.
 */
const LOG = 'docs/log.md'

/**
 * Commit hashes in a text, outside URLs: a word of 7 to 40 hex digits with at least one digit and
 * one letter (`abc1234`).
 */
function commitHashes(text: string): string[] {
  const outsideUrls = text.replace(/\bhttps?:\/\/\S+/g, '')
  return [
    ...outsideUrls.matchAll(/(?<![\p{L}\p{N}_])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\p{L}\p{N}_])/giu),
  ].map(([hash]) => hash)
}

describe('project documents', () => {
  it('the README is a front door: at most about 150 lines, linking to every document but the log', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(150)
    const linked = new Set(localLinks('README.md').map(({ target }) => target))
    // The log is the one exception: history lives in commit bodies and the log; the documents describe today.
    expect(documents.filter((file) => file !== 'README.md' && file !== LOG && !linked.has(file))).toEqual([])
  })

  it('performance.md stays a page of today: under 250 lines, its history in the log', () => {
    expect(readFileSync('docs/performance.md', 'utf8').trimEnd().split('\n').length).toBeLessThan(250)
  })

  it('no document links to the log', () => {
    expect(documents.filter((file) => localLinks(file).some(({ target }) => target === LOG))).toEqual([])
  })

  it('finds a commit hash, and not a URL, a version, a number or a plain word', () => {
    expect(commitHashes('measured on `ed8e3ac` against 8449c39, then c299395a and 1e9aa26.')).toEqual([
      'ed8e3ac',
      '8449c39',
      'c299395a',
      '1e9aa26',
    ])
    expect(
      commitHashes(
        'https://github.com/glyph-cat/cotton-box/commit/ed8e3ac1 0.13.1 1234567 deadbeef facade1x sha256-abc GHSA-55q2-fjhq-7xh7',
      ),
    ).toEqual([])
  })

  it.each(documents.filter((file) => file !== LOG))(
    '%s names no commit hash (history goes to commit bodies)',
    (file) => {
      expect(commitHashes(readFileSync(file, 'utf8'))).toEqual([])
    },
  )

  it.each(documents)('every link of %s leads to a file of the repository, and an anchor to a heading there', (file) => {
    const broken = localLinks(file).filter(
      ({ target, anchor }) =>
        !existsSync(target) || (anchor !== null && target.endsWith('.md') && !anchorsOf(target).has(anchor)),
    )
    expect(broken).toEqual([])
  })
})
