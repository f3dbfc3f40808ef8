/**
 * Console arguments as text, close to what Node's console prints, so a playground's console reads
 * like the Output panels of the runnable examples. Kept small: one line per value, two levels deep.
 */

const MAX_DEPTH = 2
const MAX_ITEMS = 100

const identifier = /^[A-Za-z_$][\w$]*$/

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

function constructorName(value: object): string | null {
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null
  if (prototype === null) return '[Object: null prototype]'
  const name = prototype.constructor?.name
  return name && name !== 'Object' ? name : null
}

function list(items: string[], total: number): string {
  const shown = total > items.length ? [...items, `... ${total - items.length} more items`] : items
  return shown.join(', ')
}

function inspectNested(value: unknown, depth: number, seen: Set<object>): string {
  if (typeof value === 'string') return quote(value)
  return inspectValue(value, depth, seen)
}

function inspectValue(value: unknown, depth: number, seen: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return value
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value)
    case 'bigint':
      return `${value}n`
    case 'boolean':
    case 'undefined':
      return String(value)
    case 'symbol':
      return value.toString()
    case 'function': {
      const source = Function.prototype.toString.call(value)
      if (source.startsWith('class')) return `[class ${value.name || '(anonymous)'}]`
      return value.name ? `[Function: ${value.name}]` : '[Function (anonymous)]'
    }
  }
  if (value === null) return 'null'
  const object = value as object
  if (seen.has(object)) return '[Circular]'
  if (object instanceof Error)
    return object.stack?.startsWith(`${object.name}`) ? `${object.name}: ${object.message}` : String(object)
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString()
  if (object instanceof RegExp) return String(object)
  if (object instanceof Promise) return 'Promise {}'

  const nested = depth + 1
  seen.add(object)
  try {
    if (Array.isArray(object)) {
      if (object.length === 0) return '[]'
      if (depth > MAX_DEPTH) return '[Array]'
      const items = object.slice(0, MAX_ITEMS).map((item) => inspectNested(item, nested, seen))
      return `[ ${list(items, object.length)} ]`
    }
    if (object instanceof Map) {
      if (depth > MAX_DEPTH) return '[Map]'
      const items = [...object]
        .slice(0, MAX_ITEMS)
        .map(([key, item]) => `${inspectNested(key, nested, seen)} => ${inspectNested(item, nested, seen)}`)
      return object.size === 0 ? `Map(0) {}` : `Map(${object.size}) { ${list(items, object.size)} }`
    }
    if (object instanceof Set) {
      if (depth > MAX_DEPTH) return '[Set]'
      const items = [...object].slice(0, MAX_ITEMS).map((item) => inspectNested(item, nested, seen))
      return object.size === 0 ? `Set(0) {}` : `Set(${object.size}) { ${list(items, object.size)} }`
    }
    const name = constructorName(object)
    const keys = Object.keys(object)
    if (keys.length === 0) return name ? `${name} {}` : '{}'
    if (depth > MAX_DEPTH) return name ? `[${name}]` : '[Object]'
    const record = object as Record<string, unknown>
    const entries = keys
      .slice(0, MAX_ITEMS)
      .map((key) => `${identifier.test(key) ? key : quote(key)}: ${inspectNested(record[key], nested, seen)}`)
    return `${name ? `${name} ` : ''}{ ${list(entries, keys.length)} }`
  } finally {
    seen.delete(object)
  }
}

/** One value as Node's console would show it at the top level (strings without quotes). */
export function inspect(value: unknown): string {
  return inspectValue(value, 0, new Set())
}

/** Expands printf-style placeholders of a leading string: %s %d %i %f %o %O %j %c %%. */
function applyPlaceholders(format: string, args: ReadonlyArray<unknown>): string {
  let next = 0
  const text = format.replace(/%[sdifoOjc%]/g, (placeholder) => {
    if (placeholder === '%%') return '%'
    if (next >= args.length) return placeholder
    const arg = args[next++]
    switch (placeholder) {
      case '%s':
        return typeof arg === 'string' ? arg : inspect(arg)
      case '%d':
        return typeof arg === 'bigint' ? `${arg}n` : String(Number(arg))
      case '%i':
        return typeof arg === 'bigint' ? `${arg}n` : String(Math.trunc(Number(arg)))
      case '%f':
        return String(Number(arg))
      case '%j':
        return JSON.stringify(arg)
      case '%c':
        return ''
      default:
        return inspectNested(arg, 0, new Set())
    }
  })
  return [text, ...args.slice(next).map(inspect)].join(' ')
}

/** The arguments of one console call as the line it prints. */
export function formatLogArguments(args: ReadonlyArray<unknown>): string {
  const [first, ...rest] = args
  if (typeof first === 'string' && first.includes('%')) return applyPlaceholders(first, rest)
  return args.map(inspect).join(' ')
}
