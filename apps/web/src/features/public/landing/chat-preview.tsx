import { CheckIcon } from '../components/icons';
import { LogoMark } from '../../../components/ui/logo';

interface Message {
  from: 'user' | 'bot';
  time: string;
  lines: string[];
}

const MESSAGES: Message[] = [
  { from: 'user', time: '7:42', lines: ['Buenos días, la azúcar amaneció en 140'] },
  {
    from: 'bot',
    time: '7:42',
    lines: [
      '¡Buenos días, Carmen! Guardé tu glucosa en ayunas: 140 mg/dL.',
      'Está un poco arriba de tu meta (80 a 130). Hoy camina 20 minutos después de desayunar y prefiere agua natural en vez de jugo.',
    ],
  },
  { from: 'user', time: '7:45', lines: ['Va. Presión 13/8'] },
  {
    from: 'bot',
    time: '7:45',
    lines: [
      'Anotado: presión 130/80 mmHg. Según la NOM-030 está un poco alta (normal alta o fronteriza): menos sal y una caminata diaria ayudan.',
      'Llevas 6 de 7 días registrados esta semana. ¡Vas muy bien!',
    ],
  },
];

function DoubleCheck() {
  return (
    <span className="inline-flex text-sky-600" aria-hidden="true">
      <CheckIcon className="h-3.5 w-3.5" />
      <CheckIcon className="-ml-2 h-3.5 w-3.5" />
    </span>
  );
}

/** A fixed-height, WhatsApp-style preview of a real exchange with the bot. */
export function ChatPreview() {
  return (
    <figure className="mx-auto w-full max-w-sm overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl">
      <div className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
        <LogoMark className="h-9 w-9 rounded-full ring-2 ring-white/70" />
        <div>
          <p className="font-semibold">Vitalia</p>
          <p data-text="secondary" className="text-xs text-brand-100">
            en línea
          </p>
        </div>
      </div>
      <ol
        aria-label="Ejemplo de conversación con Vitalia por WhatsApp"
        className="flex h-[36rem] flex-col justify-end gap-3 overflow-hidden bg-[#efe7dc] px-3 py-4"
      >
        <li
          aria-hidden="true"
          data-text="secondary"
          className="self-center rounded-md bg-white/90 px-2.5 py-0.5 text-xs font-medium text-slate-600 shadow-sm"
        >
          Hoy
        </li>
        {MESSAGES.map((message, index) => {
          const fromUser = message.from === 'user';
          return (
            <li
              key={index}
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm text-slate-900 shadow-sm ${
                fromUser ? 'self-end rounded-tr-sm bg-[#d9fdd3]' : 'self-start rounded-tl-sm bg-white'
              }`}
            >
              <span className="sr-only">{fromUser ? 'Tú: ' : 'Vitalia: '}</span>
              {message.lines.map((line) => (
                <p key={line} className="[&+p]:mt-1.5">
                  {line}
                </p>
              ))}
              <span
                data-text="secondary"
                className="mt-1 flex items-center justify-end gap-1 text-xs text-slate-600"
              >
                {message.time}
                {fromUser && <DoubleCheck />}
              </span>
            </li>
          );
        })}
      </ol>
      <figcaption className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-center text-xs text-slate-600">
        Así se ve registrar tus lecturas: escribes como hablas y Vitalia hace el resto.
      </figcaption>
    </figure>
  );
}
