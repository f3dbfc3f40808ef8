import type { CreateWebpackConfigArgs } from 'gatsby'
import { describe, expect, it } from 'vitest'
import { babelResourceQuery, reuseBabelConfigAcrossPages } from '../../src/node/webpack/babel-config-reuse'

describe('one Babel configuration for every MDX page', () => {
  it('keeps only the page exports Gatsby removes from the resource query', () => {
    expect(babelResourceQuery('?__contentFilePath=/site/content/docs/a.mdx')).toBe('')
    expect(babelResourceQuery('?__contentFilePath=/site/content/docs/a.mdx&export=head')).toBe('?export=head')
    expect(babelResourceQuery('?export=default')).toBe('?export=default')
    expect(babelResourceQuery('?__contentFilePath=/x.mdx&export=default&export=head')).toBe(
      '?export=default&export=head',
    )
    expect(babelResourceQuery('')).toBe('')
    expect(babelResourceQuery(undefined)).toBeUndefined()
  })

  it('gives two pages of one template the same loader options, and keeps what differs', () => {
    const made: unknown[] = []
    const loaders = { js: (options: unknown) => made.push(options) } as unknown as CreateWebpackConfigArgs['loaders']
    reuseBabelConfigAcrossPages({ loaders })
    const js = loaders.js as (options?: Record<string, unknown>) => void
    js({ isPageTemplate: true, resourceQuery: '?__contentFilePath=/site/content/docs/a.mdx' })
    js({ isPageTemplate: true, resourceQuery: '?__contentFilePath=/site/content/docs/b.mdx' })
    js({ isPageTemplate: true, resourceQuery: '?__contentFilePath=/site/content/docs/b.mdx&export=head' })
    js()
    expect(made).toEqual([
      { isPageTemplate: true, resourceQuery: '' },
      { isPageTemplate: true, resourceQuery: '' },
      { isPageTemplate: true, resourceQuery: '?export=head' },
      { resourceQuery: undefined },
    ])
  })
})
