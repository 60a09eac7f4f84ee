import type { Messages } from '../types.ts'
import type { actas as es } from '../es/actas.ts'

export const actas: Messages<typeof es> = {
  signAndExport: 'Sign and export the match sheet',
  exportedSigned:
    "Match sheet signed with the key of {team}'s club and exported. SHA-256 fingerprint: {hash}",
  signAfterResults:
    'Boards {boards} have no result yet: the captains and the arbiter sign once the match is over (art. 79.6).',
  errUnsigned:
    'it carries no digital signature of the home club: only sheets signed with the key the federation gave the club are accepted',
  errOtherKey: 'it is signed with a key that is not that of {club}, the home club',
  errKeyRevoked: 'it is signed with a key of {club} that was revoked (a new one was issued)',
  errSignatureMismatch:
    'the digital signature does not match the content: the sheet was changed after it was signed',
  errResultMissing: 'a board has no result ({path}): a signed sheet carries every result',
  errResultsMissing: 'boards {boards} have no result',
  errSignatureMissing: 'a signature is missing ({path})',
  errSignatureNotImage: 'a signature is not a drawing ({path})',
  errSignatureEmpty: 'a signature is blank{path}: correct the sheet (new version) and sign again',
  errNoClubKey:
    "this tablet does not hold the key of {team}'s club: the home club's tablet signs and sends the sheet (art. 82.1)",
  errKeyChanged: "the club's key changed during the export: try again",
  blankSignature: 'The signature is blank: sign inside the box with a finger or a pen.',
  signedBy: "home club's digital signature verified (key {key})",
  oldUnsigned: 'no digital signature: received before club keys, not verified',
  keysTitle: "Clubs' signing keys",
  keysIntro:
    'Each club signs its home match sheets with the key in its season package. If a club loses its tablet, issue a new key: the old one is revoked from that moment and sheets signed with it are refused.',
  keysNone: "No key issued yet: one is issued when a club's package is exported.",
  keyIssued: 'key {key}, issued on {date}',
  keyRevoked: 'key {key}, revoked on {date}',
  reissue: 'Issue a new key for {club}',
  reissueConfirm:
    "Revoke {club}'s current key and issue a new one? Sheets signed with the revoked key will be refused; the club needs its new package.",
  reissued: "New key of {club}: {key}. Export the club's package again and send it.",
  quotaSmall: 'exceeds the foreigner quota ({boards} boards: at most {total}; there are {count})',
  quotaTotal:
    'exceeds the foreigner quota ({boards} boards: at most {total} foreigners, {nonEu} non-EU; there are {count} foreigners)',
  quotaNonEu:
    'exceeds the non-EU quota ({boards} boards: at most {total} foreigners, {nonEu} non-EU; there are {count} non-EU players)',
  quotaEu:
    'exceeds the EU quota ({boards} boards: at most {total} foreigners, {eu} EU; there are {count} EU players)',
  r10: 'home wins',
  rDraw: 'draw',
  r01: 'away wins',
  rHomeForfeitWin: 'away player absent',
  rAwayForfeitWin: 'home player absent',
  rDoubleForfeit: 'both absent',
  markEu: 'EU',
  markEuLong: 'EU citizen: counts as a foreigner (art. 18)',
  markNonEu: 'non-EU',
  markNonEuLong: 'non-EU: counts as a foreigner and as non-EU (art. 18)',
  markExempt: 'not counted',
  markExemptLong:
    "foreigner not counted in the quota (art. 18: no title, under 2200 FIDE or two years' residence)",
  alsoOnSheet:
    'Art. 74.4, board {board}: {name} is also on the sheet of {team} (round {round}, board {otherBoard}) on this device.',
  otherOffends: 'Improper lineup of {team}, the lower-category team (art. 74.4).',
  bothOffend: 'Both teams are of the same category: both lineups are improper (art. 74.4).',
  thisOffends: 'Improper lineup of this team, the lower-category one (art. 74.4).',
  packageRefused: 'The file is not a valid season package. {path}: {reason}',
  clubImported: 'Calendar of {club} imported: {competitions} competition(s), {fixtures} matches.',
  updateImported: 'Update for {club} imported: {competitions} competition(s), {fixtures} matches.',
  errNotPackage: 'the file is not an Alfil season package',
  errNotJson: 'the file is not JSON',
  exportTitle: 'Packages for the clubs',
  exportIntro:
    "A club's package carries its whole calendar (every match of every competition it plays, with date and venue), the board orders and the key its tablets sign match sheets with. Rounds paired as the season goes (Swiss, cup, blitz and rapid) come later in small updates.",
  clubPick: 'Club',
  clubOption: '{club} ({teams} teams)',
  clubNotInRegistry: '{club} ({teams} teams, not in the registry)',
  pickClub: 'Choose a club',
  exportSeason: "Export the club's calendar",
  exportUpdate: 'Export an update (new rounds)',
  exportedSummary: 'Exported {file}: {club}, {competitions} competition(s), {fixtures} matches.',
  exportedLine: '{name}: {fixtures} matches',
  drawnNote: 'Draw made on export (art. 72), their calendar is now fixed: {names}.',
  errEmpty: '{club} plays no match in the competitions: an empty package is not exported.',
  errUnknownClub: 'Choose the registry club the package is for.',
  errRoundNotPaired:
    'the round of this sheet is not paired in the competition yet: pair the round and import the sheet again',
  errBoardsMismatch: 'says {boards} boards and the division plays {expected} (art. 73.2)',
  errDuplicateTeam: 'team {id} appears twice',
  errDuplicatePlayer: 'player {id} appears twice',
  errUnknownPlayer: 'the board order names player {id}, who is not in the package',
  errUnknownTeam: 'team {id} is not in the package',
  errSameTeam: 'team {id} plays itself',
  errDuplicateFixture: 'match {id} is repeated',
  errTeamTwiceInRound: 'team {id} plays two matches in round {round}',
  errKeyOtherClub: 'the signing key belongs to another club ({id})',
  errDuplicateCompetition: 'competition {id} appears twice',
  errPlayerTwice: 'player {id} is on two boards of the sheet (art. 74.1)',
  errBoardsDiffer: 'the sheet has {boards} boards and the competition plays {expected}',
  findingsApply: 'Apply to the standings ({n} findings)',
  findingsConfirmIntro:
    'Each finding is recorded as an improper lineup: the team loses the points from the board shown on (art. 74.5).',
  findingsLine: 'Art. {article} · {match}: {team} loses the points from board {from}',
  findingsConfirm: 'Confirm and apply',
  findingsCancel: 'Cancel',
  findingsDone: '{n} findings applied to the standings.',
  findingsAllApplied: 'Every finding is applied to the standings.',
  errFindingNoMatch:
    'A finding under art. {article} names a round {round} match the competition does not have.',
  errFindingBoard:
    'A finding under art. {article} in round {round} names a board the match does not have.',
  outcomeMatch: '— {competition}, round {round}: {home} – {away}.',
  packageRefusedWhole: 'The file is not a valid season package: {reason}',
}
