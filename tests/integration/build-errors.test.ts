import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyProject, runGatsby, type RunResult } from './project-copy'

/** Builds a throwaway copy of the project with `files` added and `env` in its environment. */
async function buildCopy(
  files: Readonly<Record<string, string>>,
  env: Readonly<Record<string, string>> = {},
): Promise<RunResult> {
  const project = await copyProject()
  try {
    for (const [file, text] of Object.entries(files)) project.write(file, text)
    return await runGatsby(project.dir, ['build', '--prefix-paths'], env)
  } finally {
    await project.remove()
  }
}

/** An author's mistake: the files that make it, and what the build must say about it. */
interface Mistake {
  readonly files: Readonly<Record<string, string>>
  readonly says: ReadonlyArray<string | RegExp>
}

const mistakes: Readonly<Record<string, Mistake>> = {
  'names the file and the unknown field': {
    files: {
      'content/docs/learn/tutorial/typo.mdx':
        '---\ntitle: Typo\ndescription: A field name with a typo.\nsidebar_positon: 3\n---\n\nText.\n',
    },
    says: ['content/docs/learn/tutorial/typo.mdx: invalid frontmatter', 'unknown field "sidebar_positon"'],
  },
  'names the file, the field and the expected type of a mistyped field': {
    files: {
      'content/docs/learn/tutorial/mistyped.mdx':
        '---\ntitle: Mistyped\ndescription: A position that is not a number.\nsidebar_position: third\n---\n\nText.\n',
    },
    says: [
      'content/docs/learn/tutorial/mistyped.mdx: invalid frontmatter',
      /field "sidebar_position" must be a number[^,]*, got string "third"/,
    ],
  },
  'names a file without a title': {
    files: { 'content/docs/learn/tutorial/untitled.mdx': '---\ndescription: No title.\n---\n\nText.\n' },
    says: ['content/docs/learn/tutorial/untitled.mdx: invalid frontmatter', 'field "title" is missing'],
  },
  'names both files that claim one route': {
    files: {
      'content/docs/learn/tutorial/setup-again.mdx':
        '---\ntitle: Setup again\ndescription: Claims the route of the setup page.\nslug: learn/tutorial/setup\n---\n\nText.\n',
    },
    says: [
      /the route \/docs\/learn\/tutorial\/setup is claimed by content\/docs\/learn\/tutorial\/(setup-again\.mdx and content\/docs\/learn\/tutorial\/setup\.mdx|setup\.mdx and content\/docs\/learn\/tutorial\/setup-again\.mdx)/,
    ],
  },
  'names a doc whose table-of-contents levels are the wrong way round': {
    files: {
      'content/docs/learn/tutorial/toc.mdx':
        '---\ntitle: Toc\ndescription: Levels the wrong way round.\ntoc_min_heading_level: 3\ntoc_max_heading_level: 2\n---\n\nText.\n',
    },
    says: [
      'content/docs/learn/tutorial/toc.mdx: invalid frontmatter - toc_min_heading_level (3) is larger than toc_max_heading_level (2)',
    ],
  },
  'names a sidebar category whose folder holds no docs': {
    files: {
      'content/sidebars.yml': `${readFileSync('content/sidebars.yml', 'utf8')}    - label: Recipes\n      dir: learn/recipes\n      description: A folder that was never created.\n`,
    },
    says: [
      'content/sidebars.yml: the "Recipes" category lists no docs: its folder content/docs/learn/recipes holds no MDX file',
    ],
  },
  'names an API page with invalid API data': {
    files: {
      'content/docs/api/core/Mistyped.mdx':
        '---\ntitle: Mistyped\ndescription: A kind that does not exist.\napi:\n  kind: klass\n  packages: [cotton-box]\n  signature: class Mistyped\n  related: []\n---\n\n<ApiHeader />\n',
    },
    says: [
      'content/docs/api/core/Mistyped.mdx: invalid frontmatter',
      'api.kind must be one of class, interface, type, enum, function, constant, got string "klass"',
    ],
  },
  'names an API page that extends an unknown page': {
    files: {
      'content/docs/api/core/Orphan.mdx':
        '---\ntitle: Orphan\ndescription: Extends a page that does not exist.\napi:\n  kind: class\n  packages: [cotton-box]\n  signature: class Orphan\n  extends: Missing\n  related: []\n---\n\n<ApiHeader />\n',
    },
    says: [
      'content/docs/api/core/Orphan.mdx: api.extends names "Missing", which is neither an API page title nor one of Error',
    ],
  },
  'names a release file that contradicts the releases before it, and the change': {
    files: {
      'content/releases/0.15.0.json': JSON.stringify({
        version: '0.15.0',
        changes: [
          {
            change: 'changed',
            package: 'cotton-box',
            export: 'StateManager',
            member: 'reset',
            before: ['reset(): boolean'],
            after: ['reset(): void'],
          },
        ],
      }),
    },
    says: [
      'content/releases/0.15.0.json: changes[0] changes cotton-box StateManager.reset, but its "before" (reset(): boolean) is not what the earlier releases left (reset(): void)',
    ],
  },
  'names an API page without API data': {
    files: {
      'content/docs/api/core/Bare.mdx': '---\ntitle: Bare\ndescription: An API page without API data.\n---\n\nText.\n',
    },
    says: ['content/docs/api/core/Bare.mdx: an API page needs "api" data in its frontmatter'],
  },
  'names both files of two pages with one title': {
    files: {
      'content/docs/learn/react/disposal.mdx':
        '---\ntitle: Disposal\ndescription: Takes the title of the tutorial page.\n---\n\nText.\n',
    },
    says: [
      /content\/docs\/learn\/(tutorial\/disposal\.mdx and content\/docs\/learn\/react\/disposal\.mdx|react\/disposal\.mdx and content\/docs\/learn\/tutorial\/disposal\.mdx) have the same title "Disposal"/,
    ],
  },
  'names the file, the line and the code block of a line range that runs backwards': {
    files: {
      'content/docs/learn/tutorial/ranges.mdx':
        '---\ntitle: Ranges\ndescription: Highlights a line range that ends before it starts.\n---\n\n```ts {3-1}\nconst a = 1\n```\n',
    },
    says: [
      'content/docs/learn/tutorial/ranges.mdx:6: in the code block ```ts {3-1}: Invalid line range "3-1" in {3-1}: the range ends before it starts',
    ],
  },
  'names a Markdown page that takes a route of the blog or the docs': {
    files: { 'content/pages/blog.mdx': '---\ntitle: Blog\ndescription: Takes the blog route.\n---\n\nText.\n' },
    says: ['content/pages/blog.mdx: the route /blog belongs to the docs, the blog or a built-in page'],
  },
}

// Authors' mistakes must stop the production build and say where they are. The build reports
// every content mistake at once, in one list that fails it (src/node/content-problems.ts); so one
// build holds them all, and each mistake must be on that list: a check that stopped failing the
// build (a warning, say) would say its message elsewhere, and its test would fail.
describe('the production build rejects bad content', () => {
  let build: RunResult
  /** The list of content errors that failed the build, as the build printed it. */
  let contentErrors = ''

  beforeAll(async () => {
    build = await buildCopy(
      Object.fromEntries(Object.values(mistakes).flatMap((mistake) => Object.entries(mistake.files))),
    )
    contentErrors = /Content errors \(\d+\):.*/.exec(build.output)?.[0] ?? ''
  })

  it('fails, listing the content errors', () => {
    expect(build.code, 'the build succeeded despite the bad input').not.toBe(0)
    expect(contentErrors, build.output).not.toBe('')
  })

  for (const [name, { says }] of Object.entries(mistakes)) {
    it(name, () => {
      for (const message of says) {
        if (typeof message === 'string') expect(contentErrors).toContain(message)
        else expect(contentErrors).toMatch(message)
      }
    })
  }
})

describe('the production build rejects a bad setting', () => {
  let build: RunResult
  beforeAll(async () => {
    build = await buildCopy({}, { ALGOLIA_SEARCH_API_KEY: '' })
  })
  it('names the missing setting of a half-configured search client', () => {
    expect(build.code, 'the build succeeded despite the bad setting').not.toBe(0)
    expect(build.output).toContain(
      'Search client: the Algolia application id is set but the search-only API key is missing. Set ALGOLIA_SEARCH_API_KEY',
    )
  })
})
