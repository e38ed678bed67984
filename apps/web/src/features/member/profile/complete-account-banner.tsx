import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { setFirstName } from '../../../lib/session';
import { useAccount } from '../api/account-queries';
import { COMPLETE_ACCOUNT_ANCHOR } from './complete-account-section';

/**
 * On every member page of an account made in the WhatsApp chat, until it has an e-mail: "Completa tu
 * cuenta", leading to Mi Perfil. The account's first name also reaches the header this way (a chat link's
 * sign-in knows no name).
 */
export function CompleteAccountBanner() {
  const account = useAccount();
  const { pathname } = useLocation();
  const firstName = account.data?.first_name.trim();
  useEffect(() => {
    if (firstName) setFirstName(firstName);
  }, [firstName]);
  if (account.data?.email !== null || pathname === '/health/profile') return null;
  return (
    <aside
      aria-label="Completa tu cuenta"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-900 print:hidden"
    >
      <div className="min-w-0">
        <p className="font-semibold">Completa tu cuenta</p>
        <p className="mt-1 text-sm">
          Agrega un correo y una contraseña para entrar a la web cuando quieras, sin un enlace del chat.
        </p>
      </div>
      <Link
        to={`/health/profile#${COMPLETE_ACCOUNT_ANCHOR}`}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Completar
      </Link>
    </aside>
  );
}
