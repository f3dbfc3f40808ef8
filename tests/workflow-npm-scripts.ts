/**
 * The npm scripts that GitHub workflows run, and those package.json lacks: a renamed script must
 * not leave the deploy calling one that is gone. Pure: parsed workflows and scripts in, names out.
 */

/** npm commands that run the script of the same name (`npm test`, `npm start`), by every name npm accepts. */
const lifecycleCommands: Readonly<Record<string, string>> = {
  test: 'test',
  t: 'test',
  tst: 'test',
  start: 'start',
  stop: 'stop',
}
/** `npm run <script>` and its aliases. */
const runCommands = new Set(['run', 'run-script', 'rum', 'urn'])

const isOption = (token: string) => token.startsWith('-')
const isAssignment = (token: string) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(token)

/**
 * The script one shell command runs through npm, if it does: `[ENV=x] npm [options] run [options]
 * <script>` or `npm test`.
 */
function scriptOf(command: string): string | null {
  const tokens = command.trim().split(/\s+/)
  const start = tokens.findIndex((token) => !isAssignment(token))
  if (tokens[start] !== 'npm') return null
  const [name = '', ...rest] = tokens.slice(start + 1).filter((token) => !isOption(token))
  if (runCommands.has(name)) return rest[0] ?? null
  // Anything else (install, ci, view…) is one of npm's own commands, not a script.
  return lifecycleCommands[name] ?? null
}

/** The npm scripts a `run:` step's shell text runs, in order. */
export function npmScriptsRunBy(shell: string): string[] {
  return shell
    .replace(/\\\n/g, ' ')
    .split(/&&|\|\||[\n;|()]/)
    .map(scriptOf)
    .filter((script): script is string => script !== null)
}

export interface Workflow {
  readonly jobs?: Readonly<
    Record<string, { readonly steps?: ReadonlyArray<{ readonly name?: string; readonly run?: string }> }>
  >
}

/** A step that runs an npm script. */
export interface NpmScriptCall {
  readonly job: string
  /** The step's name, else its shell text. */
  readonly step: string
  readonly script: string
}

/** Every npm script the workflow's steps run, in order. */
export function npmScriptCalls(workflow: Workflow): NpmScriptCall[] {
  return Object.entries(workflow.jobs ?? {}).flatMap(([job, { steps = [] }]) =>
    steps.flatMap(({ name, run }) =>
      run === undefined ? [] : npmScriptsRunBy(run).map((script) => ({ job, step: name ?? run.trim(), script })),
    ),
  )
}

/** The npm scripts the workflow runs that `scripts` (package.json's) does not define. */
export function missingNpmScripts(workflow: Workflow, scripts: Readonly<Record<string, string>>): NpmScriptCall[] {
  return npmScriptCalls(workflow).filter(({ script }) => !Object.hasOwn(scripts, script))
}
