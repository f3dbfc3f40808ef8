import { useEffect, useId, useRef, useState } from 'react'
import { useDocumentTheme } from '../colour-mode/useDocumentTheme'
import { LoadFailure } from '../lazy/LoadFailure'
import { useLazyImport } from '../lazy/useLazyImport'
import { useWantedWhenNear } from '../lazy/useWantedWhenNear'
import { reservedHeight } from './diagram-size'
import * as styles from './Mermaid.module.css'

const loadMermaid = () => import(/* webpackChunkName: "mermaid" */ 'mermaid')

interface MermaidProps {
  readonly source: string
  /** Height to reserve in pixels (meta `height=320`); estimated from the source otherwise. */
  readonly height?: number
}

/**
 * A Mermaid diagram. The mermaid library is imported only when a diagram comes near the viewport
 * after the page's first load, so pages without one never load it and pages with one load it
 * after their own code. The diagram scales into the reserved box, and its source stays in the
 * page for screen readers and for readers without JavaScript.
 */
export function Mermaid({ source, height }: MermaidProps) {
  const theme = useDocumentTheme()
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`
  const [svg, setSvg] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const figureRef = useRef<HTMLElement>(null)
  const [wanted] = useWantedWhenNear(figureRef)
  const mermaid = useLazyImport(loadMermaid, wanted)
  const library = mermaid.module?.default

  useEffect(() => {
    if (!library) return
    let cancelled = false
    library.initialize({ startOnLoad: false, securityLevel: 'strict', theme: theme === 'dark' ? 'dark' : 'default' })
    library
      .render(`${id}-${theme}`, source)
      .then((result) => {
        if (cancelled) return
        setSvg(result.svg)
        setError(null)
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason))
      })
    return () => {
      cancelled = true
    }
  }, [library, id, source, theme])

  return (
    <figure ref={figureRef} className={styles.mermaid} data-theme={theme} data-rendered={svg !== null}>
      <div className={styles.canvas} style={{ height: reservedHeight(source, height) }}>
        {svg ? (
          <div className={styles.svg} role="img" aria-label="Diagram; its source follows" dangerouslySetInnerHTML={{ __html: svg }} />
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
