import { AwsBadge, MetaWhatsAppBadge, StripeBadge } from '../components/brand-badges';

export function PartnersSection() {
  return (
    <section aria-labelledby="aliados-titulo" className="py-12 md:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="aliados-titulo"
          className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase"
        >
          Funciona con tecnología de confianza
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-6">
          <li>
            <AwsBadge />
          </li>
          <li>
            <StripeBadge size="lg" />
          </li>
          <li>
            <MetaWhatsAppBadge />
          </li>
        </ul>
      </div>
    </section>
  );
}
