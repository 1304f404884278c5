/**
 * The medicine names come from the data files beside them (sources/*.csv, each row with its source): the
 * generated module is what the script writes from them, the rows of the EMA table are selected by class
 * and area, and a sample of the brands of every group is blocked in every disguise.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCompliance, complianceRefusal, DEFAULT_RULE_SET } from '../compliance.ts';
import {
  DICTIONARY_SOURCE,
  greekSpellingOf,
  groupOfEmaRow,
  isFormOfName,
  MEDICINE_GROUPS,
  matchingOfNames,
  namesByGroup,
  parseCsv,
  renderNamesModule,
  selectEmaRows,
  selectWhoAtcRows,
  toCsv,
  WHO_ATC_GROUPS,
} from './medicine-data.ts';
import { MEDICINE_NAMES_FROM_DATA, NAME_MATCHING, ORDINARY_WORDS } from './medicine-names.generated.ts';

const data = (file: string) => parseCsv(readFileSync(new URL(`./sources/${file}`, import.meta.url), 'utf8'));
const ema = data('ema-medicines.csv');
const others = data('other-names.csv');
const who = data('who-atc-substances.csv');

describe('the medicine data files', () => {
  it('give every row its source', () => {
    for (const row of ema) {
      expect(row.epar_url, row.medicine_name).toMatch(
        /^https:\/\/www\.ema\.europa\.eu\/en\/medicines\/human\/EPAR\//,
      );
      expect(['yes', 'no']).toContain(row.read_in_copy);
      expect(MEDICINE_GROUPS).toContain(row.group);
    }
    for (const row of others) {
      expect(row.source, row.name).not.toBe('');
      expect(['brand', 'code', 'substance']).toContain(row.kind);
    }
    expect(ema.filter((r) => r.read_in_copy === 'yes').length).toBeGreaterThanOrEqual(10);
  });

  it('are what the generated module lists (run `npm run compliance:lists` after changing them)', () => {
    expect(MEDICINE_NAMES_FROM_DATA).toEqual(namesByGroup(ema, others, who));
    expect(NAME_MATCHING).toEqual(matchingOfNames(others, data('name-matching.csv')));
    expect(ORDINARY_WORDS).toEqual(
      [...data('ordinary-words.csv'), ...data('dictionary-words.csv')].map((r) => r.word!.toLowerCase()),
    );
    expect(
      renderNamesModule(namesByGroup(ema, others, who), NAME_MATCHING, data('ordinary-words.csv')),
    ).toContain("'Ozempic'");
  });

  it('leave out substances also sold without a prescription', () => {
    const all = Object.values(MEDICINE_NAMES_FROM_DATA)
      .flat()
      .map((n) => n.toLowerCase());
    expect(all).toContain('xenical');
    for (const name of [
      'orlistat',
      'minoxidil',
      'hydrocortisone',
      'tranexamic acid',
      'levonorgestrel',
      'ulipristal',
      'testosterone',
      'progesterone',
      'mandelic acid',
      'penicillins',
      'retinol',
    ])
      expect(all).not.toContain(name);
  });

  it('select the rows of the whole EMA table by ATC class and therapeutic area', () => {
    const table = parseCsv(
      toCsv(
        [
          'category',
          'medicine_name',
          'active_substance',
          'atc_code',
          'therapeutic_area',
          'authorisation_status',
          'url',
        ],
        [
          {
            category: 'human',
            medicine_name: 'Wegovy',
            active_substance: 'semaglutide',
            atc_code: 'A10BJ06',
            therapeutic_area: 'Obesity',
            authorisation_status: 'authorised',
            url: 'u1',
          },
          {
            category: 'human',
            medicine_name: 'Taltz',
            active_substance: 'ixekizumab',
            atc_code: 'L04AC',
            therapeutic_area: 'Psoriasis',
            authorisation_status: 'authorised',
            url: 'u2',
          },
          {
            category: 'human',
            medicine_name: 'Mounjaro',
            active_substance: 'tirzepatide',
            atc_code: 'A10B',
            therapeutic_area: 'Diabetes Mellitus, Type 2',
            authorisation_status: 'authorised',
            url: 'u3',
          },
          {
            category: 'human',
            medicine_name: 'Xarelto',
            active_substance: 'rivaroxaban',
            atc_code: 'B01AF01',
            therapeutic_area: 'Venous Thromboembolism',
            authorisation_status: 'authorised',
            url: 'u4',
          },
          {
            category: 'human',
            medicine_name: 'Acomplia',
            active_substance: 'rimonabant',
            atc_code: 'A08AX01',
            therapeutic_area: 'Obesity',
            authorisation_status: 'withdrawn',
            url: 'u5',
          },
          {
            category: 'veterinary',
            medicine_name: 'Pet slim',
            active_substance: 'x',
            atc_code: 'A08AA',
            therapeutic_area: 'Obesity',
            authorisation_status: 'authorised',
            url: 'u6',
          },
        ],
      ),
    );
    expect(selectEmaRows(table).map((r) => [r.medicine_name, r.group])).toEqual([
      ['Wegovy', 'weight-loss'],
      ['Taltz', 'skin'],
      ['Mounjaro', 'weight-loss'],
    ]);
  });

  it('groups by substance where the EMA table files a medicine under another class or area', () => {
    const row = (medicine_name: string, common_name: string, atc_code: string, therapeutic_area: string) => ({
      medicine_name,
      common_name,
      atc_code,
      therapeutic_area,
    });
    expect(
      [
        row('Xultophy', 'insulin degludec, liraglutide', 'A10', 'Diabetes Mellitus, Type 2'),
        row('Suliqua', 'insulin glargine, lixisenatide', 'A10AE', 'Diabetes Mellitus, Type 2'),
        row('Vaniqa', 'eflornithine', 'D11AX', 'Hirsutism'),
        row('Olumiant', 'baricitinib', 'L04AA37', 'Arthritis, Rheumatoid'),
        row('Rinvoq', 'upadacitinib', 'L04AA44', 'Arthritis, Rheumatoid'),
        row('Lantus', 'insulin glargine', 'A10AE04', 'Diabetes Mellitus'),
      ].map((r) => [r.medicine_name, groupOfEmaRow(r)]),
    ).toEqual([
      ['Xultophy', 'weight-loss'],
      ['Suliqua', 'weight-loss'],
      ['Vaniqa', 'hair-loss'],
      ['Olumiant', 'hair-loss'],
      ['Rinvoq', 'skin'],
      ['Lantus', null],
    ]);
  });

  it('gives every row of the shipped EMA list the group it is filed under', () => {
    const rows = data('ema-medicines.csv');
    expect(rows.filter((r) => groupOfEmaRow(r) !== r.group).map((r) => r.medicine_name)).toEqual([]);
  });

  it('select the substances of the WHO ATC classes: level 5, mixtures split, class words dropped', () => {
    const index = [
      { atc_code: 'J01AA', atc_name: 'Tetracyclines' },
      { atc_code: 'J01AA02', atc_name: 'doxycycline' },
      { atc_code: 'J01CR02', atc_name: 'amoxicillin and beta-lactamase inhibitor' },
      { atc_code: 'J01CA20', atc_name: 'combinations' },
      { atc_code: 'G03AA07', atc_name: 'levonorgestrel and ethinylestradiol' },
      { atc_code: 'G04BE03', atc_name: 'sildenafil' },
      { atc_code: 'M01AE01', atc_name: 'ibuprofen' },
      { atc_code: 'J01FG01', atc_name: 'quinupristin/dalfopristin' },
      { atc_code: 'D10AD02', atc_name: 'retinol' },
      { atc_code: 'D10AD03', atc_name: 'adapalene' },
      { atc_code: 'D06AX01', atc_name: 'fusidic acid' },
      { atc_code: 'H03AA01', atc_name: 'levothyroxine sodium' },
      { atc_code: 'H03AA05', atc_name: 'thyroid gland preparations' },
      { atc_code: 'H03AA51', atc_name: 'levothyroxine sodium and iodine compounds' },
    ];
    expect(selectWhoAtcRows(index, 'test').map((r) => [r.substance, r.group])).toEqual([
      ['sildenafil', 'erectile-dysfunction'],
      ['retinol', 'acne'],
      ['adapalene', 'acne'],
      ['doxycycline', 'antibiotics'],
      ['amoxicillin', 'antibiotics'],
      ['quinupristin', 'antibiotics'],
      ['dalfopristin', 'antibiotics'],
      ['fusidic acid', 'antibiotics'],
      ['levonorgestrel', 'hormones'],
      ['ethinylestradiol', 'hormones'],
      ['levothyroxine', 'hormones'],
    ]);
    for (const { why } of WHO_ATC_GROUPS) expect(why.length).toBeGreaterThan(20);
    expect(who.length).toBeGreaterThan(300);
    for (const row of who) expect(row.source, row.substance).toMatch(/WHO ATC\/DDD index/);
  });

  it('spell a substance as Greek writes it, to be matched by sound', () => {
    expect(
      ['doxycycline', 'amoxicillin', 'sildenafil', 'cyproterone', 'tranexamic acid'].map(greekSpellingOf),
    ).toEqual(['δοξυκυκλινη', 'αμοξικιλλινη', 'σιλδεναφιλη', 'κυπροτερονη', null]);
  });

  it('parse quoted fields, doubled quotes and new lines in CSV', () => {
    expect(parseCsv('a,b\n"x, y","he said ""hi""\nthen"\n')).toEqual([
      { a: 'x, y', b: 'he said "hi"\nthen' },
    ]);
  });
});

const EVERY_WARN_RULE = DEFAULT_RULE_SET.rules.filter((r) => r.severity === 'warn').map((r) => r.id);
const blocked = (text: string) =>
  complianceRefusal(checkCompliance(text), EVERY_WARN_RULE, 'schedule') !== null;

/** Every disguise of a name, each alone. */
const DISGUISES: [string, (name: string) => string][] = [
  ['as written', (n) => n],
  ['in capitals', (n) => n.toUpperCase()],
  ['with a Cyrillic look-alike', (n) => n.replace(/o/, 'о').replace(/a/, 'а').replace(/e/, 'е')],
  [
    'in mathematical bold',
    (n) =>
      [...n]
        .map((c) =>
          /[a-z]/.test(c)
            ? String.fromCodePoint(0x1d41a + c.charCodeAt(0) - 97)
            : /[A-Z]/.test(c)
              ? String.fromCodePoint(0x1d400 + c.charCodeAt(0) - 65)
              : c,
        )
        .join(''),
  ],
  [
    'in full-width letters',
    (n) => [...n].map((c) => (/[!-~]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join(''),
  ],
  [
    'with digits for letters',
    (n) => n[0] + n.slice(1).replace(/o/g, '0').replace(/i/g, '1').replace(/e/g, '3'),
  ],
  ['spelled apart by dots', (n) => [...n].join('.')],
  ['with zero-width spaces', (n) => [...n].join('\u200B')],
  [
    'as negative circled letters',
    (n) =>
      [...n.toLowerCase()]
        .map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(0x1f150 + c.charCodeAt(0) - 97) : c))
        .join(''),
  ],
  ['reversed behind a right-to-left override', (n) => `\u202E${[...n].reverse().join('')}\u202C`],
  ['in a hashtag with a suffix', (n) => `#${n.toLowerCase()}journey`],
];

/** Brands of every group, from the EMA rows and the other names (not those matched as exact words only). */
const SAMPLE = [
  'Nuceiva',
  'Botulax',
  'Wegovy',
  'Saxenda',
  'Mysimba',
  'Accutane',
  'Absorica',
  'Dupixent',
  'Cosentyx',
  'Olumiant',
  'Propecia',
  'Kybella',
  'Viagra',
  'Augmentin',
  'Vibramycin',
  'Kenacort',
  'Androcur',
  'doxycycline',
  'methylprednisolone',
  'sildenafil',
  'cyproterone',
  'δοξυκυκλινη',
  'αμοξικιλλινη',
  'Fucidin',
  'Soolantra',
  'Euthyrox',
  'Aberela',
  'adapalene',
  'levothyroxine',
];

describe('substances also sold without a prescription', () => {
  it('pass when named as the cosmetic, the cream or the hormone of the body', () => {
    const plain = [
      'Ορός με τρανεξαμικό οξύ και νιασιναμίδη για πιο ομοιόμορφο τόνο',
      'Serum with tranexamic acid for dark spots',
      'Λοσιόν μινοξιδίλης 5% από το φαρμακείο: ρωτήστε τον φαρμακοποιό σας',
      'Κρέμα υδροκορτιζόνης 1% για τα τσιμπήματα εντόμων',
      'Η τεστοστερόνη μετατρέπεται σε DHT στο τριχοθυλάκιο',
      'Στην εμμηνόπαυση τα επίπεδα προγεστερόνης και οιστραδιόλης πέφτουν',
      'Peeling με μανδελικό οξύ για ευαίσθητες επιδερμίδες',
      'Ενημερώστε μας αν έχετε αλλεργία στην πενικιλίνη',
      'Πριν από την εξαγωγή πείτε μας αν είστε αλλεργικοί στην αμοξικιλλίνη ή σε άλλο αντιβιοτικό',
      'Tell us if you are allergic to amoxicillin',
    ];
    expect(plain.filter(blocked)).toEqual([]);
  });

  it('are blocked as the prescription-only pill or injection', () => {
    const forbidden = [
      'Τρανεξαμικό οξύ σε χάπια για το μέλασμα',
      'Tranexamic acid tablets for melasma, ask us',
      'Μινοξιδίλη από του στόματος για πυκνά μαλλιά',
      'Ενέσεις τεστοστερόνης για περισσότερη ενέργεια',
      'Υδροκορτιζόνη σε ένεση για την αλλεργία',
      'Προγεστερόνη σε κάψουλες στο πρόγραμμα εξωσωματικής',
    ];
    expect(forbidden.filter((text) => !blocked(text))).toEqual([]);
  });
});

describe('prescription medicines by their form, class or slang', () => {
  it('are blocked', () => {
    const forbidden = [
      'Ενέσεις στεροειδών για τον πόνο στον ώμο, κλείστε ραντεβού',
      'Τεστοστερόνη σε pellets: μία φορά και τελείωσες',
      'Σωματοτροπίνη για νεανική ενέργεια 💪',
      'Βιοταυτόσημες ορμόνες στο ιατρείο μας',
      'Το γαλάζιο χαπάκι, τώρα με μια απλή επίσκεψη',
      '20 μονάδες τοξίνης στο μέτωπο αρκούν',
      'Ενέσεις μελανοτανίνης: μαύρισμα χωρίς ήλιο πριν τις διακοπές',
      'Melanotan II για χρυσαφένιο χρώμα όλο τον χρόνο',
    ];
    expect(forbidden.filter((text) => !blocked(text))).toEqual([]);
  });

  it('never take melatonin or the skin’s melanin for the unlicensed tanning peptide', () => {
    const plain = [
      'Η μελατονίνη σε χαμηλή δόση βοηθά κάποιους ανθρώπους να κοιμηθούν.',
      'Η μελανίνη του δέρματος μας προστατεύει από τον ήλιο.',
      'Τα μελανοκύτταρα δίνουν στο δέρμα το χρώμα του.',
    ];
    expect(plain.filter(blocked)).toEqual([]);
  });

  it('pass when the class is named in advice', () => {
    const plain = [
      'Μην βάζετε κρέμα κορτιζόνης στο πρόσωπο χωρίς να σας το πει ο γιατρός.',
      'Η ορμονική θεραπεία στην εμμηνόπαυση είναι απόφαση που παίρνετε με τον γυναικολόγο σας.',
      'Ο ορός με νιασιναμίδη ταιριάζει και σε λιπαρές επιδερμίδες.',
    ];
    expect(plain.filter(blocked)).toEqual([]);
  });
});

describe('warnings against counterfeit medicines', () => {
  it('pass when a warning word leads the sentence', () => {
    const plain = [
      'Προσοχή: κυκλοφορούν πλαστά στυλό Ozempic εκτός φαρμακείων.',
      'Ο ΕΟΦ προειδοποιεί για ψεύτικα χάπια Viagra που πωλούνται στο διαδίκτυο.',
      'Beware of counterfeit Wegovy pens sold on social media.',
    ];
    expect(plain.filter(blocked)).toEqual([]);
  });

  it('are blocked when the counterfeit is offered, not warned against', () => {
    const forbidden = [
      'Πλαστά στυλό Ozempic σε τιμή ευκαιρίας, στείλτε μήνυμα',
      'Μην χάσετε: ψεύτικα χάπια Cialis μόνο 20€',
      'Fake Mounjaro pens, cheap, DM us',
    ];
    expect(forbidden.filter((text) => !blocked(text))).toEqual([]);
  });
});

describe('substances of the WHO data in Greeklish and glued hashtags', () => {
  it('are blocked when Greeklish writes η, ω, χ and θ as «h», «w», «x» and «8», glued to a suffix', () => {
    const texts = [
      'Neo sto iatreio: #dezogestrelhjourney',
      'Neo sto iatreio: #xlormadinonhlife',
      'Gia #soulfame8izolhathens eimaste edw!',
      'Neo sto iatreio: #tetrakyklinhglow',
      'Ask us about #cilastatinjourney',
    ];
    expect(texts.filter((text) => !blocked(text))).toEqual([]);
  });
});

describe('a sample of brands from the data', () => {
  it('comes from the data files', () => {
    const all = Object.values(MEDICINE_NAMES_FROM_DATA).flat();
    for (const name of SAMPLE) expect(all).toContain(name);
  });

  it.each(DISGUISES)('is blocked %s', (_how, disguise) => {
    const through = SAMPLE.map((name) => `Νέο στο ιατρείο: ${disguise(name)} ✨`).filter(
      (text) => !blocked(text),
    );
    expect(through).toEqual([]);
  });
});

describe('topical prescription medicines and the thyroid hormone', () => {
  it('are blocked by brand and substance, creams and gels alike', () => {
    const forbidden = [
      'Κρέμα Fucidin για κάθε ερεθισμό μετά το ξύρισμα, ρωτήστε μας',
      'Φουσιδικό οξύ σε κρέμα για τα σπυράκια που φλέγονται',
      'Μουπιροσίνη αλοιφή για τις μολύνσεις του δέρματος',
      'Ivermectin κρέμα (Soolantra) για ροδόχρου: ρωτήστε μας για διαθεσιμότητα 🌹',
      'Ιβερμεκτίνη σε κρέμα για τη ροδόχρου νόσο',
      'Ναι, το Aberela το έχουμε, περάστε να το πάρετε 👍',
      'Differin ή Epiduo; Και τα δύο τα έχουμε σε απόθεμα',
      'Αδαπαλένη για την ακμή, ρωτήστε τη δερματολόγο μας',
      'Trifarotene: η νέα κρέμα για την ακμή της πλάτης',
      'Euthyrox για να χάσεις κιλά, ρωτήστε μας',
      'Η λεβοθυροξίνη σε χαμηλή δόση βοηθά στο αδυνάτισμα',
      'Θυροξίνη για να χάσεις κιλά; Σωστά ρυθμισμένη κάνει θαύματα 🔥',
      'Χάπια θυροξίνης για πιο γρήγορο μεταβολισμό',
      'Ένα χαπάκι T4 το πρωί και ο μεταβολισμός τρέχει',
      'thyroxini gia na xaseis kila',
    ];
    expect(forbidden.filter((text) => !blocked(text))).toEqual([]);
  });

  it('pass as the cosmetic retinol and the thyroid named in advice', () => {
    const plain = [
      'Κρέμα νυκτός με ρετινόλη 0,3% 🌙 Ξεκινήστε 2 φορές την εβδομάδα και πάντα αντηλιακό το πρωί.',
      'Retinol serum για λάμψη: ξεκινήστε σταδιακά.',
      'Ορός ρετινόλης (καλλυντικό) 30ml, 28€.',
      'Ελέγξτε TSH και T4 αν νιώθετε κούραση και τριχόπτωση.',
      'Εξετάσεις TSH, T4 και ένεση βιταμίνης B12 στο ίδιο ραντεβού.',
      'Η θυροξίνη ρυθμίζει τον μεταβολισμό· ο ενδοκρινολόγος ελέγχει τα επίπεδά της.',
    ];
    expect(plain.filter((text) => checkCompliance(text).length > 0)).toEqual([]);
  });
});

describe('estradiol and tranexamic acid', () => {
  it('are blocked when sold: bioidentical, as a gel, a patch or pellets, a treatment given with them', () => {
    const forbidden = [
      'Ορμονική αποκατάσταση με βιοταυτόσημη προγεστερόνη και οιστραδιόλη 🌸 Νιώσε ξανά 30!',
      'Οιστραδιόλη σε gel για την εμμηνόπαυση, ρωτήστε μας',
      'Τα pellets οιστραδιόλης τοποθετούνται στο ιατρείο σε 10 λεπτά',
      'Θεραπεία ορμονικής υποκατάστασης με οιστραδιόλη στο ιατρείο μας',
      'Συνταγογραφούμε οιστραδιόλη και προγεστερόνη μετά από μια σύντομη επίσκεψη 🌸',
      'Η τεστοστερόνη που χορηγούμε στο ιατρείο μας δίνει ενέργεια',
      'Μεσοθεραπεία με τρανεξαμικό οξύ για το μέλασμα',
      'Mesotherapy με ενέσιμο τρανεξαμικό για πανάδες κύησης 💉',
      'Τρανεξαμικό 250 mg δύο φορές την ημέρα και οι πανάδες ξεθωριάζουν',
      'Το τρανεξαμικό σε ταμπλέτες το δίνουμε μετά από εξέταση',
      'Tranexamiko se xapia gia melasma, rotiste mas',
    ];
    expect(forbidden.filter((text) => !blocked(text))).toEqual([]);
  });

  it('pass when menopause or a side effect is explained, or a serum holds the acid', () => {
    const plain = [
      'Στην εμμηνόπαυση τα επίπεδα οιστραδιόλης πέφτουν και το δέρμα χάνει κολλαγόνο.',
      'Η θεραπεία με τεστοστερόνη μπορεί να επιταχύνει την τριχόπτωση: ρωτήστε τον γιατρό σας.',
      'Ορός με τρανεξαμικό οξύ 5% και νιασιναμίδη για λάμψη',
      'Serum with tranexamic acid for dark spots',
    ];
    expect(plain.filter((text) => checkCompliance(text).length > 0)).toEqual([]);
  });

  it('warns when tranexamic acid is named as a treatment without a form', () => {
    const flags = checkCompliance('Θεραπεία για το μέλασμα με τρανεξαμικό οξύ στο ιατρείο μας');
    expect(flags.map((f) => `${f.severity}:${f.ruleId}`)).toEqual(['warn:medicine-ingredient']);
  });
});

describe('the Greek dictionary words that sound near a name', () => {
  it('are told from the name itself and its other endings', () => {
    expect(isFormOfName('δοξικυκλίνη', 'δοξυκυκλινη')).toBe(true);
    expect(isFormOfName('αμφεταμίνες', 'αμφεταμινη')).toBe(true);
    expect(isFormOfName('στρεπτομυκινών', 'στρεπτομυκινη')).toBe(true);
    expect(isFormOfName('βιάγκρα', 'Βιάγκρα')).toBe(true);
    expect(isFormOfName('επικίνδυνη', 'επικιλλινη')).toBe(false);
    expect(isFormOfName('κεφαλοτύρι', 'κεφαλοτινη')).toBe(false);
    expect(isFormOfName('εφεδρική', 'εφεδρινη')).toBe(false);
    expect(isFormOfName('πρόζα', 'Πρόζακ')).toBe(false);
    expect(isFormOfName('ξανακούς', 'Ξάναξ')).toBe(false);
    expect(isFormOfName('δυσπόρθητος', 'Ντισπόρτ')).toBe(false);
  });

  it('are listed with their source and pass the gate, while the names they sound near are blocked', () => {
    const words = data('dictionary-words.csv');
    expect(words.length).toBeGreaterThan(100);
    for (const row of words) {
      expect(row.source).toBe(DICTIONARY_SOURCE);
      expect(isFormOfName(row.word!, row.reads_as!), row.word).toBe(false);
    }
    for (const sentence of [
      'Είναι επικίνδυνη η ακτινογραφία στα δόντια; Η δόση είναι πολύ μικρή.',
      'Η ομιλία του γιατρού μας για την ιστορία της σοσιαλιστικής ιατρικής',
      'Ένα τοστ με κεφαλοτύρι δεν είναι το καλύτερο πρωινό για το δέρμα',
      'Η εφεδρική γεννήτρια του ιατρείου λειτουργεί κανονικά',
    ])
      expect(checkCompliance(sentence), sentence).toEqual([]);
    for (const name of ['δοξικυκλίνη', 'Ξάναξ', 'Σιάλις', 'τιμολόλη'])
      expect(
        checkCompliance(`Ρωτήστε μας για ${name}`).map((f) => f.ruleId),
        name,
      ).toContain('prescription-medicine');
  });
});
