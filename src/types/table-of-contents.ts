/**
 * gatsby-plugin-mdx's `tableOfContents` of an MDX file: the headings as nested entries, each with
 * its anchor (`#id`) and text. An entry without a heading of its own (a level skipped) has only
 * `items`.
 */
export interface MdxTableOfContents {
  readonly url?: string
  readonly title?: string
  readonly items?: ReadonlyArray<MdxTableOfContents>
}
