/**
 * The script of the diagram renderer page. Mermaid writes inline styles while it lays a diagram
 * out (a <style> element and style attributes), which the site's Content-Security-Policy refuses,
 * so it draws here, in a same-origin frame whose own policy allows them. The drawn diagram leaves
 * without inline styles: its stylesheet as text and each style attribute moved aside, for the page
 * to apply through the CSSOM, which a policy does not restrict.
 */
import mermaid from 'mermaid'
import {
  MERMAID_RENDERER_GLOBAL,
  MOVED_STYLE_ATTRIBUTE,
  type MermaidRenderer,
  type RenderedDiagram,
} from '../shared/mermaid-renderer'

function withoutInlineStyles(svg: string): RenderedDiagram {
  const template = document.createElement('template')
  template.innerHTML = svg
  const styles = [...template.content.querySelectorAll('style')]
  const css = styles.map((style) => style.textContent ?? '').join('\n')
  for (const style of styles) style.remove()
  for (const element of template.content.querySelectorAll('[style]')) {
    element.setAttribute(MOVED_STYLE_ATTRIBUTE, element.getAttribute('style') ?? '')
    element.removeAttribute('style')
  }
  return { ok: true, svg: template.innerHTML, css }
}

const renderer: MermaidRenderer = {
  async render(id, source, theme) {
    try {
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: theme === 'dark' ? 'dark' : 'default' })
      const { svg } = await mermaid.render(id, source)
      return withoutInlineStyles(svg)
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) }
    }
  },
}

Object.assign(window, { [MERMAID_RENDERER_GLOBAL]: renderer })
