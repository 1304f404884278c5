/**
 * What each sandbox user (a business account in svc-social) manages on Google: a personal account with
 * one location and a location group with two more, one of them not verified, each with reviews, so
 * one login shows several businesses and locations as a clinic group's would.
 */
export type SandboxAccount = { name: string; accountName: string; type: 'PERSONAL' | 'LOCATION_GROUP' };

export type SandboxLocation = {
  /** The account it is under (v4's accounts/{a}/locations/{l} needs the right one). */
  account: string;
  /** The Business Information API's name: locations/{id}. */
  name: string;
  title: string;
  storefrontAddress: { addressLines: string[]; locality: string; postalCode: string; regionCode: 'GR' };
  phoneNumbers: { primaryPhone: string };
  websiteUri: string;
  metadata: { mapsUri: string; placeId: string; hasVoiceOfMerchant: boolean };
};

export type SandboxReview = {
  reviewId: string;
  reviewer: { displayName: string; isAnonymous: boolean };
  starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment: string;
  createTime: string;
};

export const accountsOf = (userKey: number): SandboxAccount[] => [
  {
    name: `accounts/${100_000 + userKey * 10}`,
    accountName: 'Δοκιμαστικός χρήστης Google',
    type: 'PERSONAL',
  },
  { name: `accounts/${100_000 + userKey * 10 + 1}`, accountName: 'Όμιλος κλινικών', type: 'LOCATION_GROUP' },
];

export function locationsOf(userKey: number): SandboxLocation[] {
  const [personal, group] = accountsOf(userKey).map((a) => a.name);
  const location = (
    account: string | undefined,
    n: number,
    title: string,
    locality: string,
    verified = true,
  ): SandboxLocation => {
    const id = `${700_000 + userKey * 10 + n}`;
    return {
      account: account ?? '',
      name: `locations/${id}`,
      title,
      storefrontAddress: {
        addressLines: [`Λεωφόρος Δοκιμών ${n + 1}`],
        locality,
        postalCode: `1${n}5 62`,
        regionCode: 'GR',
      },
      phoneNumbers: { primaryPhone: `+30 210 000 00${n}${n}` },
      websiteUri: 'https://clinic.example',
      metadata: {
        mapsUri: `https://maps.google.com/maps?cid=${id}`,
        placeId: `ChIJsandbox${id}`,
        hasVoiceOfMerchant: verified,
      },
    };
  };
  return [
    location(personal, 0, 'Κλινική Δοκιμών – Κέντρο', 'Αθήνα'),
    location(group, 1, 'Κλινική Δοκιμών – Γλυφάδα', 'Γλυφάδα'),
    location(group, 2, 'Κλινική Δοκιμών – Κηφισιά', 'Κηφισιά', false),
  ];
}

/** The reviews a location starts with (the same for each user, by location). */
export const reviewsOf = (location: SandboxLocation): SandboxReview[] => {
  const id = location.name.split('/')[1];
  return [
    {
      reviewId: `r${id}a`,
      reviewer: { displayName: 'Μαρία Παπαδοπούλου', isAnonymous: false },
      starRating: 'FIVE',
      comment: 'Πολύ ευγενικό προσωπικό και καθαρός χώρος. Το συνιστώ!',
      createTime: '2026-11-20T09:30:00Z',
    },
    {
      reviewId: `r${id}b`,
      reviewer: { displayName: 'Γιώργος Νικολάου', isAnonymous: false },
      starRating: 'FOUR',
      comment: 'Έκανα θεραπεία με botox και είμαι ικανοποιημένος από το αποτέλεσμα.',
      createTime: '2026-11-22T14:05:00Z',
    },
    {
      reviewId: `r${id}c`,
      reviewer: { displayName: 'Ανώνυμος', isAnonymous: true },
      starRating: 'TWO',
      comment: 'Περίμενα σαράντα λεπτά στην αναμονή.',
      createTime: '2026-11-25T18:40:00Z',
    },
  ];
};

export const STAR_NUMBER = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;
