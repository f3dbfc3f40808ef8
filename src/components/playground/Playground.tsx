import { useMemo, useRef, type ReactNode } from 'react'
import type { PlaygroundFile, PlaygroundLayout } from '../../shared/playground-protocol'
import { LoadFailure } from '../lazy/LoadFailure'
import { useLazyImport } from '../lazy/useLazyImport'
import { useWantedWhenNear } from '../lazy/useWantedWhenNear'
import { loadHighlighter } from '../code-block/useHighlightedLines'
import { CodeSurface } from './CodeSurface'
import * as styles from './Playground.module.css'
import { OutputBox, PlaygroundFrame, type PlaygroundViewProps } from './PlaygroundFrame'
import { filesFromCodeBlocks } from './playground-files'

export interface PlaygroundProps {
  /** "console" runs a module and shows what it prints; "web" renders its default export. */
  readonly layout: PlaygroundLayout
  /** Web layout: also show the console under the preview. */
  readonly console?: boolean
  /** A fixed height in pixels for the code and the output. */
  readonly height?: number
  /** The files; in MDX, write fenced code blocks with a title inside <Playground> instead. */
  readonly files?: ReadonlyArray<PlaygroundFile>
  readonly children?: ReactNode
}

// The editor, the runner host and their CSS are one chunk, fetched only when a playground is wanted,
// together with the highlighter, so the editor shows highlighted code from its first render.
const loadLivePlayground = () =>
  Promise.all([import(/* webpackChunkName: "playground" */ './live/LivePlayground'), loadHighlighter()]).then(
    ([live]) => live,
  )

/** The build-time view: the first file's code and an empty output, laid out as the live one is. */
function StaticPlayground({ layout, files, showConsole, height }: PlaygroundViewProps) {
  const [first] = files
  return (
    <PlaygroundFrame
      layout={layout}
      height={height}
      tabs={
        <div className={styles.tabs}>
          {files.map((file, index) => (
            <span key={file.name} className={styles.tab} data-active={index === 0 || undefined}>
              {file.name}
            </span>
          ))}
        </div>
      }
      code={<CodeSurface fileName={first.name} code={first.code} />}
      output={
        <>
          {layout === 'web' && <OutputBox label="Preview" />}
          {(layout === 'console' || showConsole) && <OutputBox label="Console" />}
        </>
      }
    />
  )
}

/**
 * An example readers can edit and run. The page carries the highlighted code from the build; the
 * editor and the sandboxed runner load when the playground is near the viewport once the reader has
 * engaged with the page, or when it is focused or hovered.
 */
export function Playground({
  layout,
  console: showConsole = false,
  height,
  files: givenFiles,
  children,
}: PlaygroundProps) {
  const files = useMemo(() => givenFiles ?? filesFromCodeBlocks(children), [givenFiles, children])
  const rootRef = useRef<HTMLDivElement>(null)
  const [wanted, want] = useWantedWhenNear(rootRef)
  const live = useLazyImport(loadLivePlayground, wanted)
  const view: PlaygroundViewProps = { layout, files, showConsole, height }
  const LivePlayground = live.module?.LivePlayground

  return (
    <div
      ref={rootRef}
      className={styles.playground}
      role="region"
      aria-label={`Live example: ${files[0].name}`}
      data-playground={layout}
      data-live={LivePlayground ? '' : undefined}
      onFocus={want}
      onPointerEnter={want}
    >
      {LivePlayground ? (
        <LivePlayground {...view} focusEditor={rootRef.current?.contains(document.activeElement) ?? false} />
      ) : (
        <StaticPlayground {...view} />
      )}
      {live.failure && <LoadFailure message={live.failure} onRetry={live.retry} />}
    </div>
  )
}
