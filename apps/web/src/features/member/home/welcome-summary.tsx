import type { HomeData } from '@vitalia/contracts/member';
import { useFirstName } from '../hooks/use-first-name';
import { Icon } from './icons';
import { buildSummary } from './summary';

/** The greeting and 'Mis recordatorios configurados:', every reminder and medication schedule in one list. */
export function WelcomeSummary({ home }: { home: HomeData }) {
  const firstName = useFirstName()?.trim();
  const lines = buildSummary(home);
  return (
    <section
      aria-labelledby="home-welcome"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-6"
    >
      <h1 id="home-welcome" className="text-2xl font-bold">
        {firstName ? `¡Hola, ${firstName}!` : '¡Hola! Te damos la bienvenida.'}
      </h1>
      <p className="mt-1 text-sm text-brand-50">
        Aquí configuras los recordatorios que el bot te envía por WhatsApp y tus medicamentos.
      </p>
      <h2 id="home-summary" className="mt-4 text-sm font-semibold tracking-wide text-brand-100 uppercase">
        Mis recordatorios configurados:
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-white/90">
          Aún no tienes recordatorios. Crea el primero en las tarjetas de abajo y te escribiremos por WhatsApp
          a la hora que elijas.
        </p>
      ) : (
        <ul aria-labelledby="home-summary" className="mt-2 flex flex-wrap gap-2">
          {lines.map((line) => (
            <li
              key={line.key}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25"
            >
              <Icon name={line.kind === 'reminder' ? 'clock' : 'medication'} className="h-4 w-4" />
              {line.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
