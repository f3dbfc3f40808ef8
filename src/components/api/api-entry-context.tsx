import { createContext, useContext, type ReactNode } from 'react'
import type { ResolvedApiEntry } from '../../types/api'

const ApiEntryContext = createContext<ResolvedApiEntry | null>(null)

/** Gives the API components of a page the entry the build resolved for it. */
export function ApiEntryProvider({
  entry,
  children,
}: {
  readonly entry: ResolvedApiEntry | null
  readonly children: ReactNode
}) {
  return <ApiEntryContext.Provider value={entry}>{children}</ApiEntryContext.Provider>
}

/** The page's API entry; a component used outside an API page fails the build, naming itself. */
export function useApiEntry(component: string): ResolvedApiEntry {
  const entry = useContext(ApiEntryContext)
  if (!entry)
    throw new Error(
      `<${component} /> is used outside <ApiEntryProvider>: it only works on API pages (content/docs/api/** with "api" frontmatter)`,
    )
  return entry
}

/** Fails the build when a section's heading is written but the data has nothing to show under it. */
export function requireData<T>(value: T | undefined, component: string, entry: ResolvedApiEntry, what: string): T {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    throw new Error(`<${component} /> on the ${entry.name} page: its api data has no ${what}`)
  }
  return value
}
