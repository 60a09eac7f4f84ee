/** The page shown when the browser gives Alfil no storage (IndexedDB missing or refused). */
export const storage = {
  title: 'Alfil no puede guardar datos en este navegador',
  lead: 'Alfil guarda jugadores, torneos y actas en el propio navegador, sin internet. Ahora el navegador no le deja hacerlo, así que no se abre ninguna pantalla: todo lo que escribiera se perdería.',
  whatHappened: 'Qué ha pasado',
  what_missing:
    'Este navegador no ofrece almacenamiento (IndexedDB) a Alfil. Suele ocurrir en ventanas privadas o de incógnito de algunos navegadores, o cuando el almacenamiento de los sitios está desactivado.',
  what_blocked:
    'El navegador ha rechazado abrir el almacenamiento de Alfil. Suele deberse a una ventana privada, a que se bloquean las cookies y los datos de los sitios, o a una política del equipo.',
  what_quota: 'No queda espacio en este dispositivo para los datos de Alfil.',
  what_newer:
    'Los datos de este dispositivo son de una versión más nueva de Alfil que la que se ha abierto.',
  what_timeout:
    'El almacenamiento no ha respondido. Puede que Alfil esté abierto en otra pestaña o ventana con una versión anterior.',
  what_unknown: 'El navegador no ha podido abrir el almacenamiento.',
  reason: 'Motivo que da el navegador: {reason}.',
  whatToDo: 'Qué puede hacer',
  do_missing_1: 'Abra Alfil en una ventana normal (no privada ni de incógnito).',
  do_missing_2:
    'En los ajustes del navegador, permita que los sitios guarden datos (cookies y datos de sitios) al menos para Alfil.',
  do_blocked_1: 'Abra Alfil en una ventana normal (no privada ni de incógnito).',
  do_blocked_2:
    'En los ajustes del navegador, permita las cookies y los datos de sitios para Alfil; si el equipo es de su federación o club, pregunte a quien lo administra.',
  do_quota_1:
    'Libere espacio en el dispositivo (descargas, fotos, otras aplicaciones) y vuelva a intentarlo.',
  do_quota_2:
    'Si puede abrir Alfil en otro dispositivo, haga allí una copia de seguridad de sus datos.',
  do_newer_1: 'Recargue la página para que se instale la versión más reciente de Alfil.',
  do_newer_2: 'Si tiene internet, espere a que termine la actualización y vuelva a abrir Alfil.',
  do_timeout_1: 'Cierre las demás pestañas o ventanas de Alfil.',
  do_timeout_2: 'Después, vuelva a intentarlo.',
  do_unknown_1: 'Cierre el navegador del todo, vuelva a abrirlo y abra Alfil.',
  do_unknown_2: 'Si sigue igual, pruebe con otro navegador actualizado.',
  dataSafe:
    'Los datos que ya hubiera guardado en este navegador no se han tocado: volverán a verse cuando el almacenamiento funcione.',
  retry: 'Volver a intentarlo',
} as const
