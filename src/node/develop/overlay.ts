/**
 * Gatsby's error overlay during `gatsby develop`: errors sent through its websocket show over the
 * page in every open tab (and in tabs opened later) until they are cleared. Gatsby 5 has no public
 * API for it; its own query compiler reports through this module.
 */
import { expectUpstream } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'

interface WebsocketManager {
  /** Structured errors, as Gatsby's reporter makes them, show as the entry `id`; null clears it. */
  emitError(id: string, errors: ReadonlyArray<OverlayError> | null): void
}

/** The fields of a structured error that the overlay shows: a title, the text, a tag. */
interface OverlayError {
  readonly level: 'ERROR'
  readonly code: string
  readonly text: string
  readonly context: { readonly sourceMessage: string }
}

/** The commands whose name Gatsby's CLI (gatsby-cli 5.16) puts in the variable below when it runs a site's code. */
const GATSBY_COMMANDS = ['develop', 'build', 'serve', 'repl']

export function isDevelop(): boolean {
  return process.env.gatsby_executing_command === 'develop'
}

/**
 * Stops when Gatsby no longer names its command where isDevelop() reads it: `develop` would then
 * run as a build does (no overlay, no link check of the sources, no pages while content has problems).
 */
export function expectGatsbyCommand(command = process.env.gatsby_executing_command): void {
  expectUpstream(
    OVERRIDES.developOverlay,
    command !== undefined && GATSBY_COMMANDS.includes(command),
    `Gatsby's CLI to name the command it runs (${GATSBY_COMMANDS.join(', ')}) in process.env.gatsby_executing_command`,
  )
}

/** Gatsby's websocket manager, which feeds the overlay; stops when Gatsby no longer has it there. */
export function developWebsocketManager(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internal module has no types and no ESM entry
  load = () => require('gatsby/dist/utils/websocket-manager') as { websocketManager?: Partial<WebsocketManager> },
): WebsocketManager {
  const { websocketManager } = load()
  expectUpstream(
    OVERRIDES.developOverlay,
    typeof websocketManager?.emitError === 'function',
    'gatsby/dist/utils/websocket-manager to export websocketManager.emitError',
  )
  return websocketManager as WebsocketManager
}

/** Shows `message` as the overlay entry `id` (tagged `code`), or clears the entry (null). */
export function showInDevelopOverlay(id: string, code: string, message: string | null): void {
  // Built here: the reporter that Gatsby hands to gatsby-node does not return the errors it logs.
  developWebsocketManager().emitError(
    id,
    message === null ? null : [{ level: 'ERROR', code, text: message, context: { sourceMessage: message } }],
  )
}
