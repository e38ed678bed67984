import { ChevronDownIcon } from '../components/icons';
import type { FaqItem } from './faq-content';
import { useHydrated } from '../../../lib/use-hydrated';

interface FaqAccordionItemProps {
  id: string;
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
}

/** One question (a button in a heading) and its answer region (WAI-ARIA accordion pattern). */
export function FaqAccordionItem({ id, item, open, onToggle }: FaqAccordionItemProps) {
  // Works once the app runs; without JavaScript every answer shows (noscript.css).
  const hydrated = useHydrated();
  const buttonId = `${id}-pregunta`;
  const panelId = `${id}-respuesta`;
  return (
    <div className="border-b border-slate-200 last:border-b-0">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          disabled={!hydrated}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 transition hover:bg-slate-50 sm:text-lg"
        >
          <span>{item.question}</span>
          <ChevronDownIcon
            className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        data-noscript-show
        className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700"
      >
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
