import { GLUCOSE } from './classify-glucose';
import type { SourceId } from './sources';

/**
 * The steps after a low (< 70 mg/dL) the person already treated: the 15-15 rule's second half (measure
 * again in 15 minutes, repeat if still under 70) and, once back at 70 or more, eat something so it does
 * not fall again (ADA Standards of Care 2026, section 6, treatment of hypoglycemia).
 */
export interface LowRecoveryAdvice {
  id: string;
  text: string;
  source: SourceId;
}

export const LOW_RECOVERY_ADVICE = {
  treated: {
    id: 'glucosa.baja_tratada',
    text: 'Muy bien. Espera 15 minutos, vuelve a medirte y escríbeme el valor. Si sigue abajo de 70, toma otros 15 g de azúcar rápida (½ vaso de jugo o refresco normal, no light) y mide otra vez.',
    source: 'ada-soc-6-hypoglycemia',
  },
  recovered: {
    id: 'glucosa.baja_superada',
    text: 'Ya saliste de la baja. Come algo ligero ahora (por ejemplo medio sándwich, o fruta con unas galletas) para que no vuelva a bajar, y cuéntale a tu médico de esta baja en tu próxima consulta.',
    source: 'ada-soc-6-hypoglycemia',
  },
} as const satisfies Record<string, LowRecoveryAdvice>;

/** A glucose under this is a low whose recovery the chat follows. */
export const LOW_BELOW = GLUCOSE.level1Hypoglycemia;
