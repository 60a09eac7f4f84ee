import type {
  IndividualTournament,
  LegacyAction,
  LegacyVersion,
  TournamentEvent,
  TournamentSettings,
} from '../../../src/domain/tournament/index.ts'
import { emptyTournament } from '../../../src/domain/tournament/index.ts'
import { stepOf, UNDO, type Command } from './commandPlayer.ts'

/** A tournament as the whole-document storage kept it: the document, its versions, its audit. */
export interface LegacyTournament {
  readonly doc: IndividualTournament
  readonly history: readonly LegacyVersion[]
  readonly audit: readonly LegacyAction[]
}

/** The audit detail each screen wrote before the log (its own templates, kept here verbatim). */
function oldDetail(e: TournamentEvent, screenAt: string): string {
  switch (e.type) {
    case 'entrant-registered':
      return e.payload.entrant.name
    case 'entrant-removed':
      return e.payload.name
    case 'request-set':
      return `${e.payload.startNo} ${e.payload.request ?? 'none'}`
    case 'round-paired':
      return `R${e.payload.pairing.round}`
    case 'round-unpaired':
      return `R${e.payload.round}`
    case 'result-set':
      return `R${e.payload.round} B${e.payload.board} ${e.payload.result ?? '—'}`
    case 'pairing-changed':
      return `R${e.payload.round} ${e.payload.swapped?.[0]}<->${e.payload.swapped?.[1]} ${e.payload.reason}`
    case 'fide-mode-left':
      return screenAt
    default:
      return ''
  }
}

const ACTION: Partial<Record<TournamentEvent['type'], string>> = {
  'entrant-registered': 'entrant/add',
  'entrant-removed': 'entrant/remove',
  'numbers-frozen': 'entrant/freeze',
  'request-set': 'entrant/request',
  'round-paired': 'round/pair',
  'round-unpaired': 'round/unpair',
  'result-set': 'round/result',
  'pairing-changed': 'round/manual-change',
  'fide-mode-left': 'tournament/leave-fide-mode',
}

/**
 * Plays commands the way changeTournament and undoLastChange did before the log: the screen's
 * clock for manual changes and leaving FIDE mode a few milliseconds before the command's, a copy
 * of the whole document per change, every action and undo in the audit log.
 */
export function playLegacy(
  settings: TournamentSettings,
  commands: readonly Command[],
  undoEvery = 0,
): LegacyTournament {
  const at = (i: number, ms = 0) => new Date(Date.UTC(2026, 6, 1, 9, 0, i, ms)).toISOString()
  let doc = emptyTournament(settings)
  const history: LegacyVersion[] = []
  const audit: LegacyAction[] = [{ at: at(0), action: 'tournament/create', detail: settings.name }]
  commands.forEach((c, i) => {
    if (c[0] === UNDO || (undoEvery > 0 && i % undoEvery === undoEvery - 1)) {
      const last = history[history.length - 1]
      if (!last) return
      if (doc.settings.fideMode && last.round > 0 && last.round < doc.rounds.length - 1) return
      if (doc.fideModeLeftAt && !last.before.fideModeLeftAt) return
      history.pop()
      doc = last.before
      audit.push({ at: at(i + 1), action: 'tournament/undo', detail: last.action })
      return
    }
    const step = stepOf(doc, c)
    if (!step) return
    const screenAt = at(i + 1, 0)
    const next = step.run(doc, screenAt)
    if (!next.ok) return
    const action = ACTION[step.event.type] as string
    history.push({ at: at(i + 1, 3), action, round: step.round, before: doc })
    audit.push({ at: at(i + 1, 4), action, detail: oldDetail(step.event, screenAt) })
    doc = next.value
  })
  return { doc, history, audit }
}
