/** What the header says where the person is, for pages that are no sidebar entry of their own. */
const SUB_PAGES: ReadonlyArray<readonly [prefix: string, title: string]> = [
  ['/health/metrics/import', 'Importar lecturas'],
  ['/health/metrics', 'Mis métricas'],
  ['/health/profile/eliminar-cuenta', 'Eliminar mi cuenta'],
  ['/health/profile', 'Mi perfil'],
  ['/health/shared/', 'Métricas compartidas'],
  ['/health/invitation', 'Invitación'],
  ['/health/checkout', 'Pagos'],
  ['/health/portal', 'Pagos'],
];

const CHAT_ICON = 'M21 11.5a8.5 8.5 0 0 1-12.3 7.6L3 21l1.9-5.7A8.5 8.5 0 1 1 21 11.5z';

/** The member area's sections, in the sidebar's order: the sidebar's entries and the header's title. */
export const SECTIONS = [
  { to: '/health/home', label: 'Inicio', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { to: '/health/metrics', label: 'Métricas', icon: 'M4 19V9m6 10V5m6 14v-7m4 7H2' },
  {
    to: '/health/report',
    label: 'Reporte',
    icon: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M9 13h6M9 17h6',
  },
  { to: '/health/chat', label: 'Chat', icon: CHAT_ICON },
  {
    to: '/health/sharing',
    label: 'Compartir',
    icon: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  },
  {
    to: '/health/shared',
    label: 'Comparten conmigo',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6',
  },
  {
    to: '/health/connections',
    label: 'Conexiones',
    icon: 'M9 7V3m6 4V3M7 7h10v4a5 5 0 0 1-10 0zm5 9v5',
  },
  { to: '/health/profile', label: 'Perfil', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0' },
  { to: '/health/payments', label: 'Pagos', icon: 'M3 6h18v12H3zM3 10h18M7 15h3' },
] as const;

/** The header's title for a member page: the section the person is in (never one word for every page). */
export function sectionTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  // A prefix ending in "/" names the pages under it only ("/health/shared/12", not "/health/shared").
  const sub = SUB_PAGES.find(
    ([prefix]) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
  if (sub) return sub[1];
  return SECTIONS.find((section) => path === section.to)?.label ?? 'Vitalia';
}
