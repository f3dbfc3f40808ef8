/**
 * Type names a page may print without either package declaring them: TypeScript's own utility
 * and library types, DOM types and React's. A name outside this list and the packages' exports
 * is a typo, an invented alias or something from another version, unless the page declares it
 * as its own shorthand (`api.shorthands`).
 */
export const BUILT_IN_TYPE_NAMES: ReadonlySet<string> = new Set([
  // TypeScript utility types
  'Awaited',
  'Exclude',
  'Extract',
  'InstanceType',
  'NonNullable',
  'Omit',
  'Parameters',
  'Partial',
  'Pick',
  'Readonly',
  'Record',
  'Required',
  'ReturnType',
  // ECMAScript library
  'Array',
  'Date',
  'Error',
  'Function',
  'Iterable',
  'Map',
  'Object',
  'Promise',
  'PromiseLike',
  'ReadonlyArray',
  'ReadonlyMap',
  'ReadonlySet',
  'RegExp',
  'Set',
  'TypeError',
  'WeakMap',
  'WeakSet',
  // DOM
  'Element',
  'Event',
  'HTMLElement',
  // React
  'JSX',
  'React',
  'ReactElement',
  'ReactNode',
])
