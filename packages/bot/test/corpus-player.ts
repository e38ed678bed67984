import { openTestDatabase, uniqueEmail, uniqueMxPhone, type TestDatabase } from '@vitalia/testkit';
import type { ChatInput } from '@vitalia/contracts/chat';
import { DEFAULT_PRICE_MXN } from '@vitalia/contracts/site-config';
import { createServices, type Services } from '@vitalia/services';
import { createConversationEngine } from '../src';
import type { StoredReading, TurnResult } from './conversation-corpus';

export interface CorpusPlayer {
  services: Services;
  database: TestDatabase;
  setClock(at: Date): void;
  advance(minutes: number): void;
  now(): Date;
  /** A new patient named Ana with a Mexican number, in Mexico City's zone; their user id. */
  newPatient(): Promise<number>;
  play(userId: number, text: string): Promise<PlayedTurn>;
  /** Presses a reply button (an interactive message with the button's id and title). */
  press(userId: number, optionId: string, title: string): Promise<PlayedTurn>;
  /** The buttons (id and title) of the bot's last reply, to press one. */
  lastButtons(): Promise<Array<{ id: string; title: string }>>;
  close(): Promise<void>;
}

/** What one played turn did, with the text of the reply it got. */
export interface PlayedTurn extends TurnResult {
  reply: string;
  /** The titles of the reply's buttons, if it has any. */
  buttons: string[];
}

/**
 * Plays chat messages through the real engine, services and database on a clock the caller moves, as a
 * registered patient would send them; reads back what each message stored, changed or deleted and what
 * the bot answered.
 */
export async function openCorpusPlayer(): Promise<CorpusPlayer> {
  const database: TestDatabase = await openTestDatabase();
  let clock = new Date();
  const now = () => clock;
  const services: Services = createServices({
    db: database.db,
    trialDays: 14,
    signupLimitPerHour: 1_000_000,
    defaultTimeZone: 'America/Mexico_City',
    now,
  });
  const handle = createConversationEngine({
    services,
    publicUrl: 'https://vitalia.example',
    defaultTimeZone: 'America/Mexico_City',
    priceMxn: DEFAULT_PRICE_MXN,
    now,
  });

  async function readingsOf(userId: number): Promise<StoredReading[]> {
    const rows = await database.query<{
      id: number;
      metric: string;
      value: number;
      value2: number | null;
      context: string | null;
      measured_at: Date;
    }>(
      `SELECT r.id, r.metric, r.value, r.value2, r.context, r.measured_at FROM readings r
       JOIN pacientes p ON p.id = r.paciente_id WHERE p.user_id = $1 ORDER BY r.id`,
      [userId],
    );
    return rows.map((row) => ({ ...row, measured_at: row.measured_at.toISOString() }));
  }

  type Option = { id: string; title: string };
  /** The options of the last reply: what the person can press next (a notice queued after it has none). */
  let lastOptions: Option[] = [];

  async function replyTo(waMessageId: string): Promise<{ text: string; buttons: string[] }> {
    const [row] = await database.query<{
      message: { text?: string; buttons?: Option[]; rows?: Option[] };
    }>(`SELECT message FROM chat_outbound WHERE dedupe_key = $1`, [`reply:${waMessageId}`]);
    // A list's rows are options to tap, as reply buttons are.
    lastOptions = row?.message.buttons ?? row?.message.rows ?? [];
    return { text: row?.message.text ?? '', buttons: lastOptions.map((button) => button.title) };
  }

  async function playInput(userId: number, input: ChatInput): Promise<PlayedTurn> {
    const before = await readingsOf(userId);
    const sentAt = clock;
    const waMessageId = await services.chat.simulate(userId, input);
    const [account] = await database.query<{ telefono: string }>(
      'SELECT telefono FROM pacientes WHERE user_id = $1',
      [userId],
    );
    const open = await services.chat.inbox.listOpenFrom(account!.telefono.slice(1), 60);
    const inbound = open.find((message) => message.wa_message_id === waMessageId)!;
    const label = await handle(inbound);
    const after = await readingsOf(userId);
    const key = (r: StoredReading) => `${r.value}|${r.value2}|${r.measured_at}|${r.context}`;
    const beforeById = new Map(before.map((r) => [r.id, r]));
    const afterIds = new Set(after.map((r) => r.id));
    const reply = await replyTo(waMessageId);
    return {
      label,
      sentAt,
      added: after.filter((r) => !beforeById.has(r.id)),
      removed: before.filter((r) => !afterIds.has(r.id)),
      changed: after.filter((r) => beforeById.has(r.id) && key(beforeById.get(r.id)!) !== key(r)),
      reply: reply.text,
      buttons: reply.buttons,
    };
  }

  return {
    services,
    database,
    setClock(at: Date) {
      clock = at;
    },
    advance(minutes: number) {
      clock = new Date(clock.getTime() + minutes * 60_000);
    },
    now,

    async newPatient(): Promise<number> {
      const registered = await services.accounts.register(
        { email: uniqueEmail('corpus'), password: 'contraseña-segura', phone: uniqueMxPhone() },
        '127.0.0.1',
      );
      // By its e-mail, not its session: a session made on the player's clock may lie in the database's past.
      const [user] = await database.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [
        registered.email,
      ]);
      const userId = Number(user!.id);
      await services.profile.updateProfile(userId, {
        email: registered.email as string,
        first_name: 'Ana',
        last_name: 'Corpus',
        time_zone: 'America/Mexico_City',
      });
      // The number is proven as on the web: the code sign-up queued to it is entered.
      const [sent] = await database.query<{ message: { params: string[] } }>(
        `SELECT message FROM chat_outbound WHERE user_id = $1 AND dedupe_key LIKE 'phone-proof:%'`,
        [userId],
      );
      await services.phoneProof.verify(userId, sent!.message.params[0]!);
      return userId;
    },

    play: (userId: number, text: string) => playInput(userId, { text }),
    press: (userId: number, optionId: string, title: string) => playInput(userId, { optionId, title }),

    lastButtons: () => Promise.resolve(lastOptions),

    close: () => database.dispose(),
  };
}
