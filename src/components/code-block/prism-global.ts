import { Prism } from 'prism-react-renderer'

// prismjs language files register themselves on a global Prism; they must see the instance
// prism-react-renderer highlights with. Imported before them (see prism-languages.ts).
;(globalThis as typeof globalThis & { Prism: typeof Prism }).Prism = Prism
