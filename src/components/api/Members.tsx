import { Link } from 'gatsby'
import { apiText } from '../../shared/api/api-text'
import { memberSinceShown } from '../../shared/api/history-events'
import type { ApiMemberKind, ResolvedApiEntry, ResolvedApiMember } from '../../types/api'
import { CodeBlock } from '../code-block/CodeBlock'
import * as styles from './Api.module.css'
import { TableScroller } from '../table/TableScroller'
import { requireData, useApiEntry } from './api-entry-context'
import { memberAnchor } from '../../shared/api/api-anchors'
import { MemberChanges } from './History'
import { InlineText } from './InlineText'

function MemberFacts({ member, entry }: { readonly member: ResolvedApiMember; readonly entry: ResolvedApiEntry }) {
  const facts = [
    member.inheritedFrom && (
      <span key="inherited" className={styles.inherited}>
        Inherited from{' '}
        <Link to={member.inheritedFrom.path}>
          <code>{member.inheritedFrom.title}</code>
        </Link>
      </span>
    ),
    member.default !== undefined && (
      <span key="default">
        Default: <code>{member.default}</code>
      </span>
    ),
    memberSinceShown(entry, member.history?.since) && (
      <span key="since" data-since={member.history.since}>
        {apiText.since(member.history.since)}
      </span>
    ),
  ].filter(Boolean)
  return facts.length > 0 ? <p className={styles.memberFacts}>{facts}</p> : null
}

function Member({ member, entry }: { readonly member: ResolvedApiMember; readonly entry: ResolvedApiEntry }) {
  return (
    <section
      className={styles.member}
      data-member={member.name}
      data-inherited={member.inheritedFrom ? 'true' : undefined}
    >
      <h3 id={memberAnchor(member.name)}>
        <code>{member.name}</code>
      </h3>
      <MemberFacts member={member} entry={entry} />
      <CodeBlock code={member.signatures.join('\n')} language="ts" />
      <p>
        <InlineText source={member.description} />
      </p>
      {member.deprecated && (
        <p className={styles.deprecated}>
          <strong>
            {member.history?.deprecated
              ? apiText.deprecatedIn(member.history.deprecated.version)
              : apiText.deprecatedTitle}
            :
          </strong>{' '}
          <InlineText source={member.deprecated} />
        </p>
      )}
      {!member.inheritedFrom && member.history && <MemberChanges changes={member.history.changes} />}
    </section>
  )
}

function EnumMembers({ members }: { readonly members: ReadonlyArray<ResolvedApiMember> }) {
  return (
    <TableScroller label="Members">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Declaration</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.name} data-member={member.name}>
              <th scope="row">
                <code>{member.name}</code>
              </th>
              <td>
                <code>{member.signatures.join(' ')}</code>
              </td>
              <td>
                <InlineText source={member.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}

/** The page's members of one kind, own ones first, then inherited ones labelled with their class. */
export function Members({ kind }: { readonly kind: ApiMemberKind }) {
  const entry = useApiEntry('Members')
  const members = requireData(
    entry.members.filter((member) => member.kind === kind),
    'Members',
    entry,
    `members of kind "${kind}"`,
  )
  if (kind === 'enum member') return <EnumMembers members={members} />
  return (
    <div className={styles.members}>
      {members.map((member) => (
        <Member key={member.name} member={member} entry={entry} />
      ))}
    </div>
  )
}
