/** Start page. */
export const home = {
  title: 'Inicio',
  intro:
    'Alfil guarda todo en este dispositivo y funciona sin conexión. Empiece por el registro de clubes y jugadores.',
  players: 'Jugadores registrados',
  clubs: 'Clubes registrados',
  seasons: 'Temporadas',
  tournaments: 'Torneos individuales',
  backupReminder: 'No hay copia de seguridad de los últimos 7 días.',
  backupNow: 'Hacer una copia ahora',
} as const
