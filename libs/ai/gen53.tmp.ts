import { offlinePost, composePost } from './src/offline-post.ts';
import { sentenceProblems, areasOf } from './src/sentence-checks.ts';
import { extractSheet } from './src/product-sheet.ts';
import { misplacedLines } from './src/dated-lines.ts';
const P = [
 {productName:'Θεραπεία Υαλουρονικού Χειλιών', productDescription:'Ενέσιμο υαλουρονικό οξύ για τον όγκο και το περίγραμμα των χειλιών, από γιατρό στο ιατρείο.', categoryName:'Ενέσιμα', examplePosts:['Χείλη με φυσική όψη, στο ιατρείο μας. #fillers #χείλη']},
 {productName:'Laser Αποτρίχωση Diode', productDescription:'Αποτρίχωση με laser διόδου για πρόσωπο και σώμα, σε συνεδρίες, από εκπαιδευμένο προσωπικό του κέντρου.', categoryName:'Laser', examplePosts:[]},
 {productName:'Ορός Βιταμίνης C 15%', productDescription:'Ορός προσώπου με βιταμίνη C 15% και υαλουρονικό οξύ, με ελαφριά υφή. Εφαρμόζεται το πρωί κάτω από το αντηλιακό σας και δεν το αντικαθιστά.', categoryName:'Περιποίηση προσώπου', examplePosts:[]},
 {productName:'Δερματολογική Εκτίμηση Προσώπου', productDescription:'Επίσκεψη στο ιατρείο όπου ο δερματολόγος εξετάζει το δέρμα του προσώπου και προτείνει πρόγραμμα φροντίδας.', categoryName:'Συμβουλευτική', examplePosts:[]},
 {productName:'Σιρόπι Βηχόλ', productDescription:'Μη συνταγογραφούμενο φάρμακο σε σιρόπι για τον ξηρό βήχα.', categoryName:'Φάρμακα', examplePosts:[]},
];
const which = process.argv[2] ? [Number(process.argv[2])] : [0,1,2,3,4];
const contact = process.argv[3] === 'link' ? { bookingUrl: 'https://elpida.gr/rantevou' } : { telephone: '2310 555 123' };
const t0 = Date.now();
for (const i of which) {
  const p = P[i]!;
  const sheet = extractSheet(p);
  const posts: string[] = [];
  for (let d = 1; d <= 30; d++) {
    const date = `2026-12-${String(d).padStart(2,'0')}`;
    const input = { ...p, companyName:'Κλινική Αισθητικής Ελπίδα', location:'Θεσσαλονίκη', platform:'instagram' as const, contact, variant: date, date, recentPosts: posts.slice(-30) };
    const text = offlinePost(input);
    posts.push(text);
    const probs = sentenceProblems(text, sheet, p.productName);
    const mis = misplacedLines(text, date);
    if (process.env.SHOW || probs.length || mis.length) console.log(`--- ${p.productName} ${date} ${composePost(input).postKind} areas=${[...areasOf(text)]}\n${text}\n${probs.map(x=>'!! '+x.problem+' <'+x.sentence).join('\n')}${mis.map(m=>'!! MISPLACED '+m.line).join('\n')}`);
  }
  const words = posts.map(t=>t.split(/\s+/).length);
  console.log(p.productName, 'avg words', words.reduce((a,b)=>a+b,0)/words.length, 'areas', [...new Set(posts.map(t=>[...areasOf(t)].sort().join('+')))]);
}
console.log('ms', Date.now()-t0);
