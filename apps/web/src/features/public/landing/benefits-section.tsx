import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { BellIcon, ChartIcon, CheckIcon, ClockIcon, StethoscopeIcon } from '../components/icons';
import { SectionHeading } from './section-heading';
import { useHydrated } from '../../../lib/use-hydrated';

interface Benefit {
  id: string;
  tab: string;
  title: string;
  text: string;
  points: string[];
  Icon: ComponentType<{ className?: string }>;
}

const BENEFITS: Benefit[] = [
  {
    id: 'monitoreo',
    tab: 'Monitoreo 24/7',
    title: 'Contigo a cualquier hora',
    text: 'Vitalia está disponible las 24 horas, los 7 días de la semana. Registra tu lectura a las 6 de la mañana o a medianoche: siempre hay quien la reciba.',
    points: [
      'Glucosa, presión arterial, peso, frecuencia cardiaca y los indicadores que tú quieras.',
      'Recordatorios automáticos por chat a la hora que elijas.',
      'Cada lectura queda guardada con fecha y hora en tu historial.',
    ],
    Icon: ClockIcon,
  },
  {
    id: 'alertas',
    tab: 'Alertas inteligentes',
    title: 'Te avisamos cuando algo no va bien',
    text: 'Si una lectura sale de tu rango, te lo decimos en ese momento y con palabras claras, sin tecnicismos.',
    points: [
      'Alertas en tiempo real por WhatsApp cuando tu glucosa o tu presión se salen de rango.',
      'Alertas personalizadas que configuras desde tu panel.',
      'Te indicamos cuándo conviene buscar atención médica de inmediato.',
    ],
    Icon: BellIcon,
  },
  {
    id: 'reportes',
    tab: 'Reportes personalizados',
    title: 'Tu progreso, fácil de entender',
    text: 'Convierte tus mensajes en gráficas y resúmenes que te ayudan a ver tendencias y a platicar mejor con tu médico.',
    points: [
      'Resumen semanal en el chat: escribe RESUMEN cuando quieras.',
      'Métricas por día, semana o mes en tu panel.',
      'Comparte tu historial con tu médico o un familiar, solo si tú lo autorizas.',
    ],
    Icon: ChartIcon,
  },
  {
    id: 'respaldo',
    tab: 'Guías clínicas',
    title: 'Recomendaciones basadas en guías clínicas',
    text: 'Cada límite y cada recomendación dice de qué guía viene: los Estándares de la ADA, las normas mexicanas NOM-015 (diabetes) y NOM-030 (hipertensión) y la AHA.',
    points: [
      'Consejos prácticos de alimentación, actividad física y hábitos.',
      'Nunca cambiamos tu tratamiento: eso le toca a tu médico.',
      'Vitalia no sustituye la consulta médica; en una emergencia llama al 911.',
    ],
    Icon: StethoscopeIcon,
  },
];

const tabId = (benefit: Benefit) => `beneficio-tab-${benefit.id}`;
const panelId = (benefit: Benefit) => `beneficio-panel-${benefit.id}`;

/** Four benefit tabs (ARIA tabs pattern, automatic activation); the first one starts selected. */
export function BenefitsSection() {
  const [selected, setSelected] = useState(0);
  // The buttons work once the app runs (the page is rendered on the server and painted before).
  const hydrated = useHydrated();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + BENEFITS.length) % BENEFITS.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: BENEFITS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section aria-labelledby="beneficios-titulo" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="beneficios-titulo"
          eyebrow="Beneficios"
          title="Todo lo que necesitas para cuidarte"
          subtitle="Un acompañamiento completo que cabe en tu chat de WhatsApp."
        />
        <div
          role="tablist"
          aria-label="Beneficios de Vitalia"
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="mt-12 grid grid-cols-2 gap-3 md:grid-cols-4"
        >
          {BENEFITS.map((benefit, index) => {
            const active = index === selected;
            return (
              <button
                key={benefit.id}
                ref={(node) => {
                  tabRefs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={tabId(benefit)}
                aria-selected={active}
                aria-controls={panelId(benefit)}
                tabIndex={active ? 0 : -1}
                onClick={() => setSelected(index)}
                disabled={!hydrated}
                className={`flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border px-3 py-4 text-center text-sm font-semibold transition sm:text-base ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white shadow-md'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-800'
                }`}
              >
                <benefit.Icon className="h-7 w-7" />
                {benefit.tab}
              </button>
            );
          })}
        </div>
        {BENEFITS.map((benefit, index) => (
          <div
            key={benefit.id}
            role="tabpanel"
            id={panelId(benefit)}
            aria-labelledby={tabId(benefit)}
            hidden={index !== selected}
            data-noscript-show
            tabIndex={0}
            className="mt-6 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
          >
            <h3 className="text-2xl font-bold text-slate-900">{benefit.title}</h3>
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{benefit.text}</p>
            <ul className="mt-6 grid gap-3 md:grid-cols-3">
              {benefit.points.map((point) => (
                <li key={point} className="flex gap-3 rounded-xl bg-white p-4 text-slate-700 shadow-sm">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
