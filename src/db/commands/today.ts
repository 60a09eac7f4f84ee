import type { CommandContext } from './command.ts'

/** The local calendar day of the command's clock, `YYYY-MM-DD` (the rules compare days). */
export function todayOf(ctx: CommandContext): string {
  const d = ctx.now()
  const m = String(d.getMonth() + 1).padStart(2, '0')
  const day = String(d.getDate()).padStart(2, '0')
  return `${d.getFullYear()}-${m}-${day}`
}
