import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Regístrate en 2 minutos',
    text: 'Solo necesitas tu correo y tu número de WhatsApp. Sin papeleos ni citas.',
  },
  {
    title: 'Escríbele a Vitalia',
    text: 'Manda tu lectura como te salga natural: «glucosa 110 en ayunas» o «presión 12/8».',
  },
  {
    title: 'Recibe alertas y consejos',
    text: 'Te confirmamos lo que guardamos y, si algo sale de rango, te avisamos al momento con qué hacer.',
  },
  {
    title: 'Mira tu progreso',
    text: 'En tu panel ves gráficas, resúmenes semanales y tu historial para compartirlo con tu médico.',
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="como-funciona-titulo" className="bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="como-funciona-titulo"
          eyebrow="Así de sencillo"
          title="¿Cómo funciona?"
          subtitle="En cuatro pasos pasas de anotar tus lecturas en un papelito a tener tu salud bajo control."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Paso {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
