import { useState } from 'react';
import { siteConfig } from '../../../lib/site-config';
import { ChatCta } from '../components/chat-cta';
import { FAQ_CATEGORIES } from '../faq/faq-content';
import { FaqAccordionItem } from '../faq/faq-accordion-item';
import { useScrollToTop } from '../hooks/use-scroll-to-top';

/** Preguntas frecuentes: eight categories of accordions, at most one answer open on the whole page. */
export default function FaqPage() {
  useScrollToTop();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <header className="text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Preguntas Frecuentes</h1>
          <p className="mt-4 text-lg text-slate-600">
            Todo lo que necesitas saber para empezar a cuidarte con {siteConfig.productName}. ¿No encuentras
            tu duda? Escríbenos.
          </p>
        </header>

        <div className="mt-12 space-y-10">
          {FAQ_CATEGORIES.map((category) => (
            <section key={category.id} aria-labelledby={`faq-${category.id}`}>
              <h2 id={`faq-${category.id}`} className="text-2xl font-bold text-slate-900">
                {category.title}
              </h2>
              <div className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                {category.items.map((item, index) => {
                  const id = `faq-${category.id}-${index + 1}`;
                  return (
                    <FaqAccordionItem
                      key={id}
                      id={id}
                      item={item}
                      open={openId === id}
                      onToggle={() => setOpenId((current) => (current === id ? null : id))}
                    />
                  );
                })}
              </div>
            </section>
          ))}
        </div>

        <aside
          aria-label="Contacto"
          className="mt-14 rounded-2xl bg-brand-800 px-6 py-8 text-center text-white"
        >
          <p className="text-2xl font-bold">¿Te quedó alguna duda?</p>
          <p className="mt-2 text-brand-50">
            Escríbenos por WhatsApp o a{' '}
            <a href="mailto:hola@vitalia.mx" className="font-semibold underline underline-offset-4">
              hola@vitalia.mx
            </a>{' '}
            y con gusto te ayudamos.
          </p>
          <ChatCta variant="light" className="mt-6" text="Hola, tengo una duda sobre Vitalia">
            Escribir por WhatsApp
          </ChatCta>
        </aside>
      </div>
    </div>
  );
}
