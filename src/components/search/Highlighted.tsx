import { highlightSegments } from './highlight'

/** A highlighted value from either backend, its matched words marked: text only, never markup. */
export function Highlighted({ value }: { readonly value: string }) {
  return (
    <>
      {highlightSegments(value).map((segment, index) =>
        segment.highlighted ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  )
}
