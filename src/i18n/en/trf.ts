import type { Messages } from '../types.ts'
import type { trf as es } from '../es/trf.ts'

export const trf: Messages<typeof es> = {
  'bad-number': 'A number was expected.',
  'bad-points': 'Points not valid (0, 0.5, 1, 1.5… expected).',
  'bad-colour': 'Colour not valid (w, b or -).',
  'bad-result': 'Result not valid (1 = 0 + - W D L H F U Z).',
  'bad-initial-colour': 'XXC not valid (white1, black1 or rank).',
  'missing-start-number': 'A required value is missing.',
  'duplicate-start-number': 'Start number used twice.',
  'bad-record': 'Record not valid.',
  empty: 'The file holds no records.',
  'line-too-long': 'Line too long for a TRF: not read.',
  'more-errors': '… and {count} more errors.',
  'no-players': 'The file has no player lines (001).',
  'unknown-opponent': 'Round {round}: the opponent is not in the file.',
  'self-pairing': 'Round {round}: the player is his own opponent.',
  'asymmetric-pairing': "Round {round}: the opponent's line does not have this game.",
  'colour-mismatch': 'Round {round}: both players have the same colour.',
  'result-mismatch': "Round {round}: the result does not match the opponent's line.",
  'result-needs-opponent': 'Round {round}: this result needs an opponent.',
  'bye-with-opponent': 'Round {round}: this result takes no opponent.',
  'bad-round-count': 'The declared number of rounds is less than the rounds played.',
  'bad-bye-record': "Round {round}: the 240 record does not match the player's round.",
  'bad-rating': 'Rating above 3500: Alfil cannot keep it.',
  'bad-game-points': 'Points per game above 50 in record 162.',
  'points-mismatch':
    'Player {startNo}: the points column says {file}, but the results add up to {results}. Alfil uses the results.',
  'xxc-rank': 'XXC rank: start numbers are read as written, not by position in the file.',
  'forbidden-unknown':
    'The forbidden pair (XXP) names a player who is not in the file: it is left out.',
  'bad-date': 'The date is not YYYY/MM/DD: left blank.',
  'more-warnings': '… and {count} more warnings.',
}
