import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { humanErrorText } from '../../../lib/api-error';

type AdminMutationOptions<Variables, Result> = {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** Refetched after success: every list or number the change affects. */
  invalidates: QueryKey[];
  /** Toast title on success (the description comes from `successMessage`), or nothing. */
  successTitle?: string | ((result: Result, variables: Variables) => string);
  successMessage?: (result: Result, variables: Variables) => string | undefined;
  failureTitle: string;
};

/** An admin action: on success a toast and fresh data; on failure a toast with the server's own sentence. */
export function useAdminMutation<Variables, Result>({
  mutationFn,
  invalidates,
  successTitle,
  successMessage,
  failureTitle,
}: AdminMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      if (successTitle !== undefined) {
        toast({
          title: typeof successTitle === 'string' ? successTitle : successTitle(result, variables),
          description: successMessage?.(result, variables),
        });
      }
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      const message = humanErrorText(error);
      toast({ title: failureTitle, description: message, variant: 'destructive' });
    },
  });
}
