// @vitest-environment happy-dom
import type { GoogleLocation } from '@studio/contracts';
import { lightTheme } from '@studio/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { GooglePreview } from './google-preview.tsx';

const location = (fields: Partial<GoogleLocation>): GoogleLocation => ({
  name: 'accounts/101/locations/201',
  title: 'Κλινική Δοκιμών – Γλυφάδα',
  accountName: 'Κλινική Δοκιμών',
  address: 'Λαζαράκη 10, Γλυφάδα',
  phone: '+30 210 1234567',
  websiteUri: 'https://klinik.example.com',
  verified: true,
  selected: true,
  ...fields,
});

function show(props: Partial<Parameters<typeof GooglePreview>[0]> = {}) {
  render(
    <ThemeProvider theme={lightTheme}>
      <GooglePreview
        locations={[location({})]}
        content="Ο ορός βιταμίνης C για λάμψη."
        imageUrls={['/uploads/a.png', '/uploads/b.png']}
        topic={null}
        bookingUrl={null}
        {...props}
      />
    </ThemeProvider>,
  );
  return screen.getByRole('article', { name: 'Προεπισκόπηση στο Google' });
}

describe('the Google post preview', () => {
  afterEach(cleanup);

  it('heads with the location, shows one photo and the button the post will carry', () => {
    const preview = show({
      bookingUrl: 'https://book.example.com/k',
      locations: [location({}), location({ name: 'accounts/101/locations/202', title: 'Κέντρο' })],
    });
    expect(preview).toHaveTextContent('Κλινική Δοκιμών – Γλυφάδα');
    expect(preview).toHaveTextContent('και σε 1 ακόμη τοποθεσία');
    expect(preview.querySelectorAll('img')).toHaveLength(1);
    expect(preview).toHaveTextContent('Κράτηση');
  });

  it('calls the location’s telephone without a booking link, and learns more on its website without either', () => {
    expect(show()).toHaveTextContent('Κλήση');
    cleanup();
    expect(show({ locations: [location({ phone: null })] })).toHaveTextContent('Μάθετε περισσότερα');
  });

  it('shows an offer’s title, dates, coupon and terms, and no button of its own', () => {
    const preview = show({
      bookingUrl: 'https://book.example.com/k',
      topic: {
        kind: 'offer',
        title: 'Δώρο η πρώτη εκτίμηση',
        startsAt: '2026-12-01T09:00',
        endsAt: '2026-12-24T20:00',
        couponCode: 'GLOW',
        terms: 'Ισχύει για νέους πελάτες.',
        redeemUrl: null,
      },
    });
    expect(preview).toHaveTextContent('Προσφορά');
    expect(preview).toHaveTextContent('Δώρο η πρώτη εκτίμηση');
    expect(preview).toHaveTextContent('1/12, 09:00 – 24/12, 20:00');
    expect(preview).toHaveTextContent('Κωδικός: GLOW');
    expect(preview).toHaveTextContent('Ισχύει για νέους πελάτες.');
    expect(preview).not.toHaveTextContent('Κράτηση');
  });
});
