import { Link } from 'gatsby'
import { typeSegments } from './type-links'

interface TypeTextProps {
  readonly type: string
  readonly links: Readonly<Record<string, string>>
  /** The page's own name, which is not linked. */
  readonly self: string
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
          segment.text
        ),
      )}
    </code>
  )
}
