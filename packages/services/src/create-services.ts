import type { Database } from '@vitalia/db';
import { createAccountsService } from './accounts/accounts-service';
import { createMedicationsService } from './medications-service';
import { createProfileService } from './profile-service';
import { createRemindersService } from './reminders-service';

export interface ServiceOptions {
  db: Database;
  trialDays: number;
  signupLimitPerHour: number;
  defaultTimeZone: string;
  /** The clock; tests move it. */
  now?: () => Date;
}

/** Every use case, wired once per process and shared by the HTTP routes, the bot and the scheduler. */
export function createServices(options: ServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { db } = options;
  return {
    accounts: createAccountsService({
      db,
      trialDays: options.trialDays,
      signupLimitPerHour: options.signupLimitPerHour,
      now,
    }),
    reminders: createRemindersService({ db }),
    medications: createMedicationsService({ db }),
    profile: createProfileService({ db, defaultTimeZone: options.defaultTimeZone, now }),
  };
}

export type Services = ReturnType<typeof createServices>;
