/**
 * Folds the release files, oldest first, into the history of every export and member: when each
 * appeared, every change with the text before and after, deprecations and removals. Each change
 * must fit what the earlier releases left (a `before` equal to the current declaration, no second
 * `added`, no change to what is gone), so a release file that contradicts its predecessors fails
 * here, naming the file and the change. Pure.
 */
import type { ApiKind, DeclarationChange, Deprecation } from '../../types/api'
import type {
  DeclarationHistory,
  ExportHistory,
  HistoryPackage,
  ReleaseChange,
  ReleaseFile,
} from '../../types/api-history'
import { RELEASES_DIR } from './release-files'

interface MutableDeclaration {
  since: string
  removed: string | null
  removalNote: string | null
  changes: DeclarationChange[]
  deprecated: Deprecation | null
  signature: ReadonlyArray<string>
}

interface MutableExport extends MutableDeclaration {
  readonly package: HistoryPackage
  readonly name: string
  readonly kind: ApiKind
  readonly members: Map<string, MutableDeclaration>
}

export interface FoldedHistory {
  /** Every export that any release added, by `exportKey`. */
  readonly exports: ReadonlyMap<string, ExportHistory>
  /** The newest release, whose state the installed declarations must match. */
  readonly latest: string | null
  readonly problems: ReadonlyArray<string>
}

/** A member declared on the export; own keys only, so `constructor` never finds Object's. */
export function memberOf(item: ExportHistory, name: string): DeclarationHistory | undefined {
  return Object.hasOwn(item.members, name) ? item.members[name] : undefined
}

export function exportKey(packageName: string, name: string): string {
  return `${packageName} ${name}`
}

function describeTarget(change: ReleaseChange): string {
  return `${change.package} ${change.export}${change.member ? `.${change.member}` : ''}`
}

const sameLines = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((line, index) => line === b[index])

function applyTo(
  declaration: MutableDeclaration,
  change: Exclude<ReleaseChange, { change: 'added' }>,
  version: string,
): string | null {
  if (declaration.removed) return `changes ${describeTarget(change)}, which ${declaration.removed} removed`
  switch (change.change) {
    case 'changed':
      if (!sameLines(change.before, declaration.signature)) {
        return `changes ${describeTarget(change)}, but its "before" (${change.before.join(' / ')}) is not what the earlier releases left (${declaration.signature.join(' / ')})`
      }
      declaration.changes.push({
        version,
        before: change.before,
        after: change.after,
        typingsOnly: change.typingsOnly === true,
        note: change.note ?? null,
      })
      declaration.signature = change.after
      return null
    case 'deprecated':
      if (declaration.deprecated)
        return `deprecates ${describeTarget(change)} again (already in ${declaration.deprecated.version})`
      declaration.deprecated = { version, note: change.note }
      return null
    case 'removed':
      declaration.removed = version
      declaration.removalNote = change.note ?? null
      return null
  }
}

function frozen(declaration: MutableDeclaration): DeclarationHistory {
  return {
    since: declaration.since,
    removed: declaration.removed,
    removalNote: declaration.removalNote,
    changes: declaration.changes,
    deprecated: declaration.deprecated,
    signature: declaration.signature,
  }
}

export function foldReleases(releases: ReadonlyArray<ReleaseFile>): FoldedHistory {
  const exports = new Map<string, MutableExport>()
  const problems: string[] = []
  for (const release of releases) {
    release.changes.forEach((change, index) => {
      const report = (problem: string) =>
        problems.push(`${RELEASES_DIR}/${release.version}.json: changes[${index}] ${problem}`)
      const key = exportKey(change.package, change.export)
      const owner = exports.get(key)
      if (change.change === 'added' && change.member === undefined) {
        if (owner) return report(`adds ${describeTarget(change)}, which ${owner.since} already added`)
        exports.set(key, {
          package: change.package,
          name: change.export,
          kind: change.kind!,
          since: release.version,
          removed: null,
          removalNote: null,
          changes: [],
          deprecated: null,
          signature: change.signature,
          members: new Map(),
        })
        return
      }
      if (!owner)
        return report(`names ${describeTarget(change)}, but no earlier release adds the export ${change.export}`)
      if (change.member === undefined) {
        const problem = applyTo(owner, change as Exclude<ReleaseChange, { change: 'added' }>, release.version)
        return problem && report(problem)
      }
      if (owner.removed) return report(`changes ${describeTarget(change)}, whose export ${owner.removed} removed`)
      const member = owner.members.get(change.member)
      if (change.change === 'added') {
        if (member && !member.removed)
          return report(`adds ${describeTarget(change)}, which ${member.since} already added`)
        owner.members.set(change.member, {
          since: release.version,
          removed: null,
          removalNote: null,
          changes: [],
          deprecated: null,
          signature: change.signature,
        })
        return
      }
      if (!member) return report(`names ${describeTarget(change)}, but no earlier release adds that member`)
      const problem = applyTo(member, change, release.version)
      return problem && report(problem)
    })
  }
  const history = new Map(
    [...exports].map(([key, item]): [string, ExportHistory] => [
      key,
      {
        ...frozen(item),
        package: item.package,
        name: item.name,
        kind: item.kind,
        members: Object.fromEntries([...item.members].map(([name, member]) => [name, frozen(member)])),
      },
    ]),
  )
  return { exports: history, latest: releases.at(-1)?.version ?? null, problems }
}
