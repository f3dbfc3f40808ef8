/** Figures read from `gatsby build` output. Pure. */

/** Gatsby's step timings ("success <step> - 12.345s"), slowest first. */
export function slowestSteps(output: string, count = 8): Array<{ step: string; seconds: number }> {
  return Array.from(output.matchAll(/^success (.+?) - ([\d.]+)s/gm), (match) => ({ step: match[1], seconds: Number(match[2]) }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
}

/** How many pages the build rendered to HTML ("Building static HTML for pages - 7s - 86/86"). */
export function pagesBuilt(output: string): number {
  const match = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(output)
  if (!match) throw new Error('The build output does not say how many pages it rendered')
  return Number(match[1])
}
