import { useId, type ReactNode } from 'react';

/**
 * A section of the printable report, named by its heading. `keep` sections are short enough never to
 * split across pages; on paper every section loses its card look and keeps its heading with what follows.
 */
export function ReportSection({
  title,
  keep = false,
  children,
}: {
  title: string;
  keep?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`report-section rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:rounded-none print:border-0 print:p-0 ${keep ? 'report-keep' : ''}`}
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table that scrolls sideways on a phone (focusable, so the keyboard can scroll it too) and prints
 * whole, with its header row repeated on every page.
 */
export function ReportTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={`Tabla: ${label}`}
      tabIndex={0}
      className="-mx-1 overflow-x-auto px-1 print:mx-0 print:overflow-visible print:px-0"
    >
      <table aria-label={label} className="report-table w-full border-collapse text-left text-sm">
        {children}
      </table>
    </div>
  );
}

export const TH = 'border-b-2 border-slate-300 px-2 py-2 font-semibold text-slate-700 whitespace-nowrap';
export const TD = 'border-b border-slate-200 px-2 py-2 text-slate-900';
export const NUM = 'text-right tabular-nums';

/** One column's heading: its text, right-aligned when the column holds numbers. */
export type ColumnHead = string | { label: string; numeric: true };

/** A report table's header row. */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const label = typeof column === 'string' ? column : column.label;
          return (
            <th key={label} scope="col" className={typeof column === 'string' ? TH : `${TH} ${NUM}`}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
