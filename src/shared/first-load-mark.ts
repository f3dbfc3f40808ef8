/**
 * The User Timing mark the page sets when its first load is over (loaded, hydrated, then the
 * browser idle). Deferred parts (playgrounds, diagrams) start after it; the performance budget
 * test and `npm run bench` count what the page requested before it as the first load.
 */
export const FIRST_LOAD_DONE_MARK = 'cotton-box:first-load-done'
