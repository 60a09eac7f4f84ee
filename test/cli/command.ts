import { join, resolve } from 'node:path'

/** The repository root: the command lines run from there, as `npm run` does. */
export const ROOT = resolve(import.meta.dirname, '..', '..')

/**
 * Node's own flags in each command's `npm run` line (package.json): `pair` runs V8 without its
 * background threads, which costs less CPU and wall time for one short pairing on a busy machine.
 */
const NODE_FLAGS: Readonly<Record<'pair' | 'standings' | 'norms', readonly string[]>> = {
  pair: ['--single-threaded'],
  standings: [],
  norms: [],
}

/**
 * The program and arguments `npm run NAME -- ARGS` runs (plain node on the bundle in dist-cli,
 * rebuilt first when a source changed), without npm's own start-up cost.
 */
export function command(
  name: 'pair' | 'standings' | 'norms',
  args: readonly string[],
): [string, string[]] {
  return [
    process.execPath,
    [...NODE_FLAGS[name], join(ROOT, 'src', 'cli', 'start.mjs'), name, ...args],
  ]
}
