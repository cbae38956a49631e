import { toast, useToastStore, type ToastInput } from './toast-store';

/** `const { toast } = useToast(); toast({ title, description, variant: 'destructive' })`. */
export function useToast(): { toast: (input: ToastInput) => number; dismiss: (id?: number) => void } {
  const dismiss = useToastStore((state) => state.dismiss);
  return { toast, dismiss };
}
