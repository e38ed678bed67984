import { chatUrl, siteConfig } from '../../../lib/site-config';
import { useChatLinkMessage } from '../api/phone-proof-queries';
import { ChatIcon } from './chat-icons';
import { buttonClass } from '../../../components/ui/button';

/** "+15550001234": the chat number as people read it. */
const shownNumber = () => `+${siteConfig.chatNumber}`;

/**
 * With WhatsApp connected (cloud mode) the conversation happens on the phone: this page only points to
 * the chat, which opens WhatsApp.
 */
export function CloudChat() {
  // While the number is not proven, the link's message carries the code that proves it.
  const linkText = useChatLinkMessage();
  return (
    <section className="max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Escríbenos por WhatsApp</h2>
      <p className="mt-2 text-slate-700">
        Tu chat con {siteConfig.productName} está en WhatsApp. Escribe desde el número que registraste al{' '}
        <span className="font-semibold whitespace-nowrap">{shownNumber()}</span>, por ejemplo «azúcar 250
        después de comer» o «presión 130/85».
      </p>
      <a
        href={chatUrl(linkText ?? undefined)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', 'mt-4 gap-2')}
      >
        Abrir WhatsApp
        <ChatIcon name="external" className="h-4 w-4" />{' '}
        <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
    </section>
  );
}
