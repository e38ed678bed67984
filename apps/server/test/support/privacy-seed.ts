import { createHash, randomBytes } from 'node:crypto';
import type { StripeApiServer } from '@vitalia/testkit';
import type { ChatTestApp } from './chat-app';
import { actingAs, type RegisteredUser } from './test-app';

export type Patient = RegisteredUser & {
  waId: string;
  userId: number;
  pacienteId: number;
  /** Unique in the run: finding it anywhere finds this person's data. */
  lastName: string;
  subscriptionId: string;
};

const MINUTE = 60_000;

/** Letters only, so the profile takes it as a name. */
const uniqueLastName = () =>
  `Prueba${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

/**
 * A patient with something in every table that holds personal data: profile, birth date, readings of
 * every kind (a crisis and an alert episode among them), reminders, a medication with its schedule and a
 * dose, a chat exchange, a weekly report, settings, an opt-out, a sign-in and a sign-in link, and a paid
 * Stripe subscription with its webhook events.
 */
export async function seedPersonalData(
  t: ChatTestApp,
  stripe: StripeApiServer,
  firstName: string,
  site: string,
): Promise<Patient> {
  const person = await t.patient(firstName);
  const call = actingAs(t.app, person);
  const must = async (reply: Promise<{ statusCode: number; body: string }>) => {
    const done = await reply;
    if (done.statusCode >= 300) throw new Error(`seed call failed: ${done.statusCode} ${done.body}`);
    return JSON.parse(done.body || 'null') as Record<string, unknown>;
  };
  const lastName = uniqueLastName();
  await must(
    call('PUT', '/health-users/profile/', {
      email: person.email,
      first_name: firstName,
      last_name: lastName,
    }),
  );
  const [paciente] = (await must(call('GET', '/health-users/pacientes/'))) as unknown as Array<{
    id: number;
  }>;
  await must(call('PATCH', `/health-users/pacientes/${paciente!.id}/`, { fecha_nacimiento: '1970-05-04' }));

  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
  const readings = [
    { metric: 'glucosa', value: 140, measured_at: ago(600) },
    { metric: 'presion', value: 130, v2: 85, measured_at: ago(590) },
    { metric: 'peso', value: 72.5, measured_at: ago(580) },
    { metric: 'frecuencia_cardiaca', value: 70, measured_at: ago(570) },
    { metric: 'temperatura', value: 37.5, unit: '°C', measured_at: ago(560) },
    { metric: 'glucosa', value: 250, measured_at: ago(300) },
    { metric: 'glucosa', value: 260, measured_at: ago(200) },
    { metric: 'glucosa', value: 270, measured_at: ago(100) },
    { metric: 'glucosa', value: 320, measured_at: ago(50) },
  ];
  for (const reading of readings) await must(call('POST', '/health-metrics/api/readings/', reading));
  await must(call('PUT', '/health-users/alert_settings/', { dias_sin_lecturas: 5 }));
  await must(
    call('POST', '/health-users/alert_schedules/', {
      metric_key: 'glucosa',
      frecuencia: 'daily',
      hora: '07:00',
    }),
  );
  const medication = await must(
    call('POST', '/health-users/medicamentos/', { nombre: `Losartán ${lastName}`, dosis: '50 mg' }),
  );
  await must(
    call('POST', '/health-users/medication_schedules/', {
      medicamento_id: medication.id,
      frecuencia: 'daily',
      hora: '09:00',
    }),
  );
  await must(call('PUT', '/health-users/privacy/', { caregiver_alerts: false }));
  await must(call('POST', '/health-users/link-token/'));
  const nsSite = await must(call('GET', '/health-users/nightscout/'));
  // A sensor value: a very low one owes the person a stream message (cgm_messages).
  const { api_secret: secret } = await must(call('POST', '/health-users/nightscout/secret/'));
  await must(
    t.app.inject({
      method: 'POST',
      url: `${new URL(String(nsSite.base_url)).pathname}/api/v1/entries`,
      headers: { 'api-secret': createHash('sha1').update(String(secret)).digest('hex') },
      payload: [{ type: 'sgv', sgv: 50, date: Date.now() - MINUTE }],
    }),
  );
  await t.app.inject({
    method: 'POST',
    url: '/health-users/login/',
    payload: { email: person.email, password: person.password },
  });
  await t.say(person.waId, 'glucosa 120');

  const [{ user_id: userId }] = (await t.query<{ user_id: number }>(
    'SELECT user_id FROM pacientes WHERE id = $1',
    [paciente!.id],
  )) as [{ user_id: number }];
  // No endpoint writes these directly (the scheduler and the chat buttons do): stored as they would be.
  await t.query(
    `INSERT INTO medication_doses (user_id, medicamento_id, source, taken_at) VALUES ($1, $2, 'web', now())`,
    [userId, medication.id],
  );
  await t.query(
    `INSERT INTO health_imports (paciente_id, actor_user_id, format, file_name, size_bytes, state)
     VALUES ($1, $2, 'apple_health', 'export.zip', 1024, 'canceled')`,
    [paciente!.id, userId],
  );
  await t.query(
    `INSERT INTO weekly_reports (user_id, week_start, week_end, text, summary)
     VALUES ($1, '2026-01-05', '2026-01-11', $2, '{}'::jsonb)`,
    [userId, `Resumen semanal de ${firstName} ${lastName}`],
  );

  // A pay link for a relative, an OXXO voucher for a prepaid month, left waiting, then the monthly card
  // subscription.
  await must(call('POST', '/health-payments/pay-links/'));
  const voucher = await must(
    call('POST', '/health-payments/checkout/', {
      email: person.email,
      metadata: { origen: 'web', plan: 'prepago_1' },
      metodo: 'oxxo',
      success_url: `${site}/health/checkout/success`,
      cancel_url: `${site}/health/checkout/cancel`,
    }),
  );
  for (const event of stripe.completePayment(String(voucher.url).split('/').pop()!).events) {
    await stripe.deliver(event);
  }
  const checkout = await must(
    call('POST', '/health-payments/checkout/', {
      email: person.email,
      metadata: { origen: 'web', plan: 'mensual' },
      success_url: `${site}/health/checkout/success`,
      cancel_url: `${site}/health/checkout/cancel`,
    }),
  );
  const paid = stripe.completeCheckout(String(checkout.url).split('/').pop()!);
  for (const event of paid.events) await stripe.deliver(event);

  return {
    ...person,
    userId,
    pacienteId: paciente!.id,
    lastName,
    subscriptionId: String(paid.subscription.id),
  };
}
