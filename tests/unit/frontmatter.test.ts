import { describe, expect, it } from 'vitest'
import {
  docFrontmatterSchema,
  FrontmatterError,
  usableFrontmatter,
  validateFrontmatter,
} from '../../src/node/frontmatter'

const file = 'content/docs/learn/tutorial/setup.mdx'
const valid = { title: 'Setup', description: 'Install the package.', sidebar_position: 1 }

function problemsOf(data: unknown): ReadonlyArray<string> {
  try {
    validateFrontmatter(data, docFrontmatterSchema, file)
  } catch (error) {
    expect(error).toBeInstanceOf(FrontmatterError)
    return (error as FrontmatterError).problems
  }
  throw new Error('expected the frontmatter to be rejected')
}

describe('usable frontmatter (develop keeps a page showing while its mistakes are on screen)', () => {
  it('leaves out unknown and invalid optional fields and keeps the rest', () => {
    expect(
      usableFrontmatter({ ...valid, sidebar_positon: 2, slug: '/learn/x', tags: ['setup'] }, docFrontmatterSchema),
    ).toEqual({ ...valid, tags: ['setup'] })
  })

  it('gives up when a required field is missing or invalid', () => {
    expect(usableFrontmatter({ description: 'x' }, docFrontmatterSchema)).toBeNull()
    expect(usableFrontmatter({ ...valid, title: ' ' }, docFrontmatterSchema)).toBeNull()
  })
})

describe('docs frontmatter', () => {
  it('accepts a complete, well-typed frontmatter and returns it', () => {
    expect(validateFrontmatter(valid, docFrontmatterSchema, file)).toEqual(valid)
  })

  it('rejects a missing title, naming the field and what to write', () => {
    const [problem] = problemsOf({ description: 'x' })
    expect(problem).toMatch(/field "title" is missing: expected a non-empty string/)
  })

  it('rejects a sidebar_position that is not a number, showing the value', () => {
    expect(problemsOf({ ...valid, sidebar_position: 'two' })).toEqual([
      'field "sidebar_position" must be a number (the order within its sidebar category), got string "two"',
    ])
  })

  it('rejects an unknown (misspelt) field and lists the allowed ones', () => {
    const [problem] = problemsOf({ ...valid, sidebar_positon: 2 })
    expect(problem).toContain('unknown field "sidebar_positon"')
    expect(problem).toContain(
      'allowed fields: title, description, keywords, sidebar_position, sidebar_label, slug, tags',
    )
  })

  it('rejects an empty title and a slug with a leading slash', () => {
    const problems = problemsOf({ ...valid, title: '  ', slug: '/learn/x' })
    expect(problems).toHaveLength(2)
    expect(problems[1]).toContain('no leading or trailing slash')
  })

  it('reports every problem of a file at once, with the file path in the message', () => {
    try {
      validateFrontmatter({ sidebar_position: true, extra: 1 }, docFrontmatterSchema, file)
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      expect(message.startsWith(`${file}: invalid frontmatter`)).toBe(true)
      expect((error as FrontmatterError).problems).toHaveLength(4)
    }
  })

  it('accepts tags and table-of-contents levels, and rejects levels outside h2-h3', () => {
    expect(
      validateFrontmatter(
        { ...valid, tags: ['lifecycle'], toc_min_heading_level: 2, toc_max_heading_level: 3 },
        docFrontmatterSchema,
        file,
      ),
    ).toMatchObject({
      tags: ['lifecycle'],
    })
    expect(problemsOf({ ...valid, toc_max_heading_level: 4 })).toEqual([
      'field "toc_max_heading_level" must be 2 or 3 (the table of contents shows h2 and h3), got 4',
    ])
    expect(problemsOf({ ...valid, tags: 'lifecycle' })[0]).toContain('must be a list of tag names')
  })

  it('accepts a few lower-case keywords and rejects more, longer or written otherwise, naming them', () => {
    const keywords = ['teardown', 'memory leak', 're-render', 'ssr']
    expect(validateFrontmatter({ ...valid, keywords }, docFrontmatterSchema, file)).toMatchObject({ keywords })
    expect(problemsOf({ ...valid, keywords: ['Teardown', 'memory, leak', 'stop the world now', 'ok'] })).toEqual([
      'field "keywords" must hold lower-case words, at most 3 an entry, got "Teardown", "memory, leak", "stop the world now"',
    ])
    expect(problemsOf({ ...valid, keywords: Array.from({ length: 9 }, (_, n) => `word${n}`) })).toEqual([
      'field "keywords" has 9 entries; at most 8 (a few words readers search by)',
    ])
    expect(problemsOf({ ...valid, keywords: 'teardown' })[0]).toContain('must be a list of words readers search by')
  })

  it('treats a file without frontmatter as missing its required fields', () => {
    expect(problemsOf(undefined)).toHaveLength(2)
  })
})
