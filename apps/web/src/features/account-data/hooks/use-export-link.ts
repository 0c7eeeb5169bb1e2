import { EXPORT_URL } from '../api/account-data-api.ts';

/** Where the browser downloads the listener's export from; the download is its own request. */
export const useExportLink = (): string => EXPORT_URL;
