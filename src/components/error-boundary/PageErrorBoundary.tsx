import { Component, type ErrorInfo, type ReactNode } from 'react'
import * as styles from './PageErrorBoundary.module.css'

/** A thrown value that is not an Error, as text: objects as JSON where they can be. */
function thrownValueText(value: unknown): string {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return String(value)
  try {
    return JSON.stringify(value) ?? Object.prototype.toString.call(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** An error's message followed by the messages of its `cause` chain. */
export function errorMessages(error: unknown): string[] {
  const messages: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current)
    messages.push(current instanceof Error ? current.message : thrownValueText(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return messages
}

interface State {
  readonly error: unknown
  readonly hasError: boolean
}

export const PAGE_ERROR_TITLE = 'Page Error'

interface Props {
  readonly children: ReactNode
  /** The page being shown: going to another page (back or forward) clears a crash. */
  readonly pathname: string
}

/** Catches a rendering error anywhere in the page and offers to try again. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, hasError: false }
  private titleBefore = ''

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.titleBefore = document.title
    document.title = PAGE_ERROR_TITLE
    console.error('The page crashed:', error, info.componentStack)
  }

  componentDidUpdate(previousProps: Props, previousState: State): void {
    // Only a crash that was already on screen is cleared: one thrown by the arriving page itself is
    // that page's crash, and clearing it would only render the page and crash again.
    if (previousState.hasError && this.state.hasError && previousProps.pathname !== this.props.pathname) {
      this.setState({ error: null, hasError: false })
    }
  }

  private readonly tryAgain = () => {
    document.title = this.titleBefore
    this.setState({ error: null, hasError: false })
  }

  render(): ReactNode {
    if (!this.state.hasError) return this.props.children
    const [message, ...causes] = errorMessages(this.state.error)
    return (
      <main className={styles.crash} role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className={styles.retry} onClick={this.tryAgain}>
          Try again
        </button>
        <p className={styles.message}>{message}</p>
        {causes.length > 0 && (
          <ul className={styles.causes}>
            {causes.map((cause, index) => (
              <li key={index}>Cause: {cause}</li>
            ))}
          </ul>
        )}
      </main>
    )
  }
}
