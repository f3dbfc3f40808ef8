/**
 * The dialog's footer: the engine that answers (MiniSearch for the local index, Algolia when the
 * build selects it) and the keys that work in the list.
 */
import { memo, type ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import { SiteLink } from '../link/SiteLink'

const { texts, localEngine, hostedEngine } = siteConfig.search

/** A key's drawing, named for assistive technology. */
function Key({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <kbd className="DocSearch-Commands-Key">
      <svg width="15" height="15" viewBox="0 0 15 15" role="img" aria-label={label}>
        <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="1.2">
          {children}
        </g>
      </svg>
    </kbd>
  )
}

const keyDrawings: Readonly<Record<string, ReactNode>> = {
  'Enter key': <path d="M12 3.5v3a2 2 0 01-2 2H4M6.5 6l-2.5 2.5 2.5 2.5" />,
  'Arrow down': <path d="M7.5 3.5v8M4.5 8.5l3 3 3-3" />,
  'Arrow up': <path d="M7.5 11.5v-8M4.5 6.5l3-3 3 3" />,
  'Escape key': <path d="M3.5 4.5h3M3.5 7.5h2.5M3.5 10.5h3M3.5 4.5v6M9 5c1.5-1 3-.5 3 1s-3 1-3 2.5 1.5 2 3 1" />,
}

/** Rendered once: its props never change while the dialog is open. */
export const DialogFooter = memo(function DialogFooter({ engine }: { readonly engine: 'local' | 'algolia' }) {
  const credited = engine === 'local' ? localEngine : hostedEngine
  return (
    <div className="DocSearch-Footer">
      <div className="DocSearch-Logo">
        <span className="Site-SearchCredit">
          {texts.searchBy} <SiteLink href={credited.url}>{credited.name}</SiteLink>
        </span>
      </div>
      <ul className="DocSearch-Commands">
        {Object.values(texts.commands).map(({ text, keys }) => (
          <li key={text}>
            {keys.map((key) => (
              <Key key={key} label={key}>
                {keyDrawings[key]}
              </Key>
            ))}
            <span className="DocSearch-Label">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  )
})
