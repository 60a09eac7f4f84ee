import type { Messages } from '../types.ts'
import type { fide as es } from '../es/fide.ts'

export const fide: Messages<typeof es> = {
  warningLevel: 'Level {level} warning',
  confirmWarnings: '{warnings}\n\nGo on?',
  'warn/correction-later-rounds':
    'You are changing a result of round {round} with round {rounds} already paired: that pairing was made on the old score and stands (FIDE C.04.2). The correction is kept in the history and the TRF.',
  'warn/correction-repairable':
    'Round {round} has no result yet: you may unpair it and pair it again on the corrected score.',
  'warn/second-half-bye': 'Player {startNo} would have {count} half-point byes.',
  'warn/full-bye-deprecated':
    'Full-point bye on request for {startNo}: deprecated by FIDE; only where the tournament rules allow it.',
  'warn/rounds-changed':
    'The number of rounds changes from {from} to {to}. It is written to the TRF.',
  'warn/last-round-recheck':
    'Round {round}, already paired, becomes or stops being the last: the last-round criteria differ. Check its pairing (you may unpair it while it has no result).',
  'warn/manual-differs':
    'The final pairing of round {round} differs from the program on {boards} boards. Each difference goes to the TRF (### MPA).',
  'warn/forbidden-after-round-1':
    'After round 1 a new prohibited pairing requires leaving FIDE mode.',
  'warn/leave-fide-mode': 'Leave FIDE mode.',
  repairAfterCorrection:
    'Result corrected. Unpair round {round} now to pair it again on the corrected score?',
  leaveConfirm1:
    'Leave FIDE mode? Warnings will no longer block actions and the tournament cannot return to FIDE mode.',
  leaveConfirm2:
    'Second confirmation: leaving FIDE mode is written to the TRF (###) and can never be undone or re-entered. Leave?',
  leftAt: 'FIDE mode left on {at}; it cannot be switched back on.',
  manualStart: 'Start the manual pairing phase',
  manualEnd: 'End the manual phase and compare',
  manualOpen:
    'Manual phase open on round {round}: the changes are compared with the program when it ends.',
  manualNoDiff: 'Manual phase ended: the pairing is the program’s.',
  manualDiffs: 'Differences from the program (round {round})',
  manualDiffRow: 'Board {board}: program {engine}, final {final}',
  roundsLabel: 'Number of rounds',
  roundsApply: 'Change rounds',
  importDiffs:
    'The file differs from the program on {count} boards (logged as ### Import @ Round n):',
  importNoDiff: 'Every imported round agrees with the program’s pairing.',
  importDiffRow: 'Round {round}: file {file}, program {engine}',
  requestsTitle: 'Byes by round and prohibited pairings',
  requestPlayer: 'Player (no.)',
  requestRounds: 'Rounds (e.g. 3, 5-6)',
  requestKind: 'Request',
  requestApply: 'Apply to those rounds',
  requestClear: 'Remove',
  scheduled: 'Future requests',
  scheduledRow: 'Round {round}: no. {startNo} {request}',
  halfByeIneligible: 'Not eligible for half-point byes',
  reenter: 'Re-enter',
  reentered: 'Player {startNo} re-entered.',
  forbiddenA: 'Prohibited A (no.)',
  forbiddenB: 'Prohibited B (no.)',
  forbiddenAdd: 'Add prohibited pairing',
  forbiddenList: 'Prohibited pairings (XXP)',
  forbiddenRow: '{a} and {b}, from round {round}',
  forbiddenRemove: 'Remove prohibited pairing {a}-{b}',
  ratingMethod: 'Tournament rating method',
  method_fide: 'FIDE',
  method_national: 'National (FEDA)',
  'method_fide-then-national': 'FIDE, else national',
  'method_national-then-fide': 'National, else FIDE',
  method_highest: 'Highest of FIDE and national',
  'origin_fide-standard': 'FIDE standard',
  'origin_fide-rapid': 'FIDE rapid',
  'origin_fide-blitz': 'FIDE blitz',
  origin_national: 'national (FEDA)',
  origin_none: 'unrated',
  originTyped: '{list}, typed',
  ratingMethodLocked: 'Fixed when the initial order was confirmed (FIDE C.04.2 art. 2.3).',
  errCorrectionStale:
    'The result of board {board} (round {round}) changed while you decided; check it.',
  errRoundsBelowPaired: '{paired} rounds are already paired.',
  errRoundsUnchanged: 'The tournament already has that number of rounds.',
  errRatingMethodLocked:
    'The initial order is confirmed: the rating method no longer changes the start numbers (FIDE C.04.2 art. 2.3).',
  errRatingMethodUnchanged: 'The tournament already uses that rating method.',
  errSettingsEmpty: 'The change carries no setting.',
  errRoundsFixed: 'In a round robin the table sets the number of rounds.',
  errManualOpen: 'The manual phase of round {round} is open: end it first.',
  errManualNotOpen: 'No manual phase is open on round {round}.',
  errForbiddenFide: 'In FIDE mode no prohibited pairing is added after round 1.',
  errForbiddenTwice: 'That prohibited pairing exists already.',
  errForbiddenSame: 'A player cannot be prohibited from himself.',
  errHalfByeIneligible: 'Player {startNo} is not eligible for half-point byes.',
  errHalfByePending: 'Player {startNo} has half-point byes requested: remove them first.',
  errNotWithdrawn: 'Player {startNo} is not withdrawn.',
  errRequestRange: 'Round {round} is not between {first} and {last}.',
  errNoRounds: 'Give at least one round.',
  errWithdrawalNotScheduled: 'A withdrawal is entered for the next round.',
  errNoResult: 'Board {board} of round {round} has no result.',
  errCorrectionSame: 'That is already the board’s result.',
}
