import { offlinePost } from './src/offline-post.ts';
import { bodyOverlap } from './src/variety.ts';
const P = [
 {productName:'Θεραπεία Υαλουρονικού Χειλιών', productDescription:'Ενέσιμο υαλουρονικό οξύ για τον όγκο και το περίγραμμα των χειλιών, από γιατρό στο ιατρείο.', categoryName:'Ενέσιμα', examplePosts:[]},
 {productName:'Laser Αποτρίχωση Diode', productDescription:'Αποτρίχωση με laser διόδου για πρόσωπο και σώμα, σε συνεδρίες, από εκπαιδευμένο προσωπικό του κέντρου.', categoryName:'Laser', examplePosts:[]},
 {productName:'Ορός Βιταμίνης C 15%', productDescription:'Ορός προσώπου με βιταμίνη C 15% και υαλουρονικό οξύ, με ελαφριά υφή. Εφαρμόζεται το πρωί κάτω από το αντηλιακό σας και δεν το αντικαθιστά.', categoryName:'Περιποίηση προσώπου', examplePosts:[]},
 {productName:'Δερματολογική Εκτίμηση Προσώπου', productDescription:'Επίσκεψη στο ιατρείο όπου ο δερματολόγος εξετάζει το δέρμα του προσώπου και προτείνει πρόγραμμα φροντίδας.', categoryName:'Συμβουλευτική', examplePosts:[]},
];
const sig='Κλινική Αισθητικής Ελπίδα · Θεσσαλονίκη';
for (const p of P) {
  const texts: string[] = [];
  const base = { ...p, companyName:'Κλινική Αισθητικής Ελπίδα', location:'Θεσσαλονίκη', platform:'instagram' as const, contact:{telephone:'2310 555 123'}, date:'2026-12-10' };
  texts.push(offlinePost({ ...base, variant: '2026-12-10' }));
  for (let i = 0; i < 6; i++) texts.push(offlinePost({ ...base, variant: `regen-${i}`, recentPosts: texts.slice() }));
  const o: number[] = [];
  for (let i=0;i<texts.length;i++) for (let j=i+1;j<texts.length;j++) o.push(bodyOverlap(texts[i]!, texts[j]!, sig));
  console.log(p.productName, 'max', Math.max(...o).toFixed(2), 'consecutive', texts.slice(1).map((t,i)=>bodyOverlap(texts[i]!, t, sig).toFixed(2)).join(' '));
}
