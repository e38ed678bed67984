import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ButtonOption, ListRow } from '../api/chat-api';

/**
 * A list message's menu, as WhatsApp opens it: the rows to choose one from. Choosing sends it at once.
 * The modal dialog keeps focus inside (starting on the first row), Escape or Cancelar close it, and
 * focus goes back to the list's button.
 */
export function ListMenuDialog({
  title,
  rows,
  onPick,
  onClose,
}: {
  title: string;
  rows: readonly ListRow[];
  onPick: (option: ButtonOption) => void;
  onClose: () => void;
}) {
  const baseId = useId();
  return (
    <Dialog title={title} description="Elige una opción para enviarla." onClose={onClose}>
      <ul className="-mx-2 divide-y divide-slate-100">
        {rows.map((row, index) => {
          const descriptionId = `${baseId}-${index}`;
          return (
            <li key={row.id}>
              <button
                type="button"
                aria-describedby={row.description ? descriptionId : undefined}
                onClick={() => onPick({ id: row.id, title: row.title })}
                className="flex w-full flex-col rounded-lg px-2 py-3 text-left hover:bg-brand-50 focus-visible:outline-offset-[-3px]"
              >
                <span className="text-base font-medium text-slate-900">{row.title}</span>
                {row.description && (
                  <span id={descriptionId} className="text-sm text-slate-600">
                    {row.description}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
      </div>
    </Dialog>
  );
}
