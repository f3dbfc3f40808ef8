import { describe, expect, it } from 'vitest'
import { docDirectory, docRoute, docSlug, findSlugCollisions } from '../../src/node/slugs'

describe('docs slugs', () => {
  it('derives the slug from the file path, keeping the case of API names', () => {
    expect(docSlug('api/core/StateManager.mdx')).toBe('api/core/StateManager')
    expect(docSlug('learn/tutorial/quick-start.mdx')).toBe('learn/tutorial/quick-start')
  })

  it('gives index files their folder slug', () => {
    expect(docSlug('learn/index.mdx')).toBe('learn')
    expect(docSlug('index.mdx')).toBe('')
  })

  it('lets a frontmatter slug replace the derived one', () => {
    expect(docSlug('learn/tutorial/old-name.mdx', 'learn/tutorial/new-name')).toBe('learn/tutorial/new-name')
  })

  it('maps slugs to routes under /docs', () => {
    expect(docRoute('api/misc/VERSION')).toBe('/docs/api/misc/VERSION')
    expect(docRoute('')).toBe('/docs')
  })

  it('finds the folder of a doc', () => {
    expect(docDirectory('api/react/useStateValue.mdx')).toBe('api/react')
    expect(docDirectory('top.mdx')).toBe('')
  })

  it('reports a route claimed twice, naming both claimants', () => {
    expect(
      findSlugCollisions([
        { slug: 'learn/tutorial/setup', owner: 'content/docs/learn/tutorial/setup.mdx' },
        { slug: 'learn/tutorial/setup', owner: 'content/docs/learn/tutorial/copy.mdx' },
        { slug: 'learn/react/setup', owner: 'content/docs/learn/react/setup.mdx' },
      ]),
    ).toEqual([
      'the route /docs/learn/tutorial/setup is claimed by content/docs/learn/tutorial/setup.mdx and content/docs/learn/tutorial/copy.mdx',
    ])
  })
})
