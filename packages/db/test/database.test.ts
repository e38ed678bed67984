import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabaseOnServer,
  DatabaseError,
  dropDatabaseOnServer,
  migrate,
  openDatabase,
  QueryOutsideTransactionError,
  type Database,
} from '../src/index';
import { rawQuery } from '../src/testing';

// The same checks on the embedded database and, when DATABASE_URL is set, on a PostgreSQL server.
describe(`the database layer on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const name = `vitalia_db_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
      db = await openDatabase({ kind: 'postgres', url: await createDatabaseOnServer(serverUrl, name) });
      dispose = async () => {
        await db.close();
        await dropDatabaseOnServer(serverUrl, name);
      };
    } else {
      db = await openDatabase({ kind: 'pglite' });
      dispose = () => db.close();
    }
    await migrate(db);
  });
  afterAll(() => dispose());

  const newUser = (email: string, passwordHash = 'hash-secreto') => ({ email, passwordHash });

  it('commits a transaction whose work resolves and rolls back one that throws', async () => {
    await db.transaction(async (repos) => {
      await repos.users.insert(newUser('commit@example.com'));
    });
    await expect(
      db.transaction(async (repos) => {
        await repos.users.insert(newUser('rollback@example.com'));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.repos.users.existsWithEmail('commit@example.com')).toBe(true);
    expect(await db.repos.users.existsWithEmail('rollback@example.com')).toBe(false);
  });

  it('refuses a query on the outer repositories inside a transaction instead of hanging or escaping it', async () => {
    const attempt = db.transaction(async (repos) => {
      await repos.users.insert(newUser('inside@example.com'));
      await db.repos.users.existsWithEmail('inside@example.com'); // the mistake
    });
    await expect(attempt).rejects.toBeInstanceOf(QueryOutsideTransactionError);
    // The transaction rolled back, and the outer repositories work again once it is over.
    expect(await db.repos.users.existsWithEmail('inside@example.com')).toBe(false);
  });

  it('refuses a nested transaction', async () => {
    await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toBeInstanceOf(
      QueryOutsideTransactionError,
    );
  });

  it('reports a failed query by code and repository name, never with its SQL or parameters', async () => {
    const secretEmail = 'paciente.privada@example.com';
    await db.repos.users.insert(newUser(secretEmail));
    const error = await db.repos.users
      .insert(newUser(secretEmail, 'hash-muy-secreto'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    const failure = error as DatabaseError;
    expect(failure.code).toBe('23505');
    expect(failure.constraint).toBe('users_email_key');
    expect(failure.queryName).toBe('users.insert');
    const everything = JSON.stringify({ ...failure, message: failure.message, stack: failure.stack });
    expect(everything).not.toContain(secretEmail);
    expect(everything).not.toContain('hash-muy-secreto');
    expect(everything).not.toMatch(/INSERT|users \(/);

    const nul = (await db.repos.users
      .insert(newUser('nul\u0000@example.com', 'hash-nul-secreto'))
      .catch((e: unknown) => e)) as DatabaseError;
    expect(nul).toBeInstanceOf(DatabaseError);
    expect(nul.isDataException).toBe(true);
    expect(JSON.stringify({ ...nul, message: nul.message, stack: nul.stack })).not.toContain(
      'hash-nul-secreto',
    );
  });

  it('deletes a patient’s readings with the patient, and stores none for a patient that does not exist', async () => {
    const user = await db.repos.users.insert(newUser('lecturas@example.com'));
    const paciente = await db.repos.pacientes.insert({ userId: user.id, telefono: '+525533334444' });
    const reading = {
      metric: 'glucosa',
      value: 110,
      value2: null,
      unit: 'mg/dL',
      measuredAt: new Date('2026-11-20T14:00:00Z'),
      source: 'web' as const,
      context: null,
      note: null,
      enteredByUserId: null,
    };
    expect(await db.repos.readings.insert({ ...reading, pacienteId: paciente.id })).toBeDefined();
    const since = new Date('2026-11-20T00:00:00Z');
    const batch = await db.repos.readings.insertBatch(paciente.id, null, [{ ...reading, value: 111 }], since);
    expect(batch.inserted).toBe(1);
    expect(batch.recent.map((row) => row.value)).toEqual([111]);
    expect(await db.repos.readings.insert({ ...reading, pacienteId: 987_654 })).toBeUndefined();
    expect(await db.repos.readings.insertBatch(987_654, null, [reading], since)).toEqual({
      inserted: 0,
      recent: [],
    });
    await rawQuery(db, 'DELETE FROM users WHERE id = $1', [user.id]); // cascades to the patient
    const [left] = await rawQuery<{ n: number }>(db, 'SELECT count(*)::int AS n FROM readings');
    expect(left!.n).toBe(0);
  });

  it('stores a chat reading and the consequences it owes in one statement, both or neither', async () => {
    const user = await db.repos.users.insert(newUser('quieta@example.com'));
    const paciente = await db.repos.pacientes.insert({ userId: user.id, telefono: '+525533335555' });
    const reading = {
      pacienteId: paciente.id,
      metric: 'presion',
      value: 128,
      value2: 82,
      unit: 'mmHg',
      measuredAt: new Date('2026-11-20T14:00:00Z'),
      source: 'whatsapp' as const,
      context: null,
      note: null,
      enteredByUserId: null,
      inboundMessageId: 'wamid.quiet-1',
      inboundIndex: 0,
    };
    const owed = {
      userId: user.id,
      loggedByUserId: null,
      at: new Date('2026-11-20T14:00:05Z'),
      claimedUntil: new Date('2026-11-20T14:05:05Z'),
    };
    const done = await db.repos.readings.insertWithConsequences(reading, owed);
    expect(done?.row).toMatchObject({ metric: 'presion', value: 128, value2: 82, source: 'whatsapp' });
    expect(done?.row).not.toHaveProperty('consequences_id');
    const owedRows = () =>
      rawQuery<{ id: number; user_id: number; paciente_id: number; metrics: string[]; crises: unknown[] }>(
        db,
        'SELECT id, user_id, paciente_id, metrics, crises FROM reading_consequences WHERE paciente_id = $1',
        [paciente.id],
      );
    expect(await owedRows()).toEqual([
      {
        id: done!.consequencesId,
        user_id: user.id,
        paciente_id: paciente.id,
        metrics: ['presion'],
        crises: [],
      },
    ]);
    // The same message again stores neither; nor does a patient that does not exist.
    expect(await db.repos.readings.insertWithConsequences(reading, owed)).toBeUndefined();
    expect(
      await db.repos.readings.insertWithConsequences(
        { ...reading, pacienteId: 987_654, inboundMessageId: 'wamid.quiet-2' },
        owed,
      ),
    ).toBeUndefined();
    expect(await owedRows()).toHaveLength(1);
    const [stored] = await rawQuery<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM readings WHERE paciente_id = $1',
      [paciente.id],
    );
    expect(stored!.n).toBe(1);
  });

  it('returns ids as numbers and dates as calendar strings on both drivers', async () => {
    const user = await db.repos.users.insert(newUser('tipos@example.com'));
    const paciente = await db.repos.pacientes.insert({ userId: user.id, telefono: '+525511112222' });
    await db.repos.pacientes.update(user.id, paciente.id, { fechaNacimiento: '1980-02-29' });
    const [row] = await rawQuery<{ id: number; fecha_nacimiento: string }>(
      db,
      'SELECT id, fecha_nacimiento FROM pacientes WHERE id = $1',
      [paciente.id],
    );
    expect(row).toEqual({ id: paciente.id, fecha_nacimiento: '1980-02-29' });
    expect(typeof user.id).toBe('number');
  });
  it('counts a round of chat messages against each number’s minute in one statement, as one by one would', async () => {
    const at = new Date('2026-03-01T12:00:00Z');
    const since = new Date(at.getTime() - 60_000);
    const { rateLimits } = db.repos;
    // Ana has two hits in the minute and one older (dropped); Beto none.
    await rateLimits.record('pace_test', 'ana', new Date(at.getTime() - 10_000));
    await rateLimits.record('pace_test', 'ana', new Date(at.getTime() - 20_000));
    await rateLimits.record('pace_test', 'ana', new Date(at.getTime() - 120_000));
    const counts = await rateLimits.hitAndCountMany(
      'pace_test',
      ['ana', 'beto', 'ana', 'beto', 'ana'],
      at,
      since,
    );
    expect(counts).toEqual([3, 1, 4, 2, 5]);
    expect(await rateLimits.hitAndCountMany('pace_test', [], at, since)).toEqual([]);
    // The next message of Ana counts on from there; the old hit is gone.
    expect(await rateLimits.hitAndCount('pace_test', 'ana', at, since)).toBe(6);
    const [old] = await rawQuery<{ n: number }>(
      db,
      "SELECT count(*)::int AS n FROM rate_limit_hits WHERE scope = 'pace_test' AND hit_at <= $1",
      [since],
    );
    expect(old!.n).toBe(0);
  });

  it('runs one statement text with parameters many times, and with other parameters, the same way', async () => {
    const sql = 'SELECT $1::int + $2::int AS n';
    for (let i = 0; i < 12; i++) {
      const [row] = await rawQuery<{ n: number }>(db, sql, [i, 1]);
      expect(row!.n).toBe(i + 1);
    }
    const together = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rawQuery<{ n: number }>(db, sql, [i, i])),
    );
    expect(together.map(([row]) => row!.n)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * i));
    // Prepared, yet planned for each call's parameters: a plan made once for any parameters made the
    // outbound claim take seconds on a grown outbox.
    if (db.kind === 'postgres') {
      const [mode] = await rawQuery<{ plan_cache_mode: string }>(db, 'SHOW plan_cache_mode');
      expect(mode!.plan_cache_mode).toBe('force_custom_plan');
    }
  });
});
