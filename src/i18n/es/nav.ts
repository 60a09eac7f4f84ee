/** Main navigation labels. */
export const nav = {
  label: 'Navegación principal',
  home: 'Inicio',
  players: 'Jugadores',
  clubs: 'Clubes',
  seasons: 'Temporadas',
  settings: 'Ajustes',
  io: 'Copias de seguridad',
} as const
