import type { TournamentEvent } from './events.ts'
import { isRoundComplete, type IndividualTournament } from './individual.ts'
import { plannedRounds, type TournamentError } from './operations.ts'
import { checkNewEntrant } from './registration.ts'

/**
 * The checks a new event must pass before it is written, beyond what folding it requires: the
 * rules of registration as they are today. Events already in a log are folded without them, so a
 * tournament stored before a rule was added still opens.
 */
export function admitEvent(t: IndividualTournament, event: TournamentEvent): TournamentError[] {
  switch (event.type) {
    case 'entrant-registered':
      return isFinished(t)
        ? [{ code: 'entrant/tournament-finished' }]
        : checkNewEntrant(t, event.payload.entrant)
    default:
      return []
  }
}

/** Every planned round paired and played: nobody can join any more. */
function isFinished(t: IndividualTournament): boolean {
  const last = t.rounds[t.rounds.length - 1]
  return last !== undefined && t.rounds.length >= plannedRounds(t) && isRoundComplete(last)
}
