import { apiText } from '../../shared/api/api-text'
import { memberAnchor, REMOVED_MEMBERS_ID } from '../../shared/api/api-anchors'
import { historyEvents, type HistoryEvent } from '../../shared/api/history-events'
import type { DeclarationChange, RemovedMemberHistory } from '../../types/api'
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
      return <>{apiText.added(event)}</>
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
    case 'member removed':
      return (
        <>
          <MemberLink name={event.member} /> {apiText.memberRemoved}
        </>
      )
    case 'removed':
      return <>{apiText.removedFrom(event)}</>
  }
}

/** A removed member: when it came and went, its last declaration, the removal's note and its history. */
function RemovedMember({ member }: { readonly member: RemovedMemberHistory }) {
  return (
    <section className={styles.member} data-removed-member={member.name}>
      <h4 id={memberAnchor(member.name)}>
        <code>{member.name}</code>
      </h4>
      <p className={styles.memberFacts}>{apiText.removedMemberSpan(member.since, member.removed)}</p>
      <CodeBlock code={member.signature.join('\n')} language="ts" title={apiText.before(member.removed)} />
      {member.note && (
        <p>
          <InlineText source={member.note} />
        </p>
      )}
      {member.deprecated && (
        <p className={styles.deprecated}>
          <strong>{apiText.deprecatedIn(member.deprecated.version)}:</strong>{' '}
          <InlineText source={member.deprecated.note} />
        </p>
      )}
      <MemberChanges changes={member.changes} />
    </section>
  )
}

/** A member's "Changed in" entries, each with its declaration before and after. */
export function MemberChanges({ changes }: { readonly changes: ReadonlyArray<DeclarationChange> }) {
  return changes.map((change) => (
    <div key={change.version} className={styles.memberChange}>
      <p>
        <strong>{apiText.changedIn(change.version)}</strong>
      </p>
      <DeclarationChangeBlocks change={change} />
    </div>
  ))
}

/**
 * The History section: when the export appeared and how it and its members changed, from the
 * release files, then the members it no longer has, each under a heading that links can reach.
 */
export function History() {
  const entry = useApiEntry('History')
  const removed = entry.history.removedMembers
  return (
    <>
      <ul className={styles.history}>
        {historyEvents(entry).map((event, index) => (
          <li key={index} data-history-event={event.kind}>
            <strong>{event.version}</strong>: <Event event={event} />
          </li>
        ))}
      </ul>
      {removed.length > 0 && (
        <>
          <h3 id={REMOVED_MEMBERS_ID}>{apiText.removedMembersTitle}</h3>
          <p>{apiText.removedMembersIntro}</p>
          <div className={styles.members}>
            {removed.map((member) => (
              <RemovedMember key={member.name} member={member} />
            ))}
          </div>
        </>
      )}
    </>
  )
}
