import type { NewEntrant, TournamentEvent } from './events.ts'
import type { IndividualTournament } from './individual.ts'
import { isTournamentFinished, type TournamentError } from './operations.ts'
import { entryClosed, ratingOrderNumber } from './lateEntry.ts'
import { checkNewEntrant } from './registration.ts'

/**
 * The checks a new event must pass before it is written, beyond what folding it requires: the
 * rules of registration as they are today. Events already in a log are folded without them, so a
 * tournament stored before a rule was added still opens.
 */
export function admitEvent(t: IndividualTournament, event: TournamentEvent): TournamentError[] {
  switch (event.type) {
    case 'entrant-registered':
      return admitEntry(t, event.payload.entrant)
    case 'entrant-inserted': {
      const refused = admitEntry(t, event.payload.entrant)
      if (refused.length > 0) return refused
      const at = ratingOrderNumber(t, event.payload.entrant)
      return at === event.payload.startNo
        ? []
        : [{ code: 'entrant/not-rating-order', params: { startNo: at } }]
    }
    default:
      return []
  }
}

/** A player may join: the event is not finished, FAPA art. 47.2 is open, the data are clean. */
function admitEntry(t: IndividualTournament, e: NewEntrant): TournamentError[] {
  if (isTournamentFinished(t)) return [{ code: 'entrant/tournament-finished' }]
  const closed = entryClosed(t)
  return closed.length > 0 ? closed : checkNewEntrant(t, e)
}
