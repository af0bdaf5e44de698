import { shortPlaceName } from '../lib/regions/place-name';

/** Where along its route a parcel is scanned. */
export type ScanSite = 'origin' | 'originHub' | 'destHub' | 'dest';

/** The ends of an order as scans name them (official region names). */
export interface RouteEnds {
  senderCity: string;
  senderDistrict: string;
  receiverCity: string;
  receiverDistrict: string;
}

/**
 * The location and network a scan at a site of the route shows: the pickup or delivery point
 * (city and district) or the hub of the city, with names short as on a label ('Jakarta Barat').
 *
 * @example
 * scanPlace(order, 'originHub'); // { location: 'Jakarta Barat', networkName: 'Hub Jakarta Barat' }
 */
export function scanPlace(ends: RouteEnds, site: ScanSite): { location: string; networkName: string } {
  const origin = shortPlaceName(ends.senderCity);
  const destination = shortPlaceName(ends.receiverCity);
  switch (site) {
    case 'origin':
      return { location: origin, networkName: `${origin} ${ends.senderDistrict}` };
    case 'originHub':
      return { location: origin, networkName: `Hub ${origin}` };
    case 'destHub':
      return { location: destination, networkName: `Hub ${destination}` };
    case 'dest':
      return { location: destination, networkName: `${destination} ${ends.receiverDistrict}` };
  }
}
