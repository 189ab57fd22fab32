// A booking's status as an owner reads it: "Requested".
import type { BookingStatus } from '../../../../shared/generated/types.ts';

export const statusInWords = (status: BookingStatus) => status.charAt(0).toUpperCase() + status.slice(1);
