/**
 * The contract between the diagram renderer page (src/mermaid-runtime/renderer.ts, bundled into
 * public/mermaid/) and the Mermaid component of the site's pages, which loads it in a hidden
 * same-origin iframe and calls it directly.
 */

/** A drawn diagram with no inline style left in its markup. */
export type RenderedDiagram =
  | {
      readonly ok: true
      /** The SVG markup; each element's style attribute moved to MOVED_STYLE_ATTRIBUTE. */
      readonly svg: string
      /** The diagram's stylesheet (its rules are scoped to the SVG's id). */
      readonly css: string
    }
  | { readonly ok: false; readonly message: string }

export interface MermaidRenderer {
  render(id: string, source: string, theme: 'light' | 'dark'): Promise<RenderedDiagram>
}

/** The renderer page's global the component reads. */
export const MERMAID_RENDERER_GLOBAL = '__cottonBoxMermaid'

/** Where a diagram element's inline style waits for the page to apply it through the CSSOM. */
export const MOVED_STYLE_ATTRIBUTE = 'data-mermaid-style'
