import { memberAnchor } from '../../shared/api/api-anchors'
import * as styles from './Api.module.css'
import { TableScroller } from '../table/TableScroller'
import { requireData, useApiEntry } from './api-entry-context'
import { InlineText } from './InlineText'
import { TypeText } from './TypeText'

/**
 * The constructor's or function's parameters: name, type, default and description. On a class
 * page the table stands for the constructor, so links to it (from /versions) land here.
 */
export function Parameters() {
  const entry = useApiEntry('Parameters')
  const parameters = requireData(entry.parameters, 'Parameters', entry, 'parameters')
  return (
    <TableScroller label="Parameters" id={entry.kind === 'class' ? memberAnchor('constructor') : undefined}>
      <table className={`${styles.table} ${styles.parameters}`}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={parameter.name}>
              <th scope="row">
                <code>
                  {parameter.name}
                  {parameter.optional || parameter.default !== undefined ? '?' : ''}
                </code>
              </th>
              <td>
                <TypeText type={parameter.type} links={entry.typeLinks} self={entry.name} />
              </td>
              <td>
                {parameter.default !== undefined ? (
                  <code>{parameter.default}</code>
                ) : parameter.optional ? (
                  '–'
                ) : (
                  'required'
                )}
              </td>
              <td>
                <InlineText source={parameter.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}
