/**
 * Resolves API pages against each other once every doc is known: inherited members (walking
 * `extends` up the chain), related links (API titles or learn routes) and the links that type
 * names in signatures get. Pure: it takes plain doc data and returns pages or problems.
 */
import type {
  ApiEntry,
  ApiLink,
  ApiMember,
  ApiMemberWithOrigin,
  ResolvedApiEntry,
  ResolvedApiMember,
} from '../types/api'
import type { FoldedHistory } from './api-history/fold-releases'
import { memberHistory, pageExports, pageHistory, type PageExport } from './api-history/page-history'

export interface ApiSourceDoc {
  readonly title: string
  readonly path: string
  readonly description: string
  readonly sourceFile: string
  /** The folder under content/docs, e.g. api/core. */
  readonly dir: string
  readonly api: ApiEntry | null
}

/** Classes from the language that entries may extend; they have no page and give no members. */
const BUILT_IN_BASES = new Set(['Error'])

export interface ResolvedApiPages {
  /** Resolved entries by doc route. */
  readonly byPath: ReadonlyMap<string, ResolvedApiEntry>
  readonly problems: ReadonlyArray<string>
}

function linkOf(doc: ApiSourceDoc): ApiLink {
  return { title: doc.title, path: doc.path, description: doc.description }
}

/** Whether a doc is an API reference page, which must carry `api` data. */
export function isApiDoc(doc: Pick<ApiSourceDoc, 'dir'>): boolean {
  return doc.dir === 'api' || doc.dir.startsWith('api/')
}

/**
 * The ancestors of `doc`, nearest first. Problems (unknown parent, cycle) are reported by the
 * caller once per page; here the walk simply stops.
 */
function ancestors(doc: ApiSourceDoc, byTitle: ReadonlyMap<string, ApiSourceDoc>): ApiSourceDoc[] {
  const chain: ApiSourceDoc[] = []
  let parent = doc.api?.extends ? byTitle.get(doc.api.extends) : undefined
  while (parent && parent !== doc && !chain.includes(parent)) {
    chain.push(parent)
    parent = parent.api?.extends ? byTitle.get(parent.api.extends) : undefined
  }
  return chain
}

/**
 * Own members first, then each ancestor's members that nothing nearer declares, each marked with
 * the ancestor that declares it. An own member with an inherited name is an override.
 */
export function resolveMembers(doc: ApiSourceDoc, byTitle: ReadonlyMap<string, ApiSourceDoc>): ApiMemberWithOrigin[] {
  const own: ApiMemberWithOrigin[] = (doc.api?.members ?? []).map((member) => ({ ...member, inheritedFrom: null }))
  const declared = new Set(own.map((member) => member.name))
  const inherited: ApiMemberWithOrigin[] = []
  for (const ancestor of ancestors(doc, byTitle)) {
    for (const member of ancestor.api?.members ?? ([] as ReadonlyArray<ApiMember>)) {
      if (declared.has(member.name)) continue
      declared.add(member.name)
      inherited.push({ ...member, inheritedFrom: linkOf(ancestor) })
    }
  }
  return [...own, ...inherited]
}

function parentProblems(doc: ApiSourceDoc, byTitle: ReadonlyMap<string, ApiSourceDoc>): string[] {
  const parent = doc.api?.extends
  if (!parent || BUILT_IN_BASES.has(parent)) return []
  if (!byTitle.has(parent)) {
    return [
      `${doc.sourceFile}: api.extends names "${parent}", which is neither an API page title nor one of ${[...BUILT_IN_BASES].join(', ')}`,
    ]
  }
  const chain = ancestors(doc, byTitle)
  const last = chain[chain.length - 1]
  const next = last?.api?.extends
  if (next && (next === doc.title || chain.some((item) => item.title === next))) {
    return [
      `${doc.sourceFile}: api.extends makes a cycle (${[doc.title, ...chain.map((item) => item.title), next].join(' → ')})`,
    ]
  }
  return []
}

/**
 * Each member with its history, recorded on the export that declares it (the page's own, or the
 * ancestor's it is inherited from); a page showing another package's export (see
 * page-history.ts) has no member histories.
 */
function membersWithHistory(
  doc: ApiSourceDoc,
  members: ReadonlyArray<ApiMemberWithOrigin>,
  exports: ReadonlyMap<string, PageExport>,
): ResolvedApiMember[] {
  return members.map((member) => {
    const owner = exports.get(member.inheritedFrom?.title ?? doc.title)
    return { ...member, history: owner?.own ? memberHistory(owner.history, member.name) : null }
  })
}

/** Resolves every API page, with its history from the release files; docs outside api/ are only link targets. */
export function resolveApiPages(docs: ReadonlyArray<ApiSourceDoc>, history: FoldedHistory): ResolvedApiPages {
  const problems: string[] = []
  const apiDocs = docs.filter(isApiDoc)
  const byTitle = new Map<string, ApiSourceDoc>()
  for (const doc of apiDocs) {
    if (!doc.api) {
      problems.push(
        `${doc.sourceFile}: an API page needs "api" data in its frontmatter (see ApiEntry in src/types/api.ts)`,
      )
      continue
    }
    if (byTitle.has(doc.title))
      problems.push(
        `${doc.sourceFile}: another API page is also titled "${doc.title}" (${byTitle.get(doc.title)!.sourceFile})`,
      )
    byTitle.set(doc.title, doc)
  }
  const byPath = new Map(docs.map((doc) => [doc.path, doc]))
  const typeLinks = Object.fromEntries([...byTitle.values()].map((doc) => [doc.title, doc.path]))

  const histories = pageExports(
    [...byTitle.values()].map((doc) => ({ ...doc, api: doc.api! })),
    history,
  )
  problems.push(...histories.problems)

  const resolved = new Map<string, ResolvedApiEntry>()
  for (const doc of byTitle.values()) {
    const api = doc.api!
    const pageProblems = parentProblems(doc, byTitle)
    const related = api.related.flatMap((target): ApiLink[] => {
      const found = target.startsWith('/') ? byPath.get(target) : byTitle.get(target)
      if (found && found !== doc) return [linkOf(found)]
      pageProblems.push(
        found === doc
          ? `${doc.sourceFile}: api.related lists the page itself`
          : `${doc.sourceFile}: api.related names "${target}", which is no API page title or docs route`,
      )
      return []
    })
    problems.push(...pageProblems)
    // A page the release files lack is already a problem (pageExports); it is checked all the same.
    const recorded = histories.exports.get(doc.title)
    if (pageProblems.length > 0 || !recorded) continue
    const parent = api.extends ? byTitle.get(api.extends) : undefined
    const { members: _members, related: _related, extends: _extends, ...rest } = api
    resolved.set(doc.path, {
      ...rest,
      name: doc.title,
      extends: parent ? linkOf(parent) : api.extends ? { title: api.extends, path: null } : null,
      members: membersWithHistory(doc, resolveMembers(doc, byTitle), histories.exports),
      related,
      typeLinks,
      history: pageHistory(recorded),
    })
  }
  return { byPath: resolved, problems }
}
