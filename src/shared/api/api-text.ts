/** Fixed sentences of the API pages, shared by the components and the pages' Markdown copies. */
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
  since: (version: string) => `Since ${version}`,
  added: (packageName: string) => `Added to ${packageName}.`,
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
  removedFrom: (packageName: string) => `Removed from ${packageName}.`,
  removedIn: (packageName: string, version: string) => `Removed from ${packageName} in ${version}`,
  memberRemoved: 'removed.',
  removedMembersTitle: 'Removed members',
  removedMembersIntro: 'Earlier releases declared these members; the current one does not.',
  /** The facts line of a removed member: when it came and when it went. */
  removedMemberSpan: (since: string, removed: string) => `Added in ${since} · Removed in ${removed}`,
  /** The code block title of the import line(s). */
  importTitle: (lines: number) => (lines > 1 ? 'Import (from either package)' : 'Import'),
} as const
