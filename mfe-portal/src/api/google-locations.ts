import type { GoogleLocationsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const googleLocationsKey = routePath('GET /api/google/locations');

/** GET /api/google/locations: the Google connection and its locations, the chosen ones marked. */
export const useGoogleLocations = () =>
  useSWR<GoogleLocationsResponse>(googleLocationsKey, () => apiRequest('GET /api/google/locations'));

/** Whether the account's posts go to a Google location: connected, with one location chosen or more. */
export function useGoesToGoogle(): boolean {
  const { data } = useGoogleLocations();
  return Boolean(data?.connected && data.locations.some((location) => location.selected));
}
