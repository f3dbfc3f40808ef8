import { useCallback, useEffect, useState } from 'react'

/** Copies text to the clipboard; `copied` stays true for two seconds, for a "Copied" announcement. */
export function useCopy(text: string): { readonly copied: boolean; readonly copy: () => void } {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), 2000)
    return () => window.clearTimeout(timer)
  }, [copied])

  const copy = useCallback(() => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      (error: unknown) => console.warn('Could not copy the code to the clipboard.', error),
    )
  }, [text])
  return { copied, copy }
}
