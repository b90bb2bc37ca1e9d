/**
 * The one way the app writes data: a mutation function, the queries it makes stale (by the
 * generated query-key getters, e.g. `getListPaymentsQueryKey()`), and the spec's success and
 * error alerts. Features add only the mapping from their form values to the body.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, isOfflineError } from './errors';
import { notify } from './notify';

/** A failed call's alert: the spec's text, and the server's reason under it where the spec says so. */
export type ErrorAlert = string | { key: string; withServerMessage: true };

export type AppMutationOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /**
   * Query keys (prefixes) that are stale once the call is settled, succeeded or not: a refused
   * call may still mean the data moved on (another tab, a state change in between).
   */
  invalidates?: (variables: TVariables, data: TData | undefined) => readonly QueryKey[];
  /**
   * Translation key ('namespace:key') of the success alert, or a function choosing it from the
   * answer (a customer created or invited).
   */
  success?: string | ((data: TData, variables: TVariables) => string);
  /** Translation key ('namespace:key') of the error alert; none where the caller shows the error. */
  error?: ErrorAlert;
};

const namespaceOf = (key: string | undefined) => (key?.includes(':') ? key.split(':')[0] : undefined);

export const useAppMutation = <TVariables = void, TData = unknown>({
  mutationFn,
  invalidates,
  success,
  error,
}: AppMutationOptions<TVariables, TData>) => {
  const errorKey = typeof error === 'string' ? error : error?.key;
  const successKey = typeof success === 'string' ? success : undefined;
  const namespaces = [namespaceOf(successKey), namespaceOf(errorKey)].filter((ns) => ns !== undefined);
  const { t } = useTranslation(namespaces.length ? namespaces : undefined);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      const key = typeof success === 'function' ? success(data, variables) : success;
      if (key) notify.success(t(key));
    },
    onError: (failure) => {
      if (isOfflineError(failure)) return notify.error(t('global:offline.refused'));
      if (!errorKey) return;
      const reason = typeof error === 'object' && isApiError(failure) ? failure.serverMessage : undefined;
      if (reason) notify.error(reason, { title: t(errorKey) });
      else notify.error(t(errorKey));
    },
    onSettled: (data, _error, variables) =>
      invalidates &&
      Promise.all(
        invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};
