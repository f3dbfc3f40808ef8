import { Link } from 'gatsby'
import { Fragment } from 'react'
import { Admonition } from '../admonition/Admonition'
import { CodeBlock } from '../code-block/CodeBlock'
import * as styles from './Api.module.css'
import { useApiEntry } from './api-entry-context'
import { apiText } from '../../shared/api/api-text'
import { importLines } from '../../shared/api/import-lines'
import { InlineText } from './InlineText'

/** The top of every API page: kind and status badges, parent, import lines, deprecation and unstable warnings. */
export function ApiHeader() {
  const entry = useApiEntry('ApiHeader')
  const lines = importLines(entry)
  return (
    <div className={styles.header}>
      <p className={styles.headerLine}>
        <span className={styles.badge} data-kind={entry.kind}>
          {entry.kind}
        </span>{' '}
        {apiText.statusBadges(entry).map((status) => (
          <Fragment key={status}>
            <span className={styles.badge} data-status={status.toLowerCase()}>
              {status}
            </span>{' '}
          </Fragment>
        ))}
        {entry.extends && (
          <span className={styles.parent}>
            extends{' '}
            {entry.extends.path ? (
              <Link to={entry.extends.path}>
                <code>{entry.extends.title}</code>
              </Link>
            ) : (
              <code>{entry.extends.title}</code>
            )}
          </span>
        )}{' '}
        <span className={styles.since} data-since={entry.history.since}>
          {apiText.sinceLine(entry.history)}
        </span>
      </p>
      {entry.deprecated && (
        <Admonition type="danger" title={apiText.deprecatedTitle}>
          <p>
            <InlineText source={entry.deprecated} />
          </p>
        </Admonition>
      )}
      {entry.unstable && (
        <Admonition type="warning" title={apiText.unstableTitle}>
          <p>{apiText.unstableBody}</p>
        </Admonition>
      )}
      {entry.importNote && (
        <p>
          <InlineText source={entry.importNote} />
        </p>
      )}
      <CodeBlock code={lines.join('\n')} language="ts" title={apiText.importTitle(lines.length)} />
    </div>
  )
}
