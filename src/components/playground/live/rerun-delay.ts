/** How long typing must pause before the edited code runs. */
export const RERUN_DELAY_MS = 600
