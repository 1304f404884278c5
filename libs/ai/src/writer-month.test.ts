/**
 * A fresh month, read as the outside editor read May 2027: four products the writer was not written for,
 * one of each kind, one post a day through Holy Saturday, Easter, St George on Easter Monday and
 * Mother's Day. Each rule the editor asked for is one test: the description's facts whole and rotated,
 * advice of the product's kind, no glued bridges, greetings placed apart and in the week's tone, the doctor
 * with the specialty the clinic's texts give, and addresses an Instagram caption can carry.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { greetingFor, opensWithGreeting } from './greeting-plan.ts';
import { offlinePost } from './offline-post.ts';
import { kindOf } from './product-facts.ts';
import { CLINIC, clinicInput, clinicMonth, proseOf } from './testing/clinic-month.ts';
import { sentenceKey, sentencesOf } from './variety.ts';
import type { PostInput } from './writer.ts';

type Product = Pick<PostInput, 'productName' | 'productDescription' | 'categoryName' | 'examplePosts'>;

const CREAM: Product = {
  productName: 'Ενυδατική Κρέμα Κεραμιδίων',
  productDescription:
    'Πλούσια ενυδατική κρέμα προσώπου με κεραμίδια και γλυκερίνη, για ξηρή επιδερμίδα. Εφαρμόζεται πρωί και βράδυ σε καθαρό δέρμα και ανανεώνεται στα χέρια μετά από κάθε πλύσιμο.',
  categoryName: 'Ενυδάτωση',
  examplePosts: [],
};
const MESO: Product = {
  productName: 'Μεσοθεραπεία Προσώπου',
  productDescription:
    'Επιφανειακές μικροενέσεις με υαλουρονικό οξύ και βιταμίνες για την ενυδάτωση του δέρματος του προσώπου, σε 3 έως 4 συνεδρίες, από δερματολόγο στο ιατρείο.',
  categoryName: 'Θεραπείες προσώπου',
  examplePosts: [],
};
const LASER: Product = {
  productName: 'Αποτρίχωση Laser Διόδου',
  productDescription:
    'Αποτρίχωση με laser διόδου για το πρόσωπο και το σώμα, σε 6 έως 8 συνεδρίες, από εκπαιδευμένο προσωπικό στο ιατρείο.',
  categoryName: 'Laser',
  examplePosts: [],
};
const TRICHOSCOPY: Product = {
  productName: 'Τριχοσκόπηση',
  productDescription:
    'Εξέταση του τριχωτού της κεφαλής με ψηφιακό τριχοσκόπιο από δερματολόγο: μεγεθύνουμε και φωτογραφίζουμε τις τρίχες και το δέρμα της κεφαλής.',
  categoryName: 'Δερματολογία',
  examplePosts: [],
};
const PRODUCTS = [CREAM, MESO, LASER, TRICHOSCOPY];
const TELEPHONE = CLINIC.telephone;
const SIGNATURE = CLINIC.signature;

/** May 2027, one post a day, the products in turn, each told the month so far (newest first). */
const month = clinicMonth('2027-05', 31, PRODUCTS);
/** The posts that sell a product: all but a feast's own post (Easter Sunday). */
const selling = month.filter(({ date }) => greetingFor(date, []).place !== 'only');
const ofProduct = (product: Product) => selling.filter((post) => post.product === product);
const postOn = (date: string) => month.find((post) => post.date === date)!;
const prose = proseOf;

describe('a fresh month, as the outside editor reads it', () => {
  it('has a product of each kind', () => {
    expect(PRODUCTS.map(kindOf)).toEqual(['cosmetic', 'treatment', 'device-treatment', 'consultation']);
  });

  it('says a fact of the description or the sourced table in every post, several facts across the month', () => {
    for (const { product, composed, text } of selling) {
      const claims = composed.parts.map((part) => part.claim ?? '');
      expect(
        // What it does (its description's «για …», in the writer's words) and what a visit looks at or
        // leaves with (read from the description into the sheet) stand for a description's fact the month
        // has said twice already.
        claims.some(
          (claim) =>
            claim.startsWith('fact:desc-') ||
            claim.startsWith('knows:') ||
            /^fact:(?:does|examines|leavesWith)$/u.test(claim),
        ),
        `${product.productName}\n${text}`,
      ).toBe(true);
    }
    // Rotated: the month says several of the description's facts, and more than one sentence of each.
    for (const product of PRODUCTS) {
      const parts = ofProduct(product).flatMap(({ composed }) =>
        composed.parts.filter((part) => part.claim?.startsWith('fact:desc-')),
      );
      expect(new Set(parts.map((part) => part.claim)).size, product.productName).toBeGreaterThanOrEqual(2);
      expect(new Set(parts.map((part) => part.text)).size, product.productName).toBeGreaterThanOrEqual(5);
    }
    // The concrete facts an editor looks for, each said in the month.
    const all = (product: Product) =>
      ofProduct(product)
        .map(({ text }) => text)
        .join('\n');
    expect(all(MESO)).toMatch(/3 έως 4/u);
    expect(all(MESO)).toMatch(/από δερματολόγο|δερματολόγος/u);
    expect(all(LASER)).toMatch(/6 έως 8/u);
    expect(all(LASER)).toMatch(/εκπαιδευμένο προσωπικό/u);
    expect(all(TRICHOSCOPY)).toMatch(/ψηφιακό τριχοσκόπιο/u);
    expect(all(CREAM)).toMatch(/πρωί και βράδυ/u);
  });

  it('says no sentence of the description twice in a month, and none whole', () => {
    const descriptions = PRODUCTS.flatMap((product) =>
      product.productDescription.split(/(?<=\.)\s+/u).map((sentence) => sentenceKey(sentence)),
    );
    for (const product of PRODUCTS) {
      const said = ofProduct(product).flatMap(({ composed }) =>
        composed.parts
          .filter((part) => part.claim?.startsWith('fact:desc-'))
          .flatMap((part) => sentencesOf(part.text).map(sentenceKey)),
      );
      expect(
        said.filter((sentence, i) => said.indexOf(sentence) !== i),
        product.productName,
      ).toEqual([]);
    }
    for (const { text } of month)
      for (const sentence of sentencesOf(text, SIGNATURE))
        expect(descriptions, sentence).not.toContain(sentenceKey(sentence.replace(/^✅\s*/u, '')));
  });

  it('puts no fact in a slot that breaks the grammar', () => {
    for (const { text } of month)
      expect(text).not.toMatch(/(?:έχει|Στην επίσκεψη:|Στο ραντεβού:|Σύνθεση:) (?:\p{L}+(?:ουμε|άμε))/u);
  });

  it('answers how a product is used with what its description says, never with the package', () => {
    for (const { text } of ofProduct(CREAM)) expect(text).not.toMatch(/συσκευασ[^.]*(?:πώς|πότε)/u);
  });

  it('gives home-use advice only to a product used at home, and an examination its own words', () => {
    for (const product of [MESO, LASER])
      for (const { text } of ofProduct(product))
        expect(text, text).not.toMatch(
          /λίγα βράδια|η χρήση γίνεται|στη ρουτίνα σας|οδηγίες της συσκευασίας/u,
        );
    for (const { text } of ofProduct(TRICHOSCOPY))
      expect(text, text).not.toMatch(
        /προϊόντα που χρησιμοποιείτε|κουβέντ|έχετε (?:ήδη )?δοκιμάσει|ραντεβού γνωριμίας/u,
      );
  });

  it('says no myth about the clinic and no fact nobody gave', () => {
    for (const { text } of month) {
      expect(text).not.toMatch(
        /ερωτήσεις ενοχλούν|διαδίκτυο ισχύει|φίλη σας ισχύει και για εσάς\.\nΑλήθεια: η εκτίμηση/u,
      );
      expect(text).not.toMatch(
        /ήσυχο δωμάτιο|αδιαθετ|ησυχία το απόγευμα|όποτε σας βολεύει\.|ζαχαροκάλαμ|ψευδαργύρ/u,
      );
      // «την ίδια μέρα» only in a question the reader asks («Μπορώ να αποφασίσω την ίδια μέρα;»).
      for (const line of text.split('\n').filter((l) => !l.startsWith('❓')))
        expect(line).not.toMatch(/την ίδια μέρα/u);
    }
  });

  it('glues no clinic paragraph to the product with a bridge, and writes about the product', () => {
    for (const { text } of month)
      expect(text).not.toMatch(
        /Η ίδια ομάδα|Το ίδιο απλό είναι|Αυτά κρατάμε και|Με τον ίδιο τρόπο|Τους ίδιους ανθρώπους|Αυτή η ομάδα σας περιμένει|Με την ίδια φροντίδα/u,
      );
    // At most one post about the clinic in any eight, none for the cosmetic.
    const clinic = selling.map(({ composed }) => ['team', 'behind-the-scenes'].includes(composed.postKind));
    for (let i = 0; i + 8 <= clinic.length; i++)
      expect(clinic.slice(i, i + 8).filter(Boolean).length).toBeLessThanOrEqual(1);
    for (const { composed } of ofProduct(CREAM))
      expect(['team', 'behind-the-scenes']).not.toContain(composed.postKind);
  });

  it('opens at most one post in any three with a greeting, and names the feast it greets', () => {
    for (let i = 0; i + 3 <= month.length; i++)
      expect(
        month.slice(i, i + 3).filter(({ text }) => opensWithGreeting(text)).length,
        month[i]!.date,
      ).toBeLessThanOrEqual(1);
    for (const { text } of month) {
      const first = text.split('\n\n')[0]!;
      if (/γιορτάζουν/u.test(first)) expect(first).toMatch(/(?:του|της|των) \p{Lu}/u);
    }
  });

  it('keeps Holy Saturday quiet, gives Easter Sunday a wish alone, and knows St George and Mother’s Day', () => {
    const saturday = postOn('2027-05-01').text;
    expect(saturday).not.toMatch(/Πρωτομαγιά/u);
    expect(saturday).toMatch(/καλή Ανάσταση/iu);
    expect(saturday).not.toMatch(/📞|🔗|💬/u);
    const easter = postOn('2027-05-02').text;
    expect(easter).toMatch(/^Χριστός Ανέστη!/u);
    expect(easter).not.toMatch(/ραντεβού|📞|🔗|💬|Peeling|Μεσοθεραπεία|Κρέμα/iu);
    expect(postOn('2027-05-03').text.split('\n\n')[0]).toMatch(/Αγίου Γεωργίου/u);
    expect(postOn('2027-05-09').text.split('\n\n')[0]).toMatch(/μητέρες/u);
  });

  it('names the doctor with the specialty the clinic’s texts give, and invents none', () => {
    const named = month
      .flatMap(({ text }) => text.split(/(?<=[.;!])\s/u))
      .filter((s) => /Νίκος Αλεξίου/u.test(s));
    expect(named.length).toBeGreaterThan(0);
    for (const sentence of named) expect(sentence).toMatch(/δερματολόγος(?: μας,)? (?:ο )?Νίκος Αλεξίου/u);
    // A clinic whose texts name no specialty: the doctor is «ο γιατρός».
    const elsewhere = Array.from({ length: 6 }, (_, i) =>
      offlinePost({
        ...clinicInput(
          { ...LASER, productDescription: 'Αποτρίχωση με laser διόδου, σε 6 έως 8 συνεδρίες, από γιατρό.' },
          `2027-06-0${i + 1}`,
          [],
        ),
        companyName: 'Κλινική Αισθητικής Ελπίδα',
      }),
    );
    for (const text of elsewhere) expect(text).not.toMatch(/δερματολόγ/u);
  });

  it('gives the telephone in every call to action and an address a caption can carry', () => {
    for (const { text } of selling.filter(({ date }) => !greetingFor(date, []).quiet)) {
      const cta = text.split('\n\n').find((paragraph) => /^(?:📞|🔗|💬)/u.test(paragraph));
      expect(cta, text).toContain(TELEPHONE);
      expect(cta).not.toMatch(/https?:|εδώ|\.\S*\.$|rantevou\./u);
    }
    for (const { text } of month) expect(prose(text)).not.toMatch(/https?:\/\/\S+\./u);
  });
});

/**
 * June 2027, read as the editor read it: a retinol night cream, a fractional CO2 laser, an acne assessment
 * and a home cleansing brush, each with the facts a real description gives, and lip injections of
 * another kind; Father's Day and Pentecost Monday (Αγίου Πνεύματος, a public holiday) on the 20th and 21st.
 */
const RETINOL: Product = {
  productName: 'Κρέμα Νύχτας Ρετινόλης 0.3%',
  productDescription:
    'Κρέμα νύχτας με ρετινόλη 0.3% και νιασιναμίδη για λεπτές ρυτίδες και ανομοιόμορφη υφή. Εφαρμόζεται το βράδυ σε καθαρό και στεγνό δέρμα, αρχικά 2-3 φορές την εβδομάδα. Δεν συνιστάται στην εγκυμοσύνη και στον θηλασμό. Το πρωί απαραίτητο το αντηλιακό.',
  categoryName: 'Αντιγήρανση',
  examplePosts: [],
};
const CO2: Product = {
  productName: 'Κλασματικό Laser CO2',
  productDescription:
    'Θεραπεία ανάπλασης με κλασματικό laser CO2 για ουλές ακμής, λεπτές ρυτίδες και ανομοιόμορφη υφή του προσώπου. Γίνεται από δερματολόγο στο ιατρείο, με τοπική αναισθητική κρέμα. Μετά τη συνεδρία το δέρμα είναι κόκκινο για 3 έως 5 ημέρες. Συνήθως χρειάζονται 2 έως 3 συνεδρίες με απόσταση 6 εβδομάδων.',
  categoryName: 'Laser',
  examplePosts: [],
};
const ACNE: Product = {
  productName: 'Εκτίμηση Ακμής',
  productDescription:
    'Εξέταση του δέρματος από δερματολόγο για ακμή σε εφήβους και ενήλικες: ιστορικό, εξέταση των βλαβών και φωτογράφιση. Φεύγετε με γραπτό πλάνο θεραπείας και ρουτίνας περιποίησης.',
  categoryName: 'Δερματολογία',
  examplePosts: [],
};
const BRUSH: Product = {
  productName: 'Ηλεκτρική Βούρτσα Καθαρισμού Προσώπου',
  productDescription:
    'Συσκευή καθαρισμού προσώπου για το σπίτι με μαλακές τρίχες σιλικόνης. Αδιάβροχη, με δύο ταχύτητες και επαναφορτιζόμενη μπαταρία με καλώδιο USB. Χρησιμοποιείται πρωί και βράδυ για ένα λεπτό με το καθαριστικό σας.',
  categoryName: 'Συσκευές',
  examplePosts: [],
};
const LIPS: Product = {
  productName: 'Ενέσεις Υαλουρονικού Χειλιών',
  productDescription:
    'Ενέσεις υαλουρονικού οξέος στα χείλη για ενυδάτωση και περίγραμμα, από γιατρό στο ιατρείο. Το αποτέλεσμα διαρκεί 6 έως 12 μήνες. Μετά μπορεί να υπάρξει ελαφρύ οίδημα για 1-2 ημέρες.',
  categoryName: 'Ενέσιμες θεραπείες',
  examplePosts: [],
};
const JUNE_PRODUCTS = [RETINOL, CO2, ACNE, BRUSH];

/** A whole month of `products` in turn, one post a day, each told the month so far (newest first). */
const monthOf = (yearMonth: string, products: readonly Product[]) =>
  clinicMonth(
    yearMonth,
    new Date(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)), 0)).getUTCDate(),
    products,
  );
const june = monthOf('2027-06', JUNE_PRODUCTS);
const juneOf = (product: Product) => june.filter((post) => post.product === product);
const july = monthOf('2027-07', [LIPS, BRUSH]);

describe('June, as the editor read it', () => {
  it('greets Father’s Day and Pentecost Monday, and asks nobody to book on the holiday nor says it is closed', () => {
    const sunday = june.find(({ date }) => date === '2027-06-20')!.text;
    expect(sunday.split('\n\n')[0]).toMatch(/Γιορτή του Πατέρα/u);
    const monday = june.find(({ date }) => date === '2027-06-21')!.text;
    expect(monday).toMatch(/Αγίου Πνεύματος/u);
    const cta = monday.split('\n\n').find((paragraph) => /^(?:📞|🔗|💬)/u.test(paragraph))!;
    expect(cta).toContain(TELEPHONE);
    // Whether the clinic is open on a holiday, and when it opens again, nothing tells the writer.
    expect(monday).not.toMatch(/κλειστ|εργάσιμ|ωράρι/iu);
    expect(cta).not.toMatch(/σήμερα|ραντεβού/iu);
    // Other years: the third Sunday of June and Easter + 50 days.
    expect(greetingFor('2026-06-21', []).text).toMatch(/Πατέρα/u);
    expect(greetingFor('2026-06-01', []).text).toMatch(/Αγίου Πνεύματος/u);
    expect(greetingFor('2026-06-01', []).closed).toBe(true);
  });
  it('gives no advice that the kind or the description contradicts', () => {
    for (const { text } of juneOf(BRUSH))
      expect(prose(text), text).not.toMatch(/βραχ|έγκυ|θηλάζ|φάρμακ|στεγνό/u);
    for (const { text } of juneOf(RETINOL)) {
      expect(prose(text), text).not.toMatch(/φάρμακ/u);
      // Pregnancy only as the description says it.
      for (const sentence of sentencesOf(prose(text)).filter((s) => /έγκυ|εγκυμοσ|θηλ/u.test(s)))
        expect(sentence).toMatch(/δεν συνιστάται στην εγκυμοσύνη και στον θηλασμό/iu);
    }
  });

  it('says the concrete facts of each description, what a laser treats and what follows it', () => {
    const all = (product: Product) =>
      juneOf(product)
        .map(({ text }) => text)
        .join('\n');
    for (const fact of [/σιλικόνης/u, /δύο ταχύτητες/u, /USB/u, /αδιάβροχη/u, /πρωί και βράδυ/u])
      expect(all(BRUSH)).toMatch(fact);
    for (const fact of [/ουλές ακμής/u, /κόκκινο για 3 έως 5 ημέρες/u, /2 έως 3/u, /6 εβδομάδ/u])
      expect(all(CO2)).toMatch(fact);
    expect(all(ACNE)).toMatch(/γραπτό πλάνο θεραπείας/u);
    // A post about the days after says what follows, as the description says it.
    const aftercare = juneOf(CO2).filter(({ composed }) => composed.postKind === 'aftercare');
    expect(aftercare.length).toBeGreaterThan(0);
    for (const { text } of aftercare) expect(text).toMatch(/κόκκινο για 3 έως 5 ημέρες/u);
  });

  it('says a fact of the description in at most two posts of a month', () => {
    for (const product of JUNE_PRODUCTS) {
      const posts = juneOf(product).filter(({ date }) => greetingFor(date, []).place !== 'only');
      const counts = new Map<string, number>();
      for (const { composed } of posts) {
        const { postKind, parts } = composed;
        for (const claim of new Set(
          parts
            .map((part) => part.claim ?? '')
            .filter((claim) => /^fact:(?:desc-|leavesWith)/u.test(claim))
            // A post about the days after says what follows whatever the month said: its heading promises it.
            .filter((claim) => !(postKind === 'aftercare' && claim === 'fact:desc-after')),
        ))
          counts.set(claim, (counts.get(claim) ?? 0) + 1);
      }
      for (const [claim, n] of counts) expect(n, `${product.productName} ${claim}`).toBeLessThanOrEqual(2);
    }
  });

  it('writes the name without quotes and the Greek a person writes', () => {
    for (const { text } of june) {
      expect(text).not.toMatch(/«[^»]*»/u);
      expect(text).not.toMatch(/παίρνεται|εύκολα με|Πρωινές ή απογευματινές|είναι (?:κλασματικό )?laser/u);
      expect(text).not.toMatch(/η συσκευή είναι συσκευή|η θεραπεία είναι θεραπεία/iu);
    }
  });

  it('has no line in its sources that invents opening hours or says «παίρνεται»', () => {
    for (const file of ['offline-lines.ts', 'knowledge.ts', 'description-facts.ts', 'description-lines.ts']) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(
        /παίρνεται|Πρωινές ή απογευματινές|ξεκινά νωρίς|όταν κλείνει η πόρτα|συνδυάζεται εύκολα|ταιριάζει εύκολα/u,
      );
    }
  });

  it('writes no heading of questions or myths over a post that has none', () => {
    for (const { composed } of [...june, ...july]) {
      const { postKind, parts } = composed;
      const heading = parts.find((part) => part.role === 'opening')?.text ?? '';
      if (postKind === 'question' && /ερωτήσ|απορί|ρωτήσατε|απαντ/iu.test(heading))
        expect(parts.some((part) => part.text.includes('❓'))).toBe(true);
      if (postKind === 'myth' && /μύθ|ισχύει|ακούσατε|λέγεται|κυκλοφορούν/iu.test(heading))
        expect(parts.some((part) => part.text.includes('Μύθος'))).toBe(true);
    }
  });

  it('reads a product of another kind the same way (lip injections)', () => {
    const lips = july.filter(({ product }) => product === LIPS).map(({ text }) => text);
    const all = lips.join('\n');
    expect(all).toMatch(/6 έως 12 μήνες/u);
    expect(all).toMatch(/οίδημα/u);
    expect(all).not.toMatch(/την περίγραμμα|στην περίγραμμα|«/u);
  });
});
