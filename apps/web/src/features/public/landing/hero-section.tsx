import { siteConfig } from '../../../lib/site-config';
import { ChatCta, DemoNumberNote } from '../components/chat-cta';
import { CheckIcon } from '../components/icons';
import { ChatPreview } from './chat-preview';

export function HeroSection() {
  const highlights = ['Lista en 2 minutos', `${siteConfig.trialDays} días gratis`, 'Sin tarjeta de crédito'];
  return (
    <section aria-labelledby="hero-titulo" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Tu asistente de salud en WhatsApp
          </p>
          <h1
            id="hero-titulo"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            Cuida tu glucosa, tu presión y tu peso con un mensaje
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">
            Escríbele a {siteConfig.productName} como le escribirías a un amigo: «la azúcar amaneció en 140».
            Guardamos tu lectura, te avisamos si algo no va bien y te damos recomendaciones basadas en guías
            clínicas, de día y de noche.
          </p>
          <div className="mt-8 flex flex-col items-start gap-2">
            <ChatCta>Comenzar</ChatCta>
            <DemoNumberNote />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {highlights.map((text) => (
              <li key={text} className="flex items-center gap-1.5">
                <CheckIcon className="h-4 w-4 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">
            {siteConfig.productName} te acompaña entre consultas; no sustituye a tu médico.
          </p>
        </div>
        <ChatPreview />
      </div>
    </section>
  );
}
