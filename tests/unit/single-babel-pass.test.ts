import type { RuleSetRule, RuleSetUseItem } from 'webpack'
import { describe, expect, it } from 'vitest'
import { withSingleBabelPass } from '../../src/node/webpack/single-babel-pass'

// The rules as Gatsby 5, gatsby-plugin-typescript and gatsby-plugin-mdx set them up (loader paths shortened).
const babel = (options: Record<string, unknown>): RuleSetUseItem => ({
  loader: '/site/node_modules/gatsby/dist/utils/babel-loader.js',
  options,
})
const layoutLoader: RuleSetUseItem = {
  loader: '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader',
  options: {},
}
const mdxLoader: RuleSetUseItem = { loader: '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader', options: {} }
type Use = (info: { resourceQuery?: string; issuer?: string }) => RuleSetUseItem[]

const javaScriptRule: RuleSetRule = {
  test: /\.(js|mjs|jsx|ts|tsx)$/,
  include: () => true,
  type: 'javascript/auto',
  use: () => [babel({ configFile: true })],
}
const yamlRule: RuleSetRule = { test: /\.ya?ml$/, use: { loader: 'yaml-loader' } }
const mdxRule: RuleSetRule = { test: /\.mdx?$/, use: () => [babel({}), mdxLoader] }
const mdxTemplateRule: RuleSetRule = {
  test: /\.[tj]sx?$/,
  resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/,
  use: () => [babel({}), layoutLoader],
}
const typeScriptRule: RuleSetRule = { test: /\.tsx?$/, use: () => [babel({})] }
const gatsbyRules = [javaScriptRule, yamlRule, mdxRule, mdxTemplateRule, typeScriptRule]

const useOf = (rule: RuleSetRule | undefined) =>
  (rule?.use as Use)({ resourceQuery: '?__contentFilePath=/site/content/docs/a.mdx', issuer: 'async-requires.js' })

describe('each module through Babel once', () => {
  const rules = withSingleBabelPass(gatsbyRules)

  it('leaves TypeScript files to the TypeScript rule alone', () => {
    const exclude = rules[0]?.exclude as RegExp
    expect(['src/a.tsx', 'src/b.ts'].every((file) => exclude.test(file))).toBe(true)
    expect(['src/a.js', 'src/a.jsx', 'src/a.mjs'].some((file) => exclude.test(file))).toBe(false)
    expect(rules[4]).toBe(typeScriptRule)
  })

  it("keeps only the layout loader for an MDX page's template module", () => {
    expect(useOf(mdxTemplateRule)).toEqual([babel({}), layoutLoader])
    expect(useOf(rules[3])).toEqual([layoutLoader])
  })

  it('leaves the MDX files themselves and every other rule as they were', () => {
    expect(rules[2]).toBe(mdxRule)
    expect(rules[1]).toBe(yamlRule)
    expect(rules).toHaveLength(gatsbyRules.length)
  })

  it.each([
    ['no TypeScript rule', gatsbyRules.filter((rule) => rule !== typeScriptRule)],
    ['no JavaScript rule that matches .tsx', [{ ...javaScriptRule, test: /\.(js|mjs|jsx)$/ }, ...gatsbyRules.slice(1)]],
    ['no MDX template rule', gatsbyRules.filter((rule) => rule !== mdxTemplateRule)],
    [
      'an MDX template rule with a fixed list of loaders',
      gatsbyRules.map((rule) => (rule === mdxTemplateRule ? { ...rule, use: [layoutLoader] } : rule)),
    ],
  ])('stops the build, naming the override, when the configuration has %s', (_case, changed) => {
    expect(() => withSingleBabelPass(changed)).toThrow(
      /^The override "Each module through Babel once" \(docs\/overrides\.md\), written against gatsby 5\.16\.1/,
    )
  })

  it("stops the build when the MDX template rule's loaders hold no Babel pass", () => {
    const changed = gatsbyRules.map((rule) =>
      rule === mdxTemplateRule ? { ...rule, use: () => [layoutLoader] } : rule,
    )
    expect(() => useOf(withSingleBabelPass(changed)[3])).toThrow('MDX template rule to run one Babel loader')
  })
})
