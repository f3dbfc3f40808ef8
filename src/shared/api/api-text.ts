/** Fixed sentences of the API pages, shared by the components and the pages' Markdown copies. */
export const apiText = {
  unstableTitle: 'Caution: Unstable API',
  deprecatedTitle: 'Deprecated',
  unstableBody: 'Its parameters, return value and behavior may change in a minor release, and it may be renamed or removed.',
  sinceUnknown: 'Part of the 0.10.0 API documented here. The release that added it is not recorded.',
  /** The code block title of the import line(s). */
  importTitle: (lines: number) => (lines > 1 ? 'Import (from either package)' : 'Import'),
} as const
