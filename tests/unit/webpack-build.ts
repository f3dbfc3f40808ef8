import webpack, { type Configuration } from 'webpack'

/** Runs one webpack build; rejects with webpack's error or its stats when the build fails. */
export function buildWithWebpack(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()))
      resolve()
    })
  })
}
