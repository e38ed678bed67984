import type { ReadingWithdrawal } from '@vitalia/db';
import { caregiverCorrection } from '@vitalia/domain';
import { resolveMetric } from '../readings/reading-rules';
import { crisisAlertKey, type TellCaregivers } from './caregiver-alerts';

/** A reading that was a mistake, for the caregivers who were told of it. */
export interface CaregiverCorrectionFacts {
  ownerUserId: number;
  pacienteId: number;
  /** One per withdrawal: the message of each caregiver is keyed by it, so running twice corrects once. */
  key: string;
  withdrawal: ReadingWithdrawal;
}

/**
 * The correction of a reading the caregivers were told about (CONTRACTS section 6, "A mistake is fully
 * undone"): one short message to each caregiver who was told ("Corrección: la glucosa de 40 de Rosa fue
 * un error; era 140."), the `vitalia_correccion_cuidador` template outside their 24-hour window, and their
 * bell item of that alert says it instead. A corrected value that is itself a crisis adds what to do now.
 * Returns the caregivers told.
 */
export function createCaregiverCorrections(tellCaregivers: TellCaregivers) {
  return function correctCaregivers({ withdrawal, ...facts }: CaregiverCorrectionFacts): Promise<number[]> {
    if (withdrawal.told.length === 0) return Promise.resolve([]);
    const metricName = resolveMetric(withdrawal.metric, undefined).definition.nameInSentence;
    return tellCaregivers({
      ...facts,
      only: withdrawal.told,
      inPlaceOf: crisisAlertKey(withdrawal.readingId),
      compose: (ownerName) => {
        const said = caregiverCorrection({
          metric: withdrawal.metric,
          metricName,
          name: ownerName,
          was: withdrawal.was,
          now: withdrawal.now,
        });
        const text = withdrawal.steps ? `${said.text} Qué hacer: ${withdrawal.steps}` : said.text;
        return {
          title: `Corrección sobre ${ownerName}`,
          text,
          template: 'caregiverCorrection',
          templateParams: [text],
        };
      },
    });
  };
}

export type CorrectCaregivers = ReturnType<typeof createCaregiverCorrections>;
