import type { Database } from '@vitalia/db';
import type { PatientAccess } from '../patient-access';
import type { ReadingConsequences } from '../readings/reading-consequences';
import type { RecordReadings } from '../readings/record-readings';
import type { CgmStream } from './cgm-stream';
import { createNightscoutDeviceStatus } from './nightscout-devicestatus';
import { createNightscoutEntries } from './nightscout-entries';
import { createNightscoutSites } from './nightscout-sites';
import { createNightscoutTreatments } from './nightscout-treatments';

/** The Nightscout-compatible gateway: sites and their credentials, entries, treatments, device status. */
export function createNightscoutService(deps: {
  db: Database;
  access: PatientAccess;
  recordReadings: RecordReadings;
  consequences: ReadingConsequences;
  stream: CgmStream;
  now: () => Date;
}) {
  return {
    stream: deps.stream,
    sites: createNightscoutSites(deps),
    entries: createNightscoutEntries(deps),
    treatments: createNightscoutTreatments(deps),
    deviceStatus: createNightscoutDeviceStatus(deps),
  };
}

export type NightscoutService = ReturnType<typeof createNightscoutService>;
