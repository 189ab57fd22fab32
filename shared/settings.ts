// What GET /api/settings answers: the values behind the documents' placeholders (decisions.md,
// Data), set per deployment: the contact address of the registration failure screens and the
// roadside assistance number of each country.

export interface PublicSettings {
  marketing_email: string;
  roadside_phones: { AU: string; NZ: string };
}
