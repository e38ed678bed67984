import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NEW_TAB_HINT_ID } from './chat-cta';
import { Footer } from './footer';
import { Navbar } from './navbar';

const MAIN_ID = 'contenido';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without touching the URL hash (the router owns the location).
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** Navbar, page content and footer shared by the public pages, sign-up and login. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        className="sr-only z-50 rounded-md bg-white font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center focus:px-4"
      >
        Saltar al contenido
      </a>
      <Navbar />
      {/* pt-16 keeps the content clear of the fixed 4rem bar. */}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <span id={NEW_TAB_HINT_ID} hidden>
        Se abre en una pestaña nueva
      </span>
      <ScrollRestoration />
    </div>
  );
}
