import { join, resolve } from 'node:path'

/** The repository root: the command lines run from there, as `npm run` does. */
export const ROOT = resolve(import.meta.dirname, '..', '..')

/**
 * The program and arguments `npm run NAME -- ARGS` runs (plain node on the bundle in dist-cli,
 * rebuilt first when a source changed), without npm's own start-up cost.
 */
export function command(
  name: 'pair' | 'standings' | 'norms',
  args: readonly string[],
): [string, string[]] {
  return [process.execPath, [join(ROOT, 'src', 'cli', 'start.mjs'), name, ...args]]
}
