import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { NotificationItem, NotificationsReply } from '@vitalia/contracts/notifications';
import { StatusIcon } from '../../../components/ui/status-icons';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications-queries';
import { badgeText, bellLabel } from './notification-format';
import { NotificationList } from './notification-list';

const MESSAGE = 'px-4 py-6 text-center text-sm';

/**
 * The open bell: a non-modal dialog under the header (across the screen on a phone). Focus moves in on
 * opening, to the newest notification if there is one.
 */
function NotificationPanel({
  id,
  notifications,
}: {
  id: string;
  notifications: UseQueryResult<NotificationsReply>;
}) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Relative times ("hace 5 minutos") are counted from when the panel opened.
  const [openedAt] = useState(() => Date.now());
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const { data } = notifications;

  useEffect(() => {
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('[data-notification]') ?? panel)?.focus();
  }, []);

  function open(item: NotificationItem) {
    setExpandedId((current) => (current === item.id ? null : item.id));
    if (!item.read) markRead.mutate(item.id);
  }

  let content;
  if (data) {
    content =
      data.items.length === 0 ? (
        <p className={`${MESSAGE} text-slate-500`}>No tienes notificaciones.</p>
      ) : (
        <NotificationList items={data.items} now={openedAt} expandedId={expandedId} onOpen={open} />
      );
  } else if (notifications.isError) {
    content = (
      <div className={MESSAGE}>
        <p className="text-red-700">No se pudieron cargar las notificaciones.</p>
        <button
          type="button"
          onClick={() => void notifications.refetch()}
          className="mt-2 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Reintentar
        </button>
      </div>
    );
  } else {
    content = <p className={`${MESSAGE} text-slate-500`}>Cargando…</p>;
  }

  const actionError = markRead.isError
    ? 'No se pudo marcar la notificación como leída.'
    : markAll.isError
      ? 'No se pudieron marcar las notificaciones como leídas.'
      : null;
  const nothingUnread = !data || data.unread === 0;

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      aria-busy={notifications.isPending || undefined}
      tabIndex={-1}
      className="fixed top-[4.25rem] right-2 left-2 z-30 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-xl focus:outline-none sm:absolute sm:top-full sm:right-0 sm:left-auto sm:mt-2 sm:max-h-[32rem] sm:w-96"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Notificaciones
        </h2>
        {data && data.items.length > 0 && (
          // Stays focusable once all is read, so focus is not lost from under the keyboard.
          <button
            type="button"
            aria-disabled={nothingUnread || undefined}
            onClick={() => !nothingUnread && markAll.mutate()}
            className={`rounded-md px-1 py-0.5 text-sm font-semibold ${
              nothingUnread ? 'cursor-default text-slate-400' : 'text-brand-700 hover:underline'
            }`}
          >
            Marcar todas como leídas
          </button>
        )}
      </div>
      {actionError && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">
          {actionError}
        </p>
      )}
      <div className="overflow-y-auto overscroll-contain">{content}</div>
    </div>
  );
}

/**
 * The header's bell (SPEC.md, "Member layout"): a badge with the unread count when there is something
 * new, and a panel with the latest notifications. Escape or a click outside closes it; Escape gives
 * focus back to the bell.
 */
export function NotificationBell() {
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;
  const badge = badgeText(unread);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function toggle() {
    // Opening shows the cached list at once and asks the server for news.
    if (!open) void notifications.refetch();
    setOpen(!open);
  }

  return (
    <div
      ref={wrapperRef}
      className="relative"
      // Tabbing out of the panel closes it, as a click outside does.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className={`relative rounded-full p-2 text-slate-600 hover:bg-slate-100 ${open ? 'bg-slate-100' : ''}`}
      >
        <StatusIcon name="bell" className="h-6 w-6" />
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-6 min-w-6 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} notifications={notifications} />}
    </div>
  );
}
