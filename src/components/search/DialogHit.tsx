/**
 * A hit's content (DocSearch's `hitComponent`). DocSearch puts it inside its role="option", which
 * may hold nothing focusable (WCAG 4.1.2; axe's nested-interactive), so it is not a link as
 * DocSearch's own is: the keyboard opens a hit through DocSearch's option (Enter, which calls the
 * navigator), and the pointer through this element, the way a click on a link would.
 */
import type { HitComponentProps } from '@docsearch/react'
import type { MouseEvent } from 'react'
import { openClickedHit } from './hit-navigator'

export function DialogHit({ hit, children }: HitComponentProps) {
  const open = (event: MouseEvent<HTMLDivElement>) => {
    if (!event.defaultPrevented) openClickedHit(hit.url, event)
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the pointer's way to what Enter does on the option
    <div className="DocSearch-Hit-target" onClick={open} onAuxClick={open}>
      {children}
    </div>
  )
}
