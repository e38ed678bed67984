import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { siteConfig } from '../../../lib/site-config';
import { chatDayKey, formatChatDay } from './chat-format';
import type { ConversationItem } from './chat-conversation';
import { MessageBubble, type OptionHandlers } from './message-bubble';

/** How close to the end counts as "reading the newest messages", so new ones scroll into view. */
const NEAR_BOTTOM_PX = 120;

/** The bot's "typing" line while its answer is awaited. */
function TypingLine() {
  return (
    <div className="mt-2 flex justify-start">
      <p
        role="status"
        className="rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm text-slate-600 shadow-sm"
      >
        {siteConfig.productName} está escribiendo…
      </p>
    </div>
  );
}

/**
 * The conversation, oldest first, with the day between days. It scrolls to the newest message when one
 * arrives, unless the person scrolled up to read older ones (their own messages always scroll).
 * A polite live log: screen readers read out what is added.
 */
export function MessageLog({
  items,
  handlers,
  before,
  typing,
}: {
  items: readonly ConversationItem[];
  handlers: OptionHandlers;
  /** Shown above the messages (the empty state). */
  before?: ReactNode;
  /** The bot's answer is awaited: "escribiendo…" shows under the messages. */
  typing: boolean;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  // Day labels are counted from when the page opened ("Hoy", "Ayer").
  const [openedAt] = useState(() => Date.now());
  const last = items.at(-1);
  const lastKey = last ? `${last.id}|${items.length}` : '';

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    if (nearBottom.current || last?.from === 'user') {
      scroller.scrollTop = scroller.scrollHeight;
      nearBottom.current = true;
    }
    // Only a new last message (or the typing line) moves the view.
  }, [lastKey, last?.from, typing]);

  let previousDay = '';
  return (
    <div
      ref={scrollerRef}
      onScroll={(event) => {
        const scroller = event.currentTarget;
        nearBottom.current =
          scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-100 px-2 py-3 sm:px-4"
    >
      {before}
      <div role="log" aria-live="polite" aria-label="Conversación con Vitalia" className="space-y-2">
        {items.map((item) => {
          const day = chatDayKey(item.at);
          const newDay = day !== previousDay;
          previousDay = day;
          return (
            <Fragment key={item.id}>
              {newDay && (
                <p className="flex justify-center pt-1">
                  <span className="rounded-lg bg-white/90 px-3 py-1 text-xs font-medium text-slate-600 shadow-sm">
                    {formatChatDay(item.at, openedAt)}
                  </span>
                </p>
              )}
              <MessageBubble item={item} handlers={handlers} />
            </Fragment>
          );
        })}
      </div>
      {typing && <TypingLine />}
    </div>
  );
}
