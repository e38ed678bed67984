import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type RegisteredUser, type TestApp } from './support/test-app';

/** Sharing and privacy rights together: the export names the shares, erasure ends them for both sides. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: RegisteredUser) => actingAs(t.app, user);

async function share(owner: RegisteredUser, invitee: RegisteredUser, scope: string) {
  const invited = await as(owner)('POST', '/health-users/shares/', { email: invitee.email, scope });
  expect(invited.statusCode).toBe(201);
  const code = new URL(invited.json().invitation_url).searchParams.get('code');
  const accepted = await as(invitee)('POST', '/health-users/invitations/accept-link/', { token: code });
  expect(accepted.statusCode).toBe(200);
  return accepted.json().paciente_id as number;
}

describe('sharing and the privacy rights', () => {
  it('exports the shares given and received and who looked, without the link token', async () => {
    const owner = await registerUser(t.app);
    const doctor = await registerUser(t.app);
    const pacienteId = await share(owner, doctor, 'lectura');
    expect(
      (await as(doctor)('GET', `/health-metrics/api/report/?paciente_id=${pacienteId}`)).statusCode,
    ).toBe(200);

    const mine = (await as(owner)('GET', '/health-users/export/')).json().data;
    expect(mine.shares_given).toMatchObject([
      { email: doctor.email.toLowerCase(), scope: 'lectura', status: 'active' },
    ]);
    expect(mine.access_log.map((row: { what: string }) => row.what)).toContain('report');
    expect(JSON.stringify(mine)).not.toMatch(/token_hash/);
    const theirs = (await as(doctor)('GET', '/health-users/export/')).json().data;
    expect(theirs.shares_received).toMatchObject([
      { paciente_id: pacienteId, scope: 'lectura', status: 'active' },
    ]);
  });

  it("erasing the caregiver's account ends the grant; erasing the owner's leaves the caregiver nothing to read", async () => {
    const owner = await registerUser(t.app);
    const carer = await registerUser(t.app);
    const pacienteId = await share(owner, carer, 'gestion');
    const logged = await as(carer)('POST', `/health-metrics/api/readings/?paciente_id=${pacienteId}`, {
      metric: 'peso',
      value: 70,
    });
    expect(logged.statusCode).toBe(201);

    // The caregiver leaves: the reading they logged stays the owner's, no longer naming them.
    expect(
      (await as(carer)('DELETE', '/health-users/account/', { password: carer.password })).statusCode,
    ).toBe(204);
    const readings = (await as(owner)('GET', '/health-metrics/api/readings/')).json().readings;
    expect(readings).toMatchObject([{ metric: 'peso', value: 70, registrada_por: null }]);
    expect((await as(owner)('GET', '/health-users/shares/')).json().shares).toEqual([]);

    const other = await registerUser(t.app);
    const again = await share(owner, other, 'lectura');
    expect(
      (await as(owner)('DELETE', '/health-users/account/', { password: owner.password })).statusCode,
    ).toBe(204);
    expect((await as(other)('GET', `/health-metrics/api/readings/?paciente_id=${again}`)).statusCode).toBe(
      404,
    );
    expect((await as(other)('GET', '/health-users/shared-with-me/')).json().people).toEqual([]);
  });
});
