/**
 * A drawn diagram's styles, applied through the CSSOM: its markup carries no inline style (the
 * site's Content-Security-Policy refuses them), and a policy does not restrict the CSSOM.
 */
import { MOVED_STYLE_ATTRIBUTE } from '../../shared/mermaid-renderer'

/** Applies the styles to the diagram in `container`; returns what removes its stylesheet again. */
export function applyDiagramStyles(container: Element, css: string): () => void {
  for (const element of container.querySelectorAll<HTMLElement | SVGElement>(`[${MOVED_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(MOVED_STYLE_ATTRIBUTE) ?? ''
    element.removeAttribute(MOVED_STYLE_ATTRIBUTE)
  }
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
  }
}
