/**
 * What the dialog learns from each answer that DocSearch does not keep for it: how many hits the
 * last answer to a query had, or that its search failed. DocSearch adds each answer's count to the
 * previous one (its "See all" count would grow with every key press) and shows its error screen only
 * for a moment; the dialog's own parts read these instead.
 */
import { useSyncExternalStore } from 'react'

/** The number of hits of the last answer to a query; null when its search failed. */
export type AnswerCount = number | null

export interface DialogAnswers {
  readonly settle: (query: string, count: AnswerCount) => void
  /** The last settled query and its count; undefined before any. */
  readonly last: () => { readonly query: string; readonly count: AnswerCount } | undefined
  readonly subscribe: (listener: () => void) => () => void
}

export function createDialogAnswers(): DialogAnswers {
  let last: ReturnType<DialogAnswers['last']>
  const listeners = new Set<() => void>()
  return {
    settle: (query, count) => {
      last = { query: query.trim(), count }
      for (const listener of listeners) listener()
    },
    last: () => last,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The count of the last answer, when it answered `query`; undefined when it did not (yet). */
export function useAnswerTo(answers: DialogAnswers, query: string): AnswerCount | undefined {
  const last = useSyncExternalStore(answers.subscribe, answers.last, () => undefined)
  return last && last.query === query.trim() ? last.count : undefined
}
