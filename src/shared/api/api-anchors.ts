/**
 * The id of an API member's heading (e.g. `set` on /docs/api/core/StateManager): rendered by the
 * API components and expected by the content lint when a page links to `#set`.
 */
export function memberAnchor(name: string): string {
  return name
}

/** The id of the "Removed members" heading in an API page's History section. */
export const REMOVED_MEMBERS_ID = 'removed-members'
