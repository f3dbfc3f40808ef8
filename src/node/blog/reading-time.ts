import readingTime from 'reading-time'

/**
 * The words a reader reads in an MDX post: code stays (people read it) but the fence lines, MDX
 * comments, import/export lines and JSX tags around the prose are markup, not words.
 */
export function readableText(body: string): string {
  return body
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .split('\n')
    .filter((line) => !/^\s*(?:```|~~~)/.test(line) && !/^(?:import|export)\s/.test(line))
    .join('\n')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
}

/** Minutes a post takes to read (fractional; see readingTimeLabel for display). */
export function readingMinutes(body: string): number {
  return readingTime(readableText(body)).minutes
}
