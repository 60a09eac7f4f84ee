/**
 * After a form's save has finished: the fields listed in `cleared` are emptied only where they
 * still hold what was sent. Anything typed while the save was running (the next player's name,
 * say) is kept.
 */
export function clearSubmitted<T extends object>(current: T, sent: T, cleared: Partial<T>): T {
  const next = { ...current }
  for (const key of Object.keys(cleared) as (keyof T)[]) {
    if (current[key] === sent[key]) next[key] = cleared[key] as T[keyof T]
  }
  return next
}
