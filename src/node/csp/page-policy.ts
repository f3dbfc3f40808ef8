/**
 * A page's Content-Security-Policy from the hashes of its inline code, and what every page's
 * policy shares (the search hosts).
 */
import type { Reporter } from 'gatsby'
import { siteConfig } from '../../config/site'
import { resolveSearchSettings } from '../search/resolve-settings'
import { testBuild } from '../test-build'
import { hashSource, type InlineSources } from './inline-sources'
import { contentSecurityPolicy, searchConnectSources } from './policy'

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
 * of its parts. (A style prop that React renders in the browser is set through the CSSOM, which no
 * policy restricts; no library adds a `<style>` element after load.)
 */
export function pagePolicy(parts: ReadonlyArray<HashedSources>, connect: ReadonlyArray<string>): string {
  const styleAttributes = parts.flatMap((part) => part.styleAttributes)
  return contentSecurityPolicy({
    scriptHashes: parts.flatMap((part) => part.scripts),
    styleHashes: [...parts.flatMap((part) => part.styles), ...styleAttributes],
    styleAttributes: styleAttributes.length > 0,
    connect,
  })
}

/** What every page's policy shares. */
export interface SharedPolicyInputs {
  /** The hosts the search may connect to. */
  readonly connect: ReadonlyArray<string>
}

/**
 * What every page's policy shares; null, after failing the build with the reason, when the search
 * settings are incomplete.
 */
export function sharedPolicyInputs(reporter: Reporter): SharedPolicyInputs | null {
  const search = resolveSearchSettings(siteConfig.search.algolia, process.env, testBuild.allowsSearchOverride)
  if (!search.ok) {
    reporter.panicOnBuild(search.message)
    return null
  }
  return {
    connect: searchConnectSources(search.settings),
  }
}
