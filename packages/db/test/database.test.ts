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
    const insertOne = async (input: typeof reading, owes: typeof owed) =>
      (await db.repos.readings.insertManyWithConsequences([{ reading: input, owed: owes }]))[0];
    const done = await insertOne(reading, owed);
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
    expect(await insertOne(reading, owed)).toBeUndefined();
    expect(
      await insertOne({ ...reading, pacienteId: 987_654, inboundMessageId: 'wamid.quiet-2' }, owed),
    ).toBeUndefined();
    expect(await owedRows()).toHaveLength(1);
    const [stored] = await rawQuery<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM readings WHERE paciente_id = $1',
      [paciente.id],
    );
    expect(stored!.n).toBe(1);
  });

  it('stores many chat readings with their consequences in one call, a result per reading in order', async () => {
    const people = [];
    for (const [index, phone] of ['+525533336661', '+525533336662'].entries()) {
      const user = await db.repos.users.insert(newUser(`lote${index}@example.com`));
      people.push({ user, paciente: await db.repos.pacientes.insert({ userId: user.id, telefono: phone }) });
    }
    const [ana, beto] = people as [(typeof people)[number], (typeof people)[number]];
    const glucose = (person: typeof ana, value: number, id: string) => ({
      reading: {
        pacienteId: person.paciente.id,
        metric: 'glucosa',
        value,
        value2: null,
        unit: 'mg/dL',
        measuredAt: new Date(`2026-11-20T14:0${value % 10}:00Z`),
        source: 'whatsapp' as const,
        context: 'ayunas',
        note: null,
        enteredByUserId: null,
        inboundMessageId: id,
        inboundIndex: 0,
      },
      owed: {
        userId: person.user.id,
        loggedByUserId: null,
        at: new Date('2026-11-20T14:10:00Z'),
        claimedUntil: new Date('2026-11-20T14:15:00Z'),
      },
    });
    await db.repos.readings.insertManyWithConsequences([glucose(beto, 101, 'wamid.lote-0')]);
    const results = await db.repos.readings.insertManyWithConsequences([
      glucose(ana, 112, 'wamid.lote-1'),
      glucose(beto, 101, 'wamid.lote-0'), // stored before: nothing written
      glucose(ana, 123, 'wamid.lote-2'), // Ana twice in one call
      {
        ...glucose(beto, 134, 'wamid.lote-3'),
        reading: { ...glucose(beto, 134, 'x').reading, pacienteId: 987_655 },
      },
      glucose(beto, 145, 'wamid.lote-4'),
    ]);
    expect(results.map((result) => result?.row.value)).toEqual([112, undefined, 123, undefined, 145]);
    expect(results[0]!.row.context).toBe('ayunas');
    const owed = await rawQuery<{ id: number; paciente_id: number; metrics: string[] }>(
      db,
      'SELECT id, paciente_id, metrics FROM reading_consequences WHERE paciente_id = ANY($1::bigint[]) ORDER BY id',
      [[ana.paciente.id, beto.paciente.id]],
    );
    expect(owed.map((row) => row.id).sort()).toEqual(
      [owed[0]!.id, ...[0, 2, 4].map((index) => results[index]!.consequencesId)].sort(),
    );
    expect(owed.filter((row) => row.paciente_id === ana.paciente.id)).toHaveLength(2);
  });

  it('opens and finishes many chat turns in one call, each with its own account and conversation', async () => {
    const ana = await db.repos.users.insert(newUser('turnos-ana@example.com'));
    // Ana proved her number (CONTRACTS.md section 11: a message from it no longer proves it).
    await db.repos.pacientes.insert({
      userId: ana.id,
      telefono: '+525544440001',
      telefonoVerifiedAt: new Date('2026-11-19T15:00:00Z'),
    });
    const beto = await db.repos.users.insert(newUser('turnos-beto@example.com'));
    await db.repos.pacientes.insert({ userId: beto.id, telefono: '+525544440002' });
    const at = new Date('2026-11-20T15:00:00Z');
    const turns = db.repos.chatConversations;
    // Beto's number is not proven: a message from it does not reach his account.
    const [fromUnproven] = await turns.openTurns([
      { userId: null, phones: ['+525544440002'], phone: '5215544440002', waUserId: null, at },
    ]);
    expect(fromUnproven).toBeUndefined();
    const opened = await turns.openTurns([
      // Ana's proven phone with a BSUID she does not have yet: she learns it.
      { userId: null, phones: ['+525544440001'], phone: '5215544440001', waUserId: 'MX.ana', at },
      { userId: null, phones: ['+525599990000'], phone: '5215599990000', waUserId: null, at },
      { userId: beto.id, phones: [], phone: null, waUserId: null, at },
    ]);
    expect(opened.map((turn) => turn?.account.user_id)).toEqual([ana.id, undefined, beto.id]);
    expect(opened[0]!.account).toMatchObject({ wa_user_id: 'MX.ana', phone_proven: true });
    expect(opened[0]!.conversation).toMatchObject({ wa_id: '5215544440001', last_inbound_at: at });
    // Beto wrote from the simulator (by user): his number is not proven by it; his address is his phone.
    expect(opened[2]!.account.phone_proven).toBe(false);
    expect(opened[2]!.conversation.wa_id).toBe('525544440002');
    // Ana again by her BSUID alone: the phone WhatsApp gave before stays her address.
    const [again] = await turns.openTurns([
      { userId: null, phones: [], phone: null, waUserId: 'MX.ana', at: new Date('2026-11-20T15:01:00Z') },
    ]);
    expect(again!.conversation.wa_id).toBe('5215544440001');

    const inbound = await db.repos.chatInbound.insertMany(
      ['a1', 'a2', 'b1'].map((id) => ({
        waMessageId: `wamid.turnos-${id}`,
        waId: id.startsWith('a') ? '5215544440001' : '5215544440002',
        sentAt: at,
        kind: 'text' as const,
        body: 'hola',
        title: null,
      })),
    );
    expect(inbound).toBe(3);
    const ids = await rawQuery<{ id: number; wa_message_id: string }>(
      db,
      "SELECT id, wa_message_id FROM chat_inbound WHERE wa_message_id LIKE 'wamid.turnos-%' ORDER BY wa_message_id",
    );
    const state = (pending: unknown, sentAt: Date) => ({
      greetedAt: at,
      pending,
      lastReading: null,
      proactivePausedAt: null,
      unsupportedNoticeAt: null,
      paymentNoticeAt: null,
      lastMessageSentAt: sentAt,
      reminderSeenAt: null,
      toldDanger: null,
    });
    const reply = (key: string, to: string) => ({
      dedupeKey: `reply:${key}`,
      recipient: to,
      message: { type: 'text', text: key },
      fallback: null,
    });
    // Two turns of Ana in one call: written in order, so the later one's memory is what stays.
    await turns.finishTurns([
      {
        inboundId: ids[0]!.id,
        userId: ana.id,
        forget: false,
        reply: reply('a1', '5215544440001'),
        conversation: state({ step: 1 }, at),
      },
      { inboundId: ids[2]!.id, userId: beto.id, forget: false, reply: null, conversation: state(null, at) },
      {
        inboundId: ids[1]!.id,
        userId: ana.id,
        forget: false,
        reply: reply('a2', '5215544440001'),
        conversation: state({ step: 2 }, at),
      },
    ]);
    const conversations = await rawQuery<{ user_id: number; pending: unknown; greeted_at: Date | null }>(
      db,
      'SELECT user_id, pending, greeted_at FROM chat_conversations WHERE user_id = ANY($1::bigint[]) ORDER BY user_id',
      [[ana.id, beto.id]],
    );
    expect(conversations).toEqual([
      { user_id: ana.id, pending: { step: 2 }, greeted_at: at },
      { user_id: beto.id, pending: null, greeted_at: at },
    ]);
    const done = await rawQuery<{ state: string }>(
      db,
      "SELECT state FROM chat_inbound WHERE wa_message_id LIKE 'wamid.turnos-%'",
    );
    expect(done.map((row) => row.state)).toEqual(['done', 'done', 'done']);
    const replies = await rawQuery<{ dedupe_key: string; message: unknown }>(
      db,
      "SELECT dedupe_key, message FROM chat_outbound WHERE dedupe_key LIKE 'reply:a%' ORDER BY id",
    );
    expect(replies).toEqual([
      { dedupe_key: 'reply:a1', message: { type: 'text', text: 'a1' } },
      { dedupe_key: 'reply:a2', message: { type: 'text', text: 'a2' } },
    ]);
  });

  it('stores a turn’s reply already claimed for its sender only when nothing earlier waits for that recipient', async () => {
    const carla = await db.repos.users.insert(newUser('turnos-carla@example.com'));
    await db.repos.pacientes.insert({ userId: carla.id, telefono: '+525544440003' });
    const at = new Date('2026-11-20T16:00:00Z');
    // An alert to another number is still to send when a stranger writes from that number.
    await db.repos.chatOutbound.insert({
      dedupeKey: 'alert:dora',
      userId: null,
      recipient: '5215544440004',
      purpose: 'proactive',
      message: { type: 'text', text: 'alerta' },
      fallback: null,
    });
    await db.repos.chatInbound.insertMany(
      ['c1', 'c2', 'd1', 'e1'].map((id) => ({
        waMessageId: `wamid.claimed-${id}`,
        waId: { c: '5215544440003', d: '5215544440004', e: '5215544440005' }[id[0] as 'c' | 'd' | 'e'],
        sentAt: at,
        kind: 'text' as const,
        body: 'hola',
        title: null,
      })),
    );
    const ids = await rawQuery<{ id: number }>(
      db,
      "SELECT id FROM chat_inbound WHERE wa_message_id LIKE 'wamid.claimed-%' ORDER BY wa_message_id",
    );
    const reply = (key: string, to: string) => ({
      dedupeKey: `reply:${key}`,
      recipient: to,
      message: { type: 'text', text: key },
      fallback: null,
    });
    const stored = await db.repos.chatConversations.finishTurns(
      [
        {
          inboundId: ids[0]!.id,
          userId: carla.id,
          forget: false,
          reply: reply('c1', '5215544440003'),
          conversation: null,
        },
        {
          inboundId: ids[1]!.id,
          userId: carla.id,
          forget: false,
          reply: reply('c2', '5215544440003'),
          conversation: null,
        },
        {
          inboundId: ids[2]!.id,
          userId: null,
          forget: true,
          reply: reply('d1', '5215544440004'),
          conversation: null,
        },
      ],
      { leaseSeconds: 60 },
    );
    // Carla's first reply is claimed (one attempt, its lease running); her second waits behind it, and the
    // stranger's reply waits behind the alert to the same number.
    expect(stored.claimed.map((row) => [row.dedupe_key, row.recipient, row.attempts])).toEqual([
      ['reply:c1', '5215544440003', 1],
    ]);
    expect(stored.waiting).toBe(2);
    const rows = await rawQuery<{ dedupe_key: string; state: string; leased: boolean }>(
      db,
      `SELECT dedupe_key, state, next_attempt_at > now() + interval '50 seconds' AS leased FROM chat_outbound
       WHERE dedupe_key IN ('reply:c1', 'reply:c2', 'reply:d1', 'alert:dora') ORDER BY dedupe_key`,
    );
    expect(rows).toEqual([
      { dedupe_key: 'alert:dora', state: 'pending', leased: false },
      { dedupe_key: 'reply:c1', state: 'sending', leased: true },
      { dedupe_key: 'reply:c2', state: 'pending', leased: false },
      { dedupe_key: 'reply:d1', state: 'pending', leased: false },
    ]);
    // The queue's claim takes only the alert: each recipient's messages still leave in order.
    const due = await db.repos.chatOutbound.claimDue(50, 60);
    expect(due.map((row) => row.dedupe_key).filter((key) => /^(reply:[cd]|alert:dora)/.test(key))).toEqual([
      'alert:dora',
    ]);
    // Given back unsent (its sender stopping), Carla's first reply is due again, then sent once.
    await db.repos.chatOutbound.release([stored.claimed[0]!.id]);
    const again = await db.repos.chatOutbound.claimDue(50, 60);
    expect(
      again
        .filter((row) => row.dedupe_key.startsWith('reply:c'))
        .map((row) => [row.dedupe_key, row.attempts]),
    ).toEqual([['reply:c1', 1]]);
    // Without a claim asked for, a reply is only queued.
    const plain = await db.repos.chatConversations.finishTurns([
      {
        inboundId: ids[3]!.id,
        userId: null,
        forget: true,
        reply: reply('e1', '5215544440005'),
        conversation: null,
      },
    ]);
    expect(plain).toEqual({ claimed: [], waiting: 1 });
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

  it('keeps the process answering while a long statement runs (the embedded database has its own thread)', async () => {
    // A statement of a few hundred milliseconds; meanwhile this thread's timers keep firing, as a
    // webhook's socket would be read. On PostgreSQL the statement runs in the server, the same holds.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      const started = performance.now();
      const [row] = await rawQuery<{ n: number }>(
        db,
        'SELECT count(*)::int AS n FROM generate_series(1, 2000000) AS g(i) WHERE i % 7 = 0',
      );
      const tookMs = performance.now() - started;
      expect(row!.n).toBe(285714);
      // Timers fired through the statement, not only after it: at least a third of the 5-ms slots.
      expect(tookMs).toBeGreaterThan(50);
      expect(ticks).toBeGreaterThanOrEqual(Math.floor(tookMs / 5 / 3));
    } finally {
      clearInterval(timer);
    }
  });

  it('answers the statements of many callers at once, each with its own rows, and a failed one alone', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        i === 25
          ? rawQuery(db, 'SELECT 1 / $1::int AS n', [0])
          : rawQuery<{ n: number }>(db, 'SELECT $1::int * 3 AS n', [i]),
      ),
    );
    results.forEach((result, i) => {
      if (i === 25) {
        expect(result.status).toBe('rejected');
        // Division by zero: SQLSTATE 22012, a data exception, without the statement or its values.
        const error = (result as PromiseRejectedResult).reason as DatabaseError;
        expect(error).toBeInstanceOf(DatabaseError);
        expect(error.code).toBe('22012');
        expect(error.message).not.toContain('SELECT');
      } else {
        expect(result).toEqual({ status: 'fulfilled', value: [{ n: i * 3 }] });
      }
    });
  });
});
