// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { BackupError } from '../../../src/db/backup/checks.ts'
import { TEAM_VALIDATORS } from '../../../src/db/backup/teamValidators.ts'
import { CommunicationsPanel } from '../../../src/features/teams/CommunicationsPanel.tsx'
import { twoTeamLeague } from './twoTeamLeague.ts'

/** Round 1 played on Saturday 5 December 2026; the deadline is Monday 7 December, 19:00. */
const league = (time: string) => {
  const c = twoTeamLeague(1)
  const f = c.rounds[0]!.fixtures[0]!
  return {
    ...c,
    schedule: { dates: ['2026-12-05'], time: '17:00' },
    rounds: [{ ...c.rounds[0]!, fixtures: [{ ...f, communicated: { date: '2026-12-07', time } }] }],
  }
}

describe('FAPA art. 82.4 on the round screen: the communicated result and its deadline', () => {
  test('82.4: communicated on Monday at 18:59 is on time, at 19:00 it is a minor infraction', () => {
    const { unmount } = render(
      <CommunicationsPanel competition={league('18:59')} round={league('18:59').rounds[0]!} />,
    )
    expect(screen.getByRole('listitem').textContent).toMatch(
      /^Encuentro 1 · Oviedo – Gijón: resultado comunicado el 07\/12\/2026, 18:59 \(art\. 82\.4\) · en plazo/,
    )
    unmount()
    render(<CommunicationsPanel competition={league('19:00')} round={league('19:00').rounds[0]!} />)
    expect(screen.getByRole('listitem').textContent).toMatch(
      /resultado comunicado el 07\/12\/2026, 19:00 \(art\. 82\.4\) · fuera de plazo \(lunes, 19:00\): infracción leve/,
    )
  })

  test('82.4: a backup keeps the communication, and refuses one with a time past 23:59', () => {
    const check = (row: unknown) => {
      const errors: BackupError[] = []
      // The competition's state as its log's snapshots hold it.
      TEAM_VALIDATORS.teamSnapshots!.row({ competitionId: 'c', seq: 1, state: row }, 'row', errors)
      return errors.map((e) => e.path)
    }
    expect(check(league('18:59'))).toEqual([])
    expect(check(league('24:00'))).toEqual(['row.state.rounds[0].fixtures[0].communicated.time'])
  })
})
