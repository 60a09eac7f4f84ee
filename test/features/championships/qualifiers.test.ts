import { describe, expect, it } from 'vitest'
import { ageChampionshipQualifiers } from '../../../src/features/championships/qualifiers.ts'
import { recordTieDecision } from '../../../src/domain/tournament/index.ts'
import {
  board,
  pairedRounds,
  testEntrant,
  testTournament,
} from '../../domain/tournament/builders.ts'

// Four-player round robin, SB then wins: 1 (man) 3 points, 2 (man) 2, 3 (woman) 1, 4 (woman) 0.
const field = (r3: '1-0' | '1/2') =>
  testTournament(
    { system: 'round-robin', totalRounds: 3, tiebreaks: ['SB', 'WIN'] },
    {
      entrants: [
        testEntrant(1, { name: 'Alonso', sex: 'm' }),
        testEntrant(2, { name: 'Blanco', sex: 'm' }),
        testEntrant(3, { name: 'Cuesta', sex: 'w' }),
        testEntrant(4, { name: 'Díaz', sex: 'w' }),
      ],
      rounds: pairedRounds([
        { boards: [board(1, 1, 4, '1-0'), board(2, 2, 3, '1-0')], bye: null },
        { boards: [board(1, 3, 1, '0-1'), board(2, 4, 2, '0-1')], bye: null },
        { boards: [board(1, 1, 2, r3), board(2, 3, 4, '1-0')], bye: null },
      ]),
    },
  )

describe('FAPA art. 57: the qualifiers of an age championship come from its final standings', () => {
  it('FAPA art. 57: the first two are men, so the champion and the first woman (3rd) go', () => {
    expect(ageChampionshipQualifiers(field('1-0'))).toEqual({
      ok: true,
      qualified: [
        { id: '1', place: 1, reason: 'champion', name: 'Alonso' },
        { id: '3', place: 3, reason: 'first-woman', name: 'Cuesta' },
      ],
    })
  })

  it('FAPA art. 57, 29.2: while 1 and 2 are level on the first place nobody is listed; a recorded lot settles it', () => {
    // 1-2 drawn: 1 and 2 on 2.5 with SB 2.25 (1 + 0 + 2.5 / 2) and 2 wins each, level after the chain.
    const level = field('1/2')
    expect(ageChampionshipQualifiers(level)).toEqual({ ok: false, reason: 'level-at-top' })
    const lot = recordTieDecision(level, { kind: 'lot', players: [1, 2], seed: 1 })
    if (!lot.ok) throw new Error('lot')
    const q = ageChampionshipQualifiers(lot.value)
    expect(q.ok && q.qualified.map((x) => [x.place, x.reason])).toEqual([
      [1, 'champion'],
      [3, 'first-woman'],
    ])
  })

  it('FAPA art. 57: an unfinished championship lists nobody', () => {
    const f = field('1-0')
    expect(ageChampionshipQualifiers({ ...f, rounds: f.rounds.slice(0, 2) })).toEqual({
      ok: false,
      reason: 'not-finished',
    })
  })
})
