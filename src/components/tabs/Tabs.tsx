import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import { storageKeys } from '../storage/storage-keys'
import { useStorageSlot } from '../storage/use-storage-slot'
import type { TabItemProps } from './TabItem'
import * as styles from './Tabs.module.css'

interface TabsProps {
  /** Tabs with the same groupId switch together and remember the choice. */
  readonly groupId?: string
  /** Value of the tab shown first; defaults to the first tab. */
  readonly defaultValue?: string
  /**
   * Mirror the choice in the URL: `true` uses the groupId as the query parameter, a string names
   * the parameter. A value in the URL wins over the remembered one.
   */
  readonly queryString?: boolean | string
  readonly children: ReactNode
}

function tabItems(children: ReactNode): ReadonlyArray<TabItemProps> {
  return Children.toArray(children)
    .filter(
      (child): child is ReactElement<TabItemProps> =>
        isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
    )
    .map((child) => child.props)
}

function queryKey(queryString: TabsProps['queryString'], groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString
  return queryString ? (groupId ?? null) : null
}

/** Accessible tabs (WAI-ARIA tabs pattern) whose choice can sync across the page and reloads. */
export function Tabs({ groupId, defaultValue, queryString = false, children }: TabsProps) {
  const items = tabItems(children)
  const values = items.map((item) => item.value)
  const fallback = defaultValue !== undefined && values.includes(defaultValue) ? defaultValue : values[0]
  const [localChoice, setLocalChoice] = useState<string | undefined>(undefined)
  const [urlChoice, setUrlChoice] = useState<string | undefined>(undefined)
  const [groupChoice, chooseForGroup] = useStorageSlot(groupId === undefined ? null : storageKeys.tabGroup(groupId))
  const baseId = useId()
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const key = queryKey(queryString, groupId)

  useEffect(() => {
    if (!key) return
    const fromUrl = new URLSearchParams(window.location.search).get(key)
    setUrlChoice(fromUrl ?? undefined)
  }, [key])

  // A value in the URL wins until the reader chooses; then the group's choice (made in any Tabs of
  // the group, on any page, in any tab); then this Tabs' own last choice, for when the group's is
  // not among its tabs.
  const candidates = [urlChoice, groupChoice, localChoice]
  const selected = candidates.find((value) => value != null && values.includes(value)) ?? fallback

  const select = (value: string) => {
    const tab = tabRefs.current.get(value)
    const before = tab?.getBoundingClientRect().top
    // Render every synced group now, then scroll so the tab the reader used stays where it was,
    // even when groups above it changed height.
    flushSync(() => {
      setLocalChoice(value)
      setUrlChoice(undefined)
      chooseForGroup(value)
    })
    if (tab && before !== undefined) {
      const shift = tab.getBoundingClientRect().top - before
      if (shift !== 0) window.scrollBy({ top: shift, behavior: 'instant' })
    }
    if (key) {
      const url = new URL(window.location.href)
      url.searchParams.set(key, value)
      window.history.replaceState(window.history.state, '', url)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: values.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const value = values[(target + values.length) % values.length]
    select(value)
    tabRefs.current.get(value)?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.tablist} aria-orientation="horizontal">
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(element) => {
              if (element) tabRefs.current.set(item.value, element)
              else tabRefs.current.delete(item.value)
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.value}`}
            aria-selected={item.value === selected}
            aria-controls={`${baseId}-panel-${item.value}`}
            tabIndex={item.value === selected ? 0 : -1}
            className={item.value === selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => select(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label ?? item.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${item.value}`}
          aria-labelledby={`${baseId}-tab-${item.value}`}
          hidden={item.value !== selected}
          className={styles.panel}
        >
          {item.children}
        </div>
      ))}
    </div>
  )
}
