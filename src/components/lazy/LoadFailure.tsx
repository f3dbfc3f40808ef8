import * as styles from './LoadFailure.module.css'

interface LoadFailureProps {
  /** The loader's error text. */
  readonly message: string
  readonly onRetry: () => void
}

/** A part of the page whose code failed to load, with a way to try again. */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
