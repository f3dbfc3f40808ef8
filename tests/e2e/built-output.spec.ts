import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { siteConfig } from '../../src/config/site'
import { parse } from 'node-html-parser'
import { loadApiDocs } from '../../src/node/api-check/pages'
import { memberOf } from '../../src/node/api-history/fold-releases'
import { pageExports, pageHistory } from '../../src/node/api-history/page-history'
import { memberAnchor } from '../../src/shared/api/api-anchors'
import { siteHistory } from '../../src/node/api-history/site-history'
import { builtHtmlFiles, htmlFileOf, publicDir } from '../../src/node/built-pages'
import { unsafeExternalLinks } from '../../src/node/links/external-links'
import { builtLinkReport } from '../../src/node/links/built-site-links'
import { SEARCH_ENV } from '../../src/node/search/resolve-settings'
import { findLeaks, secretsOf } from '../../src/node/secret-scan'
import { COMPILE_HINT } from '../../src/node/webpack/compile-hints'

// Checks of the build output itself (public/), no browser needed.

/** The class names of each element that has a class attribute. */
function classesPerElement(html: string): string[][] {
  return Array.from(html.matchAll(/\sclass="([^"]*)"/g), ([, classes]) => classes.split(/\s+/))
}

/** The CSS modules named by each class attribute ("Tabs-module--tab--a1b2c" is Tabs'). */
function cssModulesPerElement(html: string): string[][] {
  return classesPerElement(html).map((names) => [
    ...new Set(names.flatMap((name) => /^([A-Za-z]+)-module--/.exec(name)?.[1] ?? [])),
  ])
}

/** A CSS module's class as css-loader names it: module, class, hash ("Tabs-module--tab--a1b2c"). */
const cssModuleClass = /[A-Za-z]+-module--[A-Za-z0-9_-]+--[0-9a-f]{5}/g
const isCssModuleClass = (name: string) => new RegExp(`^${cssModuleClass.source}$`).test(name)

function allFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    return entry.isDirectory() ? allFiles(file) : entry.isFile() ? [file] : []
  })
}

test.describe('build output', () => {
  test("the search dialog's script asks to be compiled as it loads, and no other script does", () => {
    const scripts = readdirSync(publicDir).filter((file) => file.endsWith('.js'))
    const hinted = scripts.filter((file) => readFileSync(path.join(publicDir, file), 'utf8').startsWith(COMPILE_HINT))
    expect(hinted).toHaveLength(1)
    expect(hinted[0]).toMatch(/^search-dialog-[0-9a-f]+\.js$/)
    expect(
      scripts.filter((file) => readFileSync(path.join(publicDir, file), 'utf8').includes('allFunctionsCalledOnLoad')),
    ).toEqual(hinted)
  })

  test('holds no value of an admin-key-like environment variable, and the scan finds one planted', () => {
    // `npm test` builds, and runs these tests, with a canary admin key that is new each run.
    const secrets = secretsOf(process.env)
    const canary = secrets.find(({ name }) => name === SEARCH_ENV.adminApiKey)
    expect(
      canary,
      `no ${SEARCH_ENV.adminApiKey} to look for: build and test with one set, as scripts/test-all.mjs does`,
    ).toBeDefined()
    const files = allFiles(publicDir).map((file) => ({
      path: path.relative(publicDir, file),
      contents: readFileSync(file),
    }))
    expect(findLeaks(files, secrets)).toEqual([])
    // The same scan over the same files, one of them carrying the key: it is found, and only there.
    const script = files.find((file) => file.path.endsWith('.js'))!
    const withLeak = files.map((file) =>
      file === script
        ? { ...file, contents: Buffer.concat([file.contents, Buffer.from(`;var k=${JSON.stringify(canary!.value)}`)]) }
        : file,
    )
    expect(findLeaks(withLeak, secrets)).toEqual([{ path: script.path, name: SEARCH_ENV.adminApiKey }])
  })

  test('every link to another site opens in a new tab with rel="noopener noreferrer"', () => {
    const origin = new URL(siteConfig.url).origin
    const unsafe = builtHtmlFiles().flatMap((file) =>
      unsafeExternalLinks(readFileSync(file, 'utf8'), origin).map(
        (link) => `${path.relative(publicDir, file)}: ${link}`,
      ),
    )
    expect(unsafe).toEqual([])
  })

  test('every internal link, resource and #anchor resolves, in pages, runner pages and feeds', () => {
    const report = builtLinkReport([])
    expect(report.checked).toBeGreaterThan(80)
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([])
  })

  test('no element carries class names of two CSS modules, so their order in the stylesheet is free', () => {
    // The assumption of src/node/webpack/css-order.ts.
    const pages = builtHtmlFiles()
    const mixed = pages.flatMap((file) =>
      cssModulesPerElement(readFileSync(file, 'utf8'))
        .filter((modules) => modules.length > 1)
        .map((modules) => `${path.relative(publicDir, file)}: ${modules.join(' + ')}`),
    )
    expect(pages.flatMap((file) => cssModulesPerElement(readFileSync(file, 'utf8'))).flat()).toContain('CodeBlock')
    expect([...new Set(mixed)]).toEqual([])
  })

  test("every CSS module class a page's elements carry is one its stylesheet defines", () => {
    // The server-rendered markup and the browser build name CSS module classes apart (each by
    // hashing the module): if the two ever hash differently, every page loses its styles.
    const stylesheets = readdirSync(publicDir).filter((file) => file.endsWith('.css'))
    const defined = new Set(
      stylesheets.flatMap((file) => readFileSync(path.join(publicDir, file), 'utf8').match(cssModuleClass) ?? []),
    )
    const carried = builtHtmlFiles().flatMap((file) =>
      classesPerElement(readFileSync(file, 'utf8'))
        .flat()
        .filter(isCssModuleClass)
        .map((name) => ({ page: path.relative(publicDir, file), name })),
    )
    expect(carried.map(({ name }) => name)).toContainEqual(expect.stringMatching(/^Navbar-module--/))
    const missing = carried.filter(({ name }) => !defined.has(name)).map(({ page, name }) => `${page}: ${name}`)
    expect([...new Set(missing)].slice(0, 20)).toEqual([])
  })

  test('every API page shows the "Since" and the changes that the release files record', () => {
    const { docs } = loadApiDocs(process.cwd())
    const { exports } = pageExports(
      docs.map((doc) => ({ ...doc, api: doc.api! })),
      siteHistory(),
    )
    expect(exports.size).toBe(docs.length)
    const wrong: string[] = []
    for (const doc of docs) {
      const { history, own } = exports.get(doc.title)!
      // Code blocks are parsed too (by default the parser keeps a <pre> as raw text).
      const html = parse(readFileSync(htmlFileOf(doc.path), 'utf8'), {
        blockTextElements: { script: true, style: true },
      })
      const main = html.querySelector('main')!
      const header = main.querySelector('[data-since]')
      if (header?.getAttribute('data-since') !== history.since)
        wrong.push(
          `${doc.path}: the header says ${String(header?.getAttribute('data-since'))}, the releases ${history.since}`,
        )
      // Each change as two titled code blocks, before and after, with the text of both sides.
      // A code block's text starts with its title.
      const titled = (title: string) =>
        main.querySelectorAll('[data-language]').filter((block) => block.text.trimStart().startsWith(title))
      const changes = [
        ...history.changes,
        ...(own ? Object.values(history.members).flatMap((member) => (member.removed ? [] : member.changes)) : []),
      ]
      for (const change of changes) {
        const before = titled(`Before ${change.version}`).map((block) => block.text)
        const after = titled(`From ${change.version}`).map((block) => block.text)
        if (!before.some((text) => change.before.every((line) => text.includes(line))))
          wrong.push(`${doc.path}: no "Before ${change.version}" block shows ${change.before.join(' / ')}`)
        if (!after.some((text) => change.after.every((line) => text.includes(line))))
          wrong.push(`${doc.path}: no "From ${change.version}" block shows ${change.after.join(' / ')}`)
      }
      // A member that came later than its page says when, under its own heading.
      for (const [name, member] of own ? Object.entries(history.members) : []) {
        const shown =
          main.querySelector(`section[data-member="${name}"] [data-since]`)?.getAttribute('data-since') ?? null
        const expected =
          !member.removed &&
          name !== 'constructor' &&
          main.querySelector(`section[data-member="${name}"]`) &&
          member.since !== history.since
            ? member.since
            : null
        if (shown !== expected && (expected !== null || shown !== null))
          wrong.push(`${doc.path}: member ${name} shows since ${String(shown)}, the releases ${String(expected)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  test('every API page lists its removed members, and /versions links them and constructor changes to ids there', () => {
    const { docs } = loadApiDocs(process.cwd())
    const { exports } = pageExports(
      docs.map((doc) => ({ ...doc, api: doc.api! })),
      siteHistory(),
    )
    const mainOf = (route: string) =>
      parse(readFileSync(htmlFileOf(route), 'utf8'), {
        blockTextElements: { script: true, style: true },
      }).querySelector('main')!
    const wrong: string[] = []
    // The links /versions must have: each removed member's entry, each changed constructor.
    const expected: string[] = []
    for (const doc of docs) {
      const recorded = exports.get(doc.title)!
      const main = mainOf(doc.path)
      for (const member of pageHistory(recorded).removedMembers) {
        const anchor = memberAnchor(member.name)
        expected.push(`${doc.path}#${anchor}`)
        const entry = main.querySelector(`section[data-removed-member="${member.name}"]`)
        const text = entry?.text ?? ''
        const shown = [`Added in ${member.since}`, `Removed in ${member.removed}`, ...member.signature]
        if (!entry?.querySelector(`[id="${anchor}"]`) || !shown.every((part) => text.includes(part)))
          wrong.push(`${doc.path}: no entry with the id ${anchor} shows ${shown.join(' / ')}`)
      }
      if (recorded.own && (memberOf(recorded.history, 'constructor')?.changes.length ?? 0) > 0)
        expected.push(`${doc.path}#${memberAnchor('constructor')}`)
    }
    expect(expected).toEqual(
      expect.arrayContaining([
        '/docs/api/core/StateManager#waitForInit',
        '/docs/api/core/SimpleStateManagerOptions#scope',
        '/docs/api/core/SimpleStateManager#constructor',
        '/docs/api/core/SimpleFiniteStateManager#constructor',
        '/docs/api/core/InvalidStateTransitionError#constructor',
      ]),
    )
    const links = mainOf('/versions')
      .querySelectorAll('a[href]')
      .map((link) => link.getAttribute('href')!)
      .map((href) => (href.startsWith(siteConfig.pathPrefix) ? href.slice(siteConfig.pathPrefix.length) : href))
    for (const link of expected.filter((target) => !links.includes(target)))
      wrong.push(`/versions does not link ${link}`)
    for (const link of links.filter((target) => target.startsWith('/docs/') && target.includes('#'))) {
      const [route, id] = link.split('#')
      if (!mainOf(route).querySelector(`[id="${id}"]`)) wrong.push(`/versions links ${link}, which has no such id`)
    }
    expect(wrong).toEqual([])
  })

  test('no page, built or in content/, says that a release is not recorded', () => {
    const sources = [...allFiles(path.resolve('content')), ...builtHtmlFiles()]
    expect(sources.length).toBeGreaterThan(50)
    expect(
      sources
        .filter((file) => /not recorded/i.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(process.cwd(), file)),
    ).toEqual([])
  })
})
