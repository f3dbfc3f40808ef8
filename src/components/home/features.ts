import type { ComponentType } from 'react'
import { AsyncIcon, LifecycleIcon, SpeedIcon } from './FeatureIcons'

export interface Feature {
  readonly title: string
  readonly description: string
  readonly Icon: ComponentType
}

export const features: ReadonlyArray<Feature> = [
  {
    title: 'Lightweight & fast',
    description:
      'Built for everything from small progressive web apps to large applications and latency-sensitive games.',
    Icon: SpeedIcon,
  },
  {
    title: 'Declarative lifecycle management',
    description: 'Load and save state declaratively with the init, didSet and didReset lifecycle hooks.',
    Icon: LifecycleIcon,
  },
  {
    title: 'Supports async set-state functions',
    description: 'Let a state update await complex data loading before it lands.',
    Icon: AsyncIcon,
  },
]
