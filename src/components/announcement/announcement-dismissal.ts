/**
 * Whether the announcement bar shows, kept in step with storage in this tab and in the others:
 * the data-announcement-dismissed attribute on <html> hides it (set before the first paint by
 * announcementScript, then here).
 */
import { storageKeys } from '../storage/storage-keys'
import { storageSlot } from '../storage/storage-slot'
import { isAnnouncementDismissed } from './announcement'

const storedId = storageSlot(storageKeys.announcementId)
const storedDismissed = storageSlot(storageKeys.announcementDismissed)

const isDismissed = (id: string) => isAnnouncementDismissed(id, storedId.read(), storedDismissed.read())

/** Shows or hides the bar `id` from what storage holds now, and again on every change. */
export function followAnnouncementDismissal(id: string): () => void {
  const root = document.documentElement
  const show = () => {
    if (isDismissed(id)) root.dataset.announcementDismissed = 'true'
    else delete root.dataset.announcementDismissed
  }
  const unsubscribes = [storedId.subscribe(show), storedDismissed.subscribe(show)]
  if (!isDismissed(id)) {
    // A new bar: remember its id and show it, whatever was dismissed before.
    storedId.write(id)
    storedDismissed.write('false')
  }
  show()
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

/** Hides the bar `id` here and in every other tab, and on the reader's next visits. */
export function dismissAnnouncement(id: string): void {
  storedId.write(id)
  storedDismissed.write('true')
}
