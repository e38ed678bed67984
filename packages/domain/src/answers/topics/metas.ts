import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about metas. */
export const METAS: readonly EverydayAnswer[] = [
  {
    id: 'glucosa-en-ayunas-meta',
    topic: 'metas',
    questions: [
      '¿Cuánto debo tener de azúcar en ayunas?',
      '¿Cuál es la glucosa normal en ayunas?',
      'Me salió 125 en ayunas, ¿está bien?',
      '¿Cuál es mi meta de glucosa en la mañana?',
    ],
    keywords: ['ayunas', 'glucosa', 'meta', 'normal', 'en la mañana', '130'],
    answer:
      'Para la mayoría de los adultos con diabetes, la meta en ayunas (antes de desayunar, tras unas 8 horas sin comer) es de 80 a 130 mg/dL. Tu médico puede darte una meta distinta según tu edad y tu salud. Si varios días sale arriba de 130, anótalo y coméntalo en tu consulta; si sale abajo de 70, trátalo como azúcar baja.',
    source: 'ada-soc-6-glycemic-goals',
  },
  {
    id: 'glucosa-despues-de-comer',
    topic: 'metas',
    questions: [
      '¿Cuánto debo tener después de comer?',
      '¿Cuál es la meta de azúcar después de los alimentos?',
      '¿Cuándo me mido después de comer?',
      'Ya comí, ¿en cuánto tiempo me mido?',
    ],
    keywords: ['después de comer', 'postprandial', 'dos horas', '180', 'meta', 'cuánto tiempo', 'ya comí'],
    answer:
      'Después de comer, la meta para la mayoría de los adultos con diabetes es menos de 180 mg/dL, medida 1 a 2 horas después del primer bocado. Sirve para ver cómo te cae cada comida. Si seguido pasas de 180, revisa las porciones de tortilla, pan, arroz y bebidas dulces, y coméntalo con tu médico.',
    source: 'ada-soc-6-glycemic-goals',
  },
  {
    id: 'ciento-cuarenta-despues-de-comer',
    topic: 'metas',
    questions: [
      '¿140 después de comer está bien?',
      'Me salió 140 dos horas después de comer',
      '¿Es normal 150 después de la comida?',
    ],
    keywords: ['140', '150', 'después de comer', 'dos horas', 'está bien'],
    answer:
      'Sí: 140 mg/dL después de comer está bien para la mayoría de los adultos con diabetes, porque la meta es quedar por debajo de 180 de 1 a 2 horas después de empezar a comer. Si ese número fue en ayunas, la meta es otra (80 a 130). Tu médico puede darte una meta personal.',
    source: 'ada-soc-6-glycemic-goals',
  },
  {
    id: 'hemoglobina-glucosilada-que-es',
    topic: 'metas',
    questions: [
      '¿Qué es la hemoglobina glucosilada?',
      '¿Qué es la A1c?',
      '¿Cuánto debo tener de hemoglobina glucosilada?',
      'Me salió 8 de hemoglobina, ¿es mucho?',
    ],
    keywords: ['hemoglobina glucosilada', 'hba1c', 'a1c', 'glicada', 'promedio', 'tres meses'],
    answer:
      'La hemoglobina glucosilada (HbA1c o A1c) es un análisis de sangre que muestra tu promedio de azúcar de los últimos 2 a 3 meses. Para la mayoría de los adultos con diabetes la meta es menos de 7 %. Tu médico puede ponerte una meta un poco distinta según tu edad y tu salud. Si la tuya está arriba de tu meta, platícalo con él en tu consulta.',
    source: 'ada-soc-6-glycemic-goals',
  },
  {
    id: 'hemoglobina-cada-cuando',
    topic: 'metas',
    questions: [
      '¿Cada cuándo me hago la hemoglobina glucosilada?',
      '¿Cuántas veces al año me hago la A1c?',
      '¿Cada cuánto me mandan análisis?',
    ],
    keywords: ['hemoglobina glucosilada', 'a1c', 'análisis', 'laboratorio', 'cada cuándo'],
    answer:
      'Si estás en tu meta y tu tratamiento no ha cambiado, se recomienda al menos 2 veces al año. Si no estás en meta o te cambiaron la medicina, cada 3 meses, o sea unas 4 veces al año. Pide a tu médico la orden y llévale tus resultados.',
    source: 'ada-soc-6-glycemic-assessment',
  },
  {
    id: 'que-es-prediabetes',
    topic: 'metas',
    questions: [
      '¿Qué es la prediabetes?',
      'Me dijeron que tengo prediabetes, ¿qué significa?',
      '¿La prediabetes ya es diabetes?',
    ],
    keywords: [
      'prediabetes',
      'prediabético',
      'resistencia a la insulina',
      'glucosa alterada',
      'casi diabetes',
    ],
    answer:
      'Prediabetes quiere decir que la glucosa está más alta de lo normal, pero todavía no en el rango de diabetes; por ejemplo, en ayunas entre 100 y 125 mg/dL. Es una señal de aviso: bajar un poco de peso, moverte más y comer mejor ayuda mucho a evitar que avance. Solo tu médico puede hacer el diagnóstico con estudios.',
    source: 'nom-015-detection',
  },
  {
    id: 'una-lectura-no-es-diagnostico',
    topic: 'metas',
    questions: [
      '¿Si tengo 140 de azúcar eso ya es diabetes?',
      '¿Cómo sé si ya soy diabético?',
      '¿Con cuánto de glucosa ya es diabetes?',
      '¿Cómo se sabe si uno tiene diabetes?',
    ],
    keywords: ['diagnóstico', 'diabético', 'diabética', 'ya es diabetes', 'cómo sé'],
    answer:
      'Una lectura de glucómetro no basta para saberlo: solo tu médico hace el diagnóstico, con estudios de laboratorio, por ejemplo la glucosa en ayunas (126 mg/dL o más en dos ocasiones) o la hemoglobina glucosilada (6.5 % o más). Si tus lecturas salen altas, coméntalo con tu médico para que te pida esos estudios.',
    source: 'ada-soc-2-diagnosis',
  },
  {
    id: 'diabetes-tiene-cura',
    topic: 'metas',
    questions: [
      '¿La diabetes tiene cura?',
      '¿Me voy a curar algún día?',
      'Vi un producto que quita la diabetes, ¿funciona?',
    ],
    keywords: ['cura', 'curar', 'quitar la diabetes', 'milagro', 'remisión'],
    answer:
      'Hoy la diabetes tipo 2 no tiene una cura definitiva; desconfía de productos o tratamientos que la prometan. Lo que sí se puede es controlarla muy bien con alimentación, actividad física, medicina y revisiones, y así evitar complicaciones. Algunas personas, al bajar de peso, mejoran mucho sus números, siempre de la mano de su médico.',
    source: 'nom-015-treatment',
  },
  {
    id: 'colesterol-trigliceridos',
    topic: 'metas',
    questions: [
      '¿Cuánto debo tener de colesterol?',
      '¿Cuál es la meta de triglicéridos?',
      '¿Qué es el colesterol malo?',
    ],
    keywords: ['colesterol', 'triglicéridos', 'LDL', 'HDL', 'grasa en la sangre', 'lípidos'],
    answer:
      'Según la norma mexicana de diabetes, las metas generales son: colesterol total menos de 200, colesterol LDL (el malo) menos de 100, triglicéridos menos de 150 y colesterol HDL (el bueno) más de 40 en hombres y más de 50 en mujeres, todo en mg/dL. Tu médico puede darte metas más estrictas. Pídele revisarlo al menos una vez al año.',
    source: 'nom-015-control-goals',
  },
];
