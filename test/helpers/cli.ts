import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { command, ROOT } from '../cli/command.ts'

export { ROOT }
// The tsx command line that `npx tsx` runs, started without npm's own start-up cost.
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')

/** What a command line printed and its exit code. */
export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

const BUNDLED = ['pair', 'standings', 'norms'] as const
const isBundled = (name: string): name is (typeof BUNDLED)[number] =>
  (BUNDLED as readonly string[]).includes(name)

/**
 * Runs a command line with `args` from the repository's root: the bundled ones as `npm run`
 * starts them, the others (`src/cli/<name>.ts`) through tsx.
 */
export function runCli(name: string, ...args: string[]): Promise<CliRun> {
  const [program, argv] = isBundled(name)
    ? command(name, args)
    : [process.execPath, [TSX, `src/cli/${name}.ts`, ...args]]
  return new Promise((done) => {
    execFile(program, argv, { cwd: ROOT }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
      done({ code, stdout, stderr })
    })
  })
}
