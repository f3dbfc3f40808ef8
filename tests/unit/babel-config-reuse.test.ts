import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { OVERRIDES } from '../../src/node/overrides/registry'
import { babelResourceQuery, reuseBabelConfigAcrossPages } from '../../src/node/webpack/babel-config-reuse'
import { temporaryFolder } from './temporary-folder'
import { buildWithWebpack } from './webpack-build'

type Args = Parameters<typeof reuseBabelConfigAcrossPages>[0]

/** What onCreateWebpackConfig hands the step for `stage`: a loader factory, and the plugins it adds. */
function stepArgs(stage: string, js: (options?: unknown) => unknown) {
  const plugins: unknown[] = []
  const args = {
    stage,
    loaders: { js },
    actions: { setWebpackConfig: (config: { plugins?: unknown[] }) => plugins.push(...(config.plugins ?? [])) },
  } as unknown as Args
  return { args, plugins }
}

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
    const { args } = stepArgs('develop', (options: unknown) => made.push(options))
    reuseBabelConfigAcrossPages(args)
    const js = args.loaders.js as (options?: Record<string, unknown>) => void
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

  it("stops a production build whose MDX pages' rules no longer ask loaders.js for their loader", async () => {
    const build = async (rulesAskLoadersJs: boolean) => {
      const dir = temporaryFolder('babel-reuse-')
      writeFileSync(path.join(dir, 'doc.js'), 'export default "page"\n')
      writeFileSync(path.join(dir, 'entry.js'), 'import("./doc.js?__contentFilePath=/site/content/docs/a.mdx")\n')
      // The loader Gatsby's Babel setup would make, standing in: a loader that passes the code on.
      writeFileSync(path.join(dir, 'pass.cjs'), 'module.exports = (source) => source\n')
      const { args, plugins } = stepArgs('build-javascript', () => ({ loader: path.join(dir, 'pass.cjs') }))
      reuseBabelConfigAcrossPages(args)
      const js = args.loaders.js as (options: { resourceQuery?: string }) => { loader: string }
      await buildWithWebpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        module: {
          rules: [
            {
              test: /\.js$/,
              use: (data: object) =>
                rulesAskLoadersJs
                  ? [js({ resourceQuery: (data as { resourceQuery?: string }).resourceQuery })]
                  : [{ loader: path.join(dir, 'pass.cjs') }],
            },
          ],
        },
        plugins: plugins as never[],
      })
    }
    await expect(build(true)).resolves.toBeUndefined()
    await expect(build(false)).rejects.toThrow(OVERRIDES.babelConfigReuse.title)
  })
})
