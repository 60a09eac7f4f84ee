/**
 * Prints the TRF of an open Swiss with rounds already played, for the browser measurement of
 * result entry on a large tournament.
 * Run: npx tsx test/bench/storageTrf.ts PLAYERS ROUNDS_PLAYED TOTAL_ROUNDS
 */
import { tournamentToTrf } from '../../src/domain/reports/index.ts'
import { playedTournament } from './storageTournament.ts'

const [players = 400, played = 5, total = 9] = process.argv.slice(2).map(Number)
process.stdout.write(tournamentToTrf(playedTournament(players, played, total)))
