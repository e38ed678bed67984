import type { ButtonOption, ChatDeliveryStatus, ListRow, OutboundMessage } from '../api/chat-api';
import { asDeliveryStatus, deliveryStatusLabel, formatChatTime, messageText } from './chat-format';
import type { ConversationItem } from './chat-conversation';
import { ChatIcon, type ChatIconName } from './chat-icons';
import { MessageText } from './message-text';

export interface OptionHandlers {
  /** A reply button or list row was chosen: it goes to the bot as the person's answer. */
  onOption: (option: ButtonOption) => void;
  /** A list message's button was pressed: its menu opens. */
  onOpenList: (list: { title: string; rows: ListRow[] }) => void;
}

const STATUS_ICONS: Record<ChatDeliveryStatus, { icon: ChatIconName; className: string }> = {
  queued: { icon: 'clock', className: 'text-slate-500' },
  sent: { icon: 'check', className: 'text-slate-500' },
  delivered: { icon: 'doubleCheck', className: 'text-slate-500' },
  read: { icon: 'doubleCheck', className: 'text-sky-600' },
  failed: { icon: 'alert', className: 'text-red-600' },
};

/** The bot message's delivery tick, named for screen readers ("Entregado"). */
function DeliveryTick({ status }: { status: ChatDeliveryStatus }) {
  const { icon, className } = STATUS_ICONS[status];
  const label = deliveryStatusLabel(status);
  return (
    <span role="img" aria-label={label} title={label} className={className}>
      <ChatIcon name={icon} className="h-4 w-4" />
    </span>
  );
}

function MessageBody({ message, handlers }: { message: OutboundMessage; handlers: OptionHandlers }) {
  switch (message.type) {
    case 'template':
      return (
        <>
          <span className="mb-1 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600">
            Plantilla
          </span>
          <MessageText text={messageText(message)} />
        </>
      );
    case 'list':
      return (
        <>
          <MessageText text={message.text} />
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => handlers.onOpenList({ title: message.button, rows: message.rows })}
            className="-mx-3 mt-2 -mb-1 flex w-[calc(100%+1.5rem)] items-center justify-center gap-2 border-t border-slate-200 px-3 pt-2 pb-1 text-sm font-semibold text-brand-700 hover:bg-slate-50"
          >
            <ChatIcon name="list" className="h-4 w-4" />
            {message.button}
          </button>
        </>
      );
    default:
      return <MessageText text={message.text} />;
  }
}

/** Reply buttons, under the bubble as WhatsApp draws them. */
function ReplyButtons({ buttons, handlers }: { buttons: ButtonOption[]; handlers: OptionHandlers }) {
  return (
    <div className="mt-1 flex flex-col gap-1">
      {buttons.map((button) => (
        <button
          key={button.id}
          type="button"
          onClick={() => handlers.onOption(button)}
          className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
        >
          {button.title}
        </button>
      ))}
    </div>
  );
}

/**
 * One message: the person's on the right in green, the bot's on the left in white, with the local time
 * (and, for the bot's, the delivery tick) under the text. Screen readers hear who speaks first.
 */
export function MessageBubble({ item, handlers }: { item: ConversationItem; handlers: OptionHandlers }) {
  const mine = item.from === 'user';
  const time = formatChatTime(item.at);
  const status = mine ? null : asDeliveryStatus(item.status);
  return (
    <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-from={item.from}>
      <div className="max-w-[85%] min-w-0 sm:max-w-[70%]">
        <div
          className={`rounded-2xl px-3 pt-2 pb-1 text-slate-900 shadow-sm ${
            mine ? 'rounded-tr-sm bg-emerald-100' : 'rounded-tl-sm bg-white'
          } ${status === 'failed' ? 'ring-1 ring-red-300' : ''}`}
        >
          <span className="sr-only">{mine ? 'Tú:' : 'Vitalia:'}</span>
          <MessageBody message={item.message} handlers={handlers} />
          <p className="mt-0.5 flex items-center justify-end gap-1 text-xs text-slate-600">
            <time dateTime={item.at}>{time}</time>
            {item.sending && (
              <span role="img" aria-label="Enviando…" title="Enviando…" className="text-slate-500">
                <ChatIcon name="clock" className="h-3.5 w-3.5" />
              </span>
            )}
            {status && <DeliveryTick status={status} />}
          </p>
        </div>
        {(item.message.type === 'buttons' || item.message.type === 'template') && item.message.buttons && (
          <ReplyButtons buttons={item.message.buttons} handlers={handlers} />
        )}
      </div>
    </div>
  );
}
