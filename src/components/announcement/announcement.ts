/** Announcement bar state in local storage: a dismissed flag and the bar's id. */
import { storageKeys } from '../storage/storage-keys'

/** Whether the bar with `id` stays hidden, given what storage holds. */
export function isAnnouncementDismissed(id: string, storedId: string | null, storedDismissed: string | null): boolean {
  return storedId === id && storedDismissed === 'true'
}

/**
 * Runs before the first paint (see gatsby-ssr.tsx): hides a dismissed bar before it is drawn, so
 * nothing below it jumps. Self-contained, like the colour mode script.
 */
export function announcementScript(id: string): string {
  return `(function () {
  try {
    if (window.localStorage.getItem(${JSON.stringify(storageKeys.announcementId)}) === ${JSON.stringify(id)} &&
        window.localStorage.getItem(${JSON.stringify(storageKeys.announcementDismissed)}) === 'true') {
      document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    }
  } catch (error) {}
})();`
}
