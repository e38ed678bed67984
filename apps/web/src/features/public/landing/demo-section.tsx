import { siteConfig } from '../../../lib/site-config';
import { ChatCta, DemoNumberNote } from '../components/chat-cta';

export const DEMO_MESSAGE = 'Hola, quiero una demo de Vitalia';

export function DemoSection() {
  return (
    <section aria-labelledby="demo-titulo" className="bg-brand-900 py-16 md:py-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center sm:px-6">
        <h2
          id="demo-titulo"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          ¿Quieres verlo en acción antes de decidir?
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
          Te mostramos por WhatsApp cómo {siteConfig.productName} registra tus lecturas, te manda
          recordatorios y arma tus reportes. Ideal también si cuidas a tus papás o acompañas a pacientes en tu
          consultorio.
        </p>
        <ChatCta text={DEMO_MESSAGE} variant="light" className="mt-8">
          Solicitar demo
        </ChatCta>
        <DemoNumberNote className="mt-2 text-brand-100" />
      </div>
    </section>
  );
}
