import { offlinePost } from './src/offline-post.ts';
const p = {productName:'Laser Αποτρίχωση Diode', productDescription:'Αποτρίχωση με laser διόδου για πρόσωπο και σώμα, σε συνεδρίες, από εκπαιδευμένο προσωπικό του κέντρου.', categoryName:'Laser', examplePosts:[]};
const posts: string[] = []; const t0 = performance.now();
for (let d = 1; d <= 30; d++) { const date = `2026-12-${String(d).padStart(2,'0')}`; posts.push(offlinePost({ ...p, companyName:'Κλινική', location:'Θεσσαλονίκη', platform:'instagram', contact:{telephone:'2310 555 123'}, variant: date, date, recentPosts: posts })); }
console.log('period ms', performance.now()-t0);
