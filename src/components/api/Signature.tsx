import { CodeBlock } from '../code-block/CodeBlock'
import * as styles from './Api.module.css'
import { requireData, useApiEntry } from './api-entry-context'
import { InlineText } from './InlineText'
import { TypeText } from './TypeText'

/** The full declaration, highlighted like any code block. */
export function Signature() {
  const entry = useApiEntry('Signature')
  return <CodeBlock code={entry.signature} language="ts" />
}

/** What a function returns, with its type linked. */
export function Returns() {
  const entry = useApiEntry('Returns')
  const returns = requireData(entry.returns, 'Returns', entry, 'returns')
  return (
    <p className={styles.returns}>
      <TypeText type={returns.type} links={entry.typeLinks} self={entry.name} />:{' '}
      <InlineText source={returns.description} />
    </p>
  )
}

/** Every call signature, each with what it is for. */
export function Overloads() {
  const entry = useApiEntry('Overloads')
  const overloads = requireData(entry.overloads, 'Overloads', entry, 'overloads')
  return (
    <ol className={styles.overloads}>
      {overloads.map((overload) => (
        <li key={overload.signature}>
          {overload.description && (
            <p>
              <InlineText source={overload.description} />
            </p>
          )}
          <CodeBlock code={overload.signature} language="ts" />
        </li>
      ))}
    </ol>
  )
}
