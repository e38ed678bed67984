import { LINK_TOKEN_LIFETIME_MINUTES, RESET_LINK_MINUTES, type Services } from '@vitalia/services';
import type { Command } from './commands';
import * as say from './say';
import { text, UNDO_HOURS, type Outcome, type Turn } from './turn';
import { describe } from './say/parts';

/** The turns that answer a command: menu, summary, charts link, undo, reminders, medications, BAJA, ALTA. */
export function createCommandTurns({
  services,
  publicUrl,
  now,
}: {
  services: Services;
  publicUrl: string;
  now: () => Date;
}) {
  const { readings } = services;
  const homeUrl = `${publicUrl}/health/home`;

  async function runCommand(turn: Turn, command: Command): Promise<Outcome> {
    return { ...(await commandOutcome(turn, command)), label: `command:${command}` };
  }

  async function commandOutcome(turn: Turn, command: Command): Promise<Omit<Outcome, 'label'>> {
    const userId = turn.account.user_id;
    switch (command) {
      case 'help':
        return { reply: say.helpMenu(), patch: { pending: null } };
      case 'how_to':
        return { reply: text(say.HOW_TO_LOG), patch: {} };
      case 'summary':
        return {
          reply: text(say.summary(await services.charts.report(userId, { from: undefined, to: undefined }))),
          patch: {},
        };
      case 'charts_link': {
        const link = await services.accounts.createLinkToken(userId, 'metrics');
        const url = `${publicUrl}/health/metrics?token=${encodeURIComponent(link.token)}`;
        return { reply: text(say.chartsLink(url, LINK_TOKEN_LIFETIME_MINUTES)), patch: {} };
      }
      case 'undo': {
        const since = new Date(now().getTime() - UNDO_HOURS * 3_600_000);
        const removed = await readings.removeLatestFromChat(userId, since);
        return {
          reply: text(removed ? say.undone(describe(removed)) : say.NOTHING_TO_UNDO),
          patch: { pending: null, lastReading: null },
        };
      }
      case 'reminders':
        return {
          reply: text(
            say.reminders(
              await services.reminders.list(userId),
              await services.medications.list(userId),
              homeUrl,
            ),
          ),
          patch: {},
        };
      case 'medications':
        return { reply: text(say.medications(await services.medications.list(userId), homeUrl)), patch: {} };
      case 'stop':
        return {
          reply: {
            type: 'buttons',
            text: say.PAUSED,
            buttons: [{ id: 'menu:alta', title: 'Reactivar (ALTA)' }],
          },
          patch: { proactivePausedAt: now() },
        };
      case 'resume':
        return { reply: text(say.RESUMED), patch: { proactivePausedAt: null } };
      case 'ask_question':
        return { reply: text(say.ASK_YOUR_QUESTION), patch: {} };
      case 'feel_unwell':
        return { reply: text(say.FEELING_UNWELL), patch: {} };
      case 'talk_to_someone':
        return { reply: text(say.TALK_TO_SOMEONE), patch: {} };
      case 'password_reset': {
        // Writing from the account's WhatsApp proves it, as the code of the web's reset does.
        const link = await services.passwords.createResetLink(userId);
        const url = `${publicUrl}/forgot-password?token=${encodeURIComponent(link.token)}`;
        return { reply: text(say.passwordResetLink(url, RESET_LINK_MINUTES)), patch: {} };
      }
    }
  }

  /**
   * "bórreme el peso de 99", "la de 118 era de mi esposo, quítela": the readings named, each the newest
   * of that value (and metric, when said) that came by chat in the last day; the latest one only when
   * none is found and the words point at it ("bórrala"); nothing is stored.
   */
  async function undoNamed(
    turn: Turn,
    named: ReadonlyArray<{ value?: number; metric?: string }>,
    { orLast }: { orLast: boolean },
  ): Promise<Outcome> {
    const since = new Date(now().getTime() - UNDO_HOURS * 3_600_000);
    const removed: string[] = [];
    for (const one of named) {
      const row = await readings.removeLatestFromChat(turn.account.user_id, since, one);
      if (row) removed.push(describe(row));
    }
    // None of them is in the record, and the words point at the last one sent: that one.
    if (removed.length === 0 && orLast) return runCommand(turn, 'undo');
    const asked = named
      .map((one) => (one.value !== undefined ? String(one.value) : say.metricNameOf(one.metric)))
      .join(' y ');
    return {
      reply: text(removed.length > 0 ? say.undoneNamed(removed) : say.nothingNamedToUndo(asked)),
      patch: { pending: null, lastReading: null },
      label: 'command:undo',
    };
  }

  return { runCommand, undoNamed };
}
