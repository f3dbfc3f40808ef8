/**
 * What a reader sees and copies must be the code of their own file. Outside the testing guide, the
 * shown code of a sample imports no testing library and renders nothing at module level: the lines
 * that render a component and print what it shows go below a cut marker
 * (src/node/mdx/magic-comments.ts). An entry file (main.tsx, index.tsx, client.tsx, server.tsx,
 * entry….tsx) may create its React root at module level, as a real one does.
 */
import ts from 'typescript'
import { processMagicComments } from '../mdx/magic-comments'
import type { CodeSample } from './extract'

/** Pages about testing, where Testing Library and Vitest belong in what the reader copies. */
const TESTING_PAGES: ReadonlySet<string> = new Set(['content/docs/learn/guides/testing.mdx'])

const testingModule = /^(?:@testing-library\/.+|vitest(?:\/.*)?|@vitest\/.+|jest|@jest\/.+|jsdom|happy-dom)$/

/** Names whose call at module level renders: Testing Library's, React DOM's server and root renders. */
const RENDERING_CALLS: ReadonlySet<string> = new Set([
  'render',
  'renderHook',
  'act',
  'fireEvent',
  'screen',
  'renderToString',
  'renderToStaticMarkup',
  'renderToPipeableStream',
  'renderToReadableStream',
  'prerender',
  'createRoot',
  'hydrateRoot',
])
/** Calls an entry file makes at module level to start the app. */
const ROOT_CALLS: ReadonlySet<string> = new Set(['createRoot', 'hydrateRoot', 'render'])

const entryFile = /(?:^|\/)(?:main|index|client|server|entry[\w.-]*)\.[cm]?[jt]sx?$/

/** The name a call is known by: `render(…)`, `screen.getByText(…)` → screen, `root.render(…)` → render. */
function callName(call: ts.CallExpression): string | null {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) {
    if (ts.isIdentifier(callee.expression) && RENDERING_CALLS.has(callee.expression.text)) return callee.expression.text
    return callee.name.text
  }
  return null
}

/** Rendering calls that run when the module is imported: outside every function and class. */
function moduleLevelRenders(sourceFile: ts.SourceFile): Array<{ name: string; callee: string; line: number }> {
  const found: Array<{ name: string; callee: string; line: number }> = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return
    if (ts.isCallExpression(node)) {
      const name = callName(node)
      // One report per rendering call: createRoot(…).render(…) is one render, not two.
      if (name !== null && RENDERING_CALLS.has(name)) {
        found.push({
          name,
          callee: node.expression.getText(sourceFile),
          line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line,
        })
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  sourceFile.statements.forEach(visit)
  return found
}

const scriptKinds: Readonly<Record<string, ts.ScriptKind>> = {
  ts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  js: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
}

/** One problem per testing import or module-level render in what the sample shows, naming its line. */
export function readerCodeProblems(sample: CodeSample): string[] {
  const kind = scriptKinds[sample.language]
  if (kind === undefined || TESTING_PAGES.has(sample.file)) return []
  const shown = processMagicComments(sample.code)
  const sourceFile = ts.createSourceFile(`sample.${sample.language}`, shown.code, ts.ScriptTarget.Latest, true, kind)
  const where = (line: number) => `${sample.file}:${sample.codeLine + shown.sourceLines[line]}`
  const hint = 'move it below a // ---cut-after--- line, where the checker still runs it'
  const imports = sourceFile.statements.flatMap((statement) =>
    ts.isImportDeclaration(statement) &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    testingModule.test(statement.moduleSpecifier.text)
      ? [
          `${where(sourceFile.getLineAndCharacterOfPosition(statement.getStart(sourceFile)).line)}: the code readers copy imports the testing library ${statement.moduleSpecifier.text}; ${hint}`,
        ]
      : [],
  )
  const isEntry = sample.meta.title !== null && entryFile.test(sample.meta.title)
  const renders = moduleLevelRenders(sourceFile)
    .filter(({ name }) => !(isEntry && ROOT_CALLS.has(name)))
    .map(
      ({ callee, line }) =>
        `${where(line)}: the code readers copy calls ${callee}() at module level, so it renders when imported; ${hint}`,
    )
  return [...imports, ...renders]
}
