import { useId } from 'react';
import type { NotificationItem } from '@vitalia/contracts/notifications';
import { StatusIcon } from '../../../components/ui/status-icons';
import { withoutEmoji } from '../../../lib/plain-text';
import { formatNotificationDateTime, formatNotificationTime, isCrisis } from './notification-format';

/**
 * One notification: a button that opens it (the whole text shows and it is marked read). Unread ones
 * have a tinted background, bold title and a dot; crisis values a red edge and an alert icon.
 */
function NotificationEntry({
  item,
  now,
  expanded,
  onOpen,
}: {
  item: NotificationItem;
  now: number;
  expanded: boolean;
  onOpen: (item: NotificationItem) => void;
}) {
  const ids = { title: useId(), state: useId(), time: useId(), body: useId() };
  const crisis = isCrisis(item);
  return (
    <li className="border-b border-slate-100 last:border-b-0">
      <button
        type="button"
        data-notification={item.id}
        data-kind={item.kind}
        data-read={item.read}
        aria-expanded={expanded}
        aria-labelledby={`${ids.title} ${ids.state} ${ids.time}`}
        aria-describedby={ids.body}
        onClick={() => onOpen(item)}
        className={`flex w-full gap-3 border-l-4 px-3 py-3 text-left hover:bg-slate-50 focus-visible:outline-offset-[-3px] ${
          crisis ? 'border-red-600' : 'border-transparent'
        } ${item.read ? 'bg-white' : crisis ? 'bg-red-50/70' : 'bg-brand-50'}`}
      >
        <span
          className={`mt-0.5 grid h-8 w-8 shrink-0 place-items-center rounded-full ${
            crisis ? 'bg-red-100 text-red-700' : 'bg-slate-100 text-slate-600'
          }`}
        >
          <StatusIcon name={crisis ? 'alert' : 'info'} className="h-[1.1rem] w-[1.1rem]" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span
              id={ids.title}
              className={`min-w-0 flex-1 text-sm break-words ${item.read ? 'font-medium' : 'font-bold'} ${
                crisis ? 'text-red-800' : 'text-slate-900'
              }`}
            >
              {item.title}
            </span>
            {!item.read && (
              <span aria-hidden="true" className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" />
            )}
          </span>
          <span id={ids.state} className="sr-only">
            {item.read ? 'Leída' : 'Sin leer'}
          </span>
          <span
            id={ids.body}
            // line-clamp sets its own display, so `block` only when the whole text shows.
            className={`mt-0.5 text-sm break-words whitespace-pre-line text-slate-700 ${
              expanded ? 'block' : 'line-clamp-2'
            }`}
          >
            {withoutEmoji(item.body)}
          </span>
          <time
            id={ids.time}
            dateTime={item.created_at}
            title={formatNotificationDateTime(item.created_at)}
            className="mt-1 block text-xs text-slate-500"
          >
            {formatNotificationTime(item.created_at, now)}
          </time>
        </span>
      </button>
    </li>
  );
}

/** The items, newest first (the server's order). */
export function NotificationList({
  items,
  now,
  expandedId,
  onOpen,
}: {
  items: readonly NotificationItem[];
  now: number;
  expandedId: number | null;
  onOpen: (item: NotificationItem) => void;
}) {
  return (
    <ul>
      {items.map((item) => (
        <NotificationEntry
          key={item.id}
          item={item}
          now={now}
          expanded={expandedId === item.id}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}
