// Dealerships in Australia and New Zealand, one record per brand franchise, with opening hours.
// Fictional names on real streets; phones from ranges kept for drama (0x 5550 xxxx, NZ 555).
import type { dealers } from '../../generated/tables.ts';
import { acousticId, openingHours } from './helpers.ts';

type Hours = ReturnType<typeof openingHours>;

const WORKSHOP = openingHours(['08:00', '17:30'], ['08:30', '12:30']);
const SHOWROOM = openingHours(['08:30', '17:30'], ['09:00', '16:00'], ['10:00', '16:00']);
const APPOINTMENTS = openingHours(['08:00', '17:00'], 'By Appointment Only');

interface DealerEntry {
  code: string;
  name: string;
  brand: 'GWM' | 'Haval';
  /** Domain under example.com.au / example.co.nz for the website and email. */
  domain: string;
  street: string;
  unit?: string;
  suburb: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  sales: string;
  service: string;
  hours: Hours;
  enabled?: boolean;
}

const ENTRIES: DealerEntry[] = [
  { code: 'GWM2150', name: 'Parramatta GWM', brand: 'GWM', domain: 'parramattagwm', street: '92 Church Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8079, lng: 151.0036, sales: '02 5550 1150', service: '02 5550 1151', hours: SHOWROOM },
  { code: 'HAV2064', name: 'Artarmon Haval', brand: 'Haval', domain: 'artarmonhaval', street: '401 Pacific Highway', suburb: 'Artarmon', state: 'NSW', postcode: '2064', lat: -33.8121, lng: 151.1859, sales: '02 5550 2064', service: '02 5550 2065', hours: WORKSHOP },
  { code: 'GWM2292', name: 'Hunter GWM', brand: 'GWM', domain: 'huntergwm', street: '45 Lambton Road', suburb: 'Broadmeadow', state: 'NSW', postcode: '2292', lat: -32.9236, lng: 151.7339, sales: '02 5550 2292', service: '02 5550 2293', hours: WORKSHOP },
  { code: 'GWM2609', name: 'Capital GWM', brand: 'GWM', domain: 'capitalgwm', street: '12 Wollongong Street', suburb: 'Fyshwick', state: 'ACT', postcode: '2609', lat: -35.3276, lng: 149.1711, sales: '02 5550 2609', service: '02 5550 2610', hours: APPOINTMENTS },
  { code: 'HAV2606', name: 'Woden Haval', brand: 'Haval', domain: 'wodenhaval', street: '7 Botany Street', suburb: 'Phillip', state: 'ACT', postcode: '2606', lat: -35.3455, lng: 149.0893, sales: '02 5550 2606', service: '02 5550 2607', hours: WORKSHOP },
  { code: 'GWM3040', name: 'Essendon GWM', brand: 'GWM', domain: 'essendongwm', street: '1130 Mount Alexander Road', suburb: 'Essendon', state: 'VIC', postcode: '3040', lat: -37.7536, lng: 144.9177, sales: '03 5550 3040', service: '03 5550 3041', hours: SHOWROOM },
  { code: 'HAV3175', name: 'Dandenong Haval', brand: 'Haval', domain: 'dandenonghaval', street: '150 Princes Highway', unit: 'Showroom 2', suburb: 'Dandenong', state: 'VIC', postcode: '3175', lat: -37.9843, lng: 145.2036, sales: '03 5550 3175', service: '03 5550 3176', hours: WORKSHOP },
  { code: 'GWM4127', name: 'Logan GWM', brand: 'GWM', domain: 'logangwm', street: '3350 Pacific Highway', suburb: 'Springwood', state: 'QLD', postcode: '4127', lat: -27.6123, lng: 153.1302, sales: '07 5550 4127', service: '07 5550 4128', hours: SHOWROOM },
  { code: 'HAV4030', name: 'Windsor Haval', brand: 'Haval', domain: 'windsorhaval', street: '320 Lutwyche Road', suburb: 'Windsor', state: 'QLD', postcode: '4030', lat: -27.4316, lng: 153.0301, sales: '07 5550 4030', service: '07 5550 4031', hours: WORKSHOP },
  { code: 'GWM4215', name: 'Gold Coast GWM', brand: 'GWM', domain: 'goldcoastgwm', street: '65 Ferry Road', suburb: 'Southport', state: 'QLD', postcode: '4215', lat: -27.9707, lng: 153.4015, sales: '07 5550 4215', service: '07 5550 4216', hours: SHOWROOM },
  { code: 'GWM6017', name: 'Osborne Park GWM', brand: 'GWM', domain: 'osborneparkgwm', street: '25 Scarborough Beach Road', suburb: 'Osborne Park', state: 'WA', postcode: '6017', lat: -31.9003, lng: 115.8150, sales: '08 5550 6017', service: '08 5550 6018', hours: WORKSHOP },
  { code: 'HAV6107', name: 'Cannington Haval', brand: 'Haval', domain: 'canningtonhaval', street: '1468 Albany Highway', suburb: 'Cannington', state: 'WA', postcode: '6107', lat: -32.0162, lng: 115.9372, sales: '08 5550 6107', service: '08 5550 6108', hours: WORKSHOP },
  { code: 'GWM5094', name: 'Gepps Cross GWM', brand: 'GWM', domain: 'geppscrossgwm', street: '750 Main North Road', suburb: 'Gepps Cross', state: 'SA', postcode: '5094', lat: -34.8455, lng: 138.6013, sales: '08 5550 5094', service: '08 5550 5095', hours: WORKSHOP },
  { code: 'HAV5007', name: 'Hindmarsh Haval', brand: 'Haval', domain: 'hindmarshhaval', street: '72 Port Road', suburb: 'Hindmarsh', state: 'SA', postcode: '5007', lat: -34.9081, lng: 138.5698, sales: '08 5550 5007', service: '08 5550 5008', hours: SHOWROOM },
  { code: 'GWM7009', name: 'Hobart GWM', brand: 'GWM', domain: 'hobartgwm', street: '180 Main Road', suburb: 'Moonah', state: 'TAS', postcode: '7009', lat: -42.8465, lng: 147.3010, sales: '03 5550 7009', service: '03 5550 7010', hours: WORKSHOP },
  // Closed when the franchise moved: disabled, so its postcodes are orphaned and owners who chose
  // it are asked to pick another dealer.
  { code: 'GWM0820', name: 'Top End GWM', brand: 'GWM', domain: 'topendgwm', street: '340 Stuart Highway', suburb: 'Winnellie', state: 'NT', postcode: '0820', lat: -12.4272, lng: 130.8845, sales: '08 5550 0820', service: '08 5550 0821', hours: WORKSHOP, enabled: false },
  { code: 'GWMNZ1061', name: 'Penrose GWM', brand: 'GWM', domain: 'penrosegwm', street: '520 Great South Road', suburb: 'Penrose', state: 'NZ', postcode: '1061', lat: -36.9118, lng: 174.8157, sales: '09 555 0161', service: '09 555 0162', hours: SHOWROOM },
  { code: 'HAVNZ0627', name: 'North Shore Haval', brand: 'Haval', domain: 'northshorehaval', street: '30 Wairau Road', suburb: 'Wairau Valley', state: 'NZ', postcode: '0627', lat: -36.7707, lng: 174.7419, sales: '09 555 0627', service: '09 555 0628', hours: WORKSHOP },
  { code: 'GWMNZ3200', name: 'Waikato GWM', brand: 'GWM', domain: 'waikatogwm', street: '1 Te Rapa Road', suburb: 'Te Rapa', state: 'NZ', postcode: '3200', lat: -37.7431, lng: 175.2330, sales: '07 555 0320', service: '07 555 0321', hours: WORKSHOP },
  { code: 'HAVNZ5010', name: 'Hutt Valley Haval', brand: 'Haval', domain: 'huttvalleyhaval', street: '25 Rutherford Street', suburb: 'Lower Hutt', state: 'NZ', postcode: '5010', lat: -41.2094, lng: 174.9053, sales: '04 555 0501', service: '04 555 0502', hours: SHOWROOM },
  { code: 'HAVNZ8024', name: 'Christchurch Haval', brand: 'Haval', domain: 'christchurchhaval', street: '66 Lincoln Road', suburb: 'Addington', state: 'NZ', postcode: '8024', lat: -43.5416, lng: 172.6195, sales: '03 555 0802', service: '03 555 0803', hours: WORKSHOP },
];

export const DEALERS: (typeof dealers.$inferInsert)[] = ENTRIES.map((d) => {
  const tld = d.state === 'NZ' ? 'example.co.nz' : 'example.com.au';
  return {
    name: d.name,
    website: `https://www.${d.domain}.${tld}`,
    brand: d.brand,
    email: `sales@${d.domain}.${tld}`,
    address_line_1: d.street,
    address_line_2: d.unit ?? null,
    suburb: d.suburb,
    state: d.state,
    postcode: d.postcode,
    country: d.state === 'NZ' ? 'NZ' : 'AU',
    dealer_code: d.code,
    lat: d.lat,
    lng: d.lng,
    sales_phone: d.sales,
    service_phone: d.service,
    acoustic_id: acousticId(`dealer:${d.code}`),
    enabled: d.enabled ?? true,
    dealer_hours: d.hours,
  };
});
