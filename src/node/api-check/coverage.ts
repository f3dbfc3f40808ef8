/**
 * Which exports have a page: an export is documented by a page that names its package and has
 * it as title or in `imports`. Also the other way round: a page that names a checked package
 * must document something that package exports.
 */
import type { ApiEntry, ApiPackage } from '../../types/api'

export interface ExportName {
  readonly packageName: ApiPackage
  readonly name: string
}

export interface CoveragePage {
  readonly file: string
  readonly title: string
  readonly api: Pick<ApiEntry, 'packages' | 'imports'>
}

/** The names a page documents: those it imports, or its title. */
export function documentedNames(page: CoveragePage): ReadonlyArray<string> {
  return page.api.imports ?? [page.title]
}

function key(item: ExportName): string {
  return `${item.packageName} ${item.name}`
}

export function coverageProblems(
  exported: ReadonlyArray<ExportName>,
  pages: ReadonlyArray<CoveragePage>,
  checkedPackages: ReadonlyArray<ApiPackage>,
): string[] {
  const problems: string[] = []
  const documented = new Set(
    pages.flatMap((page) =>
      page.api.packages.flatMap((packageName) => documentedNames(page).map((name) => key({ packageName, name }))),
    ),
  )
  const exportedKeys = new Set(exported.map(key))
  for (const item of exported) {
    if (documented.has(key(item))) continue
    problems.push(
      `${item.packageName} exports ${item.name}, but no API page documents it (title or api.imports, with "${item.packageName}" in api.packages); add a page`,
    )
  }
  for (const page of pages) {
    for (const packageName of page.api.packages.filter((name) => checkedPackages.includes(name))) {
      for (const name of documentedNames(page)) {
        if (!exportedKeys.has(key({ packageName, name })))
          problems.push(
            `${page.file}: api.packages says ${packageName} exports ${name}, but its declarations have no such export`,
          )
      }
    }
  }
  return problems
}
