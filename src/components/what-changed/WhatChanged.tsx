import { Link } from 'gatsby'
import { CHANGE_KINDS, releaseText } from '../../shared/api/release-text'
import type { ReleaseNoteItem, ReleaseNotes } from '../../types/api-history'
import { InlineText } from '../api/InlineText'
import { useReleaseNotes } from './release-notes-context'
import * as styles from './WhatChanged.module.css'

function Item({ item }: { readonly item: ReleaseNoteItem }) {
  const name = <code>{item.name}</code>
  return (
    <li>
      {item.path ? <Link to={item.path}>{name}</Link> : name}{' '}
      <span className={styles.packageName}>({item.package})</span>
      {item.note && (
        <>
          : <InlineText source={item.note} />
        </>
      )}
    </li>
  )
}

function Release({ release }: { readonly release: ReleaseNotes }) {
  const groups = CHANGE_KINDS.map((kind) => ({
    kind,
    items: release.items.filter((item) => item.change === kind),
  })).filter((group) => group.items.length > 0)
  return (
    <section className={styles.release} data-release={release.version}>
      <h3 id={releaseText.anchor(release.version)}>
        {release.version}
        {release.date && <span className={styles.date}> ({release.date})</span>}
      </h3>
      {release.notes.map((note) => (
        <p key={note}>
          <InlineText source={note} />
        </p>
      ))}
      {groups.length === 0 && <p>{releaseText.noTypingChange}</p>}
      {groups.map((group) => (
        <div key={group.kind}>
          <p className={styles.kind}>{releaseText.changeLabel[group.kind]}</p>
          <ul>
            {group.items.map((item) => (
              <Item key={`${item.package} ${item.name}`} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

/** Every release, newest first, generated from the release files (content/releases). */
export function WhatChanged() {
  return (
    <div className={styles.releases}>
      {useReleaseNotes().map((release) => (
        <Release key={release.version} release={release} />
      ))}
    </div>
  )
}
