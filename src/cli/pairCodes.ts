/**
 * The exit codes and usage of `npm run pair` (JaVaFo / bbpPairings conventions), shared by the
 * command's argument checks (pair.ts) and its modes (pairModes.ts).
 */
import type { CliOutput } from './args.ts'

export const EXIT = { ok: 0, noPairing: 1, invalidInput: 3, fileError: 5 } as const

export const USAGE = `usage: npm run pair -- --dutch INPUT.trf -p [OUTPUT]
       npm run pair -- --dutch INPUT.trf -c [--unplayed fapa|vo2009|c07-2024|c07-2026]
       npm run pair -- --dutch -g [CONFIG] [-o OUT.trf] [-s SEED]`
/** A command's output. */
export const done = (code: number, stdout = '', stderr = ''): CliOutput => ({
  code,
  stdout,
  stderr,
})
