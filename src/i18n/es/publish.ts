/** Publishing: the static website, the message for the group, the open data, the public address. */
export const publish = {
  title: 'Publicar',
  lead: 'Un sitio web de páginas HTML que se lee sin conexión y sin programas: desde una memoria USB, abriendo index.html, o subido a cualquier alojamiento. También un mensaje para el grupo y los datos abiertos.',
  language: 'Idioma de lo publicado',
  lang_es: 'Español',
  lang_en: 'Inglés',
  site: 'Sitio web',
  siteHint:
    'Los nombres de los archivos no cambian: al publicar de nuevo tras cada ronda se sobrescriben los mismos archivos.',
  downloadZip: 'Descargar el sitio (.zip)',
  saveFolder: 'Guardar en una carpeta…',
  savedFolder: 'Sitio guardado en la carpeta elegida: {files} archivos.',
  summary:
    '{files} archivos, {size} en total; la página mayor ({page}) ocupa {pageSize}. Hecho en {ms} ms.',
  address: 'Dirección pública del sitio',
  addressHint:
    'Donde alojará el sitio, p. ej. https://miclub.es/abierto/. Los emparejamientos y la clasificación impresos llevarán un código QR con ella.',
  addressSave: 'Guardar dirección',
  addressSaved: 'Dirección pública guardada.',
  addressCleared: 'Dirección pública borrada.',
  messages: 'Mensaje para el grupo',
  messageRound: 'Ronda',
  messageTop: 'Puestos de la clasificación',
  messagePairings: 'Emparejamientos',
  messageResults: 'Resultados',
  messageStandings: 'Clasificación',
  messageMatch: 'Encuentro',
  messageText: 'Texto del mensaje',
  copy: 'Copiar el mensaje',
  copied: 'Mensaje copiado: péguelo en el grupo.',
  copyFailed: 'No se ha podido copiar: seleccione el texto y cópielo a mano.',
  nothing: 'Todavía no hay nada que publicar.',
  openData: 'Datos abiertos',
  openDataHint:
    'Un archivo JSON con jugadores, rondas, resultados y la clasificación con cada desempate y su desglose, para que otra web o programa lo use. Su formato está publicado como esquema JSON (docs/schema).',
  downloadJson: 'Descargar datos abiertos (.json)',
  failed: 'No se ha podido publicar: {codes}',
  qrLabel: 'Código QR con la dirección {url}',
  errUrlInvalid:
    'La dirección pública debe ser una dirección web completa, como https://miclub.es/abierto/.',
  errUrlTooLong: 'La dirección pública no puede pasar de {max} caracteres.',
} as const
