import { apiText } from '../../shared/api/api-text'
import { memberAnchor } from '../../shared/api/api-anchors'
import { historyEvents, type HistoryEvent } from '../../shared/api/history-events'
import type { DeclarationChange } from '../../types/api'
import { CodeBlock } from '../code-block/CodeBlock'
import * as styles from './Api.module.css'
import { useApiEntry } from './api-entry-context'
import { InlineText } from './InlineText'

/** A change's declarations before and after, each as a code block named for the release. */
export function DeclarationChangeBlocks({ change }: { readonly change: DeclarationChange }) {
  return (
    <>
      {change.note && (
        <p>
          <InlineText source={change.note} />
        </p>
      )}
      {change.typingsOnly && <p>{apiText.typingsOnly}</p>}
      <CodeBlock code={change.before.join('\n')} language="ts" title={apiText.before(change.version)} />
      <CodeBlock code={change.after.join('\n')} language="ts" title={apiText.after(change.version)} />
    </>
  )
}

function MemberLink({ name }: { readonly name: string }) {
  return (
    <a href={`#${memberAnchor(name)}`}>
      <code>{name}</code>
    </a>
  )
}

function Event({ event }: { readonly event: HistoryEvent }) {
  switch (event.kind) {
    case 'added':
      return <>{apiText.added(event.package)}</>
    case 'member added':
      return (
        <>
          <MemberLink name={event.member} /> {apiText.memberAdded}
        </>
      )
    case 'changed':
      return (
        <>
          {apiText.declarationChanged}
          <DeclarationChangeBlocks change={event.change} />
        </>
      )
    case 'constructor changed':
      return (
        <>
          {apiText.constructorChanged}
          <DeclarationChangeBlocks change={event.change} />
        </>
      )
    case 'member changed':
      return (
        <>
          <MemberLink name={event.member} /> {apiText.memberChanged}
        </>
      )
    case 'deprecated':
      return (
        <>
          {apiText.deprecated} <InlineText source={event.note} />
        </>
      )
    case 'member deprecated':
      return (
        <>
          <MemberLink name={event.member} /> {apiText.memberDeprecated} <InlineText source={event.note} />
        </>
      )
    case 'removed':
      return <>{apiText.removedFrom(event.package)}</>
  }
}

/** The History section: when the export appeared and how it and its members changed, from the release files. */
export function History() {
  const entry = useApiEntry('History')
  return (
    <ul className={styles.history}>
      {historyEvents(entry).map((event, index) => (
        <li key={index} data-history-event={event.kind}>
          <strong>{event.version}</strong>: <Event event={event} />
        </li>
      ))}
    </ul>
  )
}
