/** The policy as the first thing the browser reads in a page's <head>. Pure: HTML in, HTML out. */

const policyMeta = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/gi
const charsetMeta = /<meta\s+charset="?[\w-]+"?\s*\/?>/i
const headStart = /<head(?:\s[^>]*)?>/i

/** Where the page's policy element is: [start, end), or null for a page without one. */
export function policyMetaAt(html: string): readonly [number, number] | null {
  const match = new RegExp(policyMeta.source, 'i').exec(html)
  return match ? [match.index, match.index + match[0].length] : null
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * The page with its policy in a `<meta http-equiv>` right after the charset declaration (which
 * must stay within the first 1024 bytes), so it precedes every script, style and link; a policy
 * from an earlier run is replaced.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const page = html.replace(policyMeta, '')
  const anchor = charsetMeta.exec(page) ?? headStart.exec(page)
  if (!anchor) throw new Error('the page has no <head>')
  const at = anchor.index + anchor[0].length
  const result = `${page.slice(0, at)}${meta}${page.slice(at)}`
  const firstCode = result.slice(0, at).search(/<(?:script|style|link)\b/i)
  if (firstCode !== -1) throw new Error('a script, style or link comes before the policy')
  return result
}
