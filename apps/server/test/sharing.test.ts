import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SHARES_PER_OWNER } from '@vitalia/contracts/sharing';
import {
  actingAs,
  createTestApp,
  registerUser,
  uniqueEmail,
  type RegisteredUser,
  type TestApp,
} from './support/test-app';

/** Sharing with doctors and family: invitations, scopes, revocation and the access log. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: RegisteredUser) => actingAs(t.app, user);
const tokenOf = (url: string) => new URL(url).searchParams.get('code')!;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function pacienteIdOf(user: RegisteredUser): Promise<number> {
  return (await as(user)('GET', '/health-users/pacientes/')).json()[0].id;
}

/** The owner invites `invitee` with `scope`, and the invitee accepts through the link. */
async function share(owner: RegisteredUser, invitee: RegisteredUser, scope: string) {
  const invited = await as(owner)('POST', '/health-users/shares/', { email: invitee.email, scope });
  expect(invited.statusCode).toBe(201);
  const accepted = await as(invitee)('POST', '/health-users/invitations/accept-link/', {
    token: tokenOf(invited.json().invitation_url),
  });
  expect(accepted.statusCode).toBe(200);
  return { shareId: invited.json().share.id as number, pacienteId: accepted.json().paciente_id as number };
}

describe('inviting', () => {
  it('Ana invites her daughter by e-mail; the daughter signs up and accepts it through the link', async () => {
    const ana = await registerUser(t.app);
    await as(ana)('PUT', '/health-users/profile/', {
      email: ana.email,
      first_name: 'Ana',
      last_name: 'López',
    });
    const lucia = uniqueEmail();
    const invited = await as(ana)('POST', '/health-users/shares/', {
      email: lucia.toUpperCase(),
      scope: 'lectura',
    });
    expect(invited.statusCode).toBe(201);
    const body = invited.json();
    expect(body.share).toMatchObject({ email: lucia, scope: 'lectura', status: 'pendiente', nombre: null });
    expect(body.invitation_url).toMatch(/\/health\/invitation\?code=[\w-]{43}$/);
    expect(decodeURIComponent(body.whatsapp_url)).toContain(body.invitation_url);
    expect(decodeURIComponent(body.whatsapp_url)).toContain('Ana López te invita');
    const [stored] = await t.query<{ token_hash: string }>(
      'SELECT token_hash FROM patient_shares WHERE id = $1',
      [body.share.id],
    );
    expect(stored!.token_hash).not.toContain(tokenOf(body.invitation_url));

    const daughter = await registerUser(t.app, { email: lucia });
    // Her e-mail is not proven: the invitation is not listed for it, and only the link accepts it.
    expect((await as(daughter)('GET', '/health-users/invitations/')).json().invitations).toEqual([]);
    const byId = await as(daughter)('POST', `/health-users/invitations/${body.share.id}/accept/`);
    expect(byId.statusCode).toBe(403);
    expect(byId.json().detail).toContain('abre el enlace');
    const accepted = await as(daughter)('POST', '/health-users/invitations/accept-link/', {
      token: tokenOf(body.invitation_url),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: body.share.id, nombre: 'Ana López', scope: 'lectura' });
    expect(accepted.json().paciente_id).toBe(await pacienteIdOf(ana));
    // Accepting again by id answers the share she now holds.
    expect(
      (await as(daughter)('POST', `/health-users/invitations/${body.share.id}/accept/`)).statusCode,
    ).toBe(200);
    expect((await as(daughter)('GET', '/health-users/invitations/')).json().invitations).toEqual([]);
    expect((await as(daughter)('GET', '/health-users/shared-with-me/')).json().people).toEqual([
      expect.objectContaining({ nombre: 'Ana López', email: ana.email, scope: 'lectura' }),
    ]);
    const owned = (await as(ana)('GET', '/health-users/shares/')).json().shares;
    expect(owned).toEqual([expect.objectContaining({ status: 'activo', email: lucia, nombre: lucia })]);
    // The link was used once: it accepts nothing more.
    const again = await as(daughter)('POST', '/health-users/invitations/accept-link/', {
      token: tokenOf(body.invitation_url),
    });
    expect(again.statusCode).toBe(200);
  });

  it('an account made with the invited e-mail but without the link cannot find or decline it', async () => {
    const owner = await registerUser(t.app);
    const email = uniqueEmail();
    const invited = (await as(owner)('POST', '/health-users/shares/', { email, scope: 'lectura' })).json();
    const squatter = await registerUser(t.app, { email });
    expect((await as(squatter)('GET', '/health-users/invitations/')).json().invitations).toEqual([]);
    const declined = await as(squatter)('POST', `/health-users/invitations/${invited.share.id}/decline/`);
    expect(declined.statusCode).toBe(403);
    const stranger = await registerUser(t.app);
    const guessed = await as(stranger)('POST', `/health-users/invitations/${invited.share.id}/decline/`);
    expect(guessed.statusCode).toBe(404);
    const wrongLink = await as(stranger)('POST', '/health-users/invitations/decline-link/', {
      token: tokenOf(invited.invitation_url),
    });
    expect(wrongLink.statusCode).toBe(403);
    // Still waiting for the link's holder.
    expect((await as(owner)('GET', '/health-users/shares/')).json().shares).toEqual([
      expect.objectContaining({ status: 'pendiente', email }),
    ]);
  });

  it('declines, refuses self-invites, bad e-mails and scopes, and updates a re-invited e-mail', async () => {
    const owner = await registerUser(t.app);
    const refusals = [
      { email: owner.email, scope: 'lectura' },
      { email: 'no-es-correo', scope: 'lectura' },
      { email: '', scope: 'lectura' },
      { email: 'a@b.mx\u0000', scope: 'lectura' },
      { email: uniqueEmail(), scope: 'admin' },
      { email: uniqueEmail() },
      { email: 42, scope: 'lectura' },
      [],
    ];
    for (const payload of refusals) {
      const response = await as(owner)('POST', '/health-users/shares/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toMatch(/correo|alcance|texto|caracteres|objeto|invitarte/);
    }
    const email = uniqueEmail();
    const first = (await as(owner)('POST', '/health-users/shares/', { email, scope: 'lectura' })).json();
    const second = await as(owner)('POST', '/health-users/shares/', { email, scope: 'gestion' });
    expect(second.statusCode).toBe(200);
    expect(second.json().share).toMatchObject({ id: first.share.id, scope: 'gestion' });
    const invitee = await registerUser(t.app, { email });
    // The first link was replaced by the second.
    const stale = await as(invitee)('POST', '/health-users/invitations/accept-link/', {
      token: tokenOf(first.invitation_url),
    });
    expect(stale.statusCode).toBe(404);
    // Declined only through its link: by id, even the invited e-mail is told to open the link.
    const byId = await as(invitee)('POST', `/health-users/invitations/${first.share.id}/decline/`);
    expect(byId.statusCode).toBe(403);
    expect(byId.json().detail).toMatch(/abre el enlace/);
    const declined = await as(invitee)('POST', '/health-users/invitations/decline-link/', {
      token: tokenOf(second.json().invitation_url),
    });
    expect(declined.statusCode).toBe(204);
    expect(
      (await as(invitee)('POST', `/health-users/invitations/${first.share.id}/accept/`)).statusCode,
    ).toBe(404);
    expect((await as(owner)('GET', '/health-users/shares/')).json().shares).toEqual([]);
  });

  it('refuses a link for another e-mail in Spanish, and limits the shares of one owner', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const invited = (
      await as(owner)('POST', '/health-users/shares/', { email: uniqueEmail(), scope: 'lectura' })
    ).json();
    const wrong = await as(stranger)('POST', '/health-users/invitations/accept-link/', {
      token: tokenOf(invited.invitation_url),
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toContain('es para otro correo');
    expect(
      (await as(stranger)('POST', `/health-users/invitations/${invited.share.id}/accept/`)).statusCode,
    ).toBe(404);
    for (let i = 1; i < MAX_SHARES_PER_OWNER; i++) {
      expect(
        (await as(owner)('POST', '/health-users/shares/', { email: uniqueEmail(), scope: 'lectura' }))
          .statusCode,
      ).toBe(201);
    }
    const over = await as(owner)('POST', '/health-users/shares/', { email: uniqueEmail(), scope: 'lectura' });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toContain(`hasta ${MAX_SHARES_PER_OWNER} personas`);
  });

  it('the same acceptance sent 50 times at once makes one grant', async () => {
    const owner = await registerUser(t.app);
    const invitee = await registerUser(t.app);
    const invited = (
      await as(owner)('POST', '/health-users/shares/', { email: invitee.email, scope: 'lectura' })
    ).json();
    const token = tokenOf(invited.invitation_url);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? as(invitee)('POST', '/health-users/invitations/accept-link/', { token })
          : as(invitee)('POST', `/health-users/invitations/${invited.share.id}/accept/`),
      ),
    );
    // Every link answers the grant; an accept by id answers it once the grant exists, before that it
    // asks for the link (it proves nothing by itself). On PostgreSQL a by-id accept that reads the row
    // while a link acceptance is turning it into a grant finds no pending invitation (404): a refusal too.
    expect(answers.filter((_, i) => i % 2).map((a) => a.statusCode)).toEqual(Array(25).fill(200));
    for (const byId of answers.filter((_, i) => i % 2 === 0))
      expect([200, 403, 404]).toContain(byId.statusCode);
    const rows = await t.query(
      'SELECT 1 FROM patient_shares WHERE grantee_user_id IS NOT NULL AND email = $1',
      [invitee.email],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('taking over an invitation', () => {
  const readingsOf = (user: RegisteredUser, pacienteId: number) =>
    as(user)('GET', `/health-metrics/api/readings/?paciente_id=${pacienteId}`);

  it('whoever registers the invited e-mail first neither sees nor accepts it without the link', async () => {
    const ana = await registerUser(t.app);
    await as(ana)('PUT', '/health-users/profile/', { email: ana.email, first_name: 'Ana', last_name: 'Paz' });
    const invitedEmail = uniqueEmail();
    const invited = (
      await as(ana)('POST', '/health-users/shares/', { email: invitedEmail, scope: 'lectura_alertas' })
    ).json();
    // Mallory registers the address before the real invitee does.
    const mallory = await registerUser(t.app, { email: invitedEmail });
    expect((await as(mallory)('GET', '/health-users/invitations/')).json().invitations).toEqual([]);
    expect(JSON.stringify((await as(mallory)('GET', '/health-users/home/')).json())).not.toContain('Ana');
    const byId = await as(mallory)('POST', `/health-users/invitations/${invited.share.id}/accept/`);
    expect(byId.statusCode).toBe(403);
    expect(byId.json().detail).toContain('abre el enlace');
    const pacienteId = await pacienteIdOf(ana);
    expect((await readingsOf(mallory, pacienteId)).statusCode).toBe(404);
    expect((await as(mallory)('GET', '/health-users/shared-with-me/')).json().people).toEqual([]);
    const [row] = await t.query<{ status: string }>('SELECT status FROM patient_shares WHERE id = $1', [
      invited.share.id,
    ]);
    expect(row!.status).toBe('pending');
  });

  it('a second account with the address, after the first was deleted, inherits nothing', async () => {
    const owner = await registerUser(t.app);
    const email = uniqueEmail();
    const first = await registerUser(t.app, { email });
    const invited = (await as(owner)('POST', '/health-users/shares/', { email, scope: 'lectura' })).json();
    const accepted = await as(first)('POST', '/health-users/invitations/accept-link/', {
      token: tokenOf(invited.invitation_url),
    });
    expect(accepted.statusCode).toBe(200);
    const deleted = await as(first)('DELETE', '/health-users/account/', { password: first.password });
    expect(deleted.statusCode).toBe(204);
    const second = await registerUser(t.app, { email });
    expect((await as(second)('GET', '/health-users/shared-with-me/')).json().people).toEqual([]);
    expect((await as(second)('GET', '/health-users/invitations/')).json().invitations).toEqual([]);
    expect(
      (await as(second)('POST', `/health-users/invitations/${invited.share.id}/accept/`)).statusCode,
    ).toBe(404);
    const relink = await as(second)('POST', '/health-users/invitations/accept-link/', {
      token: tokenOf(invited.invitation_url),
    });
    expect(relink.statusCode).toBe(404);
    expect((await readingsOf(second, await pacienteIdOf(owner))).statusCode).toBe(404);
  });

  it('two accounts racing for one link: only the invited address gets it', async () => {
    const owner = await registerUser(t.app);
    const invitee = await registerUser(t.app);
    const other = await registerUser(t.app);
    const invited = (
      await as(owner)('POST', '/health-users/shares/', { email: invitee.email, scope: 'gestion' })
    ).json();
    const token = tokenOf(invited.invitation_url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(i % 2 ? invitee : other)('POST', '/health-users/invitations/accept-link/', { token }),
      ),
    );
    expect(answers.filter((_, i) => i % 2).map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((_, i) => i % 2 === 0).map((a) => a.statusCode)).toEqual(Array(10).fill(403));
    const grants = await t.query<{ grantee_user_id: number }>(
      'SELECT grantee_user_id FROM patient_shares WHERE id = $1 AND status = $2',
      [invited.share.id, 'active'],
    );
    expect(grants).toHaveLength(1);
    expect((await readingsOf(other, await pacienteIdOf(owner))).statusCode).toBe(404);
    expect((await readingsOf(invitee, await pacienteIdOf(owner))).statusCode).toBe(200);
  });
});

describe('what a grantee reaches', () => {
  it('lectura reads every metrics endpoint of the patient, cannot write, and each access is logged', async () => {
    const owner = await registerUser(t.app);
    const doctor = await registerUser(t.app);
    await as(doctor)('PUT', '/health-users/profile/', {
      email: doctor.email,
      first_name: 'Dra.',
      last_name: 'Ruiz',
    });
    await as(owner)('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 131,
      measured_at: ago(30),
    });
    const { pacienteId } = await share(owner, doctor, 'lectura');
    const q = `paciente_id=${pacienteId}`;
    const reads = {
      readings: `/health-metrics/api/readings/?${q}`,
      series: `/health-metrics/api/series/?metric=glucosa&${q}`,
      overview: `/health-metrics/api/overview/?${q}`,
      report: `/health-metrics/api/report/?${q}`,
      export: `/health-metrics/api/export.csv?${q}`,
    };
    const replies = Object.fromEntries(
      await Promise.all(
        Object.entries(reads).map(async ([k, url]) => [k, await as(doctor)('GET', url)] as const),
      ),
    );
    for (const reply of Object.values(replies)) expect(reply.statusCode).toBe(200);
    expect(replies.readings!.json().readings).toEqual([
      expect.objectContaining({ value: 131, registrada_por: null }),
    ]);
    expect(replies.series!.json().stats.count).toBe(1);
    expect(replies.report!.json().metrics[0]).toMatchObject({ metric: 'glucosa', count: 1 });
    expect(replies.export!.body).toContain('glucosa');
    // Without paciente_id the doctor reads their own (empty) data.
    expect((await as(doctor)('GET', '/health-metrics/api/readings/')).json().readings).toEqual([]);

    const write = await as(doctor)('POST', `/health-metrics/api/readings/?${q}`, {
      metric: 'glucosa',
      value: 99,
    });
    expect(write.statusCode).toBe(404);
    const log = (await as(owner)('GET', '/health-users/shares/access-log/')).json().items;
    expect(log.map((i: { what: string }) => i.what).sort()).toEqual([
      'export',
      'overview',
      'readings',
      'report',
      'series',
    ]);
    expect(log[0]).toMatchObject({ quien: 'Dra. Ruiz' });
    expect(log.find((i: { what: string }) => i.what === 'report').que).toBe('Consultó tu reporte');
    // The owner's own reads are not logged; the grantee cannot read the owner's log.
    expect((await as(doctor)('GET', '/health-users/shares/access-log/')).json().items).toEqual([]);
  });

  it("gestion logs a reading for the patient, marked with the caregiver's name", async () => {
    const owner = await registerUser(t.app);
    const son = await registerUser(t.app);
    await as(son)('PUT', '/health-users/profile/', {
      email: son.email,
      first_name: 'Carlos',
      last_name: 'Pérez',
    });
    const { pacienteId } = await share(owner, son, 'gestion');
    const logged = await as(son)('POST', `/health-metrics/api/readings/?paciente_id=${pacienteId}`, {
      metric: 'presion',
      value: 135,
      v2: 85,
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({ registrada_por: 'Carlos Pérez', source: 'web' });
    expect(logged.json()).not.toHaveProperty('ownerUserId');
    const own = (await as(owner)('GET', '/health-metrics/api/readings/')).json().readings;
    expect(own).toEqual([expect.objectContaining({ value: 135, registrada_por: 'Carlos Pérez' })]);
    expect((await as(son)('GET', '/health-metrics/api/readings/')).json().readings).toEqual([]);
    const what = (await as(owner)('GET', '/health-users/shares/access-log/'))
      .json()
      .items.map((i: { what: string }) => i.what);
    expect(what).toContain('reading_new');
  });

  it("nothing else of the owner's account is reachable, and revoking is immediate", async () => {
    const owner = await registerUser(t.app);
    const relative = await registerUser(t.app);
    const med = (
      await as(owner)('POST', '/health-users/medicamentos/', { paciente_id: null, nombre: 'Metformina' })
    ).json();
    const { shareId, pacienteId } = await share(owner, relative, 'gestion');
    for (const [method, url] of [
      ['GET', `/health-users/pacientes/${pacienteId}/`],
      ['PATCH', `/health-users/pacientes/${pacienteId}/`],
      ['DELETE', `/health-users/medicamentos/${med.id}/`],
      ['DELETE', `/health-users/shares/${shareId}/`],
    ] as const) {
      const response = await as(relative)(
        method,
        url,
        method === 'PATCH' ? { fecha_nacimiento: null } : undefined,
      );
      expect(response.statusCode, url).toBe(404);
    }
    expect((await as(owner)('GET', '/health-users/medicamentos/')).json()).toHaveLength(1);
    expect(
      (await as(relative)('GET', `/health-metrics/api/overview/?paciente_id=${pacienteId}`)).statusCode,
    ).toBe(200);
    expect((await as(owner)('DELETE', `/health-users/shares/${shareId}/`)).statusCode).toBe(204);
    for (const url of ['readings/', 'overview/', 'report/', 'export.csv', 'series/?metric=peso&']) {
      const sep = url.includes('?') ? '' : '?';
      const response = await as(relative)('GET', `/health-metrics/api/${url}${sep}paciente_id=${pacienteId}`);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail).toBe('Paciente no encontrado.');
    }
    expect((await as(relative)('GET', '/health-users/shared-with-me/')).json().people).toEqual([]);
    expect((await as(owner)('DELETE', `/health-users/shares/${shareId}/`)).statusCode).toBe(404);
  });

  it('hostile ids: out of range, odd, and other people answer 404 in Spanish, never 5xx', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const otherShare = (
      await as(other)('POST', '/health-users/shares/', { email: uniqueEmail(), scope: 'lectura' })
    ).json();
    const otherPatient = await pacienteIdOf(other);
    const ids = ['0', '-1', '1e3', '99999999999999999999', 'abc', '1.5', String(otherPatient)];
    for (const id of ids) {
      const read = await as(owner)(
        'GET',
        `/health-metrics/api/readings/?paciente_id=${encodeURIComponent(id)}`,
      );
      expect(read.statusCode, id).toBe(404);
      expect(read.json().detail).toMatch(/no encontrad/);
    }
    for (const id of ['0', 'x', '99999999999999999999', String(otherShare.share.id)]) {
      expect((await as(owner)('DELETE', `/health-users/shares/${id}/`)).statusCode, id).toBe(404);
      expect((await as(owner)('POST', `/health-users/invitations/${id}/accept/`)).statusCode, id).toBe(404);
      expect((await as(owner)('POST', `/health-users/invitations/${id}/decline/`)).statusCode, id).toBe(404);
    }
    for (const token of ['', 'x', 'a'.repeat(500), 'A'.repeat(43), null, 7]) {
      const response = await as(owner)('POST', '/health-users/invitations/accept-link/', { token });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await as(other)('GET', '/health-users/shares/')).json().shares).toHaveLength(1);
  });
});
