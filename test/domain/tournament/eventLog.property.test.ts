import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { undoTarget } from '../../../src/domain/log/index.ts'
import {
  applyTournamentEvent,
  foldTournament,
  TOURNAMENT_SYSTEMS,
} from '../../../src/domain/tournament/index.ts'
import { COMMAND_KINDS, logSettings, playCommands, type Command } from './commandPlayer.ts'

/** Results and pairings weigh most, so that logs reach several rounds. */
const kind = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: COMMAND_KINDS - 1 }), weight: 3 },
  { arbitrary: fc.constant(4), weight: 2 },
  { arbitrary: fc.constant(5), weight: 6 },
)
const command: fc.Arbitrary<Command> = fc.tuple(kind, fc.nat(60), fc.nat(60))
/** Registrations first (so rounds get paired), then anything. */
const commands = fc
  .tuple(
    fc.array(fc.constant<Command>([0, 1, 1]), { minLength: 0, maxLength: 9 }),
    fc.array(command, { minLength: 30, maxLength: 150 }),
  )
  .map(([reg, rest]) => [
    ...reg.map((_, i): Command => [0, i + 1, i + 1]),
    [2, 0, 0] as Command,
    ...rest,
  ])

describe('the tournament log', () => {
  it('folding the whole log, or from any snapshot, gives the state the domain operations give in memory (undo included)', () => {
    fc.assert(
      fc.property(
        commands,
        fc.constantFrom(...TOURNAMENT_SYSTEMS),
        fc.boolean(),
        fc.integer({ min: 0, max: 7 }),
        (cmds, system, fideMode, undoEvery) => {
          const played = playCommands(logSettings({ system, fideMode }), cmds, undoEvery)
          const whole = foldTournament(null, played.entries)
          expect(whole).toEqual({
            ok: true,
            value: { seq: played.entries.length, state: played.state },
          })
          const undoneLater = (s: number) =>
            played.entries.some((e) => e.seq > s && e.type === 'undo' && e.payload.seq <= s)
          for (let s = 1; s <= played.entries.length; s++) {
            if (undoneLater(s)) continue
            const snap = foldTournament(null, played.entries.slice(0, s))
            if (!snap.ok) throw new Error(`prefix ${s} does not fold`)
            const rest = foldTournament(snap.value, played.entries.slice(s))
            expect(rest.ok && rest.value.state).toEqual(played.state)
          }
          const target = undoTarget([...played.entries].reverse())
          const expected = played.inEffect[played.inEffect.length - 1] ?? 1
          expect(target?.seq).toBe(expected)
          for (const r of played.refused)
            expect(applyTournamentEvent(r.state, r.event).ok).toBe(false)
          for (const log of played.refusedUndos) expect(foldTournament(null, log).ok).toBe(false)
        },
      ),
      { numRuns: 150 },
    )
  })
})
