import { describe, expect, it } from 'vitest'
import { stringify as toYaml } from 'yaml'
import { sidebarNavs } from '../../src/node/sidebar-nav-data'
import {
  buildSidebars,
  compareSidebarDocs,
  docsPageContexts,
  parseSidebarsConfig,
  sidebarById,
  type SidebarDocInput,
  type SidebarsConfig,
} from '../../src/node/sidebars'

const config: SidebarsConfig = {
  learn: {
    label: 'Learn',
    categories: [
      { label: 'Tutorial', dir: 'learn/tutorial', description: 'Start here.' },
      { label: 'Using with React', dir: 'learn/react', description: 'Hooks.' },
    ],
  },
  api: { label: 'API', categories: [{ label: 'Core', dir: 'api/core', description: 'Classes.' }] },
}

function doc(dir: string, name: string, title: string, sidebarPosition: number | null = null): SidebarDocInput {
  return {
    dir,
    path: `/docs/${dir}/${name}`,
    title,
    description: `About ${title}.`,
    sidebarPosition,
    sidebarLabel: null,
    api: null,
  }
}

const docs = [
  doc('learn/tutorial', 'which', 'Which State Manager Should I Use?'),
  doc('learn/tutorial', 'quick-start', 'Quick Start', 2),
  doc('learn/tutorial', 'disposal', 'Disposal'),
  doc('learn/tutorial', 'setup', 'Setup', 1),
  doc('learn/react', 'setup', 'Setup', 1),
  doc('api/core', 'StateManager', 'StateManager', 2),
  { ...doc('api/core', 'SimpleStateManager', 'SimpleStateManager', 1), sidebarLabel: 'Simple' },
]

describe('sidebar ordering', () => {
  it('puts positioned docs first by position, then the rest by title', () => {
    const [learn] = buildSidebars(config, docs)
    expect(learn?.categories[0]?.items.map((item) => item.title)).toEqual([
      'Setup',
      'Quick Start',
      'Disposal',
      'Which State Manager Should I Use?',
    ])
  })

  it('breaks position ties by title', () => {
    const a = doc('x', 'b', 'Beta', 1)
    const b = doc('x', 'a', 'Alpha', 1)
    expect([a, b].sort(compareSidebarDocs).map((item) => item.title)).toEqual(['Alpha', 'Beta'])
  })

  it('lists each doc only under the category of its folder, with its sidebar label', () => {
    const [learn, api] = buildSidebars(config, docs)
    expect(learn?.categories[1]?.items.map((item) => item.path)).toEqual(['/docs/learn/react/setup'])
    expect(api?.categories[0]?.items.map((item) => item.label)).toEqual(['Simple', 'StateManager'])
    expect(api?.categories[0]?.path).toBe('/docs/api/core')
  })

  it('marks the docs of deprecated API entries, and only those', () => {
    const deprecated = {
      ...doc('api/core', 'OldManager', 'OldManager', 3),
      api: { deprecated: 'Use `StateManager` instead.' },
    }
    const [, api] = buildSidebars(config, [...docs, deprecated])
    expect(api?.categories[0]?.items.filter((item) => item.deprecated).map((item) => item.title)).toEqual([
      'OldManager',
    ])
  })
})

describe('page context', () => {
  const sidebars = buildSidebars(config, docs)
  const contextOf = docsPageContexts(sidebars)

  it('links a doc to its neighbours across category boundaries', () => {
    const context = contextOf('/docs/learn/tutorial/which')
    expect(context.sidebarId).toBe('learn')
    expect(context.previous).toEqual({ label: 'Disposal', path: '/docs/learn/tutorial/disposal' })
    expect(context.next).toEqual({ label: 'Using with React', path: '/docs/learn/react' })
  })

  it('names its sidebar by id: a page carries none of the sidebar itself, so its data does not grow with it', () => {
    expect(contextOf('/docs/learn/tutorial/which')).toEqual({
      sidebarId: 'learn',
      breadcrumbs: [
        { label: 'Tutorial', path: '/docs/learn/tutorial' },
        { label: 'Which State Manager Should I Use?', path: '/docs/learn/tutorial/which' },
      ],
      previous: { label: 'Disposal', path: '/docs/learn/tutorial/disposal' },
      next: { label: 'Using with React', path: '/docs/learn/react' },
    })
  })

  it('has no previous page at the start and no next page at the end of a sidebar', () => {
    expect(contextOf('/docs/learn/tutorial').previous).toBeNull()
    expect(contextOf('/docs/learn/react/setup').next).toBeNull()
  })

  it('builds breadcrumbs from the category down to the page', () => {
    expect(contextOf('/docs/api/core/StateManager').breadcrumbs).toEqual([
      { label: 'Core', path: '/docs/api/core' },
      { label: 'StateManager', path: '/docs/api/core/StateManager' },
    ])
    expect(contextOf('/docs/api/core').breadcrumbs).toEqual([{ label: 'Core', path: '/docs/api/core' }])
  })

  it('names the page in its breadcrumbs by its title, as its heading does, not by a shorter sidebar label', () => {
    expect(contextOf('/docs/api/core/SimpleStateManager').breadcrumbs.at(-1)).toEqual({
      label: 'SimpleStateManager',
      path: '/docs/api/core/SimpleStateManager',
    })
  })

  it('gives a doc outside every sidebar no sidebar, breadcrumbs or neighbours', () => {
    expect(contextOf('/docs/elsewhere')).toEqual({ sidebarId: null, breadcrumbs: [], previous: null, next: null })
  })
})

describe('sidebars config', () => {
  it('parses a valid config', () => {
    expect(parseSidebarsConfig(config, 'content/sidebars.yml')).toEqual(config)
  })

  it('names the file and the category when a category is incomplete', () => {
    expect(() =>
      parseSidebarsConfig({ learn: { label: 'Learn', categories: [{ label: 'Tutorial' }] } }, 'content/sidebars.yml'),
    ).toThrow('content/sidebars.yml: category 1 of sidebar "learn" needs "label", "dir" and "description" strings')
  })

  it('names an unknown sidebar id and the known ones', () => {
    expect(() => sidebarById(buildSidebars(config, docs), 'guides', 'Navbar item "Guides"')).toThrow(
      'Navbar item "Guides" names the unknown sidebar id "guides" (known: learn, api)',
    )
  })
})

describe('the sidebars as the docs pages query them', () => {
  it('gives each sidebar as a page shows it: labels, routes and deprecation, no titles or descriptions', () => {
    const navs = sidebarNavs(toYaml(config), docs)
    expect(navs.map((nav) => nav.id)).toEqual(['learn', 'api'])
    for (const nav of navs) {
      expect(Object.keys(nav)).toEqual(['id', 'label', 'categories'])
      for (const category of nav.categories) {
        expect(Object.keys(category)).toEqual(['label', 'path', 'items'])
        for (const item of category.items) expect(Object.keys(item)).toEqual(['label', 'path', 'deprecated'])
      }
    }
    const sidebars = buildSidebars(config, docs)
    expect(navs[0]?.categories.flatMap((category) => category.items.map((item) => item.path))).toEqual(
      sidebars[0]?.categories.flatMap((category) => category.items.map((item) => item.path)),
    )
  })

  it('follows the text of the sidebars file it is given', () => {
    const renamed = { ...config, learn: { ...config.learn, label: 'Guides' } }
    expect(sidebarNavs(toYaml(renamed), docs)[0]?.label).toBe('Guides')
  })

  it('gives no sidebar when the file is broken, which createPages reports naming the file', () => {
    expect(sidebarNavs('learn: [', docs)).toEqual([])
  })
})
