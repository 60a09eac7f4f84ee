export const actas = {
  signAndExport: 'Firmar y exportar acta',
  exportedSigned:
    'Acta firmada digitalmente con la clave del club de {team} y exportada. Huella SHA-256: {hash}',
  signAfterResults:
    'Faltan resultados en los tableros {boards}: los capitanes y el árbitro firman cuando el encuentro ha terminado (art. 79.6).',
  errUnsigned:
    'no lleva la firma digital del club local: solo se aceptan actas firmadas con la clave que la federación entregó al club',
  errOtherKey: 'está firmada con una clave que no es la de {club}, el club local',
  errKeyRevoked: 'está firmada con una clave de {club} ya retirada (se emitió una nueva)',
  errSignatureMismatch:
    'la firma digital no corresponde al contenido: el acta se cambió después de firmarla',
  errResultMissing:
    'falta el resultado de un tablero ({path}): un acta firmada lleva todos los resultados',
  errResultsMissing: 'faltan resultados en los tableros {boards}',
  errSignatureMissing: 'falta una firma ({path})',
  errSignatureNotImage: 'una firma no es un dibujo ({path})',
  errSignatureEmpty:
    'una firma está en blanco{path}: corrija el acta (nueva versión) y vuelva a firmar',
  errNoClubKey:
    'esta tableta no tiene la clave del club de {team}: el acta la firma y la envía la tableta del club local (art. 82.1)',
  errKeyChanged: 'la clave del club cambió mientras se exportaba: vuelva a intentarlo',
  blankSignature: 'La firma está en blanco: firme dentro del recuadro con el dedo o el lápiz.',
  signedBy: 'firma digital del club local verificada (clave {key})',
  oldUnsigned: 'sin firma digital: recibida antes de las claves de club, no verificada',
  keysTitle: 'Claves de firma de los clubes',
  keysIntro:
    'Cada club firma sus actas de local con la clave de su paquete de temporada. Si un club pierde su tableta, emita una clave nueva: la anterior queda retirada desde ese momento y sus actas se rechazan.',
  keysNone: 'Todavía no se ha emitido ninguna clave: se emite al exportar el paquete de un club.',
  keyIssued: 'clave {key}, emitida el {date}',
  keyRevoked: 'clave {key}, retirada el {date}',
  reissue: 'Emitir clave nueva para {club}',
  reissueConfirm:
    '¿Retirar la clave actual de {club} y emitir una nueva? Las actas firmadas con la clave retirada se rechazarán; el club necesita su nuevo paquete.',
  reissued: 'Clave nueva de {club}: {key}. Exporte de nuevo el paquete del club y envíeselo.',
  quotaSmall: 'excede el cupo de extranjeros ({boards} tableros: máximo {total}; hay {count})',
  quotaTotal:
    'excede el cupo de extranjeros ({boards} tableros: máximo {total} extranjeros, {nonEu} extracomunitario(s); hay {count} extranjeros)',
  quotaNonEu:
    'excede el cupo de extracomunitarios ({boards} tableros: máximo {total} extranjeros, {nonEu} extracomunitario(s); hay {count} extracomunitarios)',
  quotaEu:
    'excede el cupo de comunitarios ({boards} tableros: máximo {total} extranjeros, {eu} comunitarios; hay {count} comunitarios)',
  r10: 'gana el local',
  rDraw: 'tablas',
  r01: 'gana el visitante',
  rHomeForfeitWin: 'no se presentó el visitante',
  rAwayForfeitWin: 'no se presentó el local',
  rDoubleForfeit: 'no se presentó ninguno',
  markEu: 'UE',
  markEuLong: 'comunitario: cuenta como extranjero (art. 18)',
  markNonEu: 'no UE',
  markNonEuLong: 'extracomunitario: cuenta como extranjero y como extracomunitario (art. 18)',
  markExempt: 'no cuenta',
  markExemptLong:
    'extranjero que no cuenta para el cupo (art. 18: sin título, menos de 2200 FIDE o dos años de residencia)',
  alsoOnSheet:
    'Art. 74.4, tablero {board}: {name} figura también en el acta de {team} (ronda {round}, tablero {otherBoard}), en este dispositivo.',
  otherOffends: 'Alineación indebida de {team}, el equipo de inferior categoría (art. 74.4).',
  bothOffend:
    'Los dos equipos son de la misma categoría: alineación indebida de ambos (art. 74.4).',
  thisOffends: 'Alineación indebida de este equipo, el de inferior categoría (art. 74.4).',
  packageRefused: 'El archivo no es un paquete de temporada válido. {path}: {reason}',
  clubImported: 'Calendario de {club} importado: {competitions}, {fixtures}.',
  updateImported: 'Actualización de {club} importada: {competitions}, {fixtures}.',
  errNotPackage: 'el archivo no es un paquete de temporada de Alfil',
  errNotJson: 'el archivo no es JSON',
  exportTitle: 'Paquetes para los clubes',
  exportIntro:
    'El paquete de un club lleva todo su calendario (cada encuentro de cada competición que juega, con fecha y local), los órdenes de fuerza y la clave con la que sus tabletas firman las actas. Las rondas que se emparejan sobre la marcha (suizo, copa, rápidas) llegan después en actualizaciones pequeñas.',
  clubPick: 'Club',
  clubOption: '{club} ({teams} equipos)',
  clubNotInRegistry: '{club} ({teams} equipos, no está en el registro)',
  pickClub: 'Elija un club',
  exportSeason: 'Exportar calendario del club',
  exportUpdate: 'Exportar actualización (rondas nuevas)',
  exportedSummary: 'Exportado {file}: {club}, {competitions}, {fixtures}.',
  exportedLine: '{name}: {fixtures}',
  drawnNote: 'Sorteo hecho al exportar (art. 72), su calendario queda fijado: {names}.',
  errEmpty:
    '{club} no juega ningún encuentro en las competiciones: no se exporta un paquete vacío.',
  errUnknownClub: 'Elija el club del registro al que va el paquete.',
  errRoundNotPaired:
    'la ronda de esta acta aún no está emparejada en la competición: empareje la ronda y vuelva a importarla',
  errBoardsMismatch: 'dice {boards} tableros y la categoría juega a {expected} (art. 73.2)',
  errDuplicateTeam: 'el equipo {id} está dos veces',
  errDuplicatePlayer: 'el jugador {id} está dos veces',
  errUnknownPlayer: 'el orden de fuerza nombra al jugador {id}, que no está en el paquete',
  errUnknownTeam: 'el equipo {id} no está en el paquete',
  errSameTeam: 'el equipo {id} juega contra sí mismo',
  errDuplicateFixture: 'el encuentro {id} está repetido',
  errTeamTwiceInRound: 'el equipo {id} juega dos encuentros de la ronda {round}',
  errKeyOtherClub: 'la clave de firma es de otro club ({id})',
  errDuplicateCompetition: 'la competición {id} está dos veces',
  errPlayerTwice: 'el jugador {id} está en dos tableros del acta (art. 74.1)',
  errBoardsDiffer: 'el acta tiene {boards} tableros y la competición juega a {expected}',
  findingsApply: 'Aplicar a la clasificación ({n} hallazgos)',
  findingsConfirmIntro:
    'Cada hallazgo se anota como alineación indebida: el equipo pierde los puntos desde el tablero indicado (art. 74.5).',
  findingsLine: 'Art. {article} · {match}: {team} pierde los puntos desde el tablero {from}',
  findingsConfirm: 'Confirmar y aplicar',
  findingsCancel: 'Cancelar',
  findingsDone: '{n} hallazgos aplicados a la clasificación.',
  findingsAllApplied: 'Todos los hallazgos están aplicados a la clasificación.',
  errFindingNoMatch:
    'Un hallazgo del art. {article} nombra un encuentro de la ronda {round} que la competición no tiene.',
  errFindingBoard:
    'Un hallazgo del art. {article} de la ronda {round} nombra un tablero que el encuentro no tiene.',
  sanctionsLabel: 'Infracciones por retraso y decisiones del comité (art. 82)',
  lateResult:
    '{club}: resultado comunicado fuera de plazo ({n}.ª vez), infracción {grade} (art. 82.4)',
  sanctionText: 'Decisión del comité',
  sanctionRecord: 'Registrar la decisión',
  sanctionRecorded: 'Decisión del comité: {decision}',
  errSanctionText: 'Escriba la decisión del comité.',
  errSanctionRecorded: 'Esa infracción ya tiene una decisión registrada.',
  outcomeMatch: '— {competition}, ronda {round}: {home} – {away}.',
  packageRefusedWhole: 'El archivo no es un paquete de temporada válido: {reason}',
} as const
