/** What a Markdown table is called when no heading comes before it (src/node/mdx/rehype-table-labels.ts). */
export const UNTITLED_TABLE_LABEL = 'Table'
