import { localDay } from '../../domain/core/index.ts'
import { runCommand, type CommandContext, type CommandResult } from '../../db/commands/command.ts'
import { appContext } from '../../db/context.ts'
import { META_USE_DAYS } from '../../db/schema.ts'
import { parseUseDays, withUseDay } from './backupReminder.ts'

/**
 * Notes the command's day (local calendar day) as a day of use; the backup reminder counts these
 * days. Resolves to whether the day was new.
 */
export function recordUseDay(ctx: CommandContext = appContext): Promise<CommandResult<boolean>> {
  return runCommand(ctx, ['meta'], async (w) => {
    const today = localDay(new Date(w.at), ctx.timeZone)
    const row = await w.db.meta.get(META_USE_DAYS)
    const days = parseUseDays(row?.value)
    const next = withUseDay(days, today)
    if (next === days) return false
    await w.db.meta.put({ key: META_USE_DAYS, value: JSON.stringify(next) })
    return true
  })
}
