/** The install command of each package manager, from one list of packages. */
export function installCommands(packages: ReadonlyArray<string>): ReadonlyArray<{ manager: string; command: string }> {
  const list = packages.join(' ')
  return [
    { manager: 'npm', command: `npm install ${list}` },
    { manager: 'yarn', command: `yarn add ${list}` },
    { manager: 'pnpm', command: `pnpm add ${list}` },
  ]
}
