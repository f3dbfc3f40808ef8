import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import siteConfig from '../../gatsby-config'
import {
  configuredPlugins,
  importedPackages,
  ownerPackageProblems,
  type PackageUse,
  type SourceFile,
} from '../../scripts/lint/owner-packages'

/** The packages the owner chose for the site: each must be a dependency the site uses. */
const OWNER_PACKAGES = [
  'gatsby',
  'gatsby-plugin-mdx',
  'gatsby-source-filesystem',
  'gatsby-plugin-image',
  'gatsby-remark-autolink-headers',
  'react',
  'react-dom',
  'mermaid',
  'algoliasearch',
  '@docsearch/react',
  'prism-react-renderer',
  'reading-time',
]

const root = path.resolve(__dirname, '../..')
const code = /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/

const source = (file: string): SourceFile => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') })

/** The site's code: everything under src/ and scripts/, and gatsby-*.ts(x). */
function siteSources(): SourceFile[] {
  const under = (folder: string) =>
    (readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .filter((file) => code.test(file))
      .map((file) => source(path.join(folder, file)))
  const gatsbyFiles = readdirSync(root).filter((file) => /^gatsby-.*\.tsx?$/.test(file))
  return [...under('src'), ...under('scripts'), ...gatsbyFiles.map(source)]
}

describe("the owner's packages", () => {
  const dependencies = { gatsby: '5', react: '19', 'react-dom': '19', 'gatsby-plugin-mdx': '5', 'reading-time': '1' }
  const planted = (sources: SourceFile[], plugins: string[] = []): PackageUse => ({
    dependencies,
    sources,
    configuredPlugins: plugins,
  })

  it('are found imported, re-exported, loaded by import() or require(), or from a subpath', () => {
    const used = importedPackages({
      path: 'a.tsx',
      text: [
        "import { Link } from 'gatsby'",
        "export { useState } from 'react'",
        "const client = () => import('react-dom/client')",
        "const { toc } = require('@docsearch/react/dist/x')",
        "import './local'",
        "import 'node:fs'",
        'const view = <div />',
      ].join('\n'),
    })
    expect([...used].sort()).toEqual(['@docsearch/react', 'gatsby', 'react', 'react-dom'])
  })

  it('are not used by an import of types only, a comment or a string', () => {
    const used = importedPackages({
      path: 'a.ts',
      text: [
        "import type { Minutes } from 'reading-time'",
        "import { type Props } from 'react'",
        "export type { Root } from 'react-dom/client'",
        "// import mermaid from 'mermaid'",
        "const name = 'algoliasearch'",
        "type Client = typeof import('algoliasearch')",
      ].join('\n'),
    })
    expect([...used]).toEqual([])
  })

  it('name one missing from dependencies, and one installed but neither imported nor configured', () => {
    const sources = [
      { path: 'src/a.tsx', text: "import React from 'react'\nimport { createRoot } from 'react-dom/client'" },
    ]
    expect(ownerPackageProblems(['react', 'react-dom', 'gatsby', 'mermaid', 'reading-time'], planted(sources))).toEqual(
      [
        'gatsby: installed, but never imported (src/, gatsby-*.ts(x), scripts/) nor configured in gatsby-config.ts',
        "mermaid: not in package.json's dependencies",
        'reading-time: installed, but never imported (src/, gatsby-*.ts(x), scripts/) nor configured in gatsby-config.ts',
      ],
    )
    expect(ownerPackageProblems(['gatsby-plugin-mdx', 'reading-time'], planted([], ['gatsby-plugin-mdx']))).toEqual([
      'reading-time: installed, but never imported (src/, gatsby-*.ts(x), scripts/) nor configured in gatsby-config.ts',
    ])
  })

  it("count a plugin named in gatsby-config.ts, a plugin within another plugin's options included", () => {
    const plugins = configuredPlugins([
      'gatsby-plugin-image',
      { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: 'content/docs' } },
      {
        resolve: 'gatsby-plugin-mdx',
        options: {
          extensions: ['.mdx'],
          gatsbyRemarkPlugins: [{ resolve: 'gatsby-remark-autolink-headers', options: {} }, 'gatsby-remark-images'],
        },
      },
    ])
    expect(plugins).toEqual([
      'gatsby-plugin-image',
      'gatsby-source-filesystem',
      'gatsby-plugin-mdx',
      'gatsby-remark-autolink-headers',
      'gatsby-remark-images',
    ])
  })

  it('are each in package.json and used by the site', () => {
    const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const use: PackageUse = {
      dependencies: packageJson.dependencies,
      sources: siteSources(),
      configuredPlugins: configuredPlugins(siteConfig.plugins ?? []),
    }
    expect(ownerPackageProblems(OWNER_PACKAGES, use)).toEqual([])
  })
})
