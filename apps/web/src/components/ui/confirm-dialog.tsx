import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** An error to show inside the dialog (the red box). */
  children?: ReactNode;
}

/** Asks before a destructive action; focus starts on Cancelar, the safe choice. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} description={message} onClose={onCancel} role="alertdialog">
      {children}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button data-autofocus variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        {/* Not disabled while pending, so focus stays in the dialog; the caller ignores a second press. */}
        <Button variant="danger" onClick={onConfirm} aria-disabled={pending || undefined}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
