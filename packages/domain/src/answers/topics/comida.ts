import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about comida. */
export const COMIDA: readonly EverydayAnswer[] = [
  {
    id: 'desayuno-sin-subir-azucar',
    topic: 'comida',
    questions: [
      '¿Qué puedo desayunar?',
      '¿Qué desayuno para que no me suba el azúcar?',
      'Ideas de desayuno para diabéticos',
      '¿Qué es bueno almorzar en la mañana?',
    ],
    keywords: ['desayuno', 'almuerzo', 'huevo', 'avena', 'cereal', 'mañana', 'chilaquiles'],
    answer:
      'Un buen desayuno junta verdura, algo de proteína y poquito cereal: por ejemplo, huevo a la mexicana con nopales y una tortilla de maíz, o frijoles de la olla con queso fresco y jitomate. Evita el pan dulce, el jugo y los cereales de caja con azúcar. Si tomas medicina para el azúcar, no te saltes el desayuno. Si tu glucosa en ayunas sale alta varios días, coméntalo con tu médico.',
    source: 'nom-043-plato-del-bien-comer',
  },
  {
    id: 'que-cenar',
    topic: 'comida',
    questions: [
      '¿Qué puedo cenar?',
      '¿Qué es bueno de cenar?',
      '¿Qué ceno para que no amanezca alta el azúcar?',
      'Ideas de cena para diabéticos',
      '¿Qué me recomienda para la cena, algo barato?',
    ],
    keywords: ['cenar', 'ceno', 'cena', 'cena ligera', 'merendar', 'barato', 'económica'],
    answer:
      'Una buena cena es ligera y temprana, unas 2 o 3 horas antes de dormir: verduras como nopales, calabacita o ensalada, algo de proteína como pollo, huevo, queso fresco o frijoles, y una tortilla de maíz. En la noche evita el pan dulce, los tamales y el café o el atole con azúcar. Si usas insulina o pastillas como la glibenclamida, no te saltes la cena.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'tortillas-cuantas',
    topic: 'comida',
    questions: [
      '¿Cuántas tortillas puedo comer?',
      '¿Cuántas tortillas me tocan por comida?',
      '¿Puedo comer tortilla si tengo el azúcar alta?',
      '¿Me tengo que quitar las tortillas?',
    ],
    keywords: ['tortilla', 'tortillas', 'porción', 'método del plato', 'cuántas'],
    answer:
      'Una forma fácil es el método del plato: la mitad con verduras, un cuarto con proteína y un cuarto con cereal. Para muchas personas ese cuarto equivale a unas 2 tortillas de maíz por comida. Si ese día comes tortilla, mejor no la juntes con arroz, pan o pasta. Tu médico o nutriólogo puede ajustar la cantidad a ti.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'tortilla-maiz-o-harina',
    topic: 'comida',
    questions: [
      '¿Qué es mejor, tortilla de maíz o de harina?',
      '¿La tortilla de harina sube más el azúcar?',
      '¿Puedo comer tostadas?',
      '¿Qué tortilla me conviene?',
    ],
    keywords: ['maíz', 'harina', 'tostada', 'nixtamal', 'tortilla de harina', 'totopos'],
    answer:
      'Mejor la de maíz: tiene más fibra y menos grasa que la de harina, y si es de nixtamal también aporta calcio. La de harina suele llevar manteca y harina refinada. Sea cual sea, cuenta tus tortillas: ninguna es libre. Las tostadas horneadas son mejor opción que las fritas.',
    source: 'nom-043-plato-del-bien-comer',
  },
  {
    id: 'pan-bolillo-pan-dulce',
    topic: 'comida',
    questions: [
      '¿Puedo comer pan?',
      '¿El bolillo sube el azúcar?',
      '¿Puedo comer pan dulce?',
      '¿Una concha con mi café está bien?',
      '¿El pan integral es mejor?',
    ],
    keywords: [
      'pan',
      'bolillo',
      'telera',
      'pan dulce',
      'concha',
      'cuernito',
      'dona',
      'pan integral',
      'galletas',
    ],
    answer:
      'El bolillo y el pan blanco son harina refinada y suben la glucosa rápido; el pan dulce además trae azúcar y grasa. Si se te antoja, que sea de vez en cuando, una pieza chica o media, y no lo juntes con tortilla ni con refresco o café con azúcar. El pan integral es mejor opción para diario, también en porción pequeña.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'arroz-y-frijoles',
    topic: 'comida',
    questions: [
      '¿Puedo comer arroz?',
      '¿Los frijoles son buenos para la diabetes?',
      '¿Arroz y frijoles juntos está bien?',
      '¿Cuánto arroz puedo comer?',
    ],
    keywords: ['arroz', 'frijoles', 'frijol', 'refritos', 'lentejas', 'habas', 'garbanzo'],
    answer:
      'Los frijoles son buenos: tienen fibra y proteína; mejor de la olla que refritos con manteca. El arroz sube más la glucosa, así que sirve poquito, como media taza, y cuéntalo como el cereal de esa comida en lugar de la tortilla. Frijoles con un poco de cereal y mucha verdura hacen un plato completo.',
    source: 'nom-043-plato-del-bien-comer',
  },
  {
    id: 'fruta-cuales-cuanto',
    topic: 'comida',
    questions: [
      '¿Qué frutas puedo comer?',
      '¿Cuánta fruta puedo comer al día?',
      '¿La fruta sube el azúcar?',
      '¿Hay frutas prohibidas?',
    ],
    keywords: ['fruta', 'frutas', 'manzana', 'naranja', 'uvas', 'sandía', 'melón', 'guayaba', 'porción'],
    answer:
      'Puedes comer todas las frutas, cuidando la cantidad: una porción es una pieza chica o una taza de fruta picada, más o menos lo que cabe en tu puño. Para muchas personas 2 o 3 porciones al día, repartidas, están bien. Mejor la fruta entera que en jugo, y si quieres, acompáñala con unas nueces o queso fresco para que suba menos.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'fruta-en-la-noche',
    topic: 'comida',
    questions: [
      '¿Puedo comer fruta en la noche?',
      '¿Es malo cenar fruta?',
      '¿La fruta de noche sube el azúcar de la mañana?',
    ],
    keywords: ['fruta', 'noche', 'cena', 'merienda', 'antes de dormir'],
    answer:
      'Sí puedes comer fruta en la noche; lo que importa es cuánta y con qué. Una porción chica, como una manzana o una taza de papaya, está bien. Si la acompañas con un poco de proteína, como un puñito de cacahuates naturales o queso fresco, la glucosa sube menos. Evita la fruta en almíbar y los licuados con azúcar.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'mango-platano-papaya',
    topic: 'comida',
    questions: [
      '¿Puedo comer mango?',
      '¿El plátano sube mucho el azúcar?',
      '¿La papaya es buena para la diabetes?',
      '¿Qué tanto mango puedo comer?',
    ],
    keywords: ['mango', 'plátano', 'platano', 'papaya', 'piña', 'uvas', 'fruta dulce'],
    answer:
      'Son frutas dulces, pero no están prohibidas. Una porción es más o menos medio mango, medio plátano o una taza de papaya picada. Cómelas enteras, no en jugo ni en licuado, y no juntes varias en la misma comida. Si mides tu glucosa 2 horas después de comer, verás cómo te caen a ti.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'nopal-jugo-cura',
    topic: 'comida',
    questions: [
      '¿El jugo de nopal cura la diabetes?',
      '¿El nopal baja el azúcar?',
      '¿Es bueno el licuado verde de nopal en ayunas?',
      '¿Cuánto nopal debo comer?',
    ],
    keywords: ['nopal', 'jugo de nopal', 'licuado verde', 'xoconostle', 'remedio', 'cura'],
    answer:
      'El nopal es un alimento muy bueno: tiene fibra y pocas calorías, así que cómelo con gusto, asado, en ensalada o en caldo. Pero ni el jugo de nopal ni ningún licuado curan la diabetes ni reemplazan tu tratamiento. Tómalo como parte de tu comida, y no dejes ni cambies tu medicamento sin hablar con tu médico.',
    source: 'ada-soc-5-supplements',
  },
  {
    id: 'tamales-fiestas',
    topic: 'comida',
    questions: [
      '¿Puedo comer tamales?',
      'Voy a una fiesta, ¿qué como?',
      '¿Qué hago en Navidad con tanta comida?',
      '¿Puedo comer pozole o mole en una boda?',
    ],
    keywords: [
      'tamal',
      'tamales',
      'fiesta',
      'boda',
      'posada',
      'navidad',
      'pozole',
      'mole',
      'pastel',
      'rosca',
    ],
    answer:
      'En la fiesta sí puedes comer, con medida: escoge un tamal o dos antojitos, acompáñalos con ensalada o nopales y no los juntes con pan, arroz, atole ni refresco. Toma agua natural, tómate tus medicinas como siempre y sal a caminar un rato después de comer. Al día siguiente sigue tu plan normal.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'tacos-antojitos',
    topic: 'comida',
    questions: [
      '¿Puedo comer tacos?',
      '¿Qué antojitos son menos malos?',
      '¿Puedo comer quesadillas o sopes?',
      'Como en la calle, ¿qué pido?',
    ],
    keywords: [
      'tacos',
      'antojitos',
      'quesadillas',
      'sopes',
      'gorditas',
      'flautas',
      'garnachas',
      'tortas',
      'taquería',
    ],
    answer:
      'Prefiere los tacos de guisado o asados (pollo, bistec, pescado) en tortilla de maíz, con mucha cebolla, cilantro, nopales y salsa. Lo frito, como flautas, gorditas, chicharrón o sopes con manteca, déjalo para de vez en cuando. Pide dos o tres tacos y acompáñalos con agua natural en lugar de refresco.',
    source: 'nom-043-plato-del-bien-comer',
  },
  {
    id: 'verduras-libres',
    topic: 'comida',
    questions: [
      '¿Qué puedo comer sin que me suba el azúcar?',
      '¿Qué verduras son buenas?',
      '¿Hay comida que pueda comer sin medida?',
      'Tengo mucha hambre, ¿qué como?',
    ],
    keywords: [
      'verduras',
      'nopales',
      'calabacita',
      'chayote',
      'ensalada',
      'lechuga',
      'pepino',
      'brócoli',
      'ejotes',
    ],
    answer:
      'Las verduras casi no suben la glucosa y te llenan: nopales, calabacita, chayote, brócoli, ejotes, lechuga, pepino, jitomate, chile, espinaca y coliflor. Que ocupen la mitad de tu plato en la comida y en la cena. La papa, el elote y el camote cuentan como cereal, no como verdura.',
    source: 'nom-043-plato-del-bien-comer',
  },
  {
    id: 'plato-del-bien-comer',
    topic: 'comida',
    questions: [
      '¿Qué es el Plato del Bien Comer?',
      '¿Cómo debe ser mi plato?',
      '¿Cómo combino mis comidas?',
      '¿Qué es una dieta balanceada?',
      '¿Qué puedo comer?',
      '¿Qué comida es buena para la diabetes?',
    ],
    keywords: ['plato del bien comer', 'dieta', 'balanceada', 'grupos de alimentos', 'combinar', 'qué comer'],
    answer:
      'El Plato del Bien Comer es la guía mexicana para comer sano. Tiene tres grupos: verduras y frutas (muchas), cereales (suficientes, de preferencia integrales, como la tortilla de maíz) y leguminosas con alimentos de origen animal (frijol, lenteja, huevo, pollo, pescado). La idea es combinar los tres grupos en cada comida y tomar agua natural.',
    source: 'nom-043-plato-del-bien-comer',
  },
  {
    id: 'papa-elote-pasta',
    topic: 'comida',
    questions: [
      '¿Puedo comer papa?',
      '¿El elote sube el azúcar?',
      '¿Puedo comer sopa de pasta o de fideo?',
      '¿El camote es bueno?',
    ],
    keywords: [
      'papa',
      'papas',
      'elote',
      'esquites',
      'camote',
      'pasta',
      'sopa de fideo',
      'espagueti',
      'tubérculos',
    ],
    answer:
      'La papa, el elote, el camote, la pasta y la sopa de fideo son del grupo de los cereales y tubérculos, igual que la tortilla. No están prohibidos, pero cuéntalos: si comes sopa de pasta o papa, come menos tortilla en esa comida. Mejor cocidos o al horno que fritos.',
    source: 'nom-043-plato-del-bien-comer',
  },
  {
    id: 'postres-dulces',
    topic: 'comida',
    questions: [
      '¿Puedo comer un postre?',
      '¿Nunca más puedo comer dulces?',
      '¿Qué como cuando se me antoja algo dulce?',
      '¿Un pedazo de pastel me hace daño?',
    ],
    keywords: ['dulce', 'dulces', 'postre', 'pastel', 'chocolate', 'gelatina', 'cajeta', 'antojo', 'flan'],
    answer:
      'Un dulce o postre de vez en cuando está bien si es una porción chica y justo después de comer, no solo ni a media tarde. Limita los que son puro azúcar, como chocolates, pan dulce, gelatina con azúcar o cajeta. La gelatina sin azúcar y la fruta fresca son buenas opciones para el antojo.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'horarios-de-comida',
    topic: 'comida',
    questions: [
      '¿Cuántas veces al día debo comer?',
      '¿Tengo que comer a la misma hora?',
      '¿Es malo comer solo una vez al día?',
      '¿Puedo hacer colaciones?',
    ],
    keywords: ['horario', 'horarios', 'colación', 'tres comidas', 'ayuno', 'comer a la misma hora'],
    answer:
      'Ayuda comer a horas parecidas cada día, por ejemplo tres comidas y, si tu médico o nutriólogo te lo indica, una colación. Comer a horas fijas hace más fácil controlar la glucosa, sobre todo si usas insulina o pastillas como la glibenclamida, porque saltarte comidas puede bajarte el azúcar.',
    source: 'ada-soc-5-nutrition',
  },
  {
    id: 'huevo-carne-pescado',
    topic: 'comida',
    questions: [
      '¿Puedo comer huevo?',
      '¿Qué carne es mejor?',
      '¿Puedo comer carne de puerco?',
      '¿El pescado es bueno?',
    ],
    keywords: ['huevo', 'carne', 'pollo', 'pescado', 'res', 'puerco', 'chicharrón', 'proteína', 'atún'],
    answer:
      'Sí puedes comer huevo, pollo, pescado y carne magra; son buena proteína. Prepáralos asados, cocidos o a la plancha, con poco aceite. Limita las carnes procesadas y grasosas como chorizo, chicharrón, longaniza y tocino, porque traen mucha grasa y sal. El pescado es buena opción un par de veces por semana.',
    source: 'ada-soc-5-nutrition',
  },
];
