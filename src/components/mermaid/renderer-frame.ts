/**
 * The diagram renderer (src/mermaid-runtime/renderer.ts) in a hidden iframe of the page, loaded
 * when the first diagram mounts and shared by every diagram after it.
 */
import { withPrefix } from 'gatsby'
import { MERMAID_RENDERER_GLOBAL, type MermaidRenderer } from '../../shared/mermaid-renderer'
import * as styles from './Mermaid.module.css'

let pending: Promise<MermaidRenderer> | null = null

export function loadMermaidRenderer(): Promise<MermaidRenderer> {
  pending ??= new Promise<MermaidRenderer>((resolve, reject) => {
    const frame = document.createElement('iframe')
    frame.className = styles.renderer
    frame.title = 'Diagram renderer'
    frame.tabIndex = -1
    frame.setAttribute('aria-hidden', 'true')
    // Module scripts run before the load event: by then the renderer is there, or its code failed to load.
    frame.addEventListener('load', () => {
      const renderer = (frame.contentWindow as (Window & Record<string, MermaidRenderer | undefined>) | null)?.[
        MERMAID_RENDERER_GLOBAL
      ]
      if (renderer) return resolve(renderer)
      frame.remove()
      reject(new Error('The diagram code could not be loaded.'))
    })
    frame.src = withPrefix(`/${__COTTON_BOX_MERMAID__}`)
    document.body.append(frame)
  }).catch((error: unknown) => {
    // A failed load is tried anew (a new frame) on Retry.
    pending = null
    throw error
  })
  return pending
}
