import type { ComponentType } from 'react';
import { ChatBubbleIcon, StethoscopeIcon, WhatsAppIcon } from '../components/icons';
import { SectionHeading } from './section-heading';

const REASONS: { title: string; text: string; Icon: ComponentType<{ className?: string }> }[] = [
  {
    title: 'Sin aplicaciones nuevas',
    text: 'Funciona en el WhatsApp que ya usas todos los días. Nada que descargar, nada que aprender: abres el chat y listo.',
    Icon: WhatsAppIcon,
  },
  {
    title: 'Te entiende como hablas',
    text: '«Presión 13/8», «peso 82 y medio» o «la azúcar amaneció en 140». Vitalia entiende tus palabras y guarda cada dato en su lugar.',
    Icon: ChatBubbleIcon,
  },
  {
    title: 'Recomendaciones con respaldo médico',
    text: 'Nuestras sugerencias se basan en guías clínicas reconocidas (ADA, NOM-015, NOM-030, AHA) y te ayudan a llegar mejor preparado a tu consulta. Complementan, nunca sustituyen, la atención de tu doctor.',
    Icon: StethoscopeIcon,
  },
];

export function WhySection() {
  return (
    <section aria-labelledby="por-que-titulo" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="por-que-titulo"
          eyebrow="Hecho para tu día a día"
          title="¿Por qué elegir Vitalia?"
          subtitle="Llevar el control de tu salud no debería ser una tarea más. Lo hacemos tan fácil como mandar un mensaje."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
