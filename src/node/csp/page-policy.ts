/**
 * A page's Content-Security-Policy from the hashes of its inline code, and what every page's
 * policy shares (the search hosts, the styles libraries add at run time).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import { siteConfig } from '../../config/site'
import { resolveSearchSettings } from '../search/resolve-settings'
import { testBuild } from '../test-build'
import { hashSource, type InlineSources } from './inline-sources'
import { contentSecurityPolicy, searchConnectSources } from './policy'
import { missingRuntimeStyles, runtimeStyles } from './runtime-styles'

const requireFromProject = createRequire(path.resolve('package.json'))

/** The code of every script beside a package's entry: bundlers split a package into chunks. */
function packageCode(module: string): string {
  const folder = path.dirname(requireFromProject.resolve(module))
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .join('\n')
}

/** The hash sources of a part of a page: what the policy allows of its inline code. */
export interface HashedSources {
  readonly scripts: ReadonlyArray<string>
  readonly styles: ReadonlyArray<string>
  readonly styleAttributes: ReadonlyArray<string>
}

export const hashedSources = (sources: InlineSources): HashedSources => ({
  scripts: sources.scripts.map(hashSource),
  styles: sources.styles.map(hashSource),
  styleAttributes: sources.styleAttributes.map(hashSource),
})

/**
 * A page's policy: the hashes of the inline scripts, `<style>` elements and style attribute values
 * of its parts, and of the style elements libraries add at run time. (A style prop that React
 * renders in the browser is set through the CSSOM, which no policy restricts.)
 */
export function pagePolicy(
  parts: ReadonlyArray<HashedSources>,
  connect: ReadonlyArray<string>,
  runtimeStyleHashes: ReadonlyArray<string>,
): string {
  const styleAttributes = parts.flatMap((part) => part.styleAttributes)
  return contentSecurityPolicy({
    scriptHashes: parts.flatMap((part) => part.scripts),
    styleHashes: [...parts.flatMap((part) => part.styles), ...runtimeStyleHashes, ...styleAttributes],
    styleAttributes: styleAttributes.length > 0,
    connect,
  })
}

/** What every page's policy shares. */
export interface SharedPolicyInputs {
  /** The hosts the search may connect to. */
  readonly connect: ReadonlyArray<string>
  /** The hashes of the `<style>` elements libraries add at run time. */
  readonly runtimeStyleHashes: ReadonlyArray<string>
}

/**
 * What every page's policy shares; null, after failing the build with the reason, when the search
 * settings are incomplete or a library no longer holds a runtime style the policy allows.
 */
export function sharedPolicyInputs(reporter: Reporter): SharedPolicyInputs | null {
  const search = resolveSearchSettings(siteConfig.search.algolia, process.env, testBuild.allowsSearchOverride)
  if (!search.ok) {
    reporter.panicOnBuild(search.message)
    return null
  }
  const missing = missingRuntimeStyles(runtimeStyles, packageCode)
  if (missing.length > 0) {
    const list = missing.map((style) => `- ${style.module} (${style.where}): ${style.text}`).join('\n')
    reporter.panicOnBuild(
      `Content-Security-Policy: these styles are no longer in their package; update src/node/csp/runtime-styles.ts:\n${list}`,
    )
    return null
  }
  return {
    connect: searchConnectSources(search.settings),
    runtimeStyleHashes: runtimeStyles.map((style) => hashSource(style.text)),
  }
}
