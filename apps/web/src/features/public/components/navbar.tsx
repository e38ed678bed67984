import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { useGoToPricing } from '../hooks/use-go-to-pricing';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { CloseIcon, MenuIcon } from './icons';
import { Logo } from '../../../components/ui/logo';
import { useHydrated } from '../../../lib/use-hydrated';

/** SPEC.md section 9: the bar's shadow grows once the page is scrolled past 10 px. */
const SHADOW_THRESHOLD_PX = 10;
const MOBILE_MENU_ID = 'menu-movil';

type NavItem =
  | { label: string; to: string; kind: 'link' | 'cta'; onSelect?: () => void }
  | { label: string; to: string; kind: 'action'; onSelect: () => void };

function scrollToTop() {
  window.scrollTo({ top: 0 });
}

const linkBase =
  'rounded-md text-base font-medium text-slate-700 transition hover:text-brand-700 aria-[current=page]:text-brand-700';
const ctaBase =
  'rounded-full bg-brand-700 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800';

function NavItemLink({
  item,
  mobile,
  onNavigate,
}: {
  item: NavItem;
  mobile: boolean;
  onNavigate: () => void;
}) {
  const layout = mobile
    ? 'block px-4 py-3'
    : `inline-flex min-h-11 items-center ${item.kind === 'cta' ? 'px-5 py-2' : 'px-3 py-2'}`;
  const className = `${item.kind === 'cta' ? ctaBase : linkBase} ${layout} ${
    mobile && item.kind === 'cta' ? 'mt-2 text-center' : ''
  }`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (item.kind === 'action') event.preventDefault();
    item.onSelect?.();
    onNavigate();
  };
  if (item.kind === 'action') {
    return (
      <Link to={item.to} onClick={handleClick} className={className}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} end onClick={handleClick} className={className}>
      {item.label}
    </NavLink>
  );
}

/** Fixed top bar (SPEC.md section 2, Public layout): inline links from md up, a toggleable menu below. */
export function Navbar() {
  const scrolled = useScrolledPast(SHADOW_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  // The buttons work once the app runs (the page is rendered on the server and painted before).
  const hydrated = useHydrated();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const goToPricing = useGoToPricing();

  const items: NavItem[] = [
    { label: 'Inicio', to: '/', kind: 'link', onSelect: scrollToTop },
    { label: 'Dudas', to: '/faq', kind: 'link' },
    { label: 'Precios', to: '/#precios', kind: 'action', onSelect: goToPricing },
    { label: 'Iniciar Sesión', to: '/login', kind: 'link' },
    { label: 'Regístrate', to: '/signup', kind: 'cta' },
  ];

  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        className={`fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white transition-shadow ${
          scrolled ? 'shadow-md' : 'shadow-sm'
        }`}
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            onClick={scrollToTop}
            className="inline-flex min-h-11 items-center rounded-md"
            aria-label="Vitalia, ir al inicio"
          >
            <Logo />
          </Link>

          <nav aria-label="Principal" className="hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-2">
              {items.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} mobile={false} onNavigate={closeMenu} />
                </li>
              ))}
            </ul>
          </nav>

          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            disabled={!hydrated}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>

        <div
          id={MOBILE_MENU_ID}
          hidden={!menuOpen}
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg md:hidden"
        >
          <nav aria-label="Menú móvil">
            <ul className="mx-auto flex max-w-6xl flex-col px-4 py-3">
              {items.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} mobile onNavigate={closeMenu} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      {menuOpen && (
        <div
          data-testid="menu-backdrop"
          aria-hidden="true"
          className="fixed inset-0 top-16 z-30 bg-slate-900/50 md:hidden"
          onClick={closeMenu}
        />
      )}
    </>
  );
}
