// A person's contact in a list cell (docs/back-office.md: Portal users' and CRM owners' Details and
// Contact, a vehicle's user, a booking's customer): the name, then each phone and the email as
// links that start the call or the message; and a postal address, one line per part.
import { Anchor, type MantineSize, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';

export interface Phone {
  label: string;
  number?: string | null;
}

/** A dialable number: spaces, dashes and brackets are for reading only. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

// A link a finger can hit (WCAG 2.2's 24 px target) without touching the next one.
const TARGET = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;
// A phone number broken over two lines reads as two numbers.
const NO_WRAP = { ...TARGET, whiteSpace: 'nowrap' } as const;

/** A long address may wrap before its "@" and its dots, never inside a word, so the column stays narrow. */
function BreakableEmail({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function ContactDetails({ name, phones, email }: { name: string; phones: Phone[]; email?: string | null }) {
  return (
    <Stack gap={2}>
      {name && (
        <Text size="sm" fw={700}>
          {name}
        </Text>
      )}
      {phones.map(
        ({ label, number }) =>
          number && (
            <Group key={label} gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Anchor href={telHref(number)} size="xs" style={NO_WRAP}>
                {number}
              </Anchor>
            </Group>
          ),
      )}
      {email && <EmailLink email={email} size="xs" />}
    </Stack>
  );
}

export function EmailLink({ email, size = 'sm' }: { email: string; size?: MantineSize }) {
  return (
    <Anchor href={`mailto:${email}`} size={size} style={TARGET}>
      <BreakableEmail email={email} />
    </Anchor>
  );
}

interface Person {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  mobile_phone?: string | null;
  home_phone?: string | null;
}

const isPerson = (value: unknown): value is Person => typeof value === 'object' && value !== null;

/** The contact of an embedded user (a vehicle's owner, a booking's customer); nothing when none is embedded. */
export function UserContact({ user }: { user: unknown }) {
  if (!isPerson(user)) return null;
  const phones = [
    { label: 'Mobile', number: user.mobile_phone },
    { label: 'Home', number: user.home_phone },
  ];
  return <ContactDetails name={fullName(user.firstname, user.lastname)} phones={phones} email={user.email} />;
}

/** The street lines as given, then "suburb state postcode". */
export function PostalAddress({
  lines,
  suburb,
  state,
  postcode,
}: {
  lines: (string | null | undefined)[];
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
}) {
  const place = [suburb, state, postcode].filter(Boolean).join(' ');
  return (
    <Stack gap={0}>
      {[...lines, place].filter(Boolean).map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** First and last name as one, whichever there are. */
export const fullName = (...names: (string | null | undefined)[]) => names.filter(Boolean).join(' ');
