import { CodeBlock } from '../code-block/CodeBlock'
import { installCommands } from '../../shared/mdx/install-commands'
import { TabItem } from './TabItem'
import { Tabs } from './Tabs'

/** npm / yarn / pnpm tabs for installing `packages`; every such group on the site switches together. */
export function InstallTabs({ packages }: { readonly packages: ReadonlyArray<string> }) {
  return (
    <Tabs groupId="package-manager">
      {installCommands(packages).map(({ manager, command }) => (
        <TabItem key={manager} value={manager}>
          <CodeBlock code={command} language="bash" />
        </TabItem>
      ))}
    </Tabs>
  )
}
