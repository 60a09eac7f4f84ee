// Pairs round 5 of the 501-player benchmark history with every shortcut off and prints the
// number of boards; run by smallStack.test.ts in a process of its own with a small stack.
import { pairRound } from '../../../../src/domain/pairing/dutch/index.ts'
import { BENCH_DEFAULTS, benchRound } from '../../../helpers/pairingHistory.ts'

const { tournament, round, absent } = benchRound({
  ...BENCH_DEFAULTS,
  players: 501,
  played: 4,
  seed: 7000 + 501,
})
const res = pairRound({ tournament, round, absent }, { shortcuts: false })
process.stdout.write(res.ok ? `${res.value.games.length} boards\n` : `${res.error.code}\n`)
