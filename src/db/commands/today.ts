import { localDay, localTime } from '../../domain/core/index.ts'
import type { CommandContext } from './command.ts'

/**
 * The local calendar day of the command's clock, `YYYY-MM-DD` (the rules compare days). This and
 * `clockOf` are where the app reads "today": screens pass `appContext`, tests a fixed clock.
 */
export function todayOf(ctx: Pick<CommandContext, 'now' | 'timeZone'>): string {
  return localDay(ctx.now(), ctx.timeZone)
}

/** The local wall-clock time of the command's clock, `HH:MM`. */
export function clockOf(ctx: Pick<CommandContext, 'now' | 'timeZone'>): string {
  return localTime(ctx.now(), ctx.timeZone)
}
