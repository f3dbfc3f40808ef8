import { SiteLink } from '../link/SiteLink'
import { parseInlineMarkdown } from '../../shared/api/inline-markdown'

/** Renders a text field of API data: plain text with `code`, links and **strong**. */
export function InlineText({ source }: { readonly source: string }) {
  return (
    <>
      {parseInlineMarkdown(source).map((segment, index) => {
        switch (segment.kind) {
          case 'text':
            return segment.text
          case 'code':
            return <code key={index}>{segment.text}</code>
          case 'strong':
            // Strong text may hold code, e.g. **Not an export of `cotton-box`.**
            return (
              <strong key={index}>
                <InlineText source={segment.text} />
              </strong>
            )
          case 'link':
            return (
              <SiteLink key={index} href={segment.href}>
                {segment.code ? <code>{segment.text}</code> : segment.text}
              </SiteLink>
            )
        }
      })}
    </>
  )
}
