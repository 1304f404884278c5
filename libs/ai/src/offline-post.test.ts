import { describe, expect, it } from 'vitest';
import { checkCompliance, comparable } from './compliance.ts';
import { OPENINGS } from './offline-lines.ts';
import { offlinePost, POST_KINDS, SHORT_TAG } from './offline-post.ts';
import { fitPostLimits, POST_MAX_CHARS, POST_MAX_HASHTAGS } from './posts.ts';
import { kindOf } from './product-facts.ts';
import { sentencesOf } from './variety.ts';
import type { PostInput } from './writer.ts';

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const hashtags = (text: string) => text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
const words = (text: string) => comparable(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Word runs of `n` shared by two texts: what copying leaves behind. */
function sharedRuns(a: string, b: string, n = 5): string[] {
  const runs = (text: string) => {
    const w = words(text);
    return new Set(w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' ')));
  };
  const other = runs(b);
  return [...runs(a)].filter((run) => other.has(run));
}

type Product = Pick<PostInput, 'productName' | 'productDescription' | 'categoryName' | 'examplePosts'> & {
  inClinic: boolean;
};

/** The corpus: products of a clinic's catalogue, with the catalogue's descriptions and example posts. */
const PRODUCTS: Product[] = [
  {
    productName: 'Hyaluronic Serum',
    productDescription:
      'Ορός με υαλουρονικό οξύ για βαθιά ενυδάτωση και λάμψη. Απορροφάται γρήγορα και αφήνει το δέρμα απαλό.',
    categoryName: 'Περιποίηση προσώπου',
    examplePosts: ['Η επιδερμίδα σας αξίζει φροντίδα κάθε μέρα με τον ορό μας. #skincare #ενυδάτωση'],
    inClinic: false,
  },
  {
    productName: 'Juvederm Volift',
    productDescription:
      'Ενέσιμο υαλουρονικό οξύ για αποκατάσταση όγκου και λείανση των ρυτίδων του κάτω τρίτου του προσώπου.',
    categoryName: 'Ενέσιμα',
    examplePosts: ['Αναζωογονήστε το πρόσωπό σας με τα fillers μας σε ένα ραντεβού μόνο. #fillers'],
    inClinic: true,
  },
  {
    productName: 'Sunscreen SPF 50',
    productDescription: 'Αντηλιακή κρέμα υψηλής προστασίας με ελαφριά υφή, κατάλληλη για ευαίσθητο δέρμα.',
    categoryName: 'Αντηλιακά',
    examplePosts: [],
    inClinic: false,
  },
  {
    productName: 'Laser Αποτρίχωση Diode',
    productDescription:
      'Αποτρίχωση με laser διόδου για όλους τους τύπους δέρματος, σε συνεδρίες στο ιατρείο.',
    categoryName: 'Laser',
    examplePosts: ['Πείτε αντίο στο ξυράφι με το laser μας! #laser #αποτρίχωση'],
    inClinic: true,
  },
  {
    productName: 'Κρέμα Ματιών',
    productDescription: 'Κρέμα για την περιοχή των ματιών με βιταμίνες, για ξεκούραστο βλέμμα.',
    categoryName: null,
    examplePosts: [],
    inClinic: false,
  },
];

const COMPANY = 'Κλινική Αισθητικής Ελπίδα';
const LOCATION = 'Θεσσαλονίκη';

/** A month of posts of a product: one a day from 1 to 30 June, each told the month's posts so far, newest first. */
const month = (product: Product, extra: Partial<PostInput> = {}) => {
  const posts: string[] = [];
  for (let i = 0; i < 30; i++)
    posts.push(
      offlinePost({
        ...product,
        companyName: COMPANY,
        location: LOCATION,
        platform: 'instagram',
        variant: `2026-06-${String(i + 1).padStart(2, '0')}`,
        recentPosts: [...posts].reverse(),
        ...extra,
      }),
    );
  return posts;
};

const corpus = PRODUCTS.map((product) => ({ product, posts: month(product) }));
const allPosts = corpus.flatMap((c) => c.posts);

/** Mistakes the offline writer once made: a quoted name declined by an article it does not agree with. */
const KNOWN_MISTAKES = [
  new RegExp(`(?:του|της|στο|στη|στην|στον|το|τη|την|η|ο) «${COMPANY}»`, 'u'),
  /(?:θεραπεία|προϊόν|κρέμα) «?(?:Θεραπεία|Κρέμα)/iu,
  /(?:^|\s)(?:Το|το|Του|του) «/u,
];

describe('the offline writer’s posts, a month of five products', () => {
  it('writes Greek posts naming the product and signing with the business and its place', () => {
    for (const { product, posts } of corpus)
      for (const post of posts) {
        expect(post).toMatch(GREEK);
        // A generic name in running text is in lower case (the hashtag keeps the name as it is).
        expect(post.toLocaleLowerCase('el')).toContain(
          product.productName.split(' ').at(-1)!.toLocaleLowerCase('el'),
        );
        expect(post).toContain(`${COMPANY} · ${LOCATION}`);
        expect(post.length).toBeLessThanOrEqual(POST_MAX_CHARS);
      }
  });

  it('never quotes a name after a noun it repeats, nor declines a quoted name with an article', () => {
    for (const post of allPosts) for (const mistake of KNOWN_MISTAKES) expect(post).not.toMatch(mistake);
  });

  it('opens a month of one product with at least 27 different openings, of many kinds of post', () => {
    expect(Object.values(OPENINGS).flat().length).toBeGreaterThanOrEqual(40);
    for (const { posts } of corpus) {
      const openings = new Set(posts.map((post) => post.split('\n')[0]));
      expect(openings.size).toBeGreaterThanOrEqual(27);
      expect(posts.filter((post) => post.includes('❓')).length).toBeGreaterThan(0);
      expect(posts.filter((post) => post.includes('Μύθος:')).length).toBeGreaterThan(0);
    }
    expect(POST_KINDS).toHaveLength(9);
  });

  it('never writes the same post twice in a month, and two weeks never share an opening', () => {
    for (const { posts } of corpus) {
      expect(new Set(posts).size).toBe(posts.length);
      const fortnight = posts.slice(0, 14).map((post) => post.split('\n')[0]);
      expect(new Set(fortnight).size).toBe(14);
    }
  });

  it('gives every post of a month a body, however short the description: a heading is never all it says', () => {
    for (const { product, posts } of corpus)
      for (const post of posts) {
        const [, ...below] = post
          .split('\n\n')
          .filter(
            (paragraph) => !/^(?:#|📞|🔗|💬)/u.test(paragraph) && paragraph !== `${COMPANY} · ${LOCATION}`,
          );
        expect(
          sentencesOf(below.join('\n\n')).length,
          `${product.productName}: ${post}`,
        ).toBeGreaterThanOrEqual(2);
      }
  });

  it('paraphrases the description and never copies an example post', () => {
    for (const { product, posts } of corpus)
      for (const post of posts) {
        expect(sharedRuns(post, product.productDescription)).toEqual([]);
        for (const example of product.examplePosts)
          expect(
            sharedRuns(post.replace(/#[\p{L}\p{N}_]+/gu, ''), example.replace(/#[\p{L}\p{N}_]+/gu, ''), 4),
          ).toEqual([]);
      }
  });

  it('uses short, valid hashtags, a few of them', () => {
    for (const post of allPosts) {
      const tags = hashtags(post);
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.length).toBeLessThanOrEqual(10);
      for (const tag of tags) expect(tag).toMatch(SHORT_TAG);
      expect(tags).not.toContain('#κλινικήαισθητικήςελπίδα');
    }
  });

  it('never describes an in-clinic treatment as home use', () => {
    for (const { product, posts } of corpus.filter((c) => c.product.inClinic)) {
      expect(['treatment', 'device-treatment']).toContain(kindOf(product));
      for (const post of posts) expect(post, product.productName).not.toMatch(/στο σπίτι|καθημεριν|ρουτίνα/u);
    }
  });

  it('stays clear of the compliance rules', () => {
    for (const post of allPosts) expect(checkCompliance(post)).toEqual([]);
  });

  it('writes about the treatment, not a blocked name, when told the rules', () => {
    const botox = {
      productName: 'Botox 100U',
      productDescription: 'Βοτουλινική τοξίνη για τις ρυτίδες έκφρασης του μετώπου.',
      categoryName: 'Ενέσιμα',
      examplePosts: [],
      inClinic: true,
    };
    for (const post of month(botox, { blockedTerms: ['Botox', 'βοτουλινική τοξίνη'] })) {
      expect(post).not.toMatch(/botox/i);
      expect(checkCompliance(post).filter((f) => f.severity === 'block')).toEqual([]);
    }
  });

  it('leaves the call to action out when not asked for one', () => {
    for (const post of month(PRODUCTS[0]!, { includeCta: false }))
      expect(post).not.toMatch(/μήνυμα|καλέστε|τηλεφωνήστε|περάστε από τον χώρο μας/iu);
  });

  // About forty posts written one after another: a ceiling for a machine busy with the browser journeys beside it.
  it('is shaped by the account’s settings: length, tone, default hashtags', { timeout: 120_000 }, () => {
    const product = PRODUCTS[0]!;
    // Ten posts each, none told the others: the length the account asks for, as far as fresh sentences go.
    const wordsOf = (targetLength: number) => {
      const posts = Array.from({ length: 10 }, (_, i) =>
        offlinePost({
          ...product,
          companyName: COMPANY,
          location: LOCATION,
          platform: 'instagram',
          variant: `v${i}`,
          targetLength,
        }),
      );
      return posts.reduce((sum, post) => sum + words(post).length, 0) / posts.length;
    };
    expect(wordsOf(250)).toBeGreaterThan(wordsOf(150) + 10);
    expect(wordsOf(150)).toBeGreaterThan(wordsOf(60) + 10);
    const startsWithEmoji = (post: string) => /^\p{Extended_Pictographic}/u.test(post);
    expect(month(product, { tone: 'friendly' }).every(startsWithEmoji)).toBe(true);
    expect(month(product, { tone: 'professional' }).some(startsWithEmoji)).toBe(false);
    for (const post of month(product, { defaultHashtags: ['λάμψηθεσσαλονίκης'] }))
      expect(hashtags(post)).toContain('#λάμψηθεσσαλονίκης');
  });

  it('keeps at most 30 hashtags and 2,200 characters', () => {
    const many = Array.from({ length: 50 }, (_, i) => `tag${i}`);
    const [post] = month(PRODUCTS[0]!, { defaultHashtags: many });
    expect(hashtags(post!).length).toBeLessThanOrEqual(POST_MAX_HASHTAGS);
    expect(fitPostLimits(`${'α '.repeat(2000)}`).length).toBeLessThanOrEqual(POST_MAX_CHARS);
  });

  it('is deterministic', () => {
    expect(month(PRODUCTS[1]!)).toEqual(corpus[1]!.posts);
  });
});

describe('a treatment the description rules out in summer', () => {
  const peel = {
    productName: 'Χημικό Peeling Γλυκολικού Οξέος',
    productDescription:
      'Επιφανειακό χημικό peeling με γλυκολικό οξύ, από τον δερματολόγο. Δεν γίνεται το καλοκαίρι σε μαυρισμένο δέρμα.',
    categoryName: 'Θεραπείες προσώπου',
    examplePosts: [],
    companyName: 'Ιατρείο Λάμψη',
    location: 'Πάτρα',
    platform: 'instagram' as const,
    contact: { telephone: '2610 222 333' },
  };
  const month = (yearMonth: string) =>
    Array.from({ length: 12 }, (_, i) => {
      const date = `${yearMonth}-${String(1 + i * 2).padStart(2, '0')}`;
      return offlinePost({ ...peel, variant: date, date });
    });

  it('is booked from September in summer, and never that week', () => {
    for (const post of month('2027-08')) {
      // On a public holiday (15 August) nobody is asked to book, and no closure is told.
      expect(post).toMatch(
        /Για ραντεβού από τον Σεπτέμβριο|📞 (?:Όποτε σας βολεύει|Για πληροφορίες|Για κάθε απορία|Για ό,τι)/,
      );
      expect(post).not.toMatch(/αυτή την εβδομάδα/);
    }
  });

  it('is booked as any other out of summer', () => {
    for (const post of month('2027-10')) expect(post).not.toContain('από τον Σεπτέμβριο');
  });
});
