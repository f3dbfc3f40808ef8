import { Link } from 'gatsby'
import { Fragment } from 'react'
import { typeSegments } from './type-links'

interface TypeTextProps {
  readonly type: string
  readonly links: Readonly<Record<string, string>>
  /** The page's own name, which is not linked. */
  readonly self: string
}

/** Text with a line-break opportunity after each `|` and `,`, so long unions wrap between members. */
function Breakable({ text }: { readonly text: string }) {
  return (
    <>
      {text
        .replace(/([|,] )/g, '$1\n')
        .split('\n')
        .map((part, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
    </>
  )
}

/** A type in code font, with the names of other API pages linked to them. */
export function TypeText({ type, links, self }: TypeTextProps) {
  return (
    <code>
      {typeSegments(type, links, self).map((segment, index) =>
        segment.path ? (
          <Link key={index} to={segment.path}>
            {segment.text}
          </Link>
        ) : (
          <Breakable key={index} text={segment.text} />
        ),
      )}
    </code>
  )
}
