/** FIDE mode (C.02): warnings, corrections, manual phase, rounds, byes and forbidden pairs. */
export const fide = {
  warningLevel: 'Aviso de nivel {level}',
  confirmWarnings: '{warnings}\n\n¿Continuar?',
  'warn/correction-later-rounds':
    'Cambia un resultado de la ronda {round} con la ronda {rounds} ya emparejada: ese emparejamiento se hizo con la puntuación anterior y se mantiene (FIDE C.04.2). La corrección queda en el historial y en el TRF.',
  'warn/correction-repairable':
    'La ronda {round} aún no tiene resultados: puede deshacer su emparejamiento y volver a emparejarla con la puntuación corregida.',
  'warn/second-half-bye': 'El jugador n.º {startNo} tendría {count} descansos de medio punto.',
  'warn/full-bye-deprecated':
    'Descanso de un punto a petición para el n.º {startNo}: FIDE lo desaconseja; solo si las bases del torneo lo permiten.',
  'warn/rounds-changed': 'El número de rondas pasa de {from} a {to}. Quedará registrado en el TRF.',
  'warn/last-round-recheck':
    'La ronda {round}, ya emparejada, pasa a ser o deja de ser la última: los criterios de la última ronda son otros. Revise su emparejamiento (puede deshacerlo si no tiene resultados).',
  'warn/manual-differs':
    'El emparejamiento final de la ronda {round} difiere del del programa en {boards} mesas. Cada diferencia quedará en el TRF (### MPA).',
  'warn/forbidden-after-round-1':
    'Tras la ronda 1, una incompatibilidad nueva exige salir del modo FIDE.',
  'warn/leave-fide-mode': 'Salir del modo FIDE.',
  repairAfterCorrection:
    'Resultado corregido. ¿Deshacer ahora el emparejamiento de la ronda {round} para volver a emparejarla con la puntuación corregida?',
  leaveConfirm1:
    '¿Salir del modo FIDE? Los avisos dejarán de bloquear acciones y el torneo no podrá volver al modo FIDE.',
  leaveConfirm2:
    'Segunda confirmación: la salida del modo FIDE se escribe en el TRF (###) y no se puede deshacer ni volver a entrar. ¿Salir?',
  leftAt: 'Modo FIDE abandonado el {at}; no se puede volver a activar.',
  // Manual phase
  manualStart: 'Iniciar fase de emparejamiento manual',
  manualEnd: 'Terminar fase manual y comparar',
  manualOpen:
    'Fase manual abierta en la ronda {round}: los cambios se comparan con el programa al terminar.',
  manualNoDiff: 'Fase manual terminada: el emparejamiento es el del programa.',
  manualDiffs: 'Diferencias con el programa (ronda {round})',
  manualDiffRow: 'Mesa {board}: programa {engine}, final {final}',
  // Number of rounds
  roundsLabel: 'Número de rondas',
  roundsApply: 'Cambiar rondas',
  // Import re-check
  importDiffs:
    'El archivo difiere del programa en {count} mesas (registrado como ### Import @ Round n):',
  importNoDiff: 'Cada ronda importada coincide con el emparejamiento del programa.',
  importDiffRow: 'Ronda {round}: archivo {file}, programa {engine}',
  // Requests and forbidden pairs
  requestsTitle: 'Descansos por rondas e incompatibilidades',
  requestPlayer: 'Jugador (n.º)',
  requestRounds: 'Rondas (p. ej. 3, 5-6)',
  requestKind: 'Petición',
  requestApply: 'Aplicar a esas rondas',
  requestClear: 'Quitar',
  scheduled: 'Peticiones futuras',
  scheduledRow: 'Ronda {round}: n.º {startNo} {request}',
  halfByeIneligible: 'Sin derecho a descanso de medio punto',
  reenter: 'Reincorporar',
  reentered: 'Jugador n.º {startNo} reincorporado.',
  forbiddenA: 'Incompatible A (n.º)',
  forbiddenB: 'Incompatible B (n.º)',
  forbiddenAdd: 'Añadir incompatibilidad',
  forbiddenList: 'Incompatibilidades (XXP)',
  forbiddenRow: '{a} y {b}, desde la ronda {round}',
  forbiddenRemove: 'Quitar incompatibilidad {a}-{b}',
  // Ratings
  ratingMethod: 'Método de Elo del torneo',
  method_fide: 'FIDE',
  method_national: 'Nacional (FEDA)',
  'method_fide-then-national': 'FIDE; si no, nacional',
  'method_national-then-fide': 'Nacional; si no, FIDE',
  method_highest: 'El mayor de FIDE y nacional',
  'origin_fide-standard': 'FIDE estándar',
  'origin_fide-rapid': 'FIDE rápidas',
  'origin_fide-blitz': 'FIDE relámpago',
  origin_national: 'nacional (FEDA)',
  origin_none: 'sin Elo',
  originTyped: '{list}, a mano',
  ratingMethodLocked: 'Fijado al confirmar el orden inicial (FIDE C.04.2 art. 2.3).',
  // Errors
  errCorrectionStale:
    'El resultado de la mesa {board} (ronda {round}) cambió mientras decidía; revíselo.',
  errRoundsBelowPaired: 'Ya hay {paired} rondas emparejadas.',
  errRoundsUnchanged: 'El torneo ya tiene ese número de rondas.',
  errRatingMethodLocked:
    'El orden inicial ya está confirmado: el método de Elo no cambia los números de salida (FIDE C.04.2 art. 2.3).',
  errRatingMethodUnchanged: 'El torneo ya usa ese método de Elo.',
  errSettingsEmpty: 'El cambio no trae ningún ajuste.',
  errRoundsFixed: 'En un todos contra todos el número de rondas lo fija la tabla.',
  errManualOpen: 'La fase manual de la ronda {round} está abierta: termínela antes.',
  errManualNotOpen: 'No hay fase manual abierta en la ronda {round}.',
  errForbiddenFide: 'En modo FIDE no se añaden incompatibilidades después de la ronda 1.',
  errForbiddenTwice: 'Esa incompatibilidad ya existe.',
  errForbiddenSame: 'Un jugador no puede ser incompatible consigo mismo.',
  errHalfByeIneligible: 'El n.º {startNo} no tiene derecho a descanso de medio punto.',
  errHalfByePending: 'El n.º {startNo} tiene descansos de medio punto pedidos: quítelos antes.',
  errNotWithdrawn: 'El n.º {startNo} no está retirado.',
  errRequestRange: 'La ronda {round} no está entre {first} y {last}.',
  errNoRounds: 'Indique al menos una ronda.',
  errWithdrawalNotScheduled: 'La retirada se anota para la próxima ronda.',
  errNoResult: 'La mesa {board} de la ronda {round} no tiene resultado.',
  errCorrectionSame: 'Ese es ya el resultado de la mesa.',
} as const
