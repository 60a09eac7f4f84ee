/** Messages for coded errors returned by commands and validators (see ../errorMessages.ts). */
export const errors = {
  unknown: 'Error inesperado ({code}).',
  dbWriteFailed: 'No se ha podido guardar en este dispositivo.',
  required: 'Este campo es obligatorio.',
  tooLong: 'El texto es demasiado largo.',
  notFound: 'El registro ya no existe.',
  logSeqGap: 'Falta una entrada del registro: se esperaba la n.º {expected}.',
  logUndoNotLast: 'Deshacer solo puede anular la última acción en vigor (no la n.º {target}).',
  logNotCreated: 'El registro no empieza con la creación de la competición.',
  logAlreadyCreated: 'La competición ya estaba creada.',
  logEmpty: 'El registro de la competición está vacío.',
  pairingTimeout:
    'El cálculo del emparejamiento ha tardado demasiado y se ha detenido; no se ha guardado nada. Vuelva a intentarlo.',
  pairingWorkerFailed:
    'El cálculo del emparejamiento ha fallado; no se ha guardado nada. Vuelva a intentarlo o recargue Alfil.',
  pairingCancelled: 'Emparejamiento cancelado; no se ha guardado nada.',
  pairingInvalidRequest:
    'Los datos del torneo no permiten calcular el emparejamiento de esta ronda.',
  teamSwissNoLegalPairing:
    'No existe un emparejamiento por equipos que respete los criterios absolutos en esta ronda.',
  generatorBadOption: 'Una opción del generador de torneos no es válida.',
  checkUnknownPlayer: 'El emparejamiento incluye un número inicial que no está en el torneo.',
  checkSelfPairing: 'Un jugador figura emparejado consigo mismo.',
  checkPairedTwice: 'Un jugador figura emparejado dos veces en la misma ronda.',
  checkAbsentPaired: 'Está emparejado un jugador que no juega esta ronda.',
  checkUnpaired: 'Un jugador que juega esta ronda ha quedado sin emparejar.',
  checkRepeatOpponent: 'Dos jugadores que ya se enfrentaron vuelven a jugar entre sí.',
  checkForbiddenPair: 'Se empareja a dos jugadores cuyo enfrentamiento está prohibido.',
  checkPabIneligible:
    'Recibe el exento un jugador que ya lo tuvo o que ya sumó un punto sin jugar.',
  checkColourThreeInARow: 'Un jugador recibe el mismo color por tercera vez seguida.',
  checkColourDifference: 'Un jugador queda con una diferencia de colores mayor que dos.',
  fedaNameNotMapped: 'Falta indicar qué columna de la lista FEDA trae el nombre del jugador.',
  fedaIdNotMapped: 'Falta indicar qué columna de la lista FEDA trae el código FEDA.',
  fedaRatingNotMapped: 'Falta indicar qué columna de la lista FEDA trae la valoración.',
  listClubTooShort:
    'El club no presenta jugadores suficientes para todos sus equipos (FAPA art. 70.1).',
  listPlayerInTwoClubs: 'Un jugador figura en las listas de dos clubes (FAPA art. 69).',
  listPlayerInTwoTeams: 'Un jugador figura en la lista de dos equipos (FAPA art. 69).',
  listTeamTooShort:
    'La lista del equipo tiene menos jugadores de los que pide la categoría (FAPA art. 70.2).',
  registrationInTime: 'Inscripción en plazo: juega desde la primera ronda.',
  registrationLateRound2:
    'Inscripción fuera de plazo: se incorpora en la segunda ronda y no juega la primera.',
  zonalListedVenue: 'Sede prevista en el reglamento para los zonales.',
  zonalExtraVenue: 'Zonal en otra localidad: se puede organizar con la aprobación de la FAPA.',
  zonalTooFewPlayers: 'No hay jugadores suficientes para un zonal fuera de las sedes previstas.',
  roundNone: 'El torneo no tiene todavía ninguna ronda emparejada.',
  roundStalePairing: 'Este emparejamiento se calculó para otra ronda: vuelva a emparejar.',
  roundUnknown: 'La ronda {round} no existe en este torneo.',
  roundUnknownBoard: 'La ronda {round} no tiene mesa {board}.',
  tournamentNotFideMode: 'Esta acción solo está disponible en modo FIDE.',
  seasonClubLimit:
    'Un club supera el número de equipos que puede tener en la categoría (FAPA art. 68.2).',
  seasonDivisionSize: 'Una división no queda con el número de equipos previsto.',
  seasonPromotionBlocked:
    'El equipo no puede ascender: otro equipo de su club ocupa la plaza (FAPA art. 76.4 y 76.5).',
  sheetUnknownTeam: 'El acta cita un equipo que no juega este encuentro (FAPA art. 79.3).',
  teamEliminated: 'Equipo eliminado por incomparecencias (FAPA art. 78.1).',
  teamLetterGap: 'Las letras de los equipos de un club van seguidas, sin huecos (FAPA art. 14).',
  teamLetterOrder:
    'Las letras de los equipos de un club siguen el orden de las divisiones (FAPA art. 14).',
  teamSameGroup: 'Dos equipos del mismo club están en el mismo grupo (FAPA art. 68.2).',
  teamTooManyInDivision:
    'El club tiene más equipos de los permitidos en esta división (FAPA art. 68.2).',
  teamsDuplicateTeamId: 'La competición tiene dos equipos con el mismo identificador.',
  teamsRoundOutOfOrder: 'Las rondas se registran en orden: se esperaba la ronda {expected}.',
  teamsUnknownTeam: 'El registro cita un equipo que no está en la competición.',
  tiebreakUnknownCode: 'Ese desempate no existe.',
  tiebreakUnknownTeamCode: 'Ese desempate por equipos no existe.',
  tiebreakBadModifier: 'El modificador del desempate no es válido.',
  forbiddenUnknown: 'No hay ninguna prohibición de emparejar a {a} con {b} que retirar.',
} as const
