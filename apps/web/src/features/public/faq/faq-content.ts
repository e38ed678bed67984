import { siteConfig } from '../../../lib/site-config';

export interface FaqItem {
  question: string;
  /** One string per paragraph. */
  answer: string[];
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

const { productName: name, priceMxn, trialDays } = siteConfig;

/** FAQ copy (SPEC.md section 2, FAQ). Price and trial figures come only from siteConfig. */
export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'sobre',
    title: `Sobre ${name}`,
    items: [
      {
        question: `¿Qué es ${name}?`,
        answer: [
          `${name} es un asistente de salud con inteligencia artificial que funciona por WhatsApp. Le mandas tus lecturas de glucosa, presión arterial, peso o frecuencia cardiaca y te responde al momento: guarda el dato, te dice cómo vas y te da recomendaciones.`,
          'Además tienes un panel web con tus métricas, reportes semanales, recordatorios y medicamentos.',
        ],
      },
      {
        question: `¿${name} sustituye a mi médico?`,
        answer: [
          `No. ${name} te acompaña entre consultas para que lleves un mejor control, pero no diagnostica, no receta y no cambia tu tratamiento. Sigue siempre las indicaciones de tu médico.`,
          'Si tienes síntomas graves o crees que es una emergencia, llama al 911 o acude a urgencias.',
        ],
      },
      {
        question: `¿Para quién es ${name}?`,
        answer: [
          'Para personas que viven con diabetes, hipertensión o sobrepeso y quieren llevar un registro sencillo de sus lecturas. También para quienes cuidan a un familiar y quieren estar al pendiente de cómo va.',
        ],
      },
      {
        question: '¿Tengo que descargar otra aplicación?',
        answer: [
          'No. Todo lo haces desde el WhatsApp que ya tienes. Para ver tus gráficas y ajustar tus recordatorios entras al panel desde el navegador de tu celular o computadora.',
        ],
      },
    ],
  },
  {
    id: 'biomarcadores',
    title: 'Biomarcadores y monitoreo',
    items: [
      {
        question: '¿Qué puedo registrar?',
        answer: [
          'Glucosa (en mg/dL), presión arterial (sistólica y diastólica, en mmHg), peso (en kg) y frecuencia cardiaca (en latidos por minuto). También puedes registrar otros indicadores que te pida tu médico, como temperatura u oxigenación.',
        ],
      },
      {
        question: '¿Cómo le escribo mis lecturas?',
        answer: [
          'Como se lo dirías a alguien de confianza. Por ejemplo: «la azúcar amaneció en 140», «presión 13/8», «peso 82.5» o «glucosa 180 después de comer».',
          `${name} te confirma exactamente lo que guardó (por ejemplo, «presión 130/80 mmHg») para que sepas que te entendió bien.`,
        ],
      },
      {
        question: '¿Cada cuánto debo registrar mis lecturas?',
        answer: [
          'Te recomendamos registrar al menos una lectura al día. Si tu médico te indicó medirte con otra frecuencia, sigue su indicación: puedes programar de 1 a 3 recordatorios diarios de glucosa.',
        ],
      },
      {
        question: 'Mi glucómetro marca mmol/L, ¿también sirve?',
        answer: [
          'Sí. Trabajamos la glucosa en mg/dL, pero si nos mandas tu lectura en mmol/L la convertimos automáticamente. En el chat y en la página te decimos a cuánto equivale antes de guardarla (por ejemplo, 5.6 mmol/L son 101 mg/dL) y la guardamos cuando nos confirmas. Lo mismo con el peso: si lo escribes en libras, lo pasamos a kilos.',
        ],
      },
    ],
  },
  {
    id: 'alertas',
    title: 'Alertas y recomendaciones',
    items: [
      {
        question: '¿Cuándo recibo una alerta?',
        answer: [
          'Cuando una lectura sale del rango esperado, te avisamos por WhatsApp en ese momento y te decimos qué hacer. También puedes configurar alertas personalizadas desde tu panel.',
        ],
      },
      {
        question: '¿Quién valida las recomendaciones?',
        answer: [
          'Nuestras recomendaciones se basan en guías clínicas reconocidas (los Estándares de la ADA, las normas mexicanas NOM-015 y NOM-030 y la AHA), y cada una dice de cuál viene. Son consejos generales de alimentación, actividad física y hábitos; no sustituyen una consulta.',
        ],
      },
      {
        question: '¿Qué hago si mi lectura sale muy alta o muy baja?',
        answer: [
          'Sigue el plan que acordaste con tu médico. Si además tienes síntomas como mareo, confusión, dolor de pecho o dificultad para respirar, llama al 911 o acude a urgencias de inmediato.',
        ],
      },
      {
        question: '¿Un familiar puede enterarse de mis alertas?',
        answer: [
          'Solo si tú lo decides. Desde los permisos de tu panel puedes autorizar a un familiar o a tu médico para que vea tus registros, y quitarle el acceso cuando quieras.',
        ],
      },
    ],
  },
  {
    id: 'recordatorios',
    title: 'Recordatorios y horarios',
    items: [
      {
        question: '¿Cómo funcionan los recordatorios?',
        answer: [
          'Te mandamos un mensaje por WhatsApp a la hora que elijas para que no se te pase registrar tu lectura. Al empezar tienes un recordatorio diario a las 8:00, y lo puedes cambiar cuando quieras.',
        ],
      },
      {
        question: '¿Puedo elegir los días y la frecuencia?',
        answer: [
          'Sí. En tu panel puedes crear recordatorios diarios, semanales (eligiendo el día de la semana) o mensuales (eligiendo el día del mes), para cada métrica y para tus medicamentos.',
        ],
      },
      {
        question: '¿Cómo dejo de recibir recordatorios?',
        answer: [
          'Escribe BAJA en el chat y dejamos de mandarte recordatorios. Cuando quieras retomarlos, escribe ALTA.',
        ],
      },
      {
        question: '¿En qué horario llegan los recordatorios?',
        answer: [
          'En la zona horaria de tu perfil; si no la has cambiado, usamos la hora del centro de México.',
        ],
      },
    ],
  },
  {
    id: 'precios',
    title: 'Precios y suscripciones',
    items: [
      {
        question: `¿Cuánto cuesta ${name}?`,
        answer: [
          `${priceMxn} MXN al mes, IVA incluido. Incluye mensajes ilimitados, métricas avanzadas en el panel, monitoreo continuo, alertas en tiempo real y recordatorios automáticos.`,
        ],
      },
      {
        question: '¿Hay una prueba gratis?',
        answer: [
          `Sí. Tienes ${trialDays} días de prueba gratis y no te pedimos tarjeta de crédito para empezar.`,
        ],
      },
      {
        question: '¿Cómo puedo pagar?',
        answer: [
          'Paga cada mes con tarjeta, o paga meses por adelantado en efectivo en OXXO o por transferencia.',
          `Cada mes con tarjeta de crédito o débito (Visa, Mastercard o American Express): ${priceMxn} MXN al mes, IVA incluido, hasta que canceles. El pago se procesa de forma segura con Stripe; ${name} nunca guarda los datos completos de tu tarjeta.`,
          `Meses por adelantado: 1, 3, 6 o 12 meses a ${priceMxn} MXN cada uno, IVA incluido, en un solo pago con tarjeta, en efectivo en cualquier OXXO (con una ficha de pago que vence en 3 días) o por transferencia SPEI desde tu banco. No se renueva solo: antes de que termine te avisamos por el chat.`,
        ],
      },
      {
        question: '¿Alguien de mi familia puede pagar por mí?',
        answer: [
          'Sí. En Pagos, en «Que un familiar pague por ti», crea un enlace de pago y mándalo por WhatsApp. Quien lo abra puede pagarte meses por adelantado con tarjeta, en efectivo en OXXO o por transferencia SPEI, sin crear una cuenta.',
          'Esa persona solo ve tu nombre, nada de tu salud. El enlace dura 30 días y sirve para un solo pago; en Pagos ves quién pagó y cuándo.',
        ],
      },
      {
        question: '¿Puedo cancelar mi suscripción?',
        answer: [
          'Sí, en cualquier momento desde tu panel, en la sección Pagos. No hay penalizaciones: tu suscripción sigue activa hasta que termina el periodo que ya pagaste y ya no se te vuelve a cobrar.',
        ],
      },
    ],
  },
  {
    id: 'configuracion',
    title: 'Configuración y personalización',
    items: [
      {
        question: '¿Cómo me registro?',
        answer: [
          'Te toma unos 2 minutos: entra a Regístrate, escribe tu correo, tu número de WhatsApp y una contraseña. Listo, ya puedes mandarle tu primera lectura al chat.',
        ],
      },
      {
        question: '¿Puedo cambiar mis datos personales?',
        answer: [
          'Sí. En Mi Perfil puedes actualizar tu nombre, tus apellidos y tu fecha de nacimiento. El número de WhatsApp es el que registraste al crear tu cuenta y es el que usamos para escribirte.',
        ],
      },
      {
        question: '¿Puedo ver solo las métricas que me interesan?',
        answer: [
          'Sí. En Mis métricas eliges qué ver (glucosa, presión, peso u otros indicadores), el rango de fechas y si quieres los datos agrupados por día, semana o mes.',
        ],
      },
    ],
  },
  {
    id: 'seguridad',
    title: 'Seguridad y privacidad',
    items: [
      {
        question: '¿Quién puede ver mis registros?',
        answer: [
          'Solo tú y las personas que tú autorices (tus médicos o familiares) mediante los permisos de tu panel. Puedes dar o quitar esos permisos cuando quieras.',
        ],
      },
      {
        question: '¿Cómo protegen mi información?',
        answer: [
          'Tus datos de salud son datos personales sensibles y los tratamos como tales: viajan cifrados, tu contraseña se guarda protegida (nunca en texto legible) y solo personal autorizado puede acceder a los sistemas.',
        ],
      },
      {
        question: '¿Venden o comparten mis datos?',
        answer: [
          'No. Nunca vendemos tu información. Solo la compartimos con las personas que tú autorices y con los proveedores indispensables para darte el servicio, como se explica en el Aviso de privacidad.',
        ],
      },
      {
        question: '¿Puedo pedir que borren mi información?',
        answer: [
          'Sí. Puedes ejercer tus derechos de Acceso, Rectificación, Cancelación y Oposición (ARCO) escribiendo a privacidad@vitalia.mx. Te respondemos en un máximo de 20 días hábiles.',
        ],
      },
    ],
  },
  {
    id: 'integraciones',
    title: 'Integraciones y soporte',
    items: [
      {
        question: '¿Qué comandos puedo usar en WhatsApp?',
        answer: [
          'AYUDA: te explica cómo registrar tus lecturas. RESUMEN: te manda el resumen de tus últimos registros. BAJA: deja de enviarte recordatorios. ALTA: los vuelve a activar.',
        ],
      },
      {
        question: '¿Funciona con mi glucómetro o baumanómetro?',
        answer: [
          'Sí, con cualquiera: solo escribe en el chat el número que te marca tu aparato. No necesitas conectar nada.',
        ],
      },
      {
        question: '¿Cómo contacto a soporte?',
        answer: [
          'Escribe AYUDA en el chat o mándanos un correo a hola@vitalia.mx. Te contestamos lo antes posible.',
        ],
      },
    ],
  },
];
