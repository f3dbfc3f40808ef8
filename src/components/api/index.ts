/** The components API pages use in their MDX, registered in the MDX components map. */
export { ApiHeader } from './ApiHeader'
export { Members } from './Members'
export { Parameters } from './Parameters'
export { Related, Since } from './Related'
export { Overloads, Returns, Signature } from './Signature'
