/** The pages the sandbox's demo user manages; the first has a linked Instagram business account. */
export const SANDBOX_PAGES = [
  {
    id: '100000000000001',
    name: 'Κλινική Demo – Αθήνα',
    category: 'Medical & Health',
    instagram: { id: '17840000000000001', name: 'Κλινική Demo', username: 'clinic.demo.athens' },
  },
  {
    id: '100000000000002',
    name: 'Κλινική Demo – Θεσσαλονίκη',
    category: 'Beauty, Cosmetic & Personal Care',
    instagram: null,
  },
] as const;

export const SANDBOX_USER_NAME = 'Demo Clinic';
