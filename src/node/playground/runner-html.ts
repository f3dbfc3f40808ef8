/** The HTML page a playground iframe loads: the preview's base CSS, a root element and one runner script. */
import type { PlaygroundLayout } from '../../shared/playground-protocol'

/**
 * The runner page's own policy: its script, eval for the reader's compiled code, inline styles for
 * the reader's CSS, and no network at all.
 */
export const RUNNER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:"

export function runnerHtml(layout: PlaygroundLayout, scriptFile: string, previewCss: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${RUNNER_CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${layout === 'web' ? 'Playground preview' : 'Playground runner'}</title>`,
    `<style>${previewCss}</style>`,
    '</head>',
    '<body>',
    layout === 'web' ? '<div id="root"></div>' : '',
    `<script src="${scriptFile}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
