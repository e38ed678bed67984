import { siteConfig } from '../../../lib/site-config';
import { ChatCta, DemoNumberNote } from '../components/chat-cta';
import { CheckIcon } from '../components/icons';
import { PRICING_ID } from '../hooks/use-go-to-pricing';
import { SectionHeading } from './section-heading';

const INCLUDED = [
  'Mensajes ilimitados',
  'Métricas avanzadas en el panel',
  'Monitoreo continuo',
  'Alertas en tiempo real',
  'Recordatorios automáticos por chat',
  'Interpretación inteligente de glucosa, presión y peso',
  'Historial y alertas personalizadas',
];

/** The plan and its price; every figure comes from the server's configuration (siteConfig). */
export function PricingSection() {
  return (
    <section
      id={PRICING_ID}
      aria-labelledby="precios-titulo"
      className="scroll-mt-20 bg-slate-50 py-16 md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="precios-titulo"
          eyebrow="Precios"
          title="Un solo plan, todo incluido"
          subtitle="Sin letras chiquitas ni costos escondidos. Pruébalo gratis y decide después."
        />
        <article
          aria-label={`Plan ${siteConfig.productName}`}
          className="mx-auto mt-12 max-w-lg overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200"
        >
          <div className="bg-brand-800 px-6 py-8 text-center text-white sm:px-10">
            <h3 className="text-lg font-semibold text-brand-100">Plan {siteConfig.productName}</h3>
            <p className="mt-3">
              <span className="text-5xl font-extrabold tracking-tight">{siteConfig.priceMxn} MXN</span>{' '}
              <span className="block text-base text-brand-50 sm:inline">al mes • IVA incluido</span>
            </p>
            <p className="mt-4 inline-block rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium">
              {siteConfig.trialDays} días de prueba gratis, sin tarjeta de crédito
            </p>
          </div>
          <div className="px-6 py-8 sm:px-10">
            <h4 className="font-semibold text-slate-900">Incluye:</h4>
            <ul className="mt-4 space-y-3">
              {INCLUDED.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col items-center gap-2 text-center">
              <ChatCta className="w-full">Suscribirme</ChatCta>
              <p className="text-sm text-slate-600">Cancela cuando quieras desde tu panel.</p>
              <DemoNumberNote />
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
