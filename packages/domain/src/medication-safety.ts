import type { SourceId } from './sources';

/**
 * A dose of a glucose-lowering medicine taken twice (CONTRACTS.md section 6, "Medication answers follow
 * the medicine named"): insulin and sulfonylureas can bring a low in the next hours, above all at night or
 * without food. The answer never changes a dose: measure, eat, someone near, the doctor or pharmacist,
 * and 911 with signs of a low.
 */
export interface DoubleDoseAdvice {
  id: string;
  /** The medicines, folded, as people name them. */
  medicines: readonly string[];
  text: string;
  source: SourceId;
}

export const DOUBLE_DOSE_ADVICE: readonly DoubleDoseAdvice[] = [
  {
    id: 'medicamentos.doble_insulina',
    medicines: [
      'insulina',
      'glargina',
      'lantus',
      'nph',
      'detemir',
      'degludec',
      'lispro',
      'aspart',
      'humalog',
      'novorapid',
    ],
    text: 'Qué hacer ahora si te pusiste doble la insulina: no te pongas ni tomes nada más para compensar. Mídete la glucosa ahora y cada 1 a 2 horas, come algo con carbohidratos (pan, tortilla, fruta) y no te quedes sola(o) esta noche; avisa a alguien de tu casa. Llama hoy a tu médico o a tu farmacéutico y dile qué insulina y cuánta. Si tienes temblor, sudor, confusión o no puedes comer, toma ½ vaso de jugo o refresco normal y llama al 911.',
    source: 'ada-soc-6-hypoglycemia',
  },
  {
    id: 'medicamentos.doble_sulfonilurea',
    medicines: ['glibenclamida', 'glimepirida', 'gliclazida', 'glipizida', 'daonil', 'amaryl'],
    text: 'Qué hacer ahora si tomaste doble la pastilla (glibenclamida, glimepirida): puede bajarte el azúcar durante horas, sobre todo de noche o sin comer. No tomes la siguiente antes de hablar con tu médico o farmacéutico; come a tus horas algo con carbohidratos, mídete la glucosa ahora y antes de dormir, y avisa a alguien de tu casa. Si tienes temblor, sudor o confusión, toma ½ vaso de jugo o refresco normal y llama al 911.',
    source: 'ada-soc-6-hypoglycemia',
  },
];

/** Words that say a dose was taken twice: "dos veces", "doble", "otra vez", "de más". */
export const TAKEN_TWICE =
  /\b(dos veces|doble|otra vez|de mas|repeti|volvi a (poner|tomar|inyectar)|me la puse 2|2 veces)\b/;
