import { BLOOD_PRESSURE } from './classify-blood-pressure';
import { GLUCOSE } from './classify-glucose';
import type { Interpretation } from './interpret-reading';
import { isBloodPressureReading } from './reading';
import type { SourceId } from './sources';

/**
 * What the people around a person in crisis should do, for the caregivers' alert. Written to the
 * caregiver ("llámale", "no le den nada por la boca"), never a dose, as data with its source.
 */
export interface CaregiverSteps {
  id: string;
  text: string;
  source: SourceId;
}

export const CAREGIVER_STEPS = {
  low: {
    id: 'cuidador.azucar_baja',
    text: `Llámale ahora. Si puede tragar, que tome 15 g de azúcar rápida (½ vaso de jugo o de refresco normal, no light) y vuelva a medir en 15 minutos, hasta pasar de ${GLUCOSE.level1Hypoglycemia}. Si está confundido(a), no puede tragar o no despierta, no le den nada por la boca: usen el glucagón si su médico se lo recetó y llamen al 911.`,
    source: 'ada-soc-6-hypoglycemia',
  },
  high: {
    id: 'cuidador.azucar_alta',
    text: 'Llámale ahora. Que tome agua sola y vuelva a medir en 1 hora. Si tiene vómito, dolor de estómago, respiración rápida, mucho sueño o confusión, llévenle a urgencias o llamen al 911; que no maneje.',
    source: 'ada-soc-6-hyperglycemic-crises',
  },
  ketones: {
    id: 'cuidador.cetonas',
    text: 'Llámale ahora: cetonas así pueden ser cetoacidosis. Llévenle a urgencias o llamen al 911; que no maneje.',
    source: 'danne-2019-ketone-cut-points',
  },
  pressure: {
    id: 'cuidador.presion',
    text: `Llámale ahora. Que se siente, descanse 5 minutos y vuelva a medir. Si la alta sigue en ${BLOOD_PRESSURE.crisisSystolic} o más o la baja en ${BLOOD_PRESSURE.crisisDiastolic} o más, que llame hoy a su médico. Si tiene dolor de pecho, falta de aire, debilidad o adormecimiento, cambios en la vista, dificultad para hablar o dolor de cabeza fuerte, llamen al 911.`,
    source: 'aha-hypertensive-crisis',
  },
  warningSigns: {
    id: 'cuidador.signos_de_alarma',
    text: 'Dijo tener síntomas de alarma con ese valor: llámale ahora y llévenle a urgencias o llamen al 911; que no maneje.',
    source: 'aha-hypertensive-crisis',
  },
  general: {
    id: 'cuidador.general',
    text: 'Llámale ahora para saber cómo está. Si tiene síntomas graves o no responde, llamen al 911.',
    source: 'product-rule',
  },
} as const satisfies Record<string, CaregiverSteps>;

/** The caregivers' steps for an urgent interpretation. */
export function caregiverStepsFor(interpretation: Interpretation): CaregiverSteps {
  const { reading } = interpretation;
  if (interpretation.warningSigns) return CAREGIVER_STEPS.warningSigns;
  if (isBloodPressureReading(reading)) return CAREGIVER_STEPS.pressure;
  if (reading.metric === 'cetonas') return CAREGIVER_STEPS.ketones;
  if (reading.metric === 'glucosa')
    return reading.value < GLUCOSE.level1Hypoglycemia || reading.beyondRange === 'LO'
      ? CAREGIVER_STEPS.low
      : CAREGIVER_STEPS.high;
  return CAREGIVER_STEPS.general;
}

export const ALL_CAREGIVER_STEPS: readonly CaregiverSteps[] = Object.values(CAREGIVER_STEPS);
