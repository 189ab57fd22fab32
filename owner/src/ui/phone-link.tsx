// A phone number a phone can call: the tel: address keeps only the digits and a leading +, so
// "02 9498 1111" dials as written.
import type { ReactNode } from 'react';

export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

export function PhoneLink({ phone, className, children }: { phone: string; className?: string; children?: ReactNode }) {
  return (
    <a href={telHref(phone)} className={className}>
      {children ?? phone}
    </a>
  );
}
