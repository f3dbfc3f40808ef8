/**
 * What a code block with typed names carries in the page's first load: three handlers that load
 * the popups' code on the reader's first pointer, focus or touch, and hand it the block. The
 * popups (type-popups.ts) then listen to the block themselves.
 */
import type { FocusEvent, PointerEvent, TouchEvent } from 'react'
import type { TypedName } from '../../shared/code-block/code-types'

type TypePopups = typeof import('./type-popups')

let popups: Promise<TypePopups> | null = null

type BlockEvent = PointerEvent<HTMLElement> | FocusEvent<HTMLElement> | TouchEvent<HTMLElement>

function attach(event: BlockEvent, names: ReadonlyArray<TypedName>): void {
  const block = event.currentTarget
  const first = event.nativeEvent
  popups ??= import(/* webpackChunkName: "type-popups" */ './type-popups')
  popups.then(
    (module) => module.attachTypePopups(block, names, first),
    // The code stays readable without its popups; the next interaction tries again.
    () => (popups = null),
  )
}

/** Props for the block's `<pre>`, given the block's names; none when it has none. */
export function typePopupTriggers(names: ReadonlyArray<TypedName>) {
  if (names.length === 0) return undefined
  const onEvent = (event: BlockEvent) => attach(event, names)
  return { onPointerOver: onEvent, onFocus: onEvent, onTouchStart: onEvent }
}
