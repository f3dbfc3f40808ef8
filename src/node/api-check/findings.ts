/**
 * A difference between an API page and the installed declarations. `subject` says where (e.g.
 * `signature`, `member trySet`), and `documented`/`declared` hold both sides in canonical form,
 * so that a known version difference can be matched exactly (see version-differences.ts).
 */
export interface Finding {
  /** The page file that has to change, e.g. content/docs/api/core/StateManager.mdx. */
  readonly file: string
  /** The page title, which is the export name. */
  readonly entry: string
  readonly subject: string
  readonly documented: ReadonlyArray<string>
  readonly declared: ReadonlyArray<string>
  /** What is wrong, in words. */
  readonly message: string
}

function shown(texts: ReadonlyArray<string>): string {
  return texts.length === 0 ? '(nothing)' : texts.map((text) => `\`${text}\``).join(', ')
}

/** The failure line for one finding: file, entry, subject, what differs and both sides. */
export function describeFinding(finding: Finding): string {
  // Both sides are shown normalised (parameters named p0, p1, …), as they were compared.
  return `${finding.file}: ${finding.entry} ${finding.subject}: ${finding.message}\n    page:         ${shown(finding.documented)}\n    declarations: ${shown(finding.declared)}`
}

/** Sorted and de-duplicated, for comparing overloads and members as sets. */
export function asSet(texts: ReadonlyArray<string>): string[] {
  return [...new Set(texts)].sort()
}

export function sameSet(left: ReadonlyArray<string>, right: ReadonlyArray<string>): boolean {
  const a = asSet(left)
  const b = asSet(right)
  return a.length === b.length && a.every((text, index) => text === b[index])
}
