/** Anything thrown by a reader's code, as a report that names the file and line where it can. */
import type { PlaygroundError } from '../shared/playground-protocol'
import { inspect } from './format-log'
import { RunawayLoopError } from './loop-guard'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The first stack frame in one of the reader's files. Code is evaluated with a sourceURL of its
 * file name, so frames read "App.tsx:12:5" in Chromium ("at f (App.tsx:12:5)") and Firefox ("f@App.tsx:12:5").
 */
export function locateInStack(
  stack: string,
  fileNames: ReadonlyArray<string>,
): Pick<PlaygroundError, 'file' | 'line' | 'column'> {
  if (fileNames.length === 0) return {}
  const frame = new RegExp(`(?:^|[\\s(@/])(${fileNames.map(escapeRegExp).join('|')}):(\\d+):(\\d+)`, 'm').exec(stack)
  if (!frame) return {}
  return { file: frame[1], line: Number(frame[2]), column: Number(frame[3]) }
}

/**
 * `context` names how it escaped ("Unhandled promise rejection"); it becomes the title and the
 * error's own name moves into the message.
 */
export function reportThrown(thrown: unknown, fileNames: ReadonlyArray<string>, context?: string): PlaygroundError {
  if (thrown instanceof Error) {
    const name = thrown.name || 'Error'
    return {
      title: context ?? name,
      message: context ? `${name}: ${thrown.message}` : thrown.message,
      ...(thrown instanceof RunawayLoopError
        ? { file: thrown.file, line: thrown.line }
        : locateInStack(thrown.stack ?? '', fileNames)),
    }
  }
  return {
    title: context ?? 'Uncaught exception',
    message: `A value that is not an Error was thrown: ${inspect(thrown)}`,
  }
}
