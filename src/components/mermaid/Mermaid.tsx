import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useDocumentTheme } from '../colour-mode/useDocumentTheme'
import { LoadFailure } from '../lazy/LoadFailure'
import { useLazyImport } from '../lazy/useLazyImport'
import { useWantedWhenNear } from '../lazy/useWantedWhenNear'
import { applyDiagramStyles } from './diagram-styles'
import { reservedHeight } from './diagram-size'
import * as styles from './Mermaid.module.css'
import { loadMermaidRenderer } from './renderer-frame'

interface MermaidProps {
  readonly source: string
  /** Height to reserve in pixels (meta `height=320`); estimated from the source otherwise. */
  readonly height?: number
}

/**
 * A Mermaid diagram. The renderer (Mermaid in a hidden frame, see renderer-frame.ts) loads only
 * when a diagram is near the viewport once the reader has engaged with the page (scrolled, moved
 * the pointer, pressed a key), so it is never part of a page's first load. Until then the reserved
 * box shows the diagram's source. The diagram scales into that box, and its source stays in the
 * page for screen readers and for readers without JavaScript.
 */
export function Mermaid({ source, height }: MermaidProps) {
  const theme = useDocumentTheme()
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`
  const [diagram, setDiagram] = useState<{ readonly svg: string; readonly css: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const figureRef = useRef<HTMLElement>(null)
  const [wanted] = useWantedWhenNear(figureRef)
  const mermaid = useLazyImport(loadMermaidRenderer, wanted)
  const renderer = mermaid.module
  const svgRef = useRef<HTMLDivElement>(null)
  const svg = diagram?.svg ?? null

  useEffect(() => {
    if (!renderer) return
    let cancelled = false
    void renderer.render(`${id}-${theme}`, source, theme).then((result) => {
      if (cancelled) return
      if (!result.ok) return setError(result.message)
      setDiagram({ svg: result.svg, css: result.css })
      setError(null)
    })
    return () => {
      cancelled = true
    }
  }, [renderer, id, source, theme])

  useLayoutEffect(() => {
    if (!diagram || !svgRef.current) return
    return applyDiagramStyles(svgRef.current, diagram.css)
  }, [diagram])

  return (
    <figure ref={figureRef} className={styles.mermaid} data-theme={theme} data-rendered={svg !== null}>
      <div className={styles.canvas} style={{ height: reservedHeight(source, height) }}>
        {svg ? (
          <div
            ref={svgRef}
            className={styles.svg}
            role="img"
            aria-label="Diagram; its source follows"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <pre className={styles.fallback}>{source}</pre>
        )}
      </div>
      {mermaid.failure && <LoadFailure message={mermaid.failure} onRetry={mermaid.retry} />}
      {error && (
        <p className={styles.error} role="alert">
          The diagram could not be drawn: {error}
        </p>
      )}
      {svg && (
        <details className={styles.source}>
          <summary>Diagram source</summary>
          <pre>{source}</pre>
        </details>
      )}
    </figure>
  )
}
