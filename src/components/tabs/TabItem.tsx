import type { ReactNode } from 'react'

export interface TabItemProps {
  /** Identifies the tab within its Tabs and its group. */
  readonly value: string
  /** The tab's text; defaults to `value`. */
  readonly label?: string
  readonly children: ReactNode
}

/** One panel of a Tabs component; Tabs renders it. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}
