export * from './violations.ts'
export { checkRoundPairing } from './absoluteCriteria.ts'
export {
  playedColours,
  previousMeeting,
  pabIneligible,
  isTopscorer,
  colourBreaks,
} from './history.ts'
export { recordedPairing, unpairedInRecord, roundsRecorded } from './recorded.ts'
export { repairTournament, type PairingEngine, type RoundDiscrepancy } from './repairing.ts'
