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
} as const
