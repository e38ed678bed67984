import { advice, type Advice } from './advice-types';

/** What to do with an HbA1c result, by its category (classify-hba1c.ts). */
export const HBA1C_ADVICE = {
  a1c_en_meta: advice(
    'a1c.en_meta',
    'ada-soc-6-a1c',
    '¡Muy bien! Tu médico suele pedirla cada 3 a 6 meses; llévale este resultado con tus lecturas.',
  ),
  a1c_arriba_de_meta: advice(
    'a1c.arriba_de_meta',
    'ada-soc-6-a1c',
    'Llévale este resultado a tu médico con tus lecturas de glucosa: juntos pueden revisar tu plan. No cambies tu tratamiento sin su indicación.',
  ),
  a1c_muy_arriba: advice(
    'a1c.muy_arriba',
    'ada-soc-6-a1c',
    'Haz cita pronto con tu médico y llévale este resultado y tus lecturas. No cambies tu tratamiento sin su indicación. Si tienes mucha sed, orinas mucho o bajas de peso sin querer, díselo.',
  ),
  a1c_embarazo_en_meta: advice(
    'a1c.embarazo_en_meta',
    'ada-soc-15-pregnancy',
    '¡Bien! Sigue el plan de tu embarazo y tus mediciones de glucosa.',
  ),
  a1c_embarazo_arriba: advice(
    'a1c.embarazo_arriba',
    'ada-soc-15-pregnancy',
    'Llévale este resultado pronto a tu médico o ginecólogo(a): en el embarazo la meta es más estricta.',
  ),
  a1c_normal: advice(
    'a1c.normal',
    'ada-soc-2-diagnosis',
    '¡Bien! Seguir activo(a) y comer sano ayuda a mantenerla así.',
  ),
  a1c_rango_prediabetes: advice(
    'a1c.rango_prediabetes',
    'ada-soc-2-diagnosis',
    'Coméntalo con tu médico en tu próxima consulta. Caminar 30 minutos al día y comer menos harinas y azúcar ayudan a bajarla.',
  ),
  a1c_rango_diabetes: advice(
    'a1c.rango_diabetes',
    'ada-soc-2-diagnosis',
    'Un solo análisis no basta para saberlo: coméntalo pronto con tu médico para que lo confirme con otro.',
  ),
} as const satisfies Record<string, Advice>;
