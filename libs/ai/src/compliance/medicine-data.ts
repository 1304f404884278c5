/**
 * The names of prescription-only medicines from the data files beside this module, with where
 * each came from: `sources/ema-medicines.csv` (rows of the European Medicines Agency's table of centrally
 * authorised medicines, in the ATC classes and therapeutic areas a clinic's field touches) and
 * `sources/other-names.csv` (national and decentralised brands sold in Greece and Cyprus, brands from outside
 * the EU that are imported or written about, codes and street names, each with its source) and
 * `sources/who-atc-substances.csv` (the substances of the WHO ATC classes below, most of them authorised
 * nationally and so absent from the EMA table: doxycycline, amoxicillin, methylprednisolone). The script
 * `libs/ai/scripts/medicine-lists.ts` turns them into `medicine-names.generated.ts`, which the rules read;
 * it can also take the whole EMA table again (`--ema drugs.csv`) and select its rows anew.
 */
import { LATIN_LETTERS_AS_GREEK } from './greeklish.ts';
import { soundKey } from './names.ts';
import { comparable } from './terms.ts';

/** The groups of medicines the prescription-medicine rule lists (prescription-medicines.ts). */
export const MEDICINE_GROUPS = [
  'botulinum-toxins',
  'weight-loss',
  'acne',
  'deoxycholic-acid',
  'hair-loss',
  'skin',
  'antibiotics',
  'corticosteroids',
  'antifibrinolytics',
  'erectile-dysfunction',
  'hormones',
  'sedatives',
  'anaesthetics',
  'psychiatric',
  'ophthalmic',
  'urology',
  'cardiovascular',
  'respiratory',
  'anti-infectives',
  'neurology',
  'immunology',
  'metabolic',
  'veterinary',
] as const;
export type MedicineGroup = (typeof MEDICINE_GROUPS)[number];

/** A row of a data file: its columns by name. */
export type Row = Record<string, string>;

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, commas and new lines inside quotes). */
export function parseCsv(text: string): Row[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header, ...rows] = records.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (!header) return [];
  return rows.map((cells) =>
    Object.fromEntries(header.map((name, i) => [name.trim(), (cells[i] ?? '').trim()])),
  );
}

/** Writes rows as CSV with these columns, quoting the cells that need it. */
export function toCsv(columns: readonly string[], rows: readonly Row[]): string {
  const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${[columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c] ?? '')).join(','))].join('\n')}\n`;
}

export const EMA_COLUMNS = [
  'medicine_name',
  'active_substance',
  'atc_code',
  'therapeutic_area',
  'authorisation_status',
  'group',
  'epar_url',
  'read_in_copy',
] as const;

/**
 * Substances whose medicines a clinic's field touches whatever class or area the EMA table files them
 * under: the GLP-1 receptor agonists (alone or in a fixed combination with an insulin, filed under A10),
 * eflornithine (hirsutism), and the systemic medicines EMA authorised for a skin or hair condition
 * beside their first area (baricitinib for alopecia areata, upadacitinib for atopic dermatitis,
 * certolizumab pegol for plaque psoriasis).
 */
const SUBSTANCE_GROUPS: [RegExp, MedicineGroup][] = [
  [/\b(?:semaglutide|liraglutide|tirzepatide|dulaglutide|exenatide|lixisenatide)\b/i, 'weight-loss'],
  [/\b(?:eflornithine|baricitinib)\b/i, 'hair-loss'],
  [/\b(?:upadacitinib|certolizumab)\b/i, 'skin'],
];

/** ATC classes (as the EMA table writes them) whose authorised medicines the gate lists, and their group. */
const ATC_GROUPS: [string, MedicineGroup][] = [
  ['M03AX01', 'botulinum-toxins'],
  ['A10BJ', 'weight-loss'],
  ['A10BX16', 'weight-loss'],
  ['A08A', 'weight-loss'],
  ['D10B', 'acne'],
  ['D10A', 'acne'],
  ['D11AX24', 'deoxycholic-acid'],
  ['D11AX10', 'hair-loss'],
  ['D11AH', 'skin'],
  ['D11', 'skin'],
  ['D05B', 'skin'],
  ['J01', 'antibiotics'],
  ['H02', 'corticosteroids'],
  ['B02AA', 'antifibrinolytics'],
  ['G04BE', 'erectile-dysfunction'],
  ['G03', 'hormones'],
];

/**
 * The ATC classes and codes a text may name a medicine by, written for those who know them («Θεραπεία M03AX01
 * για τις γραμμές έκφρασης», «Πρόγραμμα A10BJ06»): botulinum toxin, the GLP-1 analogues and the other classes
 * of ATC_GROUPS whose every code is a prescription medicine (not D10A and D11, which hold cosmetic actives).
 */
const ATC_CODES_WRITTEN = [
  'M03AX01',
  'A10BJ',
  'A10BX16',
  'A08A',
  'D10B',
  'D11AX10',
  'D11AX24',
  'G04BE',
  'H02A',
  'J01',
  'B02AA',
  'G03',
] as const;

/** What follows a class of each ATC level to make a whole code (levels of 3, 4, 5 and 7 characters). */
const ATC_CODE_REST: Readonly<Record<number, string>> = {
  3: '[A-Za-z]{2}\\d\\d',
  4: '[A-Za-z]\\d\\d',
  5: '\\d\\d',
  7: '',
};

/** The whole codes of ATC_CODES_WRITTEN in either case, as one alternation of a pattern's source. */
export const ATC_CODE_SOURCE = ATC_CODES_WRITTEN.map(
  (prefix) =>
    [...prefix].map((c) => (/[A-Z]/.test(c) ? `[${c}${c.toLowerCase()}]` : c)).join('') +
    ATC_CODE_REST[prefix.length],
).join('|');

/** The first three characters of those codes, lower case: a text without one of them names none. */
export const ATC_CODE_NEEDS = [...new Set(ATC_CODES_WRITTEN.map((code) => code.slice(0, 3).toLowerCase()))];

/** Therapeutic areas (as the EMA table writes them) that make a medicine one a clinic's field touches. */
const AREA_GROUPS: [RegExp, MedicineGroup][] = [
  [/obesity|overweight/i, 'weight-loss'],
  [/\bacne\b/i, 'acne'],
  [/alopecia|hirsutism/i, 'hair-loss'],
  [
    /psoriasis|dermatitis, atopic|hidradenitis|urticaria|rosacea|skin diseases|vitiligo|prurigo|skin aging/i,
    'skin',
  ],
];

/**
 * Substances and brands sold without a prescription in Greece at some strength or in some form: their
 * names alone advertise no prescription-only medicine, so they are never listed (name → why).
 */
export const NOT_ONLY_ON_PRESCRIPTION = new Map<string, string>([
  ['orlistat', 'orlistat 60 mg is sold in pharmacies without a prescription'],
  ['minoxidil', 'topical minoxidil 2% and 5% is sold without a prescription (oral minoxidil: a form phrase)'],
  ['benzoyl peroxide', 'benzoyl peroxide gels are sold without a prescription'],
  ['azelaic acid', 'azelaic acid is also a cosmetic ingredient'],
  [
    'levonorgestrel',
    'the emergency contraceptive pill (levonorgestrel 1.5 mg) is sold without a prescription',
  ],
  ['ulipristal', 'ellaOne (ulipristal acetate) is sold without a prescription since 2015'],
  ['ellaone', 'ellaOne (ulipristal acetate) is sold without a prescription since 2015'],
  [
    'hydrocortisone',
    'hydrocortisone 1% cream is sold without a prescription (an injection or tablets: a form phrase)',
  ],
  ['cortisone', '«κορτιζόνη» names the whole class in ordinary speech (warnings, questions), not a product'],
  ['methenamine', 'urinary antiseptic also sold without a prescription in several countries'],
  ['yohimbine', 'yohimbe extract is sold in food supplements'],
  ['prasterone', 'DHEA is sold as a food supplement in several countries'],
  ['tranexamic acid', 'a cosmetic ingredient of brightening serums (tablets or an injection: a form phrase)'],
  [
    'testosterone',
    'a hormone of the body, named in posts about hair loss and health (as a medicine: a form phrase)',
  ],
  ['estradiol', 'a hormone of the body (as a medicine: a form phrase)'],
  ['aciclovir', 'aciclovir 5% cream for cold sores is sold without a prescription (tablets: a form phrase)'],
  ['penciclovir', 'penciclovir 1% cream for cold sores is sold without a prescription in several countries'],
  ['estriol', 'a hormone of the body (as a medicine: a form phrase)'],
  ['estrone', 'a hormone of the body'],
  ['progesterone', 'a hormone of the body (as a medicine: a form phrase)'],
  ['mandelic acid', 'a cosmetic peeling acid (mandelic peels), whatever the ATC index files it under'],
  ['retinol', 'a cosmetic ingredient of night creams and serums, whatever the ATC index files it under'],
  ['bacitracin', 'bacitracin ointments and powders are sold without a prescription'],
  ['lidocaine', 'lidocaine gels, sprays and creams (EMLA with prilocaine) are sold without a prescription'],
  [
    'prilocaine',
    'EMLA cream (lidocaine and prilocaine) is sold without a prescription before a laser or a needle',
  ],
  ['tryptophan', 'L-tryptophan is sold as a food supplement'],
  ['oxitriptan', '5-HTP is sold as a food supplement'],
  ['hyperici herba', "St John's wort is sold as a herbal product and a supplement"],
  ['acetylsalicylic acid', 'aspirin is sold without a prescription'],
  ['potassium', 'a mineral, named in the ATC index beside diuretics («… and potassium»)'],
  ['calcium', 'a mineral and a supplement, named in the ATC index beside bone medicines'],
  ['colecalciferol', 'vitamin D3, a supplement, named in the ATC index beside bone medicines'],
  ['ginkgo folium', 'ginkgo extract is sold as a herbal product and a supplement'],
  ['cannabidiol', 'CBD oils are sold as supplements and cosmetics (the medicine is a brand, Epidiolex)'],
  ['aluminium chlorohydrate', 'the antiperspirant of deodorants, whatever the ATC index files it under'],
  ['cromoglicic acid', 'cromoglicate eye drops and nasal sprays are sold without a prescription'],
  ['miconazole', 'miconazole creams and oral gel are sold without a prescription'],
  ['ketoconazole', 'ketoconazole 2% shampoo is sold without a prescription'],
  ['fumaric acid', 'a food additive (E297), whatever the ATC index files it under'],
  ['aminobutyric acid', 'GABA is sold as a food supplement'],
  ['nicotinic acid', 'niacin, vitamin B3, sold as a supplement'],
  ['parathyroid hormone', 'a hormone of the body, named in posts about its blood test'],
  [
    'epinephrine',
    "adrenaline, the body's hormone, named in ordinary speech and in first aid (auto-injectors)",
  ],
  ['interferon', "a protein of the body's defence, named in posts about immunity"],
  ['acetylcholine', 'a messenger of the nerves, named in posts that explain how muscles or memory work'],
  [
    'paraoxon',
    "an insecticide's product the ATC index files beside pilocarpine, not a medicine a clinic gives",
  ],
  ['heparin', 'heparin gels for bruises are sold without a prescription'],
  ['chloroform', 'a solvent, named in chemistry, not a medicine a clinic gives'],
  ['brinase', 'a fibrinolytic enzyme no longer sold, whose sound is «brings»'],
  ['minaprine', 'an antidepressant withdrawn in 1996, whose sound is two Greek words («μήνα πριν»)'],
  ['paracetamol', 'sold without a prescription (the ATC index names it beside codeine)'],
  ['ibuprofen', 'sold without a prescription (the ATC index names it beside codeine)'],
  ['naproxen', 'naproxen 220 mg is sold without a prescription (the ATC index names it beside a triptan)'],
  ['dextromethorphan', 'cough syrups with dextromethorphan are sold without a prescription'],
]);

/**
 * Substances of the list above that are prescription-only in another form: named with a pill, a tablet or
 * an injection they are a prescription medicine advertised (prescription-medicines.ts writes the phrases).
 */
export const ONLY_WITH_A_FORM: { name: string; group: MedicineGroup }[] = [
  { name: 'minoxidil', group: 'hair-loss' },
  { name: 'tranexamic acid', group: 'antifibrinolytics' },
  { name: 'hydrocortisone', group: 'corticosteroids' },
  { name: 'testosterone', group: 'hormones' },
  { name: 'estradiol', group: 'hormones' },
  { name: 'progesterone', group: 'hormones' },
];

/**
 * WHO ATC classes whose substances are listed by name (sources/who-atc-substances.csv), with why a clinic
 * of the field is tempted to advertise them; a substance in two classes is kept in the first.
 * Left out on purpose: lidocaine and prilocaine (their gels, sprays and EMLA cream are sold without a
 * prescription, and «τοπική αναισθησία» tells of the act, not of a product), anti-inflammatory painkillers
 * (M01A: ibuprofen, diclofenac gel are sold without one), aciclovir and terbinafine (their creams are too).
 */
export const WHO_ATC_GROUPS: { prefix: string; group: MedicineGroup; why: string }[] = [
  { prefix: 'A08A', group: 'weight-loss', why: "anti-obesity medicines, the weight clinic's temptation" },
  { prefix: 'A10BJ', group: 'weight-loss', why: 'GLP-1 analogues, advertised as «slimming pens»' },
  { prefix: 'A10BA02', group: 'weight-loss', why: 'metformin, offered off-label for weight and PCOS' },
  {
    prefix: 'G04BE',
    group: 'erectile-dysfunction',
    why: "PDE5 inhibitors and injections a men's health clinic sells",
  },
  { prefix: 'D10BA', group: 'acne', why: 'isotretinoin, the acne pill' },
  { prefix: 'D10AF', group: 'acne', why: 'antibiotics for acne, prescription-only creams and gels' },
  {
    prefix: 'D10AD',
    group: 'acne',
    // Adapalene 0.1% is sold without a prescription in the US (Differin, 2016) and in a few markets, but
    // every adapalene, tretinoin and trifarotene gel authorised in Greece is prescription-only: listed by
    // name, with no form needed. Retinol (D10AD02), a cosmetic ingredient, is left out (NOT_ONLY_ON_PRESCRIPTION).
    why: 'topical retinoids for acne (tretinoin, adapalene, trifarotene): prescription-only gels and creams in Greece',
  },
  {
    prefix: 'D05AX05',
    group: 'acne',
    why: 'tazarotene, a prescription-only topical retinoid for acne and psoriasis (filed under D05AX, not D10AD)',
  },
  {
    prefix: 'C03DA01',
    group: 'acne',
    why: "spironolactone, prescribed off-label for women's acne and hirsutism",
  },
  { prefix: 'D05BB', group: 'skin', why: 'acitretin and other systemic retinoids for psoriasis' },
  { prefix: 'G04CB', group: 'hair-loss', why: 'finasteride and dutasteride, the hair-loss pills' },
  {
    prefix: 'C02DC01',
    group: 'hair-loss',
    why: 'oral minoxidil, prescribed for hair loss (listed with a form only)',
  },
  {
    prefix: 'J01',
    group: 'antibiotics',
    why: 'systemic antibiotics (rosacea and acne, dental infections, aftercare): all prescription-only in Greece',
  },
  {
    prefix: 'H02AB',
    group: 'corticosteroids',
    why: 'injected and oral corticosteroids (joint and tendon injections, keloids, «a shot for the allergy»)',
  },
  {
    prefix: 'D06AX',
    group: 'antibiotics',
    why: 'antibiotic creams and ointments (fusidic acid, mupirocin, retapamulin): prescription-only in Greece (bacitracin left out)',
  },
  {
    prefix: 'D07A',
    group: 'corticosteroids',
    // Hydrocortisone 1% is sold without a prescription (NOT_ONLY_ON_PRESCRIPTION); the stronger ones are not.
    why: 'corticosteroid creams and ointments (mometasone, clobetasol, betamethasone…): prescription-only in Greece but hydrocortisone',
  },
  {
    prefix: 'J05AB',
    group: 'skin',
    // Aciclovir 5% cream for cold sores is sold without a prescription (NOT_ONLY_ON_PRESCRIPTION).
    why: 'antivirals for herpes (valaciclovir, famciclovir, aciclovir tablets), offered before a holiday or a laser session',
  },
  {
    prefix: 'D11AX22',
    group: 'skin',
    why: 'ivermectin cream for rosacea (Soolantra): prescription-only, as the tablets are',
  },
  { prefix: 'B02AA', group: 'antifibrinolytics', why: 'tranexamic acid tablets, offered for melasma' },
  {
    prefix: 'G03',
    group: 'hormones',
    why: 'contraceptives, hormone therapy, testosterone, antiandrogens for acne, fertility medicines',
  },
  {
    prefix: 'H03AA',
    group: 'hormones',
    why: 'thyroid hormones (levothyroxine, liothyronine), offered off-label for weight and «metabolism»',
  },
  {
    prefix: 'H01BA',
    group: 'hormones',
    why: "desmopressin and other vasopressin analogues, a paediatric or urology clinic's bed-wetting medicine",
  },
  {
    prefix: 'N05BA',
    group: 'sedatives',
    why: 'benzodiazepine anxiolytics, offered before a dental or aesthetic appointment («ένα Xanax πριν»)',
  },
  {
    prefix: 'N05CD',
    group: 'sedatives',
    why: "benzodiazepine hypnotics (midazolam), a dental or surgical clinic's conscious sedation",
  },
  { prefix: 'N05CF', group: 'sedatives', why: 'zolpidem and the other sleeping pills' },
  {
    prefix: 'N01BB',
    group: 'anaesthetics',
    why: "injected local anaesthetics (articaine, mepivacaine, bupivacaine), a dentist's or surgeon's products",
  },
  {
    prefix: 'N06A',
    group: 'psychiatric',
    why: 'antidepressants, offered by clinics of mental health, weight and pain',
  },
  {
    prefix: 'N06BA',
    group: 'psychiatric',
    why: 'psychostimulants (methylphenidate for ADHD, modafinil), offered to parents and students',
  },
  { prefix: 'S01EA05', group: 'ophthalmic', why: 'brimonidine, glaucoma drops and a rosacea gel' },
  {
    prefix: 'S01EC',
    group: 'ophthalmic',
    why: "carbonic anhydrase inhibitors, an eye clinic's glaucoma drops and tablets",
  },
  { prefix: 'S01ED', group: 'ophthalmic', why: 'beta blockers as glaucoma drops (timolol)' },
  {
    prefix: 'S01EB',
    group: 'ophthalmic',
    why: 'parasympathomimetics: pilocarpine drops for glaucoma, sold to the public as drops that replace reading glasses',
  },
  {
    prefix: 'S01EE',
    group: 'ophthalmic',
    why: 'prostaglandin analogues: glaucoma drops, one of them sold for longer eyelashes',
  },
  {
    prefix: 'S01LA',
    group: 'ophthalmic',
    why: "anti-VEGF injections into the eye for macular degeneration, an eye clinic's products",
  },
  {
    prefix: 'S01FA01',
    group: 'ophthalmic',
    why: "atropine drops, offered in low doses to slow a child's myopia",
  },
  { prefix: 'G04BX14', group: 'urology', why: "dapoxetine, sold by men's health clinics" },
  {
    prefix: 'G04CA',
    group: 'urology',
    why: "alpha blockers for the prostate (tamsulosin), a urology clinic's pills",
  },
  {
    prefix: 'G04BD',
    group: 'urology',
    why: 'medicines for an overactive bladder (oxybutynin, solifenacin, mirabegron)',
  },
  {
    prefix: 'C01A',
    group: 'cardiovascular',
    why: "cardiac glycosides (digoxin), a cardiology clinic's prescriptions",
  },
  {
    prefix: 'C01B',
    group: 'cardiovascular',
    why: 'antiarrhythmics (amiodarone, flecainide), offered by cardiology clinics',
  },
  {
    prefix: 'C01D',
    group: 'cardiovascular',
    why: 'nitrates and other vasodilators for angina',
  },
  {
    prefix: 'C02',
    group: 'cardiovascular',
    why: "antihypertensives, a cardiology clinic's «a pill for the pressure»",
  },
  {
    prefix: 'C03',
    group: 'cardiovascular',
    why: 'diuretics, also sold off-label «to lose water» for weight',
  },
  {
    prefix: 'C07',
    group: 'cardiovascular',
    why: 'beta blockers, for the pressure and «for stage fright»',
  },
  {
    prefix: 'C08',
    group: 'cardiovascular',
    why: 'calcium channel blockers (amlodipine)',
  },
  {
    prefix: 'C09',
    group: 'cardiovascular',
    why: 'ACE inhibitors and sartans (valsartan)',
  },
  {
    prefix: 'C10A',
    group: 'cardiovascular',
    why: "statins and the other lipid-lowering medicines, a check-up clinic's «pill for cholesterol» (omega-3 and niacin left out)",
  },
  {
    prefix: 'B01A',
    group: 'cardiovascular',
    why: 'anticoagulants and antiplatelets (apixaban, rivaroxaban, acenocoumarol), «switch your treatment» offers (aspirin left out)',
  },
  {
    prefix: 'R03A',
    group: 'respiratory',
    why: "inhaled bronchodilators for asthma and COPD, a lung or allergy clinic's prescriptions",
  },
  {
    prefix: 'R03B',
    group: 'respiratory',
    why: 'inhaled corticosteroids and anticholinergics for asthma',
  },
  {
    prefix: 'R03D',
    group: 'respiratory',
    why: 'theophylline, montelukast and the biologics for asthma',
  },
  {
    prefix: 'R01AD',
    group: 'respiratory',
    why: "corticosteroid nasal sprays, an ENT or allergy clinic's «spray that unblocks the nose»",
  },
  {
    prefix: 'S01AA',
    group: 'ophthalmic',
    why: 'antibiotic eye drops, offered for conjunctivitis and after eye surgery',
  },
  {
    prefix: 'S01AD',
    group: 'ophthalmic',
    why: 'antiviral eye drops and gels',
  },
  {
    prefix: 'S01BA',
    group: 'ophthalmic',
    why: 'corticosteroid eye drops given after eye surgery',
  },
  {
    prefix: 'S01BB',
    group: 'ophthalmic',
    why: 'corticosteroid eye drops with mydriatics',
  },
  {
    prefix: 'S01CA',
    group: 'ophthalmic',
    why: 'corticosteroid and antibiotic eye drops',
  },
  {
    prefix: 'J02A',
    group: 'anti-infectives',
    why: 'systemic antifungals (itraconazole, fluconazole), offered for nail fungus',
  },
  {
    prefix: 'J05A',
    group: 'anti-infectives',
    why: 'antivirals (PrEP, influenza, hepatitis), offered by sexual health and travel clinics',
  },
  {
    prefix: 'N01A',
    group: 'anaesthetics',
    why: 'general anaesthetics and ketamine, offered for sedation and as «ketamine therapy»',
  },
  {
    prefix: 'N02A',
    group: 'neurology',
    why: "opioid painkillers (tramadol, codeine), a pain clinic's prescriptions",
  },
  {
    prefix: 'N02BF',
    group: 'neurology',
    why: 'the gabapentinoids (pregabalin, gabapentin), prescribed for nerve pain; filed here, not under N03AX, since the 2023 index',
  },
  {
    prefix: 'N02C',
    group: 'neurology',
    why: "migraine medicines (triptans, the CGRP antibodies), a headache clinic's prescriptions",
  },
  {
    prefix: 'N03A',
    group: 'neurology',
    why: 'antiepileptics, also prescribed for pain (pregabalin, gabapentin)',
  },
  {
    prefix: 'N05A',
    group: 'psychiatric',
    why: 'antipsychotics, also offered for sleep and anxiety',
  },
  {
    prefix: 'N05BB',
    group: 'sedatives',
    why: 'hydroxyzine, offered before an appointment «to calm down»',
  },
  {
    prefix: 'N05BE',
    group: 'sedatives',
    why: 'buspirone, an anxiolytic offered for stress',
  },
  {
    prefix: 'N06D',
    group: 'neurology',
    why: 'medicines for dementia, offered for memory (ginkgo left out)',
  },
  {
    prefix: 'N07BA03',
    group: 'psychiatric',
    why: 'varenicline, offered by smoking-cessation programmes',
  },
  {
    prefix: 'N07BB',
    group: 'psychiatric',
    why: 'medicines for alcohol dependence (naltrexone, also in a weight-loss combination)',
  },
  {
    prefix: 'N07BC',
    group: 'psychiatric',
    why: 'medicines for opioid dependence (methadone, buprenorphine)',
  },
  {
    prefix: 'N04',
    group: 'neurology',
    why: "medicines for Parkinson's disease; cabergoline and bromocriptine are also a fertility clinic's",
  },
  {
    prefix: 'M04',
    group: 'metabolic',
    why: 'gout medicines (allopurinol, colchicine)',
  },
  {
    prefix: 'M05',
    group: 'metabolic',
    why: "bone medicines for osteoporosis (alendronate, denosumab), a menopause clinic's prescriptions",
  },
  {
    prefix: 'M03B',
    group: 'neurology',
    why: "muscle relaxants (thiocolchicoside, baclofen), a physiotherapy or orthopaedic clinic's pills",
  },
  {
    prefix: 'M01AH',
    group: 'neurology',
    why: 'coxibs (celecoxib, etoricoxib), prescription-only anti-inflammatory pills',
  },
  {
    prefix: 'H01AC',
    group: 'hormones',
    why: 'growth hormone, sold by «anti-ageing» clinics',
  },
  {
    prefix: 'H05AA',
    group: 'metabolic',
    why: 'teriparatide, the osteoporosis injection',
  },
  {
    prefix: 'L04',
    group: 'immunology',
    why: 'immunosuppressants and the biologics for psoriasis, eczema and arthritis (adalimumab, methotrexate)',
  },
  {
    prefix: 'D11AH',
    group: 'skin',
    why: 'medicines for atopic dermatitis (tacrolimus and pimecrolimus ointments, dupilumab)',
  },
  {
    prefix: 'D05AX',
    group: 'skin',
    why: 'psoriasis creams (calcipotriol)',
  },
  {
    prefix: 'D05AD',
    group: 'skin',
    why: 'psoralens, taken before PUVA phototherapy',
  },
  {
    prefix: 'A10B',
    group: 'metabolic',
    why: 'diabetes medicines, also offered for weight (the gliflozins, the gliptins)',
  },
  {
    prefix: 'G02CB',
    group: 'hormones',
    why: "prolactin inhibitors (cabergoline), a fertility clinic's prescriptions",
  },
];

/** The columns of sources/who-atc-substances.csv. */
export const WHO_ATC_COLUMNS = ['atc_code', 'substance', 'group', 'source'] as const;

/**
 * ATC names that are classes, mixtures or parts of a plant, not one substance: «combinations», «various»,
 * «… derivatives», «diuretics», «potassium-sparing agents», «digitalis leaves»; and an element, a food or a
 * narcotic the index files beside a medicine («xenon», «guar gum», «protein c», «opium»).
 */
const NOT_A_SUBSTANCE =
  /combination|various|derivative|inhibitor|preparations|compounds|other |plain|excl\.|incl\.|agents|alkaloids|leaves|whole root|pyridoxal|^(?:penicillins|sulfonamides|estrogens?|conjugated estrogens|psycholeptics|diuretics|thiazides|acids|adrenergics|mydriatics|antiinfectives|antispasmodics|sulfonylureas|xenon|guar gum|protein c|opium|sequential)$/i;

/** A salt written after a substance's name («levothyroxine sodium»): posts name the substance alone. */
const SALT =
  /\s+(?:sodium|potassium|calcium|magnesium|hydrochloride|hydrobromide|sulfate|phosphate|acetate)$/i;

/**
 * The substances of the WHO ATC index (its CSV, as fabkury/atcd publishes it: atc_code, atc_name, …) in the
 * classes above, each once: level-5 codes only, mixtures («X and Y») split into their substances, a salt
 * after a name dropped («levothyroxine sodium» → levothyroxine).
 */
export function selectWhoAtcRows(index: readonly Row[], source: string): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const { prefix, group } of WHO_ATC_GROUPS)
    for (const row of index) {
      const code = row.atc_code ?? '';
      if (code.length !== 7 || !code.startsWith(prefix)) continue;
      for (const part of (row.atc_name ?? '').toLowerCase().split(/\s*(?:,|\/| and | with )\s*/)) {
        const substance = part
          .replace(/\s*\([^)]*\)\s*/g, ' ')
          .trim()
          .replace(SALT, '');
        if (substance.length < 5 || NOT_A_SUBSTANCE.test(substance) || seen.has(substance)) continue;
        seen.add(substance);
        rows.push({ atc_code: code, substance, group, source });
      }
    }
  return rows;
}

/** Latin letters (small) as Greek writes an international substance name, longest first. */
const TO_GREEK: [RegExp, string][] = [
  [/th/g, 'θ'],
  [/ph/g, 'φ'],
  [/ch/g, 'χ'],
  [/ps/g, 'ψ'],
  [/qu/g, 'κ'],
  [/(?<=[aeiouy])s(?=[aeiouy])/g, 'ζ'],
  [/[uw]/g, 'ου'],
  [/h/g, ''],
  [/[ckq]/g, 'κ'],
  [/x/g, 'ξ'],
  [/y/g, 'υ'],
  [/[vb]/g, 'β'],
  [/j/g, 'ι'],
  ...LATIN_LETTERS_AS_GREEK,
];

/**
 * A substance's international name as Greek pharmacies spell it, roughly: «doxycycline» → «δοξυκυκλινη»,
 * «amoxicillin» → «αμοξικιλλινη», «sildenafil» → «σιλδεναφιλη» (a final -e and a final -n or -l end in -η).
 * The gate matches names by sound with one slip, so a «σ» Greek writes for a «c» is still found. Names of
 * more than one word are not spelled («… acid» is «…ικό οξύ» in Greek).
 */
export function greekSpellingOf(substance: string): string | null {
  const name = substance.toLowerCase();
  if (!/^[a-z]+$/.test(name)) return null;
  let greek = name.replace(/e$/, 'η').replace(/([nl])$/, '$1η');
  for (const [pattern, letter] of TO_GREEK) greek = greek.replace(pattern, letter);
  return greek.replace(/σ$/, 'ς');
}

/** The group of an EMA row, or null when the gate does not list it. */
export function groupOfEmaRow(row: Row): MedicineGroup | null {
  const substance = `${row.common_name ?? ''} ${row.active_substance ?? ''}`;
  for (const [pattern, group] of SUBSTANCE_GROUPS) if (pattern.test(substance)) return group;
  const atc = row.atc_code ?? '';
  for (const [prefix, group] of ATC_GROUPS) if (atc.startsWith(prefix)) return group;
  const area = row.therapeutic_area ?? '';
  for (const [pattern, group] of AREA_GROUPS) if (pattern.test(area)) return group;
  return null;
}

/**
 * The rows of the whole EMA table (its CSV as published, e.g. the copy in rfordatascience/tidytuesday,
 * data/2023/2023-03-14/drugs.csv) the gate lists: human medicines, authorised, in a listed class or area.
 */
export function selectEmaRows(table: readonly Row[]): Row[] {
  return table
    .filter((row) => (row.category ?? 'human') === 'human' && row.authorisation_status === 'authorised')
    .flatMap((row) => {
      const group = groupOfEmaRow(row);
      if (!group) return [];
      return [
        {
          medicine_name: row.medicine_name ?? '',
          active_substance: row.common_name || row.active_substance || '',
          atc_code: row.atc_code ?? '',
          therapeutic_area: row.therapeutic_area ?? '',
          authorisation_status: row.authorisation_status ?? '',
          group,
          epar_url: row.url ?? row.epar_url ?? '',
          read_in_copy: 'yes',
        },
      ];
    });
}

/** A medicine's name as people write it: without «(previously …)» and similar notes. */
const plainName = (name: string) => name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();

/**
 * The names a group lists, from the rows of the files (the WHO substances with their Greek spelling), each
 * once (first spelling kept), sorted.
 */
export function namesByGroup(
  ema: readonly Row[],
  others: readonly Row[],
  who: readonly Row[] = [],
): Record<MedicineGroup, string[]> {
  const byGroup = Object.fromEntries(MEDICINE_GROUPS.map((g) => [g, new Map<string, string>()])) as Record<
    MedicineGroup,
    Map<string, string>
  >;
  const add = (group: string, name: string) => {
    const names = byGroup[group as MedicineGroup];
    if (!names) throw new Error(`Unknown group «${group}» for «${name}»`);
    const plain = plainName(name);
    if (plain.length < 3 || NOT_ONLY_ON_PRESCRIPTION.has(plain.toLowerCase())) return;
    if (!names.has(plain.toLowerCase())) names.set(plain.toLowerCase(), plain);
  };
  for (const row of ema) {
    add(row.group!, row.medicine_name!);
    for (const substance of (row.active_substance ?? '').split(/\s*,\s*/))
      if (substance) add(row.group!, substance);
  }
  for (const row of others) add(row.group!, row.name!);
  for (const row of who) {
    if (NOT_ONLY_ON_PRESCRIPTION.has(row.substance!)) continue;
    add(row.group!, row.substance!);
    const greek = greekSpellingOf(row.substance!);
    if (greek) add(row.group!, greek);
  }
  return Object.fromEntries(
    MEDICINE_GROUPS.map((g) => [g, [...byGroup[g].values()].sort((a, b) => a.localeCompare(b, 'en'))]),
  ) as Record<MedicineGroup, string[]>;
}

/** How a name is matched: by its sound with near-misses (the default), by its sound exactly, or as a word. */
export type NameMatching = 'exact' | 'word';

/**
 * The names matched otherwise than by sound and near-misses, by small letters: codes (kind `code`) as
 * words, and the names of `sources/name-matching.csv`, whose near sounds are ordinary words.
 */
export function matchingOfNames(
  others: readonly Row[],
  overrides: readonly Row[],
): Record<string, NameMatching> {
  const matching: Record<string, NameMatching> = {};
  for (const row of others) if (row.kind === 'code') matching[row.name!.toLowerCase()] = 'word';
  for (const row of overrides) {
    if (row.matching !== 'exact' && row.matching !== 'word')
      throw new Error(`Unknown matching «${row.matching}» for «${row.name}»`);
    matching[row.name!.toLowerCase()] = row.matching;
  }
  return matching;
}

/** The Greek spelling dictionary whose words are read for near sounds of the names (sources/dictionary-words.csv). */
export const DICTIONARY_SOURCE =
  'dictionary-el 4.0.0 (npm; el_GR 0.9 by Steve Stavropoulos, elspell.math.upatras.gr; GPL-2.0 OR LGPL-2.1 OR MPL-1.1)';

/** The columns of sources/dictionary-words.csv. */
export const DICTIONARY_COLUMNS = ['word', 'reads_as', 'source'] as const;

/**
 * Whether a dictionary word the gate reads as a name is that name itself: its very sound («δοξικυκλίνη»
 * for «δοξυκυκλινη») or, for a substance's Greek name (ending in -η), the same word with another ending
 * («αμφεταμίνες», «στρεπτομυκινών»). Any other word is an ordinary one that sounds near a name
 * («επικίνδυνη» one sound from «επικιλλινη», «σοσιαλιστική» holding «Σιάλις»).
 */
export function isFormOfName(word: string, name: string): boolean {
  // Keyed as the gate keys a listed name (compliance.ts compile).
  const wordKey = soundKey(comparable(word));
  const nameKey = soundKey(comparable(name));
  if (wordKey === nameKey) return true;
  if (!/\p{Script=Greek}/u.test(name) || !comparable(name).endsWith('η') || nameKey.length < 7) return false;
  return wordKey.startsWith(nameKey.slice(0, -1)) && wordKey.length <= nameKey.length + 3;
}

/** The generated module's text. */
export function renderNamesModule(
  names: Record<MedicineGroup, string[]>,
  matching: Record<string, NameMatching>,
  ordinary: readonly Row[],
): string {
  const quoted = (text: string) => `'${text.replaceAll("'", "\\'")}'`;
  const groups = MEDICINE_GROUPS.map(
    (group) => `  '${group}': [\n${names[group].map((n) => `    ${quoted(n)},`).join('\n')}\n  ],`,
  ).join('\n');
  const matchings = Object.entries(matching)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, how]) => `  ${quoted(name)}: '${how}',`)
    .join('\n');
  const words = ordinary.map((row) => `  ${quoted(row.word!.toLowerCase())},`).join('\n');
  return `// Generated by \`npm run compliance:lists\` (libs/ai/scripts/medicine-lists.ts) from the files of
// libs/ai/src/compliance/sources/: change the data files, not this file.
import type { MedicineGroup, NameMatching } from './medicine-data.ts';

export const MEDICINE_NAMES_FROM_DATA: Record<MedicineGroup, readonly string[]> = {
${groups}
};

/** Names matched otherwise than by sound and near-misses (sources/name-matching.csv, codes), by small letters. */
export const NAME_MATCHING: Record<string, NameMatching> = {
${matchings}
};

/**
 * Ordinary words that sound like a name and are never read as one (sources/ordinary-words.csv, then the
 * Greek dictionary's words of sources/dictionary-words.csv).
 */
export const ORDINARY_WORDS: readonly string[] = [
${words}
];
`;
}
