/** The admonition kinds and the title each shows when the author gives none; shared with the Markdown copies. */
export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger'

export const defaultAdmonitionTitles: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
}
