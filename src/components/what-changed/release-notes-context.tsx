import { createContext, useContext, type ReactNode } from 'react'
import type { ReleaseNotes } from '../../types/api-history'

const ReleaseNotesContext = createContext<ReadonlyArray<ReleaseNotes> | null>(null)

/** Gives <WhatChanged /> the release notes the build made for the page (src/node/markdown-pages.ts). */
export function ReleaseNotesProvider({
  notes,
  children,
}: {
  readonly notes: ReadonlyArray<ReleaseNotes> | null
  readonly children: ReactNode
}) {
  return <ReleaseNotesContext.Provider value={notes}>{children}</ReleaseNotesContext.Provider>
}

/** The page's release notes; without them <WhatChanged /> is misplaced, and the build fails naming it. */
export function useReleaseNotes(): ReadonlyArray<ReleaseNotes> {
  const notes = useContext(ReleaseNotesContext)
  if (!notes)
    throw new Error(
      '<WhatChanged /> only works on the Markdown pages of content/pages, which the build gives the release notes',
    )
  return notes
}
