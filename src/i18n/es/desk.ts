/** La mesa del árbitro: jugadores pegados de una hoja de cálculo y el historial en palabras. */
export const desk = {
  pasteTitle: 'Pegar jugadores desde una hoja de cálculo',
  pasteIntro:
    'Una fila por jugador, columnas separadas por tabulador (copiadas de la hoja) o por punto y coma. La primera fila puede llevar los títulos de columna (Nombre, ID FIDE, Elo FIDE, Sexo...); sin ella, las columnas van en este orden: {columns}.',
  pasteColumns:
    'Nombre; ID FIDE; ID FEDA; Elo FIDE; Elo FEDA; Título; Federación; Sexo; Fecha de nacimiento; Club',
  pasteLabel: 'Filas pegadas',
  pastePreview: 'Vista previa',
  pasteHeading: 'La primera fila se lee como títulos de columna.',
  pasteNoHeading: 'Sin fila de títulos: columnas en el orden indicado.',
  pasteSummary:
    '{good} jugadores listos para inscribir, {bad} líneas con errores (no se inscriben).',
  pasteTable: 'Vista previa de los jugadores pegados',
  pasteLine: 'Línea',
  pasteName: 'Jugador',
  pasteStatus: 'Estado',
  pasteOk: 'Se inscribirá',
  pasteLineError: 'Línea {line}',
  pasteRefused: 'Bloque rechazado',
  pasteConfirm: 'Inscribir {good} jugadores',
  pasteDone: '{count} jugadores inscritos.',
  pasteFrozen:
    'Fijado ya el orden inicial, los jugadores que llegan tarde se inscriben de uno en uno, para ofrecer su número por Elo.',
  errBadSex: 'Sexo «{sex}» no reconocido: escriba M, F, Hombre o Mujer.',
  errDuplicateInBlock: 'El ID {id} ya está en la línea {line} del bloque.',
}
