/** The runner for console playgrounds: plain modules that import cotton-box and print. */
import * as CottonBox from 'cotton-box'
import { startRunner } from './runner'

startRunner({ builtins: { 'cotton-box': CottonBox } })
