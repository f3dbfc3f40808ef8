/**
 * What API pages show of the release history (src/types/api-history.ts holds the data it comes
 * from): shared by the build, which resolves it, and the components and Markdown copies that
 * show it. Types only.
 */
/** Inline Markdown of the API data's small kind (see inline-markdown.ts). */
type InlineMarkdown = string

/** One "Changed in" line: the declaration before and after. */
export interface DeclarationChange {
  readonly version: string
  readonly before: ReadonlyArray<string>
  readonly after: ReadonlyArray<string>
  readonly typingsOnly: boolean
  readonly note: InlineMarkdown | null
}

export interface Deprecation {
  readonly version: string
  readonly note: InlineMarkdown
}

/** What a member shows of its own history on its page (from the release files, src/types/api-history.ts). */
export interface MemberHistory {
  readonly since: string
  readonly changes: ReadonlyArray<DeclarationChange>
  readonly deprecated: Deprecation | null
}

/** A member that an earlier release declared and a later one removed, as its page's History lists it. */
export interface RemovedMemberHistory extends MemberHistory {
  readonly name: string
  /** The release that removed it. */
  readonly removed: string
  /** Its declaration in the last release that had it, one line per overload. */
  readonly signature: ReadonlyArray<string>
  /** What to use instead, or what went with it. */
  readonly note: InlineMarkdown | null
}

/** What an API page shows of its export's history (see src/node/api-history/page-history.ts). */
export interface ApiPageHistory extends MemberHistory {
  /** The packages whose release history this is, e.g. cotton-box, or both for the misc constants. */
  readonly packages: ReadonlyArray<string>
  /**
   * The export whose history this is when the page documents something else (the Equality page
   * documents @glyph-cat/equality's presets and shows the history of cotton-box's `Equality`);
   * null when it is the page's own.
   */
  readonly recordedExport: string | null
  /** The release that removed the export from that package, or null. */
  readonly removed: string | null
  /** A class's constructor, which pages show as parameters rather than as a member. */
  readonly constructorHistory: MemberHistory | null
  /** Members the export declared once and no longer has, in the order they went. */
  readonly removedMembers: ReadonlyArray<RemovedMemberHistory>
}
