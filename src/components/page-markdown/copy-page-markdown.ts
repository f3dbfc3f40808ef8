/** Copying a page's Markdown copy to the clipboard: fetched on click, so no page carries it in its code. */

/** A failure the reader can act on; its message completes "Could not copy the page: …". */
export class CopyPageError extends Error {}

/** The text of the Markdown copy at `url`. */
export async function fetchMarkdown(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  let response: Response
  try {
    response = await fetcher(url)
  } catch {
    throw new CopyPageError('the Markdown copy did not load (check your connection)')
  }
  if (!response.ok) throw new CopyPageError(`the Markdown copy did not load (HTTP ${response.status})`)
  return response.text()
}

/**
 * Puts the text a promise resolves to on the clipboard. A ClipboardItem takes the pending text, so
 * browsers that only allow copying during the click itself (Safari) accept it; the others write it
 * once it has loaded. Nothing is written when the text fails to load.
 */
export async function copyPendingText(text: Promise<string>, clipboard: Clipboard): Promise<void> {
  text.catch(() => undefined) // the caller reads the failure; this only keeps it from being "unhandled"
  try {
    if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
      await clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
      ])
    } else {
      await clipboard.writeText(await text)
    }
  } catch (error) {
    await text // a failed fetch is the better explanation
    if (error instanceof CopyPageError) throw error
    throw new CopyPageError('the browser did not allow access to the clipboard')
  }
}
