import { useEffect, useRef } from 'react';
import { StatusIcon } from '../../../components/ui/status-icons';
import type { SavedReadingNotice } from './saved-reading-feedback';

const CLOSE_ICON = 'M6 6l12 12M18 6 6 18';

function DismissButton({ onClick, className }: { onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      aria-label="Cerrar aviso"
      onClick={onClick}
      className={`shrink-0 self-start rounded-md p-1 ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 fill-none stroke-current stroke-2">
        <path d={CLOSE_ICON} strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * A crisis value (CONTRACTS.md section 6): a red alert, read out at once, with the standard's words,
 * what to do now, and that the bell has it too. It stays until closed or the next reading is saved.
 */
function CrisisAlert({ notice, onDismiss }: { notice: SavedReadingNotice; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // In braces: scrollIntoView returns a promise in newer browsers, and an effect may only return a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  return (
    <div
      ref={ref}
      data-tone="urgent"
      className="mt-4 flex gap-3 rounded-xl border-2 border-red-600 bg-red-50 p-4"
    >
      <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-red-600 text-white">
        <StatusIcon name="alert" />
      </span>
      <div role="alert" className="min-w-0 flex-1 space-y-2 text-sm text-red-900">
        <p className="text-base font-bold text-red-800">{notice.heading}</p>
        <p>{notice.explanation}</p>
        <p className="font-semibold">{notice.advice}</p>
        <p>También lo agregamos a tus notificaciones.</p>
      </div>
      <DismissButton onClick={onDismiss} className="text-red-800 hover:bg-red-100" />
    </div>
  );
}

/** A reading in range (green) or one to watch (amber): its category and the advice. */
function ReadingNotice({ notice, onDismiss }: { notice: SavedReadingNotice; onDismiss: () => void }) {
  const normal = notice.tone === 'normal';
  return (
    <div
      data-tone={notice.tone}
      className={`mt-4 flex gap-3 rounded-xl border p-3 text-sm ${
        normal ? 'border-green-300 bg-green-50 text-green-900' : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      <StatusIcon
        name={normal ? 'check' : 'info'}
        className={`mt-0.5 h-5 w-5 ${normal ? 'text-green-700' : 'text-amber-700'}`}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{notice.heading}</p>
        {!normal && <p>{notice.explanation}</p>}
        <p>{notice.advice}</p>
      </div>
      <DismissButton
        onClick={onDismiss}
        className={normal ? 'text-green-800 hover:bg-green-100' : 'text-amber-900 hover:bg-amber-100'}
      />
    </div>
  );
}

/**
 * What the server said about the reading just saved. The polite region is always in the page so a new
 * notice is announced; a crisis alert interrupts instead.
 */
export function SavedReadingFeedback({
  notice,
  onDismiss,
}: {
  notice: SavedReadingNotice | null;
  onDismiss: () => void;
}) {
  const urgent = notice?.tone === 'urgent';
  return (
    <>
      <div aria-live="polite">
        {notice && !urgent && <ReadingNotice notice={notice} onDismiss={onDismiss} />}
      </div>
      {notice && urgent && <CrisisAlert notice={notice} onDismiss={onDismiss} />}
    </>
  );
}
