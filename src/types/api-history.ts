/**
 * The history of every export and member of the two packages, release by release. Each release
 * is one file in content/releases (`<version>.json`, a `ReleaseFile`); the build reads them in
 * version order (src/node/api-history/) and folds them into what each API page and the "What
 * changed" section show. Shared by Node and browser code, so it holds types only.
 */
import type { ApiKind, ApiPackage, InlineMarkdown, MemberHistory } from './api'

/** The packages whose releases are recorded. */
export const HISTORY_PACKAGES = ['cotton-box', 'cotton-box-react'] as const satisfies ReadonlyArray<ApiPackage>
export type HistoryPackage = (typeof HISTORY_PACKAGES)[number]

/** Where a change applies: an export, or one member of it (a class's method, an enum's member…). */
interface ChangeTarget {
  readonly package: HistoryPackage
  readonly export: string
  readonly member?: string
}

/** A new export (with `kind`) or member; `signature` is its declaration text, one line per overload. */
export interface AddedChange extends ChangeTarget {
  readonly change: 'added'
  /** Required for an export; a class, interface or enum gives its header (members come apart). */
  readonly kind?: ApiKind
  readonly signature: ReadonlyArray<string>
}

/** A declaration that changed: `before` must be what the earlier releases left. */
export interface ChangedChange extends ChangeTarget {
  readonly change: 'changed'
  readonly before: ReadonlyArray<string>
  readonly after: ReadonlyArray<string>
  /** Only the emitted typings changed (a compiler setting), not the source. */
  readonly typingsOnly?: boolean
  readonly note?: InlineMarkdown
}

export interface DeprecatedChange extends ChangeTarget {
  readonly change: 'deprecated'
  /** What to do instead. */
  readonly note: InlineMarkdown
}

export interface RemovedChange extends ChangeTarget {
  readonly change: 'removed'
  /** What to use instead, or what went with it. */
  readonly note?: InlineMarkdown
}

export type ReleaseChange = AddedChange | ChangedChange | DeprecatedChange | RemovedChange

export interface ReleaseFile {
  readonly version: string
  /** The day the release was tagged (YYYY-MM-DD), when known. */
  readonly date?: string
  /** What changed that the typings do not show (fixes, moves, dependencies). */
  readonly notes?: ReadonlyArray<InlineMarkdown>
  readonly changes: ReadonlyArray<ReleaseChange>
}

/** The history of one declaration (an export or a member) up to the newest release. */
export interface DeclarationHistory extends MemberHistory {
  /** The release that removed it, or null while it is still there. */
  readonly removed: string | null
  /** The removal's note, if it has one. */
  readonly removalNote: InlineMarkdown | null
  /** The declaration as the newest release that has it declares it. */
  readonly signature: ReadonlyArray<string>
}

export interface ExportHistory extends DeclarationHistory {
  readonly package: HistoryPackage
  readonly name: string
  readonly kind: ApiKind
  /** Members declared on this export (not inherited), by name. */
  readonly members: Readonly<Record<string, DeclarationHistory>>
}

/** One entry of a release's section on the "What changed" page. */
export interface ReleaseNoteItem {
  readonly change: ReleaseChange['change']
  readonly package: HistoryPackage
  /** `Export` or `Export.member`. */
  readonly name: string
  /** The API page (and member anchor) to link, or null when no page documents it. */
  readonly path: string | null
  readonly note: InlineMarkdown | null
}

export interface ReleaseNotes {
  readonly version: string
  readonly date: string | null
  readonly notes: ReadonlyArray<InlineMarkdown>
  readonly items: ReadonlyArray<ReleaseNoteItem>
}
