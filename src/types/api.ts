/**
 * API reference data. Authors write an `ApiEntry` in the `api` frontmatter of a page under
 * content/docs/api; the build validates it (src/node/api-data.ts), resolves inheritance and
 * cross-references (src/node/api-reference.ts) and hands the page a `ResolvedApiEntry`.
 * Shared by Node and browser code, so it holds types only.
 */
import type { ApiPageHistory, MemberHistory } from '../shared/api/history-view'

export type {
  ApiPageHistory,
  DeclarationChange,
  Deprecation,
  MemberHistory,
  RemovedMemberHistory,
} from '../shared/api/history-view'

export const API_KINDS = ['class', 'interface', 'type', 'enum', 'function', 'constant'] as const
export type ApiKind = (typeof API_KINDS)[number]

/** Where an import line imports from. */
export const API_PACKAGES = ['cotton-box', 'cotton-box-react', '@glyph-cat/equality'] as const
export type ApiPackage = (typeof API_PACKAGES)[number]

/**
 * Text fields hold inline Markdown of a small, fixed kind: `code`, [links](/docs/...) and
 * **strong** (see src/shared/api/inline-markdown.ts).
 */
export type InlineMarkdown = string

export interface ApiParameter {
  readonly name: string
  /** A TypeScript type; names of other API entries in it become links. */
  readonly type: string
  /** The default as code, e.g. `true`; absent for a required parameter. */
  readonly default?: string
  readonly optional?: boolean
  readonly description: InlineMarkdown
}

export interface ApiReturns {
  readonly type: string
  readonly description: InlineMarkdown
}

/** One call signature: the whole declaration as code, plus what it says in words. */
export interface ApiOverload {
  readonly signature: string
  readonly description?: InlineMarkdown
}

export const API_MEMBER_KINDS = ['property', 'method', 'function', 'enum member'] as const
export type ApiMemberKind = (typeof API_MEMBER_KINDS)[number]

export interface ApiMember {
  readonly name: string
  readonly kind: ApiMemberKind
  /** One declaration per overload, e.g. `set(newState: State): void`. */
  readonly signatures: ReadonlyArray<string>
  readonly description: InlineMarkdown
  /** Default value of an optional property (interfaces and options objects). */
  readonly default?: string
  readonly deprecated?: InlineMarkdown
}

/**
 * A type name the page writes for brevity although neither package declares it, e.g. a long
 * union written once as `AnyStateManager<State>`. The declaration check accepts the name only when
 * it is listed here, and the page's text must then say what it stands for.
 */
export interface ApiShorthand {
  readonly name: string
  /** What the name stands for, e.g. the union written out. */
  readonly meaning: InlineMarkdown
}

export interface ApiEntry {
  readonly kind: ApiKind
  /** Packages that export it: the import line shows one line per package. */
  readonly packages: ReadonlyArray<ApiPackage>
  /** Names the import line imports; the page title when absent. */
  readonly imports?: ReadonlyArray<string>
  /** Named before the import line when the entry is not what its page title suggests. */
  readonly importNote?: InlineMarkdown
  /** The declaration, e.g. `class StateManager<State> extends SimpleStateManager<State>`. */
  readonly signature: string
  /** The API entry (page title) this one extends; inherited members are resolved from it. */
  readonly extends?: string
  /** Type names the signatures use that are not exported types (see ApiShorthand). */
  readonly shorthands?: ReadonlyArray<ApiShorthand>
  /** Constructor or function parameters. */
  readonly parameters?: ReadonlyArray<ApiParameter>
  readonly returns?: ApiReturns
  readonly overloads?: ReadonlyArray<ApiOverload>
  /** Own members; overriding an inherited member means listing it here. */
  readonly members?: ReadonlyArray<ApiMember>
  /** Shown as a "Caution: Unstable API" warning. */
  readonly unstable?: boolean
  /**
   * Set when the export is marked `@deprecated`: since when, and what to use instead. Shown at
   * the top of the page and as a badge in the sidebar.
   */
  readonly deprecated?: InlineMarkdown
  /** Titles of other API pages, or routes (/docs/...) of learn pages. */
  readonly related: ReadonlyArray<string>
}

/** A member with where it comes from: the page's own, or inherited from the entry that declares it. */
export interface ApiMemberWithOrigin extends ApiMember {
  readonly inheritedFrom: ApiLink | null
}

/** A member as a page shows it. */
export interface ResolvedApiMember extends ApiMemberWithOrigin {
  /** From the release files; null for a member of a package they do not record. */
  readonly history: MemberHistory | null
}

export interface ApiLink {
  readonly title: string
  /** Route without the path prefix, e.g. /docs/api/core/StateManager. */
  readonly path: string
  readonly description?: string
}

/** What an API page renders: its entry with members, parents and links resolved at build time. */
export interface ResolvedApiEntry extends Omit<ApiEntry, 'members' | 'related' | 'extends'> {
  readonly name: string
  readonly extends: ApiLink | { readonly title: string; readonly path: null } | null
  readonly members: ReadonlyArray<ResolvedApiMember>
  readonly related: ReadonlyArray<ApiLink>
  /** Every API page by title, for linking type names inside signatures and tables. */
  readonly typeLinks: Readonly<Record<string, string>>
  /** When the export appeared and how it changed, from the release files (content/releases). */
  readonly history: ApiPageHistory
}
