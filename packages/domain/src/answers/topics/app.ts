import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about app. */
export const APP: readonly EverydayAnswer[] = [
  {
    id: 'que-hace-vitalia',
    topic: 'app',
    questions: [
      '¿Qué haces?',
      '¿Para qué sirve Vitalia?',
      '¿En qué me puedes ayudar?',
      '¿Cómo funciona esto?',
    ],
    keywords: ['vitalia', 'app', 'aplicación', 'qué haces', 'para qué sirve', 'ayuda'],
    answer:
      'Te ayudo a llevar el registro de tu glucosa, presión y peso por WhatsApp: me mandas tus números, te digo si están en rango, te recuerdo tus medicinas y tus mediciones, y armo gráficas que puedes llevar a tu consulta. También respondo dudas comunes. No sustituyo a tu médico: para diagnósticos y cambios de tratamiento, pregúntale a él.',
    source: 'product-rule',
  },
  {
    id: 'eres-persona-o-maquina',
    topic: 'app',
    questions: ['¿Eres una persona?', '¿Eres un robot?', '¿Hablo con un doctor?', '¿Quién me contesta?'],
    keywords: ['persona', 'robot', 'máquina', 'bot', 'doctor', 'humano', 'inteligencia artificial'],
    answer:
      'Soy un asistente automático, no una persona. Contesto con información de guías de salud reconocidas, pero no sustituyo a tu médico ni puedo revisarte. Si tienes una emergencia, llama al 911 o ve a urgencias.',
    source: 'product-rule',
  },
  {
    id: 'ver-mis-graficas',
    topic: 'app',
    questions: [
      '¿Cómo veo mis gráficas?',
      '¿Dónde veo mis registros?',
      'Quiero ver cómo voy',
      '¿Cómo le enseño mis números al doctor?',
    ],
    keywords: ['gráficas', 'graficas', 'registros', 'historial', 'resumen', 'cómo voy'],
    answer:
      'Escribe «ver mis gráficas» y te mando un enlace para ver tus números en gráficas: glucosa, presión y peso a lo largo del tiempo. Puedes enseñárselas a tu médico en tu consulta. También puedes escribir «resumen» para ver tus últimos registros aquí en el chat.',
    source: 'product-rule',
  },
  {
    id: 'recordatorios',
    topic: 'app',
    questions: [
      '¿Cómo pongo un recordatorio?',
      '¿Me puedes recordar mi pastilla?',
      'Quiero que me avises para medirme',
      '¿Cómo quito los recordatorios?',
    ],
    keywords: ['recordatorio', 'recordatorios', 'alarma', 'avisar', 'aviso', 'baja', 'alta'],
    answer:
      'Escríbeme «recordatorios» o entra a tu panel para crear, cambiar o borrar recordatorios de tus medicinas y de tus mediciones. Si quieres pausar los recordatorios un tiempo, escribe «baja», y para volver a activarlos, «alta».',
    source: 'product-rule',
  },
  {
    id: 'privacidad-datos',
    topic: 'app',
    questions: [
      '¿Quién ve mis datos?',
      '¿Mis datos están seguros?',
      '¿Venden mi información?',
      '¿Cómo borro mi información?',
    ],
    keywords: ['datos', 'privacidad', 'seguridad', 'información', 'borrar', 'compartir', 'ARCO'],
    answer:
      'Tus datos son tuyos. Solo los ven tú y las personas que tú autorices, como tu médico o un familiar, y puedes quitar ese permiso cuando quieras desde tu panel. Viajan cifrados y no los vendemos. Si quieres consultar, corregir o borrar tu información, escribe a privacidad@vitalia.mx.',
    source: 'product-rule',
  },
  {
    id: 'mensajes-de-voz',
    topic: 'app',
    questions: [
      '¿Te puedo mandar un audio?',
      '¿Le mando audio?',
      '¿Entiendes mensajes de voz?',
      'Me cansa escribir, ¿puedo hablarte?',
    ],
    keywords: ['audio', 'audios', 'nota de voz', 'mensaje de voz', 'grabar', 'hablar'],
    answer:
      'Puedes mandarme un mensaje de voz: si lo puedo escuchar, te repito lo que entendí y solo lo guardo cuando me lo confirmes; si no, te pediré que me lo escribas. Escribir el número es lo más seguro, y basta con algo corto, por ejemplo «azúcar 140» o «presión 130/80».',
    source: 'product-rule',
  },
  {
    id: 'como-registrar',
    topic: 'app',
    questions: [
      '¿Cómo anoto mi azúcar?',
      '¿Cómo te mando mi presión?',
      '¿Cómo registro mi peso?',
      'Me equivoqué al mandar un número',
    ],
    keywords: ['registrar', 'anotar', 'mandar', 'lectura', 'deshacer', 'ayuda', 'corregir'],
    answer:
      'Solo escríbeme el número y qué es, por ejemplo «azúcar 120 en ayunas», «presión 130/80» o «peso 72». Si te equivocaste, escribe «deshacer». Si necesitas más ejemplos, escribe «ayuda».',
    source: 'product-rule',
  },
];
