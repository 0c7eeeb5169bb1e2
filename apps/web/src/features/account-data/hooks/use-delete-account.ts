import { useMutation } from '@tanstack/react-query';
import { deleteAccount } from '../api/account-data-api.ts';

/** Deletes the account with the confirmation word typed; `onDeleted` runs once it is gone. */
export const useDeleteAccount = (onDeleted: () => void) =>
  useMutation({ mutationFn: deleteAccount, onSuccess: onDeleted });
