import type { CreateWebpackConfigArgs } from 'gatsby'
import type { RuleSetRule, RuleSetUseItem } from 'webpack'
import { expectUpstream } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'
import { webpackConfig } from './gatsby-webpack'

type UseFunction = (info: { readonly resourceQuery?: string; readonly issuer?: string }) => RuleSetUseItem[]

const isBabelLoader = (item: RuleSetUseItem): boolean =>
  typeof item === 'object' && item !== null && typeof item.loader === 'string' && /babel-loader/.test(item.loader)

const matches = (condition: unknown, value: string): boolean => condition instanceof RegExp && condition.test(value)

/** gatsby-plugin-mdx's rule for a page template made of an MDX file: `doc.tsx?__contentFilePath=…`. */
const isMdxTemplateRule = (rule: RuleSetRule) => matches(rule.resourceQuery, '?__contentFilePath=page.mdx')
/** gatsby-plugin-typescript's rule: TypeScript files only. */
const isTypeScriptRule = (rule: RuleSetRule) =>
  matches(rule.test, 'a.tsx') && matches(rule.test, 'a.ts') && !matches(rule.test, 'a.js') && !rule.resourceQuery
/** Gatsby's own JavaScript rule, which also matches TypeScript files. */
const isJavaScriptRule = (rule: RuleSetRule) =>
  matches(rule.test, 'a.js') && matches(rule.test, 'a.tsx') && !rule.resourceQuery

/**
 * The rules with each module compiled by Babel once. As Gatsby and its plugins set them up, Gatsby's
 * JavaScript rule and gatsby-plugin-typescript's rule both match `.ts` and `.tsx` files, so every
 * TypeScript file went through Babel twice with the same configuration (.babelrc). An MDX page's
 * template module (`doc.tsx?__contentFilePath=<file>`, one per page) went through it three times:
 * the TypeScript rule's pass, then gatsby-plugin-mdx's layout loader, then gatsby-plugin-mdx's own
 * Babel pass and Gatsby's, on code Babel had already compiled, to which the layout loader only adds
 * an import and a wrapper made with `React.createElement`. Here TypeScript files are left to the
 * TypeScript rule, and the MDX template rule keeps only its layout loader. The build stops when
 * the rules are not as described.
 */
export function withSingleBabelPass(rules: ReadonlyArray<RuleSetRule>): RuleSetRule[] {
  const count = (is: (rule: RuleSetRule) => boolean) => rules.filter(is).length
  expectUpstream(
    OVERRIDES.singleBabelPass,
    count(isTypeScriptRule) === 1 &&
      count(isJavaScriptRule) === 1 &&
      count((rule) => isMdxTemplateRule(rule) && typeof rule.use === 'function') === 1,
    "webpack's rules to hold one TypeScript rule (gatsby-plugin-typescript), one JavaScript rule that also " +
      "matches .tsx (Gatsby's) and one MDX template rule with a `use` function (gatsby-plugin-mdx)",
  )
  return rules.map((rule): RuleSetRule => {
    if (isJavaScriptRule(rule)) return { ...rule, exclude: /\.tsx?$/ }
    if (isMdxTemplateRule(rule)) return { ...rule, use: withoutBabel(rule.use as UseFunction) }
    return rule
  })
}

/** The MDX template rule's loaders without its Babel pass; stops the build when it has none to drop. */
function withoutBabel(use: UseFunction): UseFunction {
  return (info) => {
    const loaders = use(info)
    const kept = loaders.filter((item) => !isBabelLoader(item))
    expectUpstream(
      OVERRIDES.singleBabelPass,
      kept.length === loaders.length - 1,
      "gatsby-plugin-mdx's MDX template rule to run one Babel loader",
    )
    return kept
  }
}

/** onCreateWebpackConfig step: see withSingleBabelPass. */
export function compileEachModuleOnce(args: Pick<CreateWebpackConfigArgs, 'getConfig' | 'actions'>): void {
  const config = webpackConfig(args)
  config.module.rules = withSingleBabelPass(config.module.rules)
  args.actions.replaceWebpackConfig(config)
}
