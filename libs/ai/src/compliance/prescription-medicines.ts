/**
 * Prescription-only medicines an aesthetic, hair, skin or weight-loss clinic meets, by group: the names
 * from the data files (medicine-data.ts: the EMA's table of authorised medicines and the national and
 * other brands written down with their source) and, written here, the Greek spellings people
 * write and the phrases that name them without a brand. Advertising any of them to the public is
 * forbidden, by brand or by substance alike (Directive 2001/83/EC art. 88(1); ΚΥΑ Δ.ΥΓ3α/Γ.Π.
 * 32221/2013; EOF treats naming the substance alone as advertising). Hyaluronic-acid fillers are medical
 * devices, not medicines, and are not here; nor are substances also sold without a prescription
 * (topical minoxidil, orlistat 60 mg, benzoyl peroxide).
 */
import type { MedicineGroup } from './medicine-data.ts';
import { MEDICINE_NAMES_FROM_DATA } from './medicine-names.generated.ts';
import type { RuleDefinition, RuleExtras } from './rule-types.ts';

export { NAME_MATCHING, ORDINARY_WORDS } from './medicine-names.generated.ts';

export type PrescriptionMedicine = { group: MedicineGroup; substance: string; names: string[] };

/**
 * How a medicine is taken or given when it is not a cream: the forms that make a substance also sold
 * without a prescription (medicine-data.ts, ONLY_WITH_A_FORM) a prescription medicine.
 */
const SYSTEMIC_FORMS =
  '(στόμα|στόματος|per os|χάπι|χάπια|χαπάκι*|δισκί*|ταμπλέτ*|κάψουλ*|ενέσ*|ένεση|ενέσιμ*|ενδοφλέβι*|ενδοβλαβ*|έγχυσ*|έμπλαστρ*|επίθεμα|επιθέματα|pellet*|εμφύτευμα|εμφυτεύματα|oral|orally|tablet*|pill*|capsule*|injection*|injectable|patch*|implant*)';

/**
 * Glutathione and NAD, supplements by mouth and unauthorised medicines when injected for beauty (a vitamin
 * B12 injection for a deficiency is a treatment told, not this).
 */
const INJECTED_VITAMINS = '(γλουταθειόν*|glutathione|NAD)';
/** Given into a vein or a muscle. */
const INJECTED =
  '(ενέσ*|ένεση|ενέσιμ*|ενδοφλέβι*|ενδομυϊκ*|έγχυσ*|drip|drips|injection*|injectable|intravenous)';

/** Tranexamic acid, a cosmetic ingredient of serums and a prescription medicine as pills or injections. */
export const TRANEXAMIC =
  '(τρανεξαμικό οξύ|τρανεξαμικό|τρανεξαμικού|tranexamic acid|tranexamic|tranexamik*|traneksamik*|TXA)';
/** Mesotherapy: a substance injected into the skin. */
const MESOTHERAPY = '(μεσοθεραπεί*|mesotherapy|mesotherapie|meso)';

/** The hormones of the body also sold as medicines (ONLY_WITH_A_FORM), as their names are written. */
const BODY_HORMONES =
  '(τεστοστερόνη|τεστοστερόνης|testosterone|οιστραδιόλη|οιστραδιόλης|estradiol|oestradiol|προγεστερόνη|προγεστερόνης|progesterone)';

/** A hormone offered: a package, a price, an offer, a question to ask the clinic. */
const HORMONE_SOLD = '(πακέτ*|έκπτωσ*|προσφορ*|τιμή|τιμές|€|ευρώ|inbox|dm)';

/**
 * The thyroid hormone, named in posts about the thyroid's tests as well as the medicine; «T4», also a test's
 * name beside others («TSH, T4 και …»), is the medicine only right beside a pill.
 */
const THYROXINE = '(θυροξίνη|θυροξίνης|thyroxin*|thyroksin*)';
const TABLETS = '(χάπι|χάπια|χαπάκι*|δισκί*|tablet*|pill*)';

/** The clinic prescribing, giving or stocking a medicine. */
const CLINIC_GIVES =
  '(συνταγογραφούμε|χορηγούμε|διαθέτουμε|we prescribe|we supply|prescribed here|available here)';

/** A substance sold without a prescription in some form, named with a form that is prescription-only. */
const withAForm = (names: string) => [`${names} … ${SYSTEMIC_FORMS}`, `${SYSTEMIC_FORMS} … ${names}`];

/** The names written here, by group: Greek spellings, slang and phrases. */
const WRITTEN: PrescriptionMedicine[] = [
  {
    group: 'botulinum-toxins',
    substance: 'botulinum toxin type A',
    names: [
      'μπότοξ',
      'Βισταμπέλ',
      'Ντισπόρτ',
      'Αζαλούρ',
      'Ξεομίν',
      'Μποκουτούρ',
      'Λετίμπο',
      'botulinum',
      '*botulin*',
      'βοτουλιν*',
      'botulinum toxin',
      'βοτουλινική τοξίνη',
      'αλλαντική τοξίνη',
      'αλλαντοτοξίνη',
      'νευροτοξίνη',
      'neurotoxin',
      'neuromodulator',
      'ενέσεις (τοξίνης|τοξινών)',
      '(μονάδες|μονάδων|μονάδα|units) (τοξίνης|τοξίνη|toxin|tox)',
      'τοξίν* τύπου (Α|A)',
      '(toxin|toxins) type (a|A)',
      'type (a|A) (toxin|toxins)',
      'tox',
      '#tox*',
      'baby (tox|botox)',
      '(anti-wrinkle|wrinkle-relaxing|wrinkle relaxing) (injection|injections)',
      // The toxin by its class's name in Greek: «νευροτροποποιητές».
      'νευροτροποποιητ*',
      'νευρορυθμιστ* (ένεσ*|ενέσιμ*|για)',
      // The toxin by what it does to a gland or a muscle, and by its maker's original: «μικροενέσεις του παράγοντα
      // που «κοιμίζει» τους ιδρωτοποιούς αδένες», «Μόνο το original της Allergan, όχι κορεάτικα».
      '(κοιμίζει|κοιμίζουν|παραλύει|παραλύουν|μπλοκάρει|μπλοκάρουν|«κοιμίζει»|«παγώνει»|παγώνει) (τους|τα)? (ιδρωτοποιούς|ιδρωτοποιοί) (αδένες)?',
      '(κοιμίζει|κοιμίζουν|παραλύει|παραλύουν|«κοιμίζει»|«παγώνει») (τους|τα)? (μύες|μυς|νεύρα) (του|της|των)? (μετώπου|προσώπου|ματιών|έκφρασης)',
      '(original|γνήσιο|αυθεντικό|ορίτζιναλ) (της|από την)? (allergan|άλλεργκαν)',
      'κορεάτικ* (τοξίν*|botox|μπότοξ)',
      // The toxin spelt backwards, and by what it does to a muscle: «Διάβασέ το ανάποδα: ΞΟΤΟΜΠ», «η πρωτεΐνη που
      // «παγώνει» τον μυ».
      'ξοτομπ',
      'xotob',
      '(πρωτεΐνη|ουσία|τοξίνη|ένεση|ενέσεις) που (παγώνει|κοιμίζει|παραλύει|«παγώνει»|«κοιμίζει»|«παραλύει») (τον|τους|τα|το)? (μυ|μυς|μύες|νεύρο|νεύρα)',
    ],
  },
  {
    group: 'weight-loss',
    substance: 'GLP-1 receptor agonists and other weight-loss medicines',
    names: [
      'σεμαγλουτίδη',
      'Οζέμπικ',
      'Βεγκόβι',
      'τιρζεπατίδη',
      'Μουντζάρο',
      'λιραγλουτίδη',
      'Σαξέντα',
      'phentermine',
      'sema',
      'tirz',
      'tirzep*',
      'φαιντερμίνη',
      // The class by its letters alone, as a hashtag writes it («#glp»).
      'GLP',
      'GLP-1',
      'ενέσ* (αδυνατίσματος|για αδυνάτισμα|απώλειας βάρους)',
      '(weight loss|weight-loss|slimming) (injection|injections|jab|jabs|shot|shots|pen|pens)',
      // The injections named by what they are for: «οι «νέες ενέσεις» για το βάρος», «ενέσιμες θεραπείες για το βάρος».
      '(ενέσεις|ενέσιμ*) … για (το|την|τα)? (βάρος|παχυσαρκία|αδυνάτισμα|κιλά)',
      '(skinny|fat) (jab|jabs|pen|pens)',
      // The weekly injections named by the weight they manage, and the brands spelt backwards: «ενέσιμες θεραπείες
      // διαχείρισης βάρους», «Πρόγραμμα απώλειας βάρους με εβδομαδιαίες ενέσεις», «cipmezO».
      '(ενέσεις|ενέσιμ*) … (διαχείρισης|διαχείριση|απώλειας|απώλεια|μείωσης|μείωση|ελέγχου) (του)? βάρους',
      '(βάρους|αδυνατίσματος|κιλών) με (εβδομαδιαί*) (ενέσεις|ένεση|ενεσούλες)',
      'cipmezo',
      'ypogew',
      'oraJnuoM',
    ],
  },
  {
    group: 'acne',
    substance: 'isotretinoin and other prescription acne medicines',
    // Accutane as it is said in Greek: «Ακιουτέιν».
    names: ['isotretinoin', 'ισοτρετινοΐνη', 'Ροακουτάν', 'Roacutan', 'Ακιουτέιν', 'Ακουτέιν', 'Ακουτάν'],
  },
  { group: 'deoxycholic-acid', substance: 'deoxycholic acid', names: ['deoxycholic', 'δεοξυχολικ*'] },
  {
    group: 'hair-loss',
    substance: 'finasteride, dutasteride, oral minoxidil and other prescription hair-loss medicines',
    names: [
      'finasteride',
      'φιναστερίδη',
      'dutasteride',
      'δουταστερίδη',
      'oral minoxidil',
      'oral minox',
      'minox',
      'fin (+|&|and) min',
      'oral minox',
      'minox',
      'fin (+|&|and) min',
      'minoxidil (tablet|tablets|pill|pills|oral)',
      `(μινοξιδίλη|minoxidil) … ${SYSTEMIC_FORMS}`,
      `${SYSTEMIC_FORMS} … (μινοξιδίλη|minoxidil)`,
    ],
  },
  {
    group: 'skin',
    substance: 'tretinoin, hydroquinone, bimatoprost and other prescription skin medicines',
    names: ['tretinoin', 'τρετινοΐνη', 'tret', 'hydroquinone', 'υδροκινόνη', 'bimatoprost', 'βιματοπρόστη'],
  },
  {
    group: 'skin',
    // Glutathione given into a vein or injected (V03AB32, authorised only as an antidote) and beauty drips:
    // «IV drip με γλουταθειόνη», «drip βιταμινών για λάμψη».
    substance: 'injected glutathione and beauty drips',
    names: [
      `${INJECTED_VITAMINS} … ${INJECTED}`,
      `${INJECTED} … ${INJECTED_VITAMINS}`,
      '(IV|iv) (drip|drips|θεραπεί*)',
      '(drip|drips) (βιταμινών|vitamin*|ομορφιάς|beauty|λάμψης)',
    ],
  },
  {
    group: 'skin',
    // WHO ATC B06AA03 (hyaluronidase, injected to dissolve a hyaluronic acid filler), L04AX03 and L01BA01
    // (methotrexate), L04AD01 (ciclosporin): prescription-only injections and pills, as their Greek names.
    substance: 'hyaluronidase, methotrexate and ciclosporin',
    names: ['υαλουρονιδάσ*', 'Hylase', 'Hyalase', 'μεθοτρεξάτη*', 'κυκλοσπορίνη*', 'σικλοσπορίνη*'],
  },
  {
    group: 'antibiotics',
    substance: 'systemic antibiotics (and prescription-only antibiotic creams)',
    names: [
      'αμοξυκιλλίνη',
      'κλαβουλανικό',
      'clavulanate',
      'clavulanic acid',
      'μινοκυκλίνη',
      'λυμεκυκλίνη',
      // Fusidic acid (D06AX01), whose name of two words the Greek spelling of the data leaves out.
      'fusidic',
      'φουσιδικό',
    ],
  },
  {
    group: 'corticosteroids',
    substance: 'systemic and injected corticosteroids',
    names: [
      'μεθυλπρεδνιζολόνη',
      'τριαμσινολόνη',
      'βηταμεθαζόνη',
      'δεξαμεθαζόνη',
      'πρεδνιζολόνη',
      'πρεδνιζόνη',
      ...withAForm('(υδροκορτιζόνη|hydrocortisone)'),
      // The class word with an injection: «ένεση κορτιζόνης σε χηλοειδή», «ένεση στεροειδούς».
      ...withAForm(
        '(κορτιζόνη|κορτιζόνης|κορτιζονούχ*|κορτικοστεροειδ*|στεροειδ*|cortisone|corticosteroid*|steroid*)',
      ),
    ],
  },
  {
    group: 'antifibrinolytics',
    substance: 'tranexamic acid as tablets, an injection or mesotherapy',
    names: [
      ...withAForm(TRANEXAMIC),
      // Injected into the skin: «μεσοθεραπεία με τρανεξαμικό οξύ».
      `${TRANEXAMIC} … ${MESOTHERAPY}`,
      `${MESOTHERAPY} … ${TRANEXAMIC}`,
    ],
  },
  {
    group: 'erectile-dysfunction',
    substance: 'PDE5 inhibitors and other erectile dysfunction medicines',
    names: [
      'Βιάγκρα',
      'Βιάγρα',
      'Σιάλις',
      'Λεβίτρα',
      'σιλδεναφίλη',
      'ταδαλαφίλη',
      'βαρδεναφίλη',
      'αβαναφίλη',
      // The slang name of sildenafil: «το μπλε χαπάκι».
      '(μπλε|γαλάζι*|blue) (χάπι|χαπάκι|χάπια|χαπάκια|pill|pills)',
      // «Το γνωστό μπλε…», tadalafil's «χάπι του Σαββατοκύριακου».
      '(το)? (γνωστό|διάσημο|famous) (μπλε|blue)',
      '(χάπι|χαπάκι|pill) (του|για το) (σαββατοκύριακου|σαββατοκύριακο|weekend)',
      'weekend pill',
    ],
  },
  {
    group: 'hormones',
    substance: 'hormonal contraceptives, hormone therapy, androgens and antiandrogens',
    names: [
      'κυπροτερόνη',
      'δροσπιρενόνη',
      // Fertility medicines by their class (WHO ATC G03GA): «ορμονική διέγερση με γοναδοτροπίνες».
      'γοναδοτροπίν*',
      'gonadotrop*',
      ...withAForm(BODY_HORMONES),
      `${BODY_HORMONES} (σε)? (gel|τζελ|σπρέι|spray|έμπλαστρ*|patch*|implant*|εμφύτευμα)`,
      // A hormone replacement or a protocol given with the hormone: «ορμονική αποκατάσταση με οιστραδιόλη»
      // (not its level in a test, nor a treatment's side effect told).
      `(αποκατάσταση|υποκατάσταση|πρωτόκολλο|πρόγραμμα|replacement|protocol) … (με|with) ${BODY_HORMONES}`,
      `(ορμονική|ορμονικές|hormone|hormonal) (θεραπεία|θεραπείες|αγωγή|therapy|treatment) … (με|with) ${BODY_HORMONES}`,
      // The hormone named before its therapy: «Testosterone Replacement Therapy», «TRT», «θεραπεία
      // υποκατάστασης τεστοστερόνης».
      `${BODY_HORMONES} (replacement|therapy|θεραπεία|υποκατάσταση|αποκατάσταση)`,
      '(θεραπεία|θεραπείες) (υποκατάστασης|αποκατάστασης) (με)? (τεστοστερόνη*|οιστραδιόλη*|ορμον*)',
      'TRT',
      // Slang, «bioidentical» hormones (a marketing name of compounded hormone therapy) and growth hormone
      // (somatropin, ATC H01AC01).
      '(τέστο|test|testo) (σε)? (pellets|pellet|ενέσ*|ένεση|injections|τζελ|gel)',
      '(βιοταυτόσημ*|bioidentical) (ορμόν*|hormone*|οιστρογόν*|estrogen*|oestrogen*|προγεστερόν*|progesterone)',
      `(βιοταυτόσημ*|bioidentical) … ${BODY_HORMONES}`,
      // The hormone prescribed, given or stocked by the clinic: «συνταγογραφούμε οιστραδιόλη».
      // Offered, priced or sold for youth: «οιστραδιόλη για «ανανέωση» — ρώτα μας για τα πακέτα», «bio-hormone».
      `${BODY_HORMONES} … ${HORMONE_SOLD}`,
      `${HORMONE_SOLD} … ${BODY_HORMONES}`,
      `${BODY_HORMONES} … (ρώτα|ρωτήστε|στείλε|στείλτε) (μας|μου)`,
      `${BODY_HORMONES} … (ανανέωση|ανανέωσης|αναζωογόνηση|νεότητα|νιάτα|anti-aging|antiaging|αντιγήρανση|αντιγηραντικ*)`,
      '(bio-hormone*|bio hormone*|bioidentical hormone*|βιο-ορμόν*|βιοορμόν*)',
      `${CLINIC_GIVES} … ${BODY_HORMONES}`,
      `${BODY_HORMONES} … ${CLINIC_GIVES}`,
      `${CLINIC_GIVES} … ${THYROXINE}`,
      // Thyroxine as the medicine: pills of it, or taken for weight (concepts.ts).
      ...withAForm(THYROXINE),
      `T4 ${TABLETS}`,
      `${TABLETS} (του|της)? T4`,
      // Thyroxine given to «unblock» the metabolism or for weight, or given whatever the tests say: «λίγη θυροξίνη
      // ξεμπλοκάρει τον μεταβολισμό», «τη δίνουμε κι ας είναι φυσιολογικές οι εξετάσεις».
      `${THYROXINE} … (ξεμπλοκάρ*|«ξεμπλοκάρει»|ξυπνά*|ενεργοποιεί|επιταχύνει|τονώνει) (τον)? μεταβολισμ*`,
      `${THYROXINE} … (για|να) (αδυνάτισμα|αδυνατίσ*|χάσετε|χάσεις|κάψ*)`,
      '(τη|την|το|τα) (δίνουμε|χορηγούμε|γράφουμε|ξεκινάμε) … (κι|και) αν (οι)? (εξετάσεις|τιμές) … φυσιολογικ*',
      '(αυξητική ορμόνη|αυξητικής ορμόνης|σωματοτροπίνη|somatropin|growth hormone|HGH)',
    ],
  },
  {
    group: 'sedatives',
    substance: 'benzodiazepines and sleeping pills',
    names: ['Ξάναξ', 'Ζάναξ', 'Ντορμικούμ', 'Στιλνόξ', 'Λεξοτανίλ', 'αλπραζολάμη', 'μιδαζολάμη', 'ζολπιδέμη'],
  },
  {
    // Prolonged-release melatonin 2 mg (N05CH01), a prescription medicine unlike melatonin supplements.
    group: 'sedatives',
    substance: 'prolonged-release melatonin',
    names: ['Circadin', 'Κιρκαντίν'],
  },
  {
    // Buprenorphine with naloxone and methadone, the opioid substitution medicines (N07BC), by their Greek
    // spellings: «σουμποξόν».
    group: 'psychiatric',
    substance: 'opioid substitution medicines',
    names: ['Suboxone', 'σουμποξόν', 'βουπρενορφίν*', 'buprenorphin*', 'μεθαδόν*', 'methadone'],
  },
  {
    // Terbinafine as tablets (its cream is sold without a prescription) and itraconazole: «το χάπι
    // τερμπιναφίνης για τους μύκητες».
    group: 'anti-infectives',
    substance: 'oral antifungals',
    names: withAForm('(τερμπιναφίν*|terbinafin*|Lamisil|Λαμισίλ|ιτρακοναζόλ*|itraconazol*)'),
  },
  {
    // Esomeprazole 40 mg, a prescription strength (20 mg is sold without one): «Nexium των 40mg».
    group: 'metabolic',
    substance: 'proton-pump inhibitors at a prescription strength',
    names: ['(Nexium|Νέξιουμ|εσομεπραζόλη|esomeprazole) (των)? (40|40mg)'],
  },
  {
    group: 'anaesthetics',
    substance: 'injected local anaesthetics',
    names: ['αρτικαΐνη', 'μεπιβακαΐνη', 'βουπιβακαΐνη', 'ροπιβακαΐνη'],
  },
  {
    group: 'psychiatric',
    substance: 'antidepressants and psychostimulants',
    names: [
      'Ριταλίν',
      'Ζόλοφτ',
      'Σιπραλέξ',
      'Πρόζακ',
      'σερτραλίνη',
      'εσιταλοπράμη',
      'φλουοξετίνη',
      'μεθυλφαινιδάτη',
    ],
  },
  {
    group: 'ophthalmic',
    substance: 'glaucoma drops, eye injections and atropine for myopia',
    names: ['Ξαλατάν', 'λατανοπρόστη', 'αφλιβερσέπτη', 'ρανιβιζουμάμπη', 'ατροπίνη'],
  },
  {
    group: 'urology',
    substance: "medicines a men's health or urology clinic sells",
    names: ['Πριλίτζι', 'νταποξετίνη', 'ντεσμοπρεσίνη'],
  },
  {
    group: 'cardiovascular',
    substance: 'medicines for the heart, the pressure, cholesterol and clotting',
    names: [],
  },
  {
    group: 'respiratory',
    substance: 'inhalers and corticosteroid nasal sprays',
    names: [],
  },
  {
    group: 'anti-infectives',
    substance: 'systemic antifungals and antivirals',
    names: [],
  },
  {
    group: 'neurology',
    substance: 'painkillers, migraine medicines, antiepileptics and muscle relaxants on prescription',
    names: [],
  },
  {
    group: 'immunology',
    substance: 'immunosuppressants and biologics',
    names: [],
  },
  {
    group: 'metabolic',
    substance: 'medicines for diabetes, gout and the bones',
    names: [],
  },
  {
    // Advertising a veterinary medicine that needs a vet's prescription to the public is forbidden as well
    // (Regulation (EU) 2019/6 art. 120(1)); a veterinary clinic's posts name them as a doctor's name human ones.
    group: 'veterinary',
    substance: "veterinary prescription medicines (a dog's or cat's itch, arthritis pain)",
    names: [],
  },
  {
    group: 'skin',
    substance: 'prescription-only medicines in general',
    // The participle only: «συνταγογραφήσει», what a doctor does, names no medicine.
    // And peptides sold as medicines with no authorisation anywhere (Directive 2001/83/EC art. 6): «BPC-157», «TB-500».
    names: [
      'συνταγογραφούμεν*',
      'prescription-only',
      'prescription (drug|drugs|medicine|medicines)',
      'bpc-157',
      'tb-500',
    ],
  },
];

/** Each group's names: those written here, then those of the data files not already written (by small letters). */
export const PRESCRIPTION_MEDICINES: PrescriptionMedicine[] = WRITTEN.map((medicine, index) => {
  const first = WRITTEN.findIndex((m) => m.group === medicine.group) === index;
  const fromData = first ? MEDICINE_NAMES_FROM_DATA[medicine.group] : [];
  const written = new Set(WRITTEN.flatMap((m) => m.names.map((n) => n.toLowerCase())));
  return {
    ...medicine,
    names: [...medicine.names, ...fromData.filter((n) => !written.has(n.toLowerCase()))],
  };
});

/**
 * Tranexamic acid named without a form: a serum's ingredient or the clinic's prescription medicine, which a
 * person must tell apart (with a pill, an injection, mesotherapy or a dose in milligrams it is blocked above
 * and in concepts.ts). Named in a cosmetic's sentence (a serum, a cream, a percentage), it passes.
 */
export const MEDICINE_INGREDIENT_RULE: RuleDefinition = {
  id: 'medicine-ingredient',
  name: 'Ουσία καλλυντικού που είναι και φάρμακο',
  severity: 'warn',
  basis: 'Οδηγία 2001/83/ΕΚ άρθρο 88(1)· ΚΥΑ Δ.ΥΓ3α/Γ.Π. 32221/2013· ΕΟΦ',
  reason:
    'Το τρανεξαμικό οξύ είναι συστατικό καλλυντικών ορών, αλλά σε χάπια, ενέσεις ή μεσοθεραπεία είναι φάρμακο που χορηγείται μόνο με ιατρική συνταγή και δεν διαφημίζεται στο κοινό (Οδηγία 2001/83/ΕΚ άρθρο 88, ΚΥΑ Δ.ΥΓ3α/Γ.Π. 32221/2013). Αν μιλάτε για καλλυντικό, γράψτε το («ορός με τρανεξαμικό οξύ»)· αν για θεραπεία του ιατρείου, αφαιρέστε την ουσία.',
  terms: [TRANEXAMIC],
};

/** A cosmetic, as the reading writes it: a serum, a cream, a toner, a percentage of an ingredient. */
const COSMETIC =
  '(?<!\\p{L})(?:ορ(?:οσ|ου|ο|οι|ουσ)|serums?|κρεμ\\p{L}*|creams?|καλλυντικ\\p{L}*|cosmetics?|τονωτικ\\p{L}*|toner|αμπουλ\\p{L}*|ampoules?|μασκ\\p{L}*|mask|γαλακτωμ\\p{L}*|lotion|λοσιον|skincare|περιποιησ\\p{L}*|ρουτιν\\p{L}*|routine|συστατικ\\p{L}*|ingredients?)(?!\\p{L})|\\d+(?:[.,]\\d+)?\\s*%';

export const MEDICINE_INGREDIENT_EXTRAS: RuleExtras = {
  // The sentence of a cosmetic: «Ορός με τρανεξαμικό οξύ 5% για τις κηλίδες».
  allowedPatterns: [`(?<![^.!;?\\n])[^.!;?\\n]*(?:${COSMETIC})[^.!;?\\n]*`],
};
