import { useCallback, useEffect, useState } from 'react'

/** Copies text to the clipboard; `copied` stays true for two seconds, for a "Copied" announcement. */
export function useCopy(text: string): { readonly copied: boolean; readonly copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), 2000)
    return () => window.clearTimeout(timer)
  }, [copied])

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch (error) {
      console.warn('Could not copy the code to the clipboard.', error)
    }
  }, [text])
  return { copied, copy }
}
