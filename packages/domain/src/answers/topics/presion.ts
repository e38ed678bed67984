import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about presion. */
export const PRESION: readonly EverydayAnswer[] = [
  {
    id: 'que-es-hipertension',
    topic: 'presion',
    questions: ['¿Qué es la presión alta?', '¿Qué es la hipertensión?', '¿Por qué es mala la presión alta?'],
    keywords: ['hipertensión', 'presión alta', 'presión arterial', '140/90', 'qué es'],
    answer:
      'La presión arterial es la fuerza con la que la sangre empuja las paredes de las arterias. Hay presión alta (hipertensión) cuando esa fuerza se mantiene alta, en general de 140/90 o más en varias mediciones. Casi nunca da molestias, pero con los años daña el corazón, el cerebro, los riñones y los ojos. Por eso es importante medirla y seguir tu tratamiento.',
    source: 'nom-030-control',
  },
  {
    id: 'presion-meta',
    topic: 'presion',
    questions: ['¿Cuánto debo tener de presión?', '¿Cuál es la presión normal?', '¿130/80 está bien?'],
    keywords: ['presión normal', 'meta', '130/80', '120/80', 'presión ideal'],
    answer:
      'Para la mayoría de las personas con diabetes la meta es menos de 130/80. Si vives con presión alta sin diabetes, tu médico te dirá tu meta; la norma mexicana considera presión alta desde 140/90. Cada quien puede tener una meta distinta, así que pregúntale la tuya a tu médico.',
    source: 'ada-soc-10-blood-pressure',
  },
  {
    id: 'presion-cuando-ir-al-medico',
    topic: 'presion',
    questions: [
      '¿Con cuánto de presión voy al médico?',
      'Me salió 150/95, ¿qué hago?',
      '¿Cuándo es peligrosa la presión?',
    ],
    keywords: ['presión alta', 'médico', '150/95', '160/100', 'peligrosa', 'consulta'],
    answer:
      'Si en casa tus lecturas salen seguido en 140/90 o más (o arriba de la meta que te dio tu médico), anótalas y consulta pronto a tu médico. Si sale 180/120 o más, espera 5 minutos y mídela otra vez. Si sigue así y tienes dolor de pecho, falta de aire, debilidad, cambios en la vista o dificultad para hablar, llama al 911 o ve a urgencias.',
    source: 'nom-030-control',
  },
  {
    id: 'presion-180-120',
    topic: 'presion',
    questions: ['Me salió 180/120', 'Tengo la presión en 190/110', '¿Qué hago si tengo la presión muy alta?'],
    keywords: ['180/120', '190', '200', 'crisis hipertensiva', 'muy alta', 'urgencias', '911'],
    answer:
      'Una lectura de 180/120 o más es muy alta. Espera 5 minutos sentado y mídela otra vez. Si sigue así y tienes dolor de pecho o espalda, falta de aire, debilidad o entumecimiento, cambios en la vista o dificultad para hablar, llama al 911 o ve a urgencias de inmediato. Si sigue alta pero no tienes síntomas, llama hoy mismo a tu médico. No tomes medicina extra por tu cuenta.',
    source: 'aha-hypertensive-crisis',
  },
  {
    id: 'sal-y-presion',
    topic: 'presion',
    questions: [
      '¿Cuánta sal puedo comer?',
      '¿La sal sube la presión?',
      '¿Puedo usar sal de ajo o sal de mar?',
    ],
    keywords: ['sal', 'sodio', 'salero', 'sal de mar', 'sal de ajo', 'salado'],
    answer:
      'La sal sube la presión. Lo recomendable es no pasar de 2,300 mg de sodio al día, que es como una cucharadita de sal en total, contando la que ya traen los alimentos; lo ideal es menos. La sal de mar y la sal de ajo también cuentan. Cocina con poca sal, quita el salero de la mesa y sazona con limón, ajo, cebolla, chile y hierbas.',
    source: 'aha-sodium',
  },
  {
    id: 'embutidos-salados',
    topic: 'presion',
    questions: [
      '¿Puedo comer jamón?',
      '¿Qué alimentos tienen mucha sal?',
      '¿Las salchichas suben la presión?',
      '¿Qué queso puedo comer?',
    ],
    keywords: [
      'jamón',
      'salchicha',
      'chorizo',
      'embutidos',
      'queso añejo',
      'sopa instantánea',
      'maruchan',
      'frituras',
      'sabritas',
    ],
    answer:
      'El jamón, la salchicha, el chorizo, el tocino, el queso añejo o cotija, las sopas instantáneas, las frituras, los cacahuates salados y las salsas embotelladas traen mucha sal. Cómelos poco y de vez en cuando. Lee las etiquetas: el sello «exceso sodio» te avisa. Prefiere pollo, huevo, frijoles de la olla y queso fresco o panela.',
    source: 'aha-sodium',
  },
  {
    id: 'consome-en-polvo',
    topic: 'presion',
    questions: [
      '¿El consomé en polvo tiene mucha sal?',
      '¿Con qué sazono sin sal?',
      'La comida sin sal no me sabe',
    ],
    keywords: ['consomé', 'knorr', 'cubito', 'caldo en polvo', 'sazonador', 'maggi', 'jugo sazonador'],
    answer:
      'El consomé en polvo o en cubito trae muchísima sal: una cucharadita puede tener cerca de la mitad del sodio recomendado para todo el día. Da sabor con caldo hecho en casa, ajo, cebolla, jitomate, chiles, comino, orégano, cilantro, epazote y limón. Ve quitándolo poco a poco; el gusto se acostumbra en unas semanas.',
    source: 'aha-sodium',
  },
  {
    id: 'presion-no-siento-nada',
    topic: 'presion',
    questions: [
      'No siento nada, ¿por qué me tengo que cuidar la presión?',
      '¿La presión alta da síntomas?',
      'Me siento bien, ¿para qué me mido?',
    ],
    keywords: ['síntomas', 'no siento nada', 'enemigo silencioso', 'presión alta'],
    answer:
      'La presión alta casi nunca da síntomas; por eso le dicen «el enemigo silencioso». Sentirte bien no quiere decir que esté controlada: la única forma de saberlo es medirla. Sigue tu tratamiento aunque no sientas nada, y no dejes ni cambies tu medicamento sin hablar con tu médico.',
    source: 'nom-030-control',
  },
  {
    id: 'presion-estilo-de-vida',
    topic: 'presion',
    questions: [
      '¿Qué hago para bajar la presión?',
      '¿Cómo controlo la presión sin tanta pastilla?',
      '¿Qué ayuda a la presión alta?',
    ],
    keywords: ['bajar la presión', 'controlar la presión', 'estilo de vida', 'ejercicio', 'sal', 'peso'],
    answer:
      'Además de tu medicina, ayudan mucho: comer con menos sal, más verduras y frutas, moverte al menos 30 minutos casi todos los días, bajar de peso si te sobra, tomar poco o nada de alcohol y no fumar. Estos cambios suman a tu tratamiento, no lo reemplazan: no dejes ni cambies tu medicamento sin hablar con tu médico.',
    source: 'nom-030-lifestyle',
  },
];
