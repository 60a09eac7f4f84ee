/** Messages for coded errors returned by commands and validators (see app/errorMessages.ts). */
export const errors = {
  unknown: 'Error inesperado ({code}).',
  dbWriteFailed: 'No se ha podido guardar en este dispositivo.',
  required: 'Este campo es obligatorio.',
  tooLong: 'El texto es demasiado largo.',
  notFound: 'El registro ya no existe.',
} as const
