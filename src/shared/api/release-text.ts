/** Fixed words of the "What changed" section, shared by the component and the tests. */

/** The kinds of change a release records, in the order a release lists them. */
export const CHANGE_KINDS = ['added', 'changed', 'deprecated', 'removed'] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

export const releaseText = {
  changeLabel: { added: 'Added', changed: 'Changed', deprecated: 'Deprecated', removed: 'Removed' } as Readonly<
    Record<ChangeKind, string>
  >,
  noTypingChange: 'No change to the public typings.',
  /** The id of a release's heading, e.g. `release-0-14-0`. */
  anchor: (version: string) => `release-${version.replace(/\./g, '-')}`,
} as const
