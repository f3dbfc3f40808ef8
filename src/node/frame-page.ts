/** What a frame page is made of: the document of an iframe, not a Gatsby page. */
interface FramePage {
  /** The page's Content-Security-Policy, delivered in a meta element before anything it governs. */
  readonly csp: string
  readonly title: string
  /** Markup after the title. */
  readonly head?: ReadonlyArray<string>
  readonly body?: ReadonlyArray<string>
}

/** The HTML of a small page the site's pages load in iframes (diagram renderer, playground runners). */
export function framePageHtml({ csp, title, head = [], body = [] }: FramePage): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    ...head,
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
