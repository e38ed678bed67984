import type { Queryable } from './database';
import { createAlertSchedulesRepository } from './repositories/alert-schedules';
import { createMedicationsRepository } from './repositories/medications';
import { createAuthTokensRepository } from './repositories/auth-tokens';
import { createConsentsRepository } from './repositories/consents';
import { createLoginAttemptsRepository } from './repositories/login-attempts';
import { createPacientesRepository } from './repositories/pacientes';
import { createSubscriptionsRepository } from './repositories/subscriptions';
import { createUsersRepository } from './repositories/users';

export function createRepositories(db: Queryable) {
  return {
    users: createUsersRepository(db),
    pacientes: createPacientesRepository(db),
    authTokens: createAuthTokensRepository(db),
    consents: createConsentsRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    loginAttempts: createLoginAttemptsRepository(db),
    alertSchedules: createAlertSchedulesRepository(db),
    medications: createMedicationsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
