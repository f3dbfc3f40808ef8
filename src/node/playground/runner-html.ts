/**
 * The HTML page a playground iframe loads: the preview's base CSS, a root element and the runner
 * script, inline. Inline matters: the iframe has an opaque origin, so a script fetched from the
 * site would count as cross-origin, and the browser would hide its errors ("Script error.", no
 * unhandledrejection events) from the runner.
 */
import { createHash } from 'node:crypto'
import type { PlaygroundLayout } from '../../shared/playground-protocol'
import { framePageHtml } from '../frame-page'

/**
 * The runner page's own policy: its one script (by hash), eval for the reader's compiled code,
 * inline styles for the reader's CSS, and no network at all.
 */
export function runnerCsp(script: string): string {
  const hash = createHash('sha256').update(script).digest('base64')
  return `default-src 'none'; script-src 'sha256-${hash}' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:`
}

export function runnerHtml(layout: PlaygroundLayout, script: string, previewCss: string): string {
  if (/<\/script/i.test(script))
    throw new Error('The playground runner script contains "</script" and cannot be inlined.')
  return framePageHtml({
    csp: runnerCsp(script),
    title: layout === 'web' ? 'Playground preview' : 'Playground runner',
    head: [`<style>${previewCss}</style>`],
    body: [...(layout === 'web' ? ['<div id="root"></div>'] : []), `<script>${script}</script>`],
  })
}
