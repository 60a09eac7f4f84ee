import type { TournamentEvent } from './events.ts'
import type { IndividualTournament } from './individual.ts'
import type { TournamentError } from './operations.ts'
import { checkNewEntrant } from './registration.ts'

/**
 * The checks a new event must pass before it is written, beyond what folding it requires: the
 * rules of registration as they are today. Events already in a log are folded without them, so a
 * tournament stored before a rule was added still opens.
 */
export function admitEvent(t: IndividualTournament, event: TournamentEvent): TournamentError[] {
  switch (event.type) {
    case 'entrant-registered':
      return checkNewEntrant(t, event.payload.entrant)
    default:
      return []
  }
}
