import type { ReactNode } from 'react'

export interface TabItemProps {
  /** Identifies the tab within its Tabs and its group. */
  readonly value: string
  /** The tab's text; defaults to `value`. */
  readonly label?: string
  readonly children: ReactNode
}

/**
 * One panel of a Tabs component. Tabs reads its props and renders the panel itself, so a TabItem
 * that renders on its own was placed outside its Tabs: an authoring mistake worth stopping.
 */
export function TabItem({ value }: TabItemProps): never {
  throw new Error(`<TabItem value="${value}"> must be a direct child of <Tabs>.`)
}
