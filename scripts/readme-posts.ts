/**
 * The README's three posts of each kind of product, as the offline writer writes them today: `npx tsx
 * scripts/readme-posts.ts --write` puts them in README.md, and readme-posts.test.ts fails when README
 * shows posts the writer no longer writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { offlinePost } from '@studio/ai';

const README = fileURLToPath(new URL('../README.md', import.meta.url));

const CLINIC = {
  companyName: 'Κλινική Αισθητικής Ελπίδα',
  location: 'Θεσσαλονίκη',
  telephone: '2310 555 123',
  doctor: 'Ελένη Γεωργίου',
};

const KINDS = [
  [
    'In-clinic treatment',
    'Θεραπεία Υαλουρονικού Χειλιών',
    'Ενέσιμα',
    'Ενέσιμο υαλουρονικό οξύ για τον όγκο και το περίγραμμα των χειλιών, από γιατρό στο ιατρείο.',
  ],
  [
    'Device treatment',
    'Laser Αποτρίχωση Diode',
    'Laser',
    'Αποτρίχωση με laser διόδου για πρόσωπο και σώμα, σε συνεδρίες, από εκπαιδευμένο προσωπικό του κέντρου.',
  ],
  [
    'Cosmetic product',
    'Ορός Βιταμίνης C 15%',
    'Περιποίηση προσώπου',
    'Ορός προσώπου με βιταμίνη C 15% και υαλουρονικό οξύ, με ελαφριά υφή. Εφαρμόζεται το πρωί κάτω από το αντηλιακό σας και δεν το αντικαθιστά.',
  ],
  [
    'Consultation',
    'Δερματολογική Εκτίμηση Προσώπου',
    'Συμβουλευτική',
    'Επίσκεψη στο ιατρείο όπου ο δερματολόγος εξετάζει το δέρμα του προσώπου και προτείνει πρόγραμμα φροντίδας.',
  ],
  [
    'Device for home use',
    'Συσκευή LED Προσώπου',
    'Συσκευές',
    'Συσκευή με φως LED για το πρόσωπο, για χρήση στο σπίτι.',
  ],
  [
    "Medicine's public name",
    'Σιρόπι Βηχόλ',
    'Φάρμακα',
    'Μη συνταγογραφούμενο φάρμακο σε σιρόπι για τον ξηρό βήχα.',
  ],
] as const;

/** The days of December 2026 the README shows, of a post every three days from the 1st. */
const SHOWN = [4, 16, 28];

/** The section as the writer writes it today, from its first line to the heading after it. */
export function readmePosts(): string {
  const lines = [
    `Three posts of each kind of product, as the offline writer writes them (of «${CLINIC.companyName}», ${CLINIC.location}, telephone ${CLINIC.telephone}, responsible doctor ${CLINIC.doctor}, a post every three days in December 2026, each told the ones before it; written by \`scripts/readme-posts.ts\`, which \`scripts/readme-posts.test.ts\` checks against this page):`,
    '',
  ];
  for (const [kind, productName, categoryName, productDescription] of KINDS) {
    lines.push(`##### ${kind}: «${productName}»`, '');
    lines.push(`Category «${categoryName}», description «${productDescription}»`, '');
    const written: string[] = [];
    for (let day = 1; day <= 28; day += 3) {
      const date = `2026-12-${String(day).padStart(2, '0')}`;
      const text = offlinePost({
        productName,
        categoryName,
        productDescription,
        examplePosts: [],
        companyName: CLINIC.companyName,
        location: CLINIC.location,
        platform: 'instagram',
        variant: date,
        date,
        doctor: CLINIC.doctor,
        contact: { telephone: CLINIC.telephone },
        recentPosts: [...written].reverse(),
      });
      written.push(text);
      if (SHOWN.includes(day)) lines.push(`**${day} Δεκεμβρίου 2026**`, '', '```text', text, '```', '');
    }
  }
  return lines.join('\n');
}

const START = 'Three posts of each kind of product, as the offline writer writes them';
const END = '### The AI budget';

/** README's section of the posts, as the page shows it. */
export function readmeSection(readme = readFileSync(README, 'utf8')): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error('README.md has no section of the writer’s posts');
  return readme.slice(start, end);
}

if (process.argv.includes('--write')) {
  const readme = readFileSync(README, 'utf8');
  writeFileSync(README, readme.replace(readmeSection(readme), readmePosts()));
}
