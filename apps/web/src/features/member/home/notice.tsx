import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

const NOTICE_MS = 4_000;

const NoticeContext = createContext<(text: string) => void>(() => undefined);

/** Shows a short success notice ("Recordatorio guardado") in the panel's status region. */
export const useNotify = () => useContext(NoticeContext);

/**
 * Holds the one polite live region of the home panel. It is always in the page, so screen readers
 * announce each new text; the text clears itself after a few seconds.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<{ text: string; id: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const notify = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setNotice((current) => ({ text, id: (current?.id ?? 0) + 1 }));
    timer.current = window.setTimeout(() => setNotice(null), NOTICE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <NoticeContext value={notify}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 md:pl-64"
      >
        {notice && (
          <p
            key={notice.id}
            className="pointer-events-auto rounded-full bg-brand-900 px-5 py-2.5 text-sm font-semibold text-white shadow-lg"
          >
            ✓ {notice.text}
          </p>
        )}
      </div>
    </NoticeContext>
  );
}
