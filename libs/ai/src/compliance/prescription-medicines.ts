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

export { NAME_MATCHING, ORDINARY_WORDS } from './medicine-names.generated.ts';

export type PrescriptionMedicine = { group: MedicineGroup; substance: string; names: string[] };

/**
 * How a medicine is taken or given when it is not a cream: the forms that make a substance also sold
 * without a prescription (medicine-data.ts, ONLY_WITH_A_FORM) a prescription medicine.
 */
const SYSTEMIC_FORMS =
  '(στόμα|στόματος|per os|χάπι|χάπια|χαπάκι*|δισκί*|κάψουλ*|ενέσ*|ένεση|ενέσιμ*|ενδοφλέβι*|ενδοβλαβ*|έγχυσ*|έμπλαστρ*|επίθεμα|επιθέματα|pellet*|εμφύτευμα|εμφυτεύματα|oral|orally|tablet*|pill*|capsule*|injection*|injectable|patch*|implant*)';

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
      'sema',
      'tirz',
      'tirzep*',
      'φαιντερμίνη',
      'GLP-1',
      'ενέσ* (αδυνατίσματος|για αδυνάτισμα|απώλειας βάρους)',
      '(weight loss|weight-loss|slimming) (injection|injections|jab|jabs|shot|shots|pen|pens)',
      '(skinny|fat) (jab|jabs|pen|pens)',
    ],
  },
  {
    group: 'acne',
    substance: 'isotretinoin and other prescription acne medicines',
    names: ['isotretinoin', 'ισοτρετινοΐνη', 'Ροακουτάν', 'Roacutan'],
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
    group: 'antibiotics',
    substance: 'systemic antibiotics (and prescription-only antibiotic creams)',
    names: ['αμοξυκιλλίνη', 'κλαβουλανικό', 'clavulanate', 'clavulanic acid', 'μινοκυκλίνη', 'λυμεκυκλίνη'],
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
    substance: 'tranexamic acid as tablets or an injection',
    names: withAForm('(τρανεξαμικό οξύ|τρανεξαμικό|tranexamic acid|tranexamic|TXA)'),
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
    ],
  },
  {
    group: 'hormones',
    substance: 'hormonal contraceptives, hormone therapy, androgens and antiandrogens',
    names: [
      'κυπροτερόνη',
      'δροσπιρενόνη',
      ...withAForm('(τεστοστερόνη|τεστοστερόνης|testosterone)'),
      ...withAForm('(οιστραδιόλη|οιστραδιόλης|estradiol|oestradiol|προγεστερόνη|προγεστερόνης|progesterone)'),
      '(τεστοστερόνη|τεστοστερόνης|testosterone|οιστραδιόλη|estradiol|προγεστερόνη|progesterone) (σε)? (gel|τζελ|έμπλαστρ*|patch*|implant*|εμφύτευμα)',
      // Slang, «bioidentical» hormones (a marketing name of compounded hormone therapy) and growth hormone
      // (somatropin, ATC H01AC01).
      '(τέστο|test|testo) (σε)? (pellets|pellet|ενέσ*|ένεση|injections|τζελ|gel)',
      '(βιοταυτόσημ*|bioidentical) (ορμόν*|hormone*)',
      '(αυξητική ορμόνη|αυξητικής ορμόνης|σωματοτροπίνη|somatropin|growth hormone|HGH)',
    ],
  },
  {
    group: 'skin',
    substance: 'prescription-only medicines in general',
    names: ['συνταγογραφούμενο', 'prescription-only', 'prescription (drug|drugs|medicine|medicines)'],
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
