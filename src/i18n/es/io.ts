/** Backups: export, restore. */
export const io = {
  title: 'Copias de seguridad',
  intro:
    'Una copia guarda todos los datos en un único archivo JSON. Guárdelo fuera de este dispositivo.',
  exportSection: 'Hacer una copia',
  exportButton: 'Descargar copia de seguridad',
  exported: 'Copia descargada: {file}',
  restoreSection: 'Restaurar una copia',
  restoreIntro:
    'Se comprueba el archivo entero antes de tocar nada. Si es correcto, sustituye todos los datos de una vez; si no, no cambia nada.',
  restoreLabel: 'Archivo de copia (.json)',
  restoreConfirm:
    'Esto sustituirá todos los datos de este dispositivo por los de la copia. ¿Continuar?',
  restored: 'Copia restaurada: {rows} registros.',
  restoreRefused:
    'La copia no se ha restaurado: tiene {count} problemas. Sus datos no han cambiado.',
  restoreRefusedOne: 'La copia no se ha restaurado: tiene un problema. Sus datos no han cambiado.',
  moreProblems: '… y {count} problemas más.',
  errNotJson: 'El archivo no es JSON válido.',
  errNotAlfil: 'El archivo no es una copia de Alfil.',
  errFormatVersion: 'Versión de formato de copia no admitida.',
  errSchemaVersion: 'Versión de datos no válida.',
  errNewerSchema:
    'La copia es de una versión más nueva de Alfil ({found}); actualice la aplicación.',
  errExpectedText: 'Se esperaba un texto.',
  errTextTooLong: 'Texto demasiado largo (máximo {max}).',
  errExpectedInteger: 'Se esperaba un número entero entre {min} y {max}.',
  errExpectedOneOf: 'Valor no admitido (admitidos: {options}).',
  errExpectedDate: 'Se esperaba una fecha AAAA-MM-DD.',
  errExpectedInstant: 'Se esperaba una fecha y hora ISO.',
  errExpectedObject: 'Se esperaba un objeto.',
  errExpectedArray: 'Se esperaba una lista.',
  errMissingField: 'Falta este campo.',
  errUnexpectedField: 'Campo desconocido.',
  errUnknownTable: 'Tabla desconocida.',
  errMissingKey: 'Falta la clave del registro.',
  errDuplicateKey: 'Clave repetida ({key}).',
  errDanglingReference: 'Hace referencia a un registro que no está en la copia ({id}).',
  errRestoreFailed: 'El navegador no ha podido guardar los datos ({reason}). No ha cambiado nada.',
} as const
