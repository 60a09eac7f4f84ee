/** Problems of a TRF file as the import screen lists them, by code (without the `trf/` prefix). */
export const trf = {
  'bad-number': 'Se esperaba un número.',
  'bad-points': 'Puntos no válidos (se esperaba 0, 0.5, 1, 1.5…).',
  'bad-colour': 'Color no válido (w, b o -).',
  'bad-result': 'Resultado no válido (1 = 0 + - W D L H F U Z).',
  'bad-initial-colour': 'XXC no válido (white1, black1 o rank).',
  'missing-start-number': 'Falta un dato obligatorio.',
  'duplicate-start-number': 'Número inicial repetido.',
  'bad-record': 'Registro no válido.',
  empty: 'El archivo no tiene ningún registro.',
  'line-too-long': 'Línea demasiado larga para ser de un TRF: no se ha leído.',
  'more-errors': '… y {count} errores más.',
  'no-players': 'El archivo no tiene ninguna línea de jugador (001).',
  'unknown-opponent': 'Ronda {round}: el rival no está en el archivo.',
  'self-pairing': 'Ronda {round}: el jugador figura como su propio rival.',
  'asymmetric-pairing': 'Ronda {round}: la línea del rival no recoge esta partida.',
  'colour-mismatch': 'Ronda {round}: los dos jugadores tienen el mismo color.',
  'result-mismatch': 'Ronda {round}: el resultado no coincide con el de la línea del rival.',
  'result-needs-opponent': 'Ronda {round}: este resultado necesita un rival.',
  'bye-with-opponent': 'Ronda {round}: este resultado no admite rival.',
  'bad-round-count': 'El número de rondas declarado es menor que las rondas jugadas.',
  'bad-bye-record': 'Ronda {round}: el registro 240 no coincide con la ronda del jugador.',
  'bad-rating': 'Elo por encima de 3500: Alfil no puede guardarlo.',
  'bad-game-points': 'Puntos por partida por encima de 50 en el registro 162.',
  'points-mismatch':
    'Jugador {startNo}: la columna de puntos dice {file}, pero sus resultados suman {results}. Alfil usará los resultados.',
  'xxc-rank':
    'XXC rank: los números iniciales se leen tal como están escritos, no por la posición en el archivo.',
  'forbidden-unknown':
    'La pareja prohibida (XXP) nombra a un jugador que no está en el archivo: no se tiene en cuenta.',
  'bad-date': 'La fecha no tiene el formato AAAA/MM/DD: se deja en blanco.',
  'more-warnings': '… y {count} avisos más.',
} as const
