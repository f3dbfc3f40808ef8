/** Figures read from `gatsby build` output. Pure. */

/** Every step the build output times ("success <step> - 12.345s"), in its order. */
const timedSteps = (output: string) =>
  Array.from(output.matchAll(/^success (.+?) - ([\d.]+)s/gm), (match) => ({
    step: match[1],
    seconds: Number(match[2]),
  }))

/** Gatsby's step timings, slowest first. */
export function slowestSteps(output: string, count = 8): Array<{ step: string; seconds: number }> {
  return timedSteps(output)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
}

/** The seconds the build output gives each named step, in the order given; null for a step it does not time. */
export function stepSeconds(
  output: string,
  steps: ReadonlyArray<string>,
): Array<{ step: string; seconds: number | null }> {
  const timed = new Map(timedSteps(output).map(({ step, seconds }) => [step, seconds]))
  return steps.map((step) => ({ step, seconds: timed.get(step) ?? null }))
}

/** How many pages the build rendered to HTML ("Building static HTML for pages - 7s - 86/86"). */
export function pagesBuilt(output: string): number {
  const match = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(output)
  if (!match) throw new Error('The build output does not say how many pages it rendered')
  return Number(match[1])
}
