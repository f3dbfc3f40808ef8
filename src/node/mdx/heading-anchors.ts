/**
 * The options of gatsby-remark-autolink-headers, which gives the h2–h6 headings of MDX pages their
 * ids and a permalink after the text (gatsby-config.ts, in gatsby-plugin-mdx's gatsbyRemarkPlugins).
 */

/** The class of a heading's permalink (global.css shows it on hover and keyboard focus). */
export const HEADING_ANCHOR_CLASS = 'heading-anchor'

/**
 * Where a URL's #heading lands: the navbar's height and the gap under it, in px, as global.css's
 * `scroll-padding-top` puts it (a unit test holds the two equal).
 */
export const DEEP_LINK_OFFSET_PX = 76

/** The link icon: two chain links, 16 px, hidden from screen readers (the link has a name). */
const LINK_ICON =
  '<svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16"><path d="M6.5 9.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2L7.8 4 9 5.1l1.3-1.2a1.4 1.4 0 0 1 2 2L9.6 8.4a1.4 1.4 0 0 1-2 0zm3-3a3 3 0 0 0-4.2 0L2.7 9.1a3 3 0 0 0 4.2 4.2L8.2 12 7 10.9l-1.3 1.2a1.4 1.4 0 0 1-2-2l2.7-2.5a1.4 1.4 0 0 1 2 0z"/></svg>'

/** The plugin's options (its gatsby-node.js schema). */
export interface HeadingAnchorOptions {
  readonly elements: ReadonlyArray<string>
  readonly isIconAfterHeader: boolean
  readonly className: string
  readonly icon: string
  readonly offsetY: number
  readonly maintainCase: boolean
  readonly removeAccents: boolean
  readonly enableCustomId: boolean
}

export const headingAnchorOptions: HeadingAnchorOptions = {
  elements: ['h2', 'h3', 'h4', 'h5', 'h6'],
  // After the text, so the 24 px target never overlaps the content column's edge.
  isIconAfterHeader: true,
  className: HEADING_ANCHOR_CLASS,
  icon: LINK_ICON,
  // The plugin scrolls to a URL's #heading itself, on load and after hydration, by this offset
  // rather than by CSS: equal to the scroll padding, it lands where the browser already has.
  offsetY: DEEP_LINK_OFFSET_PX,
  // Slugs as the table of contents makes them (mdast-util-toc: github-slugger, lower case,
  // accents kept), so its links meet their headings; a custom {#id} would be unknown to it.
  maintainCase: false,
  removeAccents: false,
  enableCustomId: false,
}
