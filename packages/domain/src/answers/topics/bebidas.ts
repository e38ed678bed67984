import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about bebidas. */
export const BEBIDAS: readonly EverydayAnswer[] = [
  {
    id: 'jugos-de-fruta',
    topic: 'bebidas',
    questions: [
      '¿Puedo tomar jugo de naranja?',
      '¿El jugo natural es bueno?',
      '¿Los licuados de fruta suben el azúcar?',
      '¿Un jugo verde en ayunas está bien?',
    ],
    keywords: ['jugo', 'jugos', 'jugo de naranja', 'licuado', 'jugo verde', 'boing', 'néctar'],
    answer:
      'Aunque sea natural, el jugo sube la glucosa rápido porque trae el azúcar de varias frutas sin la fibra: un vaso de jugo de naranja lleva como 3 o 4 naranjas. Mejor cómete la fruta entera y toma agua natural. El jugo solo es útil cuando tienes el azúcar baja: medio vaso ayuda a subirla.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'aguas-frescas',
    topic: 'bebidas',
    questions: [
      '¿Puedo tomar agua de jamaica?',
      '¿Las aguas de sabor están bien?',
      '¿Qué puedo tomar con la comida?',
      '¿El agua de horchata sube el azúcar?',
    ],
    keywords: [
      'agua de sabor',
      'agua fresca',
      'jamaica',
      'horchata',
      'tamarindo',
      'limonada',
      'agua mineral',
    ],
    answer:
      'Las aguas de sabor de fonda o de puesto suelen llevar mucha azúcar, y la horchata además lleva arroz. Mejor agua natural, agua mineral o agua de jamaica, limón o pepino sin azúcar (si quieres, con un poco de endulzante sin calorías). Tu bebida de diario debe ser el agua simple.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'refresco-coca-light',
    topic: 'bebidas',
    questions: [
      '¿Puedo tomar Coca?',
      '¿La Coca light o Coca sin azúcar está bien?',
      '¿El refresco de dieta sube el azúcar?',
      'No puedo dejar el refresco, ¿qué hago?',
    ],
    keywords: [
      'refresco',
      'coca',
      'coca cola',
      'coca light',
      'coca zero',
      'pepsi',
      'dieta',
      'soda',
      'chesco',
    ],
    answer:
      'El refresco normal es de lo que más sube la glucosa: una lata trae unas 9 cucharaditas de azúcar. El refresco light o cero no sube la glucosa y puede ayudarte a cambiar el normal, pero lo mejor es ir pasándote al agua natural o mineral. Tómalo de vez en cuando, no en lugar del agua.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'endulzantes-splenda-stevia',
    topic: 'bebidas',
    questions: [
      '¿Puedo usar Splenda?',
      '¿La stevia es buena para la diabetes?',
      '¿Qué endulzante puedo usar?',
      '¿Los sustitutos de azúcar hacen daño?',
    ],
    keywords: [
      'splenda',
      'stevia',
      'sucralosa',
      'endulzante',
      'edulcorante',
      'canderel',
      'sustituto de azúcar',
    ],
    answer:
      'Los endulzantes sin calorías como Splenda (sucralosa) o stevia no suben la glucosa y pueden servirte para cambiar el azúcar, sin exagerar. Lo ideal es acostumbrarte poco a poco a lo menos dulce y preferir el agua natural. Ojo: algunos sobres o productos que dicen ser naturales vienen mezclados con azúcar; revisa la etiqueta.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'miel-piloncillo',
    topic: 'bebidas',
    questions: [
      '¿La miel es mejor que el azúcar?',
      '¿Puedo usar piloncillo?',
      '¿El azúcar morena sube menos?',
      '¿La miel de agave es buena para diabéticos?',
    ],
    keywords: ['miel', 'piloncillo', 'azúcar morena', 'mascabado', 'agave', 'jarabe', 'azúcar'],
    answer:
      'La miel, el piloncillo, el azúcar morena, el mascabado y el jarabe de agave también son azúcar: suben la glucosa y tienen las mismas calorías, aunque sean naturales. Úsalos muy poquito o cámbialos por un endulzante sin calorías.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'cafe',
    topic: 'bebidas',
    questions: [
      '¿Puedo tomar café?',
      '¿El café sube el azúcar?',
      '¿El café sube la presión?',
      '¿Café de olla está bien?',
    ],
    keywords: ['café', 'cafe', 'café de olla', 'nescafé', 'capuchino', 'crema', 'coffee mate'],
    answer:
      'Sí puedes tomar café. El problema suele ser lo que le pones, como azúcar, piloncillo o sustituto de crema, y el pan que lo acompaña. Tómalo solo, con leche descremada o con endulzante sin calorías. Si vas a medirte la presión, no tomes café en los 30 minutos antes.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'cerveza-tequila-alcohol',
    topic: 'bebidas',
    questions: [
      '¿Puedo tomar cerveza?',
      '¿Una chela de vez en cuando está bien?',
      '¿El tequila sube el azúcar?',
      '¿Puedo tomar una michelada?',
      '¿Qué alcohol es menos malo?',
    ],
    keywords: [
      'cerveza',
      'chela',
      'michelada',
      'tequila',
      'mezcal',
      'vino',
      'alcohol',
      'pulque',
      'cuba',
      'copa',
    ],
    answer:
      'Si tu médico no te lo ha prohibido y decides tomar, que sea poco: no más de una bebida al día para mujeres y dos para hombres, y siempre con comida. Una bebida es una cerveza, una copa de vino o un caballito de tequila. Evita micheladas y mezclas con refresco o jugo, que traen azúcar y sal. El alcohol puede bajarte el azúcar horas después.',
    source: 'ada-soc-5-alcohol',
  },
  {
    id: 'alcohol-azucar-baja',
    topic: 'bebidas',
    questions: [
      '¿El alcohol baja el azúcar?',
      'Después de tomar me sentí muy mal, ¿por qué?',
      '¿Puedo tomar si uso insulina?',
      '¿Qué cuidados tengo si voy a tomar?',
    ],
    keywords: ['alcohol', 'borrachera', 'cruda', 'bajón', 'insulina', 'glibenclamida', 'hipoglucemia'],
    answer:
      'El alcohol puede bajarte el azúcar hasta muchas horas después, sobre todo si usas insulina o glibenclamida, y el bajón se confunde con la borrachera. Nunca tomes con el estómago vacío, mide tu glucosa antes de dormir y avisa a quien te acompañe. Si te da sudor, temblor o confusión, come algo con azúcar; si alguien no puede despertarte, que llame al 911.',
    source: 'ada-soc-5-alcohol',
  },
  {
    id: 'atole-champurrado',
    topic: 'bebidas',
    questions: ['¿Puedo tomar atole?', '¿El champurrado sube el azúcar?', '¿Qué tal un chocolate caliente?'],
    keywords: ['atole', 'champurrado', 'chocolate caliente', 'avena con leche', 'arroz con leche'],
    answer:
      'El atole y el champurrado llevan maíz o harina, azúcar y a veces leche entera, así que suben mucho la glucosa. Si se te antoja, que sea una taza chica, de vez en cuando, y ese día no lo juntes con pan ni con otro tamal. Hecho en casa con leche descremada y endulzante sin calorías es mejor opción.',
    source: 'ada-soc-5-nutrition',
  },
];
