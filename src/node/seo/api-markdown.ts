/**
 * The Markdown form of the API components (src/components/api): what <ApiHeader />, <Signature />,
 * <Parameters /> and the others render from a page's `api` data, as Markdown nodes. Pure.
 */
import { memberAnchor } from '../../shared/api/api-anchors'
import { apiText } from '../../shared/api/api-text'
import { historyEvents, memberSinceShown, type HistoryEvent } from '../../shared/api/history-events'
import { importLines } from '../../shared/api/import-lines'
import { parseInlineMarkdown } from '../../shared/api/inline-markdown'
import type { ComponentWithMarkdownForm } from '../../shared/mdx/components'
import type { ApiMemberKind, ResolvedApiEntry, ResolvedApiMember } from '../../types/api'
import type { DeclarationChange, RemovedMemberHistory } from '../../types/api'
import {
  blockquote,
  code,
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  strong,
  table,
  text,
  type MdNode,
} from './markdown-tree'

/** Turns a link target as authors write it (a route, an anchor, another site) into an absolute URL. */
export type UrlResolver = (href: string) => string

/** The API data's small inline Markdown, read by the same parser the components use. */
export function inlineNodes(source: string, resolveUrl: UrlResolver): MdNode[] {
  return parseInlineMarkdown(source).map((segment): MdNode => {
    switch (segment.kind) {
      case 'text':
        return text(segment.text)
      case 'code':
        return inlineCode(segment.text)
      case 'strong':
        return strong(...inlineNodes(segment.text, resolveUrl))
      case 'link':
        return link(resolveUrl(segment.href), segment.code ? inlineCode(segment.text) : text(segment.text))
    }
  })
}

/** Like the components' requireData: a component whose data is missing is an authoring error. */
function required<T>(value: T | undefined, component: string, entry: ResolvedApiEntry, what: string): T {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    throw new Error(`<${component} /> on the ${entry.name} page: its api data has no ${what}`)
  }
  return value
}

function header(entry: ResolvedApiEntry, resolveUrl: UrlResolver): MdNode[] {
  const kind: MdNode[] = [strong(text('Kind:')), text(` ${entry.kind}`)]
  for (const status of apiText.statusBadges(entry)) kind.push(text(' · '), strong(text(status)))
  if (entry.extends) {
    const parent = inlineCode(entry.extends.title)
    kind.push(
      text(' · '),
      strong(text('Extends:')),
      text(' '),
      entry.extends.path ? link(resolveUrl(entry.extends.path), parent) : parent,
    )
  }
  const lines = importLines(entry)
  kind.push(text(' · '), text(apiText.sinceLine(entry.history)))
  return [
    paragraph(...kind),
    ...(entry.deprecated
      ? [
          blockquote(
            paragraph(strong(text(apiText.deprecatedTitle))),
            paragraph(...inlineNodes(entry.deprecated, resolveUrl)),
          ),
        ]
      : []),
    ...(entry.unstable
      ? [blockquote(paragraph(strong(text(apiText.unstableTitle))), paragraph(text(apiText.unstableBody)))]
      : []),
    ...(entry.importNote ? [paragraph(...inlineNodes(entry.importNote, resolveUrl))] : []),
    code('ts', lines.join('\n'), `title="${apiText.importTitle(lines.length)}"`),
  ]
}

function parameters(entry: ResolvedApiEntry, resolveUrl: UrlResolver): MdNode[] {
  const rows = required(entry.parameters, 'Parameters', entry, 'parameters').map((parameter) => {
    const optional = parameter.optional || parameter.default !== undefined
    const fallback =
      parameter.default !== undefined ? [inlineCode(parameter.default)] : [text(parameter.optional ? '–' : 'required')]
    return [
      [inlineCode(`${parameter.name}${optional ? '?' : ''}`)],
      [inlineCode(parameter.type)],
      fallback,
      inlineNodes(parameter.description, resolveUrl),
    ]
  })
  return [table(['Name', 'Type', 'Default', 'Description'], rows)]
}

function memberFacts(entry: ResolvedApiEntry, member: ResolvedApiMember, resolveUrl: UrlResolver): MdNode[] {
  const facts: MdNode[][] = []
  if (member.inheritedFrom)
    facts.push([
      text('Inherited from '),
      link(resolveUrl(member.inheritedFrom.path), inlineCode(member.inheritedFrom.title)),
    ])
  if (member.default !== undefined) facts.push([text('Default: '), inlineCode(member.default)])
  if (memberSinceShown(entry, member.history?.since)) facts.push([text(apiText.since(member.history.since))])
  if (facts.length === 0) return []
  return [paragraph(...facts.flatMap((fact, index) => (index === 0 ? fact : [text(' · '), ...fact])))]
}

function members(entry: ResolvedApiEntry, kind: ApiMemberKind, resolveUrl: UrlResolver): MdNode[] {
  const chosen = required(
    entry.members.filter((member) => member.kind === kind),
    'Members',
    entry,
    `members of kind "${kind}"`,
  )
  if (kind === 'enum member') {
    const rows = chosen.map((member) => [
      [inlineCode(member.name)],
      [inlineCode(member.signatures.join(' '))],
      inlineNodes(member.description, resolveUrl),
    ])
    return [table(['Member', 'Declaration', 'Description'], rows)]
  }
  return chosen.flatMap((member) => [
    heading(3, inlineCode(member.name)),
    ...memberFacts(entry, member, resolveUrl),
    code('ts', member.signatures.join('\n')),
    paragraph(...inlineNodes(member.description, resolveUrl)),
    ...(member.deprecated
      ? [
          paragraph(
            strong(
              text(
                `${member.history?.deprecated ? apiText.deprecatedIn(member.history.deprecated.version) : apiText.deprecatedTitle}:`,
              ),
            ),
            text(' '),
            ...inlineNodes(member.deprecated, resolveUrl),
          ),
        ]
      : []),
    ...(member.inheritedFrom
      ? []
      : (member.history?.changes ?? []).flatMap((change) => [
          paragraph(strong(text(apiText.changedIn(change.version)))),
          ...changeBlocks(change, resolveUrl),
        ])),
  ])
}

function related(entry: ResolvedApiEntry, resolveUrl: UrlResolver): MdNode[] {
  const items = required(entry.related, 'Related', entry, 'related pages').map((target) => [
    paragraph(
      link(
        resolveUrl(target.path),
        target.path.startsWith('/docs/api/') ? inlineCode(target.title) : text(target.title),
      ),
      ...(target.description ? [text(`: ${target.description}`)] : []),
    ),
  ])
  return [list(false, items)]
}

function changeBlocks(change: DeclarationChange, resolveUrl: UrlResolver): MdNode[] {
  return [
    ...(change.note ? [paragraph(...inlineNodes(change.note, resolveUrl))] : []),
    ...(change.typingsOnly ? [paragraph(text(apiText.typingsOnly))] : []),
    code('ts', change.before.join('\n'), `title="${apiText.before(change.version)}"`),
    code('ts', change.after.join('\n'), `title="${apiText.after(change.version)}"`),
  ]
}

function historyEvent(event: HistoryEvent, resolveUrl: UrlResolver): MdNode[] {
  const version = [strong(text(event.version)), text(': ')]
  const member = (name: string) => link(`#${memberAnchor(name)}`, inlineCode(name))
  switch (event.kind) {
    case 'added':
      return [paragraph(...version, text(apiText.added(event)))]
    case 'member added':
      return [paragraph(...version, member(event.member), text(` ${apiText.memberAdded}`))]
    case 'changed':
      return [paragraph(...version, text(apiText.declarationChanged)), ...changeBlocks(event.change, resolveUrl)]
    case 'constructor changed':
      return [paragraph(...version, text(apiText.constructorChanged)), ...changeBlocks(event.change, resolveUrl)]
    case 'member changed':
      return [paragraph(...version, member(event.member), text(` ${apiText.memberChanged}`))]
    case 'deprecated':
      return [paragraph(...version, text(`${apiText.deprecated} `), ...inlineNodes(event.note, resolveUrl))]
    case 'member deprecated':
      return [
        paragraph(
          ...version,
          member(event.member),
          text(` ${apiText.memberDeprecated} `),
          ...inlineNodes(event.note, resolveUrl),
        ),
      ]
    case 'member removed':
      return [paragraph(...version, member(event.member), text(` ${apiText.memberRemoved}`))]
    case 'removed':
      return [paragraph(...version, text(apiText.removedFrom(event)))]
  }
}

function removedMember(member: RemovedMemberHistory, resolveUrl: UrlResolver): MdNode[] {
  return [
    heading(4, inlineCode(member.name)),
    paragraph(text(apiText.removedMemberSpan(member.since, member.removed))),
    code('ts', member.signature.join('\n'), `title="${apiText.before(member.removed)}"`),
    ...(member.note ? [paragraph(...inlineNodes(member.note, resolveUrl))] : []),
    ...(member.deprecated
      ? [
          paragraph(
            strong(text(`${apiText.deprecatedIn(member.deprecated.version)}:`)),
            text(' '),
            ...inlineNodes(member.deprecated.note, resolveUrl),
          ),
        ]
      : []),
    ...member.changes.flatMap((change) => [
      paragraph(strong(text(apiText.changedIn(change.version)))),
      ...changeBlocks(change, resolveUrl),
    ]),
  ]
}

function history(entry: ResolvedApiEntry, resolveUrl: UrlResolver): MdNode[] {
  const removed = entry.history.removedMembers
  return [
    list(
      false,
      historyEvents(entry).map((event) => historyEvent(event, resolveUrl)),
    ),
    ...(removed.length > 0
      ? [
          heading(3, text(apiText.removedMembersTitle)),
          paragraph(text(apiText.removedMembersIntro)),
          ...removed.flatMap((member) => removedMember(member, resolveUrl)),
        ]
      : []),
  ]
}

/**
 * The Markdown of one API component (the registered components that render the page's `api`
 * data); `kind` is the `kind` prop of <Members>.
 */
export function apiComponentMarkdown(
  name: ComponentWithMarkdownForm<'api-data'>,
  entry: ResolvedApiEntry,
  resolveUrl: UrlResolver,
  kind: string | null,
): MdNode[] {
  switch (name) {
    case 'ApiHeader':
      return header(entry, resolveUrl)
    case 'Signature':
      return [code('ts', entry.signature)]
    case 'Parameters':
      return parameters(entry, resolveUrl)
    case 'Returns': {
      const returns = required(entry.returns, 'Returns', entry, 'returns')
      return [paragraph(inlineCode(returns.type), text(': '), ...inlineNodes(returns.description, resolveUrl))]
    }
    case 'Overloads': {
      const overloads = required(entry.overloads, 'Overloads', entry, 'overloads')
      return [
        list(
          true,
          overloads.map((overload) => [
            ...(overload.description ? [paragraph(...inlineNodes(overload.description, resolveUrl))] : []),
            code('ts', overload.signature),
          ]),
        ),
      ]
    }
    case 'Members':
      if (!kind) throw new Error(`<Members /> on the ${entry.name} page needs a kind, e.g. <Members kind="method" />`)
      return members(entry, kind as ApiMemberKind, resolveUrl)
    case 'Related':
      return related(entry, resolveUrl)
    case 'History':
      return history(entry, resolveUrl)
  }
}
