import { useEffect, useId, useState } from 'react'
import { useDocumentTheme } from '../colour-mode/useDocumentTheme'
import { LoadFailure } from '../lazy/LoadFailure'
import { reservedHeight } from './diagram-size'
import * as styles from './Mermaid.module.css'

interface MermaidProps {
  readonly source: string
  /** Height to reserve in pixels (meta `height=320`); estimated from the source otherwise. */
  readonly height?: number
}

/**
 * A Mermaid diagram. The mermaid library is imported only when a diagram mounts, so pages
 * without one never load it. The diagram scales into the reserved box, and its source stays in
 * the page for screen readers and for readers without JavaScript.
 */
export function Mermaid({ source, height }: MermaidProps) {
  const theme = useDocumentTheme()
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`
  const [svg, setSvg] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loadFailure, setLoadFailure] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason))
    import(/* webpackChunkName: "mermaid" */ 'mermaid')
      .then(async ({ default: mermaid }) => {
        if (cancelled) return
        setLoadFailure(null)
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: theme === 'dark' ? 'dark' : 'default' })
        try {
          const result = await mermaid.render(`${id}-${theme}-${attempt}`, source)
          if (!cancelled) {
            setSvg(result.svg)
            setError(null)
          }
        } catch (reason) {
          if (!cancelled) setError(messageOf(reason))
        }
      })
      .catch((reason: unknown) => {
        if (!cancelled) setLoadFailure(messageOf(reason))
      })
    return () => {
      cancelled = true
    }
  }, [id, source, theme, attempt])

  return (
    <figure className={styles.mermaid} data-theme={theme} data-rendered={svg !== null}>
      <div className={styles.canvas} style={{ height: reservedHeight(source, height) }}>
        {svg ? (
          <div className={styles.svg} role="img" aria-label="Diagram; its source follows" dangerouslySetInnerHTML={{ __html: svg }} />
        ) : (
          <pre className={styles.fallback}>{source}</pre>
        )}
      </div>
      {loadFailure && <LoadFailure message={loadFailure} onRetry={() => setAttempt((count) => count + 1)} />}
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
