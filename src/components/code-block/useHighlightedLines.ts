import { useEffect, useId, useMemo, useState } from 'react'
import type { TypedName } from '../../shared/code-block/code-types'
import { plainLines } from './token-markup'

type Highlighter = typeof import('./highlighter')

/** Props of the element holding one line's token markup, so a hydrating page can find it. */
export const lineTokensProps = { 'data-tokens': '' } as const

let highlighter: Highlighter | null = null

/**
 * The highlighter's chunk; code rendered after it has arrived is highlighted at once. (Not a
 * webpackPrefetch: webpack's prefetch runtime leaves the failure of any chunk unhandled, and
 * Gatsby reloads the page on an unhandled chunk failure.)
 */
export function loadHighlighter(): Promise<Highlighter> {
  return import(/* webpackChunkName: "highlighter" */ './highlighter').then((module) => (highlighter = module))
}

interface KnownLines {
  readonly code: string
  readonly language: string
  readonly lines: ReadonlyArray<string>
}

/**
 * The highlighted lines the page starts with, the compiler's names marked. Server rendering
 * highlights (Prism is bundled only into the server build: the condition is a build-time constant).
 * A hydrating browser reads the server's lines back from the page, after checking that their text
 * is this code.
 */
function initialLines(
  codeId: string,
  code: string,
  language: string,
  names: ReadonlyArray<TypedName>,
): KnownLines | null {
  if (process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html') {
    // A static import would put Prism in the browser's bundle; webpack drops this branch there.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only module, see above
    const server = require('./highlighter') as Highlighter
    return { code, language, lines: server.highlightLines(code, language, names) }
  }
  if (typeof document === 'undefined') return null
  const element = document.querySelector(`[data-code-id="${CSS.escape(codeId)}"]`)
  if (!element) return null
  const rendered = Array.from(element.querySelectorAll('[data-tokens]'))
  const codeLines = code.split('\n')
  const matches =
    rendered.length === codeLines.length &&
    rendered.every((line, index) => line.textContent?.replace(/\n$/, '') === codeLines[index])
  return matches ? { code, language, lines: rendered.map((line) => line.innerHTML) } : null
}

const noNames: ReadonlyArray<TypedName> = []

export interface HighlightedLines {
  /** Goes on the <code> element as `data-code-id`. */
  readonly codeId: string
  /** Each line's token markup (HTML); plain, in the same markup, while the highlighter loads. */
  readonly lines: ReadonlyArray<string>
}

/**
 * Highlighted code without Prism in the page's first load. A server-rendered page keeps the
 * server's markup; code rendered after a client-side navigation shows plain until the highlighter
 * chunk has arrived (once per visit), then in colour.
 */
export function useHighlightedLines(
  code: string,
  language: string,
  names: ReadonlyArray<TypedName> = noNames,
): HighlightedLines {
  const codeId = useId()
  const [known] = useState(() => initialLines(codeId, code, language, names))
  // The highlighter as this component knows it: set when its chunk arrives.
  const [loaded, setLoaded] = useState(highlighter)
  const fromServer = known !== null && known.code === code && known.language === language
  const highlighted = useMemo(
    () => (fromServer ? known.lines : (loaded?.highlightLines(code, language, names) ?? null)),
    [fromServer, known, code, language, names, loaded],
  )
  const waiting = highlighted === null
  const lines = useMemo(() => highlighted ?? plainLines(code), [highlighted, code])

  useEffect(() => {
    if (!waiting) return
    let cancelled = false
    loadHighlighter().then(
      (module) => {
        if (!cancelled) setLoaded(module)
      },
      // Without the highlighter the code stays readable, in plain colours.
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [waiting])

  return { codeId, lines }
}
