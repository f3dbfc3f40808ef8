/**
 * What a code block with typed names carries in the page's first load: three handlers that load
 * the popups' code on the reader's first pointer, focus or touch, and hand it the block. The
 * popups (type-popups.ts) then listen to the block themselves.
 */
import type { FocusEvent, PointerEvent, TouchEvent } from 'react'

type TypePopups = typeof import('./type-popups')

let popups: Promise<TypePopups> | null = null

function attach(event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement> | TouchEvent<HTMLElement>): void {
  const block = event.currentTarget
  const first = event.nativeEvent
  popups ??= import(/* webpackChunkName: "type-popups" */ './type-popups')
  popups.then(
    (module) => module.attachTypePopups(block, first),
    // The code stays readable without its popups; the next interaction tries again.
    () => (popups = null),
  )
}

/** Props for the block's `<pre>`; none when it has no typed names. */
export function typePopupTriggers(hasNames: boolean) {
  return hasNames ? { onPointerOver: attach, onFocus: attach, onTouchStart: attach } : undefined
}
