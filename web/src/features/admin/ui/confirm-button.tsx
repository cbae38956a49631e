import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';

export const DANGER_CLASSES = 'bg-red-600 text-white hover:bg-red-700';

type ConfirmButtonProps = {
  /** The button's text before confirming. */
  children: ReactNode;
  /** The question asked, e.g. "Delete all 12 errors permanently?". */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  variant?: ButtonVariant;
  disabled?: boolean;
};

/** A destructive action that asks first, inline: no modal to trap focus, Cancel is one tab away. */
export function ConfirmButton({
  children,
  question,
  confirmLabel,
  onConfirm,
  isPending = false,
  variant = 'secondary',
  disabled = false,
}: ConfirmButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  if (!isConfirming) {
    return (
      <Button variant={variant} disabled={disabled} onClick={() => setIsConfirming(true)}>
        {children}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={question} className="inline-flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{question}</span>
      <Button
        className={DANGER_CLASSES}
        disabled={isPending}
        onClick={() => {
          onConfirm();
          setIsConfirming(false);
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="ghost" onClick={() => setIsConfirming(false)}>
        Cancel
      </Button>
    </span>
  );
}
