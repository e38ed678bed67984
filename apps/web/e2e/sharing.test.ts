import { describe, expect, it } from 'vitest';
import {
  callAs,
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  screenshotIfAsked,
  useServerAndBrowser,
  visibleSoon,
  VIEWPORTS,
} from './support/harness';

let counter = 0;
const newUsPhone = () => `201556${1000 + ((Math.floor(Date.now() / 11) + ++counter) % 9000)}`;

describe('Sharing with a relative in Chromium', () => {
  const e2e = useServerAndBrowser();
  const visible = visibleSoon;
  const shot = screenshotIfAsked;

  it('Ana invites her son; he signs up, accepts, sees her readings; she revokes and he loses access', async () => {
    const ana = await registerThroughApi(e2e.server.url, { email: uniqueEmail('ana') });
    const callAna = callAs(e2e.server.url, ana.token);
    await callAna('PUT', '/health-users/profile/', {
      email: ana.email,
      first_name: 'Ana',
      last_name: 'Ríos',
    });
    await callAna('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 142,
      measured_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const sonEmail = uniqueEmail('hijo');

    // Ana invites him on Compartir.
    const owner = await signedInPage(e2e.browser, ana, VIEWPORTS.desktop);
    await owner.goto(`${e2e.server.url}/health/sharing`);
    await visible(owner, 'Invitar a un familiar o a tu médico');
    await owner.getByRole('button', { name: 'Crear invitación' }).click();
    await visible(owner, 'Escribe el correo electrónico de la persona que quieres invitar.');
    await owner.getByLabel('Correo electrónico').fill(sonEmail);
    await owner.getByLabel('Ver mis lecturas y recibir alertas').check();
    await owner.getByRole('button', { name: 'Crear invitación' }).click();
    const link = owner.getByLabel('Enlace de invitación');
    await expect.poll(() => link.inputValue(), { timeout: 10_000 }).toContain('/health/invitation?code=');
    const whatsapp = await owner.getByRole('link', { name: /Enviar por WhatsApp/ }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await visible(owner, 'Invitaciones pendientes');
    await visible(owner, sonEmail);
    await shot(owner, 'sharing-owner-1280');

    // The son opens the link before having an account: sign-in, then sign-up, brings him back to it.
    const son = await (
      await e2e.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-MX' })
    ).newPage();
    const trail: string[] = [];
    son.on(
      'framenavigated',
      (frame) => frame === son.mainFrame() && trail.push(new URL(frame.url()).pathname),
    );
    const invitation = new URL(await link.inputValue());
    await son.goto(`${e2e.server.url}${invitation.pathname}${invitation.search}`);
    await son.waitForURL(/\/login$/);
    await son.getByRole('main').getByRole('link', { name: 'Regístrate' }).click();
    await son.waitForURL(/\/signup$/);
    // The router keeps the sign-in page on screen until the sign-up page's code has loaded (a transition):
    // on a loaded machine the e-mail went into the sign-in form's field. Wait for the sign-up form itself.
    await expect
      .poll(() => son.getByRole('button', { name: 'Registrarme' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await son.getByLabel('Tu nombre').fill('Luis');
    await son.getByLabel('Correo electrónico').fill(sonEmail);
    // A United States number, typed with its "+1": this browser is Mexican, so México is preselected.
    await son.getByLabel('Teléfono de WhatsApp').fill(`+1${newUsPhone()}`);
    await son.getByLabel('Contraseña', { exact: true }).fill('clave-del-hijo-1');
    await son.getByLabel('Confirmar contraseña').fill('clave-del-hijo-1');
    await son.getByRole('button', { name: 'Registrarme' }).click();
    // Sign-up hashes a password and then the link is accepted: slow when the whole suite loads the machine.
    // Should it land elsewhere, the failure says where and what the page showed.
    await son.waitForURL(/\/health\/invitation\?code=/, { timeout: 40_000 }).catch(async (error: unknown) => {
      const shown = await son
        .locator('main')
        .innerText()
        .catch(() => '');
      throw new Error(
        `after sign-up the son went ${trail.join(' → ')} and is at ${son.url()}, seeing: ${shown.slice(0, 400)}\n${String(error)}`,
      );
    });
    await visible(son, /Listo: ahora puedes ver las lecturas de Ana Ríos/);
    await shot(son, 'sharing-invitation-accepted-360');
    // Having his e-mail is no proof: nothing about the invitation shows on the home panel.
    await son.goto(`${e2e.server.url}/health/home`);
    await expect.poll(() => son.getByRole('heading', { level: 1 }).textContent()).toMatch(/¡Hola/);
    expect(await son.getByText('Invitaciones para ti').count()).toBe(0);

    // Personas que comparten conmigo → her metrics, read-only.
    await son.goto(`${e2e.server.url}/health/shared`);
    await son.getByRole('link', { name: 'Ver métricas de Ana Ríos' }).click();
    await visible(son, 'Métricas de Ana Ríos');
    await visible(son, '142');
    expect(await son.getByRole('heading', { name: 'Registrar lectura' }).count()).toBe(0);
    expect(await son.getByRole('button', { name: /Editar lectura/ }).isVisible()).toBe(false);
    expect(await son.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(son, 'sharing-shared-metrics-360');
    await son.goto(
      `${e2e.server.url}/health/report?paciente_id=${(await callAs(e2e.server.url, ana.token)<Array<{ id: number }>>('GET', '/health-users/pacientes/'))[0]!.id}`,
    );
    await visible(son, 'Reporte de salud');
    await visible(son, 'Los medicamentos de esta persona no se comparten.');
    await visible(son, 'Ana Ríos');

    // Ana sees him with access and the log of what he viewed; one click revokes it.
    await owner.reload();
    await visible(owner, 'Quién tiene acceso');
    await visible(owner, 'Registro de accesos');
    await visible(owner, 'Consultó tus métricas');
    await visible(owner, 'Consultó tu reporte');
    await shot(owner, 'sharing-access-1280');
    // He gave his name at sign-up: she sees it instead of his e-mail.
    await owner.getByRole('button', { name: 'Revocar: Luis' }).click();
    await visible(owner, 'Acceso revocado: Luis ya no puede ver tus lecturas.');
    await visible(owner, 'Nadie tiene acceso a tus lecturas.');

    // His next look finds nothing.
    await son.goto(`${e2e.server.url}/health/shared`);
    await visible(son, 'Nadie comparte sus lecturas contigo todavía.');
    await son.goBack();
    await son.goto(`${e2e.server.url}/health/report?paciente_id=1`);
    await visible(son, 'Esta persona ya no comparte sus lecturas contigo.');
    await owner.context().close();
    await son.context().close();
  });
});
