import { describe, expect, it } from 'vitest'
import type { BackupError } from '../../../src/db/backup/checks.ts'
import { tournamentStateCheck } from '../../../src/db/backup/tournamentLogValidators.ts'
import { emptyTournament } from '../../../src/domain/tournament/index.ts'
import { logSettings } from '../../domain/tournament/commandPlayer.ts'

const check = (v: unknown): BackupError[] => {
  const errors: BackupError[] = []
  tournamentStateCheck(v, '$', errors)
  return errors
}

describe('backups keep the late-entry settings and the prize list', () => {
  const t = {
    ...emptyTournament(logSettings({ missedRounds: 'half', entryRule: 'fapa' })),
    prizes: {
      onePerPlayer: true,
      referenceYear: 2026,
      prizes: [
        { label: '1.º general', category: { kind: 'general' } },
        { label: '1.º Sub 12', category: { kind: 'age', group: 'U12' } },
        { label: '1.ª mujer', category: { kind: 'women' } },
        { label: 'Tramo 1600-1800', category: { kind: 'rating', min: 1600, max: 1800 } },
        { label: 'Mejor del club', category: { kind: 'club', club: 'CA Llanes' } },
      ],
    },
  }

  it('a tournament with them validates', () => {
    expect(check(t)).toEqual([])
  })

  it('an unknown category, age group or missed-round score, or a province prize without its province, is refused with its path', () => {
    const bad = {
      ...t,
      settings: { ...t.settings, missedRounds: 'full' },
      prizes: {
        ...t.prizes,
        prizes: [
          { label: 'x', category: { kind: 'country' } },
          { label: 'y', category: { kind: 'age', group: 'U9' } },
          { label: 'z', category: { kind: 'province' } },
        ],
      },
    }
    expect(check(bad).map((e) => e.path)).toEqual([
      '$.settings.missedRounds',
      '$.prizes.prizes[0].category.kind',
      '$.prizes.prizes[1].category.group',
      '$.prizes.prizes[2].category.province',
    ])
  })
})
