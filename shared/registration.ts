// What the registration calls answer (owner-portal.txt 3, "Registration user"; 4, steps 1 to 6).

export interface RegistrationVehicle {
  registration: string;
  model: { brand: string; model: string; variant: string };
  /** The paint's name from the colour catalogue; null when the code is not in it. */
  colour: { code: string; name: string } | null;
}

/** The invited owner, prefilled into step 4; details the invitation did not give are null. */
export interface RegistrationUser {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobile_phone: string | null;
  other_phone: string | null;
  address_line_1: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  vehicles: RegistrationVehicle[];
}

/** POST /api/vehicles/validate_identification: the user only when the vehicle is the invited owner's. */
export type IdentificationResult = { success: true; user: RegistrationUser } | { success: false };
