/**
 * First loads that do not grow with the site. Out of the box, every page loads two tables that
 * list every page of the site: webpack's runtime maps each chunk id to its file (one MDX page is
 * one chunk), and Gatsby's async-requires maps each page component to the chunks and module that
 * make it. At 1,000 pages they were about 12 KiB gzip of every first load (docs/performance.md,
 * "How first loads stay the same size as the site grows"). Here:
 *
 * - the runtime knows no chunk file at first. Each page names the files of its own component's
 *   chunks in a JSON block in its head (filled in after rendering by page-chunks-block.ts); every
 *   other chunk's file comes from `chunk-files.json`, fetched the first time a chunk outside that
 *   list is needed (a navigation, a lazy component) and asked for with the build's compilation hash,
 *   so a new deployment is never answered with an old list;
 * - Gatsby's async-requires moves into a chunk of its own, loaded the first time the reader goes
 *   to a page of another component (src/components/page-chunks/async-requires.ts); the current
 *   page's component is loaded from the JSON block, which names its module too.
 *
 * Gatsby's loader is unchanged: a chunk (or the list) that fails to load rejects with a
 * ChunkLoadError, as webpack's own loading does, so the reload and the Retry box still work.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import webpack, { type Chunk, type Compilation, type Compiler } from 'webpack'
import { CHUNK_FILES_FILE, PAGE_CHUNKS_ELEMENT_ID, type ComponentChunks } from '../../shared/page-chunks'
import { expectUpstream, upstreamChanged } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'

/** Where the JavaScript build leaves each page component's chunks, for each page's block (page-chunks-block.ts). */
export const componentTableFile = path.resolve('.cache/page-component-chunks.json')

const PLUGIN = 'PageChunks'

/** The runtime's chunk file lookup: the files the page names, then those of chunk-files.json. */
const chunkFilenameSource = webpack.Template.asString([
  'var files = {};',
  `var own = typeof document != "undefined" && document.getElementById(${JSON.stringify(PAGE_CHUNKS_ELEMENT_ID)});`,
  `if (own) { try { Object.assign(files, JSON.parse(own.textContent).chunks); } catch (e) {} }`,
  `${webpack.RuntimeGlobals.getChunkScriptFilename} = function(chunkId) { return files[chunkId]; };`,
  `${webpack.RuntimeGlobals.getChunkScriptFilename}.files = files;`,
])

/** Wraps chunk loading: a chunk the page does not name waits for chunk-files.json first. */
class ChunkFilesOnDemand extends webpack.RuntimeModule {
  constructor() {
    super('chunk files on demand', webpack.RuntimeModule.STAGE_TRIGGER)
  }

  override generate(): string {
    const { ensureChunk, getChunkScriptFilename, onChunksLoaded, publicPath } = webpack.RuntimeGlobals
    return webpack.Template.asString([
      `var ensure = ${ensureChunk}, files = ${getChunkScriptFilename}.files, listed;`,
      'function loadList() {',
      webpack.Template.indent([
        `return listed || (listed = fetch(${publicPath} + ${JSON.stringify(CHUNK_FILES_FILE)} + "?" + (self.___webpackCompilationHash || ""))`,
        '  .then(function(response) { if (!response.ok) throw new Error("HTTP " + response.status); return response.json(); })',
        '  .then(function(list) { Object.assign(files, list); }, function(error) {',
        '    listed = undefined;',
        `    var failure = new Error("Loading the chunk list failed.\\n(" + error.message + ")");`,
        '    failure.name = "ChunkLoadError"; failure.type = "error";',
        '    throw failure;',
        '  }));',
      ]),
      '}',
      `${ensureChunk} = function(chunkId) {`,
      webpack.Template.indent([
        `var loaded = ${onChunksLoaded} && ${onChunksLoaded}.j && ${onChunksLoaded}.j(chunkId);`,
        'if (loaded || files[chunkId] !== undefined) return ensure(chunkId);',
        'return loadList().then(function() { return ensure(chunkId); });',
      ]),
      '};',
    ])
  }
}

/**
 * The chunk list's URL carries Gatsby's compilation hash (ChunkFilesOnDemand), which its scripts
 * slice sets on every page; stops the build when the slice no longer sets it.
 */
export function expectCompilationHash(slice: string): void {
  expectUpstream(
    OVERRIDES.compilationHash,
    /window\.___webpackCompilationHash\s*=\s*"[^"]+"/.test(slice),
    "Gatsby's scripts slice to set window.___webpackCompilationHash",
  )
}

/** The script file of a chunk. */
const scriptOf = (chunk: Chunk) => [...chunk.files].find((file) => file.endsWith('.js'))

const letters = (text: string) => text.toLowerCase().replace(/[^a-z\d]/g, '')

/**
 * Whether Gatsby's name of a component's chunk group (the component's path, kebab-cased, after
 * `component---`) names the file `file`. Pure.
 */
export function namesComponent(groupName: string, file: string | null): boolean {
  return file !== null && letters(groupName).includes(letters(path.basename(file)))
}

/** Every on-demand chunk's file, and each page component's chunks and module. */
function chunkTables(compilation: Compilation): {
  files: Record<string, string>
  components: Record<string, ComponentChunks>
} {
  const files: Record<string, string> = {}
  for (const chunk of compilation.chunks) {
    const file = scriptOf(chunk)
    if (!chunk.canBeInitial() && chunk.id !== null && file) files[chunk.id] = file
  }
  const components: Record<string, ComponentChunks> = {}
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('component---')) continue
    const dependency = group.getBlocks()[0]?.dependencies[0]
    const module = dependency ? compilation.moduleGraph.getModule(dependency) : null
    expectUpstream(
      OVERRIDES.componentChunkGroups,
      module !== null && namesComponent(name, module.nameForCondition()),
      `the chunk group ${name} to start with its page component's module`,
    )
    const chunks = group.chunks.filter((chunk) => chunk.id !== null && files[chunk.id] !== undefined)
    components[name] = {
      module: compilation.chunkGraph.getModuleId(module),
      chunks: Object.fromEntries(chunks.map((chunk) => [chunk.id!, files[chunk.id!]])),
    }
  }
  return { files, components }
}

/** What the plugin relies on in webpack and Gatsby; a test plants other values to see it stop. */
interface PageChunksUpstream {
  /** The name of webpack's runtime module that maps chunk ids to files. */
  readonly lookupModule: string
  /** The module that takes the place of Gatsby's async-requires (see loadPageChunksOnDemand). */
  readonly asyncRequires: string
  /** Where the component table goes. */
  readonly componentTable: string
}

const upstream: PageChunksUpstream = {
  lookupModule: 'get javascript chunk filename',
  asyncRequires: path.resolve('src/components/page-chunks/async-requires.ts'),
  componentTable: componentTableFile,
}

/**
 * The build stops, naming the override, when webpack's lookup module never showed up in a build
 * with on-demand chunks, or Gatsby's async-requires was not replaced (renamed upstream).
 */
function upstreamProblems(compilation: Compilation, on: PageChunksUpstream, lookupReplaced: boolean): Error[] {
  const onDemand = [...compilation.chunks].some((chunk) => !chunk.canBeInitial())
  const replaced = [...compilation.modules].some(
    (module) => 'resource' in module && module.resource === on.asyncRequires,
  )
  return [
    ...(onDemand && !lookupReplaced
      ? [upstreamChanged(OVERRIDES.chunkFileLookup, `webpack's runtime to have a module named "${on.lookupModule}"`)]
      : []),
    ...(replaced
      ? []
      : [upstreamChanged(OVERRIDES.asyncRequires, "the browser build to import Gatsby's $virtual/async-requires")]),
  ]
}

export class PageChunksPlugin {
  constructor(private readonly on: PageChunksUpstream = upstream) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let lookupReplaced = false
      compilation.hooks.runtimeModule.tap(PLUGIN, (module) => {
        if (module.name !== this.on.lookupModule) return
        module.generate = () => chunkFilenameSource
        lookupReplaced = true
      })
      compilation.hooks.runtimeRequirementInTree
        .for(webpack.RuntimeGlobals.ensureChunkHandlers)
        .tap(PLUGIN, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkFilesOnDemand())
        })
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const problems = upstreamProblems(compilation, this.on, lookupReplaced)
          // As compilation errors, webpack reports them all and stops the build.
          for (const problem of problems) compilation.errors.push(new webpack.WebpackError(problem.message))
          if (problems.length > 0) return
          const { files, components } = chunkTables(compilation)
          compilation.emitAsset(CHUNK_FILES_FILE, new webpack.sources.RawSource(JSON.stringify(files)))
          mkdirSync(path.dirname(this.on.componentTable), { recursive: true })
          writeFileSync(this.on.componentTable, JSON.stringify(components))
        },
      )
    })
  }
}

/**
 * Browser build: the plugin, and Gatsby's async-requires replaced by the module that loads it on
 * demand (which imports the original with `?table`).
 */
export function loadPageChunksOnDemand({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return
  actions.setWebpackConfig({
    plugins: [
      new PageChunksPlugin(),
      new webpack.NormalModuleReplacementPlugin(/^\$virtual\/async-requires$/, upstream.asyncRequires),
    ],
  })
}
