/**
 * Words of the bot's commands. They are known words (so typos get corrected towards them and they are
 * never mistaken for the name of a custom indicator); detect-intent.ts decides what they mean.
 */
export const INTENT_WORDS: readonly string[] = (
  'ayuda ayudame ayudar menu opciones opcion comandos comando instrucciones informacion info funciona funcionas ' +
  'usar usa uso help resumen reporte informe historial estadisticas promedio promedios progreso grafica ' +
  'graficas lecturas registros recordatorio recordatorios recuerdame recordar alarma alarmas avisos aviso ' +
  'notificaciones horario horarios deshacer borrar borra borralo borrala elimina eliminar eliminalo eliminala ' +
  'deshaz deshazlo equivoque equivocado equivocada corregir corrige anular anula quitar quita cancelar cancela ultimo ultima ' +
  'inyecte aplique puse baja alta stop detener pausar pausa reanudar reactivar activar activa recibir volver ' +
  'quiero acepto aceptar autorizo terminos condiciones saludos holi hey grax gracias agradezco agradecido ' +
  'agradecida amable mensajes'
).split(' ');

export const COURTESY_PHRASES: readonly string[] = [
  'buenos dias',
  'buen dia',
  'buenas tardes',
  'buenas noches',
  'muchas gracias',
  'mil gracias',
  'que tal',
];
