/** Fixed sentences of the API pages, shared by the components and the pages' Markdown copies. */
import type { ApiPageHistory } from './history-view'

/** Where the history comes from: which packages, and which export when it is not the page's own. */
type HistorySource = Pick<ApiPageHistory, 'packages' | 'recordedExport'>
type HistoryLine = HistorySource & Pick<ApiPageHistory, 'since' | 'removed'>

/** "cotton-box", or "cotton-box and cotton-box-react" for what both packages export. */
const packageList = (packages: ReadonlyArray<string>) => packages.join(' and ')

export const apiText = {
  unstableTitle: 'Caution: Unstable API',
  deprecatedTitle: 'Deprecated',
  /**
   * The status badges beside the kind badge, for a reader who skims: an unstable export may
   * change or go in a minor release, which is what "experimental" means to them.
   */
  statusBadges: (entry: { readonly unstable?: boolean; readonly deprecated?: string }): string[] => [
    ...(entry.deprecated ? ['Deprecated'] : []),
    ...(entry.unstable ? ['Experimental'] : []),
  ],
  unstableBody:
    'Its parameters, return value and behavior may change in a minor release, and it may be renamed or removed.',
  /**
   * The header's history line: "Since 0.13.0", and when it went " · Removed from cotton-box in
   * 0.6.0"; for another export's history (the Equality page), whose history it is.
   */
  sinceLine: ({ since, removed, packages, recordedExport }: HistoryLine): string =>
    recordedExport === null
      ? `Since ${since}${removed ? ` · Removed from ${packageList(packages)} in ${removed}` : ''}`
      : `${recordedExport} in ${packageList(packages)}: since ${since}${removed ? ` · removed in ${removed}` : ''}`,
  since: (version: string) => `Since ${version}`,
  added: ({ packages, recordedExport }: HistorySource) =>
    `${recordedExport === null ? 'Added' : `${recordedExport} added`} to ${packageList(packages)}.`,
  memberAdded: 'added.',
  memberChanged: 'changed (both declarations are under its heading).',
  declarationChanged: 'The declaration changed.',
  constructorChanged: 'The constructor changed.',
  memberDeprecated: 'deprecated.',
  changedIn: (version: string) => `Changed in ${version}`,
  typingsOnly: 'Only the published typings changed (the stricter compiler output); code written for either form works.',
  before: (version: string) => `Before ${version}`,
  after: (version: string) => `From ${version}`,
  deprecated: 'Deprecated.',
  deprecatedIn: (version: string) => `Deprecated in ${version}`,
  removedFrom: ({ packages, recordedExport }: HistorySource) =>
    `${recordedExport === null ? 'Removed' : `${recordedExport} removed`} from ${packageList(packages)}.`,
  memberRemoved: 'removed.',
  removedMembersTitle: 'Removed members',
  removedMembersIntro: 'Earlier releases declared these members; the current one does not.',
  /** The facts line of a removed member: when it came and when it went. */
  removedMemberSpan: (since: string, removed: string) => `Added in ${since} · Removed in ${removed}`,
  /** The code block title of the import line(s). */
  importTitle: (lines: number) => (lines > 1 ? 'Import (from either package)' : 'Import'),
} as const
