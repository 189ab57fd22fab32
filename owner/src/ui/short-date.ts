// Dates as Australians and New Zealanders write them (DD/MM/YYYY), for every owner screen.
import dayjs from 'dayjs';

/** A YYYY-MM-DD date (or a booking's "YYYY-MM-DD HH:mm", its day) as DD/MM/YYYY; null when there is none to show. */
export const shortDate = (date: string | null | undefined): string | null => (date && dayjs(date).isValid() ? dayjs(date).format('DD/MM/YYYY') : null);

/** Kilometres with thousands grouped, as an odometer is read: "15,000 km". */
export const kilometres = (km: number) => `${km.toLocaleString('en-AU')} km`;
