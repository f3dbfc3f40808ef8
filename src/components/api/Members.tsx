import { Link } from 'gatsby'
import type { ApiMemberKind, ResolvedApiMember } from '../../types/api'
import { CodeBlock } from '../code-block/CodeBlock'
import * as styles from './Api.module.css'
import { TableScroller } from '../table/TableScroller'
import { requireData, useApiEntry } from './api-entry-context'
import { memberAnchor } from '../../shared/api/api-anchors'
import { InlineText } from './InlineText'

function MemberFacts({ member }: { readonly member: ResolvedApiMember }) {
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
    member.since && <span key="since">Since {member.since}</span>,
  ].filter(Boolean)
  return facts.length > 0 ? <p className={styles.memberFacts}>{facts}</p> : null
}

function Member({ member }: { readonly member: ResolvedApiMember }) {
  return (
    <section className={styles.member} data-member={member.name} data-inherited={member.inheritedFrom ? 'true' : undefined}>
      <h3 id={memberAnchor(member.name)}>
        <code>{member.name}</code>
      </h3>
      <MemberFacts member={member} />
      <CodeBlock code={member.signatures.join('\n')} language="ts" />
      <p>
        <InlineText source={member.description} />
      </p>
      {member.deprecated && (
        <p className={styles.deprecated}>
          <strong>Deprecated:</strong> <InlineText source={member.deprecated} />
        </p>
      )}
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
        <Member key={member.name} member={member} />
      ))}
    </div>
  )
}
