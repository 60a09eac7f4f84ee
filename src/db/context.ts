import { db } from './db.ts'
import type { CommandContext } from './commands/command.ts'

/** The command context of the running app: this device's database and the real clock. */
export const appContext: CommandContext = { db, now: () => new Date() }
