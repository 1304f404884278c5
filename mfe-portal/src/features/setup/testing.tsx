import type { CompanyInfo } from '@studio/contracts';
import { landing, renderWithProviders } from '@studio/web/testing';
import { Route } from 'react-router-dom';
import { SetupScreen } from './components/setup-screen.tsx';

/** A company as GET /api/v2/company-info answers it once saved, with `overrides` on top (test code only). */
export const savedCompany = (overrides: Partial<CompanyInfo> = {}): CompanyInfo => ({
  id: 1,
  accountId: 7,
  companyName: 'Κλινική Αθηνών',
  location: 'Αθήνα',
  postFrequencyDays: 3,
  scheduledTime: '18:30',
  logoUrl: null,
  timeZone: 'Europe/Athens',
  telephone: null,
  bookingUrl: null,
  address: null,
  website: null,
  taxId: null,
  responsibleDoctor: null,
  doctorRegistration: null,
  ...overrides,
});

/** The setup step at `url`, with the screens it leads to (test code only). */
export function openSetup(url = '/portal/setup') {
  return renderWithProviders(
    url,
    <>
      <Route path="/:prefix/setup" element={<SetupScreen />} />
      {landing('/:prefix/products')}
      {landing('/business/login')}
    </>,
  );
}
