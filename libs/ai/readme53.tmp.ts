import { offlinePost } from './src/offline-post.ts';
const P = [
 ['In-clinic treatment', {productName:'Θεραπεία Υαλουρονικού Χειλιών', productDescription:'Ενέσιμο υαλουρονικό οξύ για τον όγκο και το περίγραμμα των χειλιών, από γιατρό στο ιατρείο.', categoryName:'Ενέσιμα', examplePosts:[]}],
 ['Device treatment', {productName:'Laser Αποτρίχωση Diode', productDescription:'Αποτρίχωση με laser διόδου για πρόσωπο και σώμα, σε συνεδρίες, από εκπαιδευμένο προσωπικό του κέντρου.', categoryName:'Laser', examplePosts:[]}],
 ['Cosmetic product', {productName:'Ορός Βιταμίνης C 15%', productDescription:'Ορός προσώπου με βιταμίνη C 15% και υαλουρονικό οξύ, με ελαφριά υφή. Εφαρμόζεται το πρωί κάτω από το αντηλιακό σας και δεν το αντικαθιστά.', categoryName:'Περιποίηση προσώπου', examplePosts:[]}],
 ['Consultation', {productName:'Δερματολογική Εκτίμηση Προσώπου', productDescription:'Επίσκεψη στο ιατρείο όπου ο δερματολόγος εξετάζει το δέρμα του προσώπου και προτείνει πρόγραμμα φροντίδας.', categoryName:'Συμβουλευτική', examplePosts:[]}],
 ['Device for home use', {productName:'Συσκευή LED Προσώπου', productDescription:'Συσκευή με φως LED για το πρόσωπο, για χρήση στο σπίτι.', categoryName:'Συσκευές', examplePosts:[]}],
 ["Medicine's public name", {productName:'Σιρόπι Βηχόλ', productDescription:'Μη συνταγογραφούμενο φάρμακο σε σιρόπι για τον ξηρό βήχα.', categoryName:'Φάρμακα', examplePosts:[]}],
] as const;
const DAYS = ['2026-12-04', '2026-12-13', '2026-12-25'];
const MONTH = ['', 'Ιανουαρίου','Φεβρουαρίου','Μαρτίου','Απριλίου','Μαΐου','Ιουνίου','Ιουλίου','Αυγούστου','Σεπτεμβρίου','Οκτωβρίου','Νοεμβρίου','Δεκεμβρίου'];
const out: string[] = [];
for (const [label, p] of P) {
  out.push(`#### ${label}: «${p.productName}»\n\nCategory «${p.categoryName}», description «${p.productDescription}»\n`);
  const posts: string[] = [];
  for (let d = 1; d <= 30; d += 3) {
    const date = `2026-12-${String(d).padStart(2, '0')}`;
    const text = offlinePost({ ...p, examplePosts: [...p.examplePosts], companyName:'Κλινική Αισθητικής Ελπίδα', location:'Θεσσαλονίκη', platform:'instagram', contact:{ telephone:'2310 555 123' }, variant: date, date, recentPosts: posts.slice() });
    posts.push(text);
    if (DAYS.includes(date)) out.push(`**${Number(date.slice(8))} ${MONTH[Number(date.slice(5,7))]} 2026**\n\n\`\`\`text\n${text}\n\`\`\`\n`);
  }
}
console.log(out.join('\n'));
