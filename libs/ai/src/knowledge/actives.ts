/**
 * What the actives of a clinic's cosmetics are and how they work, and what sunscreens and lip balms do,
 * in a few neutral Greek sentences each.
 *
 * Sources (read for what each thing is and does, not copied):
 * - American Academy of Dermatology: sunscreen FAQs and tinted sunscreen (https://www.aad.org/media/stats-sunscreen,
 *   https://www.aad.org/public/everyday-care/sun-protection/shade-clothing-sunscreen/understand-sunscreen-labels),
 *   retinoids (https://www.aad.org/public/everyday-care/skin-care-secrets/anti-aging/retinoid); dry and
 *   chapped lips (https://www.aad.org/public/everyday-care/skin-care-basics/dry/chapped-lips): licking dries
 *   them, a balm through the day and before bed, with SPF outdoors, a humidifier, a dermatologist for lips
 *   that do not heal; lips have no oil glands of their own; diaper rash (zinc oxide creams).
 * - British Association of Dermatologists patient leaflets: sunscreen (https://www.bad.org.uk/patient-information-leaflets/).
 * - DermNet (https://dermnetnz.org/topics/): ceramides, glycerin, panthenol, alpha hydroxy acids, lactic
 *   acid, glycolic acid, mandelic acid, salicylic acid, vitamin C (ascorbic acid), niacinamide, hyaluronic
 *   acid, sunscreens (organic and inorganic filters, iron oxides and visible light).
 * - US FDA, Sunscreen: how to help protect your skin from the sun (SPF measures UVB; broad spectrum, UVA).
 * - Urea in creams for dry skin and the heels (https://podiatryfaq.com/knowledge-base/what-is-the-best-concentration-of-urea-for-a-good-foot-cream/):
 *   dry skin lacks urea; below about 20% it draws water into the skin and keeps it soft, above it mostly
 *   loosens hard skin.
 * - Azelaic acid (made by a yeast that lives on normal skin; antibacterial, keeps follicles clear, lessens
 *   pigment; for acne and rosacea; applied after cleansing; irritation in sensitive skin): DermNet
 *   (https://dermnetnz.org/topics/azelaic-acid).
 * - Zinc oxide (a barrier that protects the skin from wetness and irritation, in creams for nappy rash and
 *   minor irritation): Mayo Clinic, zinc oxide topical (https://www.mayoclinic.org/drugs-supplements/zinc-oxide-topical-application-route/description/drg-20075525);
 *   NHS nappy rash and the AAD on diaper rash, as in conditions.ts.
 */
import { AAD, BAD, DERMNET, type KnownThing, NHS, type Sources } from './known-thing.ts';

export const ACTIVES: readonly KnownThing[] = [
  {
    id: 'lip-care',
    // A product for the lips («βάλσαμο χειλιών», «στικ χειλιών», «lip balm»).
    named:
      /(?:βαλσαμ|στικ|κρεμ|balm)\p{L}*\s+(?:για\s+τα\s+)?χειλ|χειλ\p{L}*\s+(?:βαλσαμ|στικ|balm)|lip\s?balm/u,
    kinds: ['cosmetic'],
    tag: '#χείλη',
    about: [
      'Τα χείλη δεν έχουν δικούς τους σμηγματογόνους αδένες, γι’ αυτό ξηραίνονται πιο εύκολα από το υπόλοιπο πρόσωπο.',
      'Ο κρύος αέρας, ο ήλιος και ο ξηρός αέρας των κλειστών χώρων στεγνώνουν τα χείλη.',
    ],
    after: [
      'Μη γλείφετε τα χείλη όταν είναι ξηρά: το σάλιο στεγνώνει γρήγορα και τα αφήνει πιο ξηρά.',
      'Αν τα χείλη μένουν σκασμένα για εβδομάδες παρά τη φροντίδα, δείξτε τα στον δερματολόγο.',
      'Ένα βάλσαμο χειλιών έχει θέση και στο κομοδίνο: μια στρώση πριν από τον ύπνο.',
      'Όταν ο αέρας του σπιτιού είναι ξηρός, ένας υγραντήρας στο δωμάτιο βοηθά και τα χείλη.',
    ],
  },
  {
    id: 'tinted-sunscreen',
    named: /(?:αντηλιακ|spf)[^.]*(?:με χρωμα|tinted|χρωματιστ)|(?:με χρωμα|tinted)[^.]*(?:αντηλιακ|spf)/u,
    needs: 'sunProtection',
    tag: '#αντηλιακό',
    about: [
      'Το χρώμα ενός αντηλιακού έρχεται από οξείδια του σιδήρου, χρωστικές που δίνουν και μια ελαφριά κάλυψη.',
      'Τα οξείδια του σιδήρου φιλτράρουν και μέρος του ορατού φωτός, που τα αντηλιακά χωρίς χρώμα αφήνουν να περάσει.',
      'Ένα αντηλιακό με χρώμα μπορεί να πάρει τη θέση της βάσης του μακιγιάζ τις μέρες που θέλετε κάτι ελαφρύ.',
    ],
    after: [],
  },
  {
    id: 'sunscreen',
    named: /αντηλιακ|\bspf\b|sunscreen/u,
    needs: 'sunProtection',
    tag: '#αντηλιακό',
    about: [
      'Ο δείκτης SPF μετρά την προστασία από την ακτινοβολία UVB, αυτή που κοκκινίζει το δέρμα.',
      'Ο ιδρώτας και η πετσέτα παίρνουν το αντηλιακό μαζί τους, γι’ αυτό μετά το μπάνιο ξαναμπαίνει.',
      'Ακόμη και με συννεφιά, μεγάλο μέρος της υπεριώδους ακτινοβολίας φτάνει στο δέρμα.',
      'Για πρόσωπο και λαιμό χρειάζεται περίπου μισό κουταλάκι του γλυκού αντηλιακό, όχι μια σταγόνα.',
    ],
    myths: [
      'Μύθος: ένα αντηλιακό το πρωί φτάνει για όλη τη μέρα στον ήλιο.\nΑλήθεια: στον ήλιο το αντηλιακό ανανεώνεται κάθε δύο ώρες και μετά από κάθε μπάνιο.',
      'Μύθος: με συννεφιά το αντηλιακό περισσεύει.\nΑλήθεια: μεγάλο μέρος της υπεριώδους ακτινοβολίας περνά και μέσα από τα σύννεφα.',
    ],
    after: [
      'Όταν μένετε έξω, το αντηλιακό ανανεώνεται κάθε δύο ώρες και μετά από μπάνιο ή ιδρώτα.',
      'Το αντηλιακό μπαίνει τελευταίο στην πρωινή περιποίηση, πριν από το μακιγιάζ.',
    ],
  },
  {
    id: 'lactic',
    named: /γαλακτικ\S* οξ|lactic/u,
    tag: '#γαλακτικόοξύ',
    about: [
      'Το γαλακτικό οξύ είναι ένα α-υδροξυοξύ (AHA), από τα πιο ήπια της οικογένειάς του.',
      'Το γαλακτικό οξύ χαλαρώνει τους δεσμούς ανάμεσα στα νεκρά κύτταρα της επιφάνειας, ώστε να απομακρύνονται πιο εύκολα.',
      'Εκτός από την ήπια απολέπιση, το γαλακτικό οξύ βοηθά την επιδερμίδα να κρατά νερό.',
      'Το μόριο του γαλακτικού οξέος είναι μεγαλύτερο από του γλυκολικού, γι’ αυτό δρα πιο αργά και πιο ήπια.',
    ],
    after: [
      'Τα α-υδροξυοξέα κάνουν το δέρμα πιο ευαίσθητο στον ήλιο, γι’ αυτό το πρωινό αντηλιακό δεν λείπει.',
    ],
  },
  {
    id: 'glycolic',
    named: /γλυκολικ|glycolic/u,
    tag: '#γλυκολικόοξύ',
    about: [
      'Το γλυκολικό οξύ είναι το α-υδροξυοξύ (AHA) με το μικρότερο μόριο.',
      'Επειδή το μόριό του είναι μικρό, το γλυκολικό οξύ διεισδύει εύκολα στις επιφανειακές στιβάδες του δέρματος.',
      'Το γλυκολικό οξύ απολεπίζει, δηλαδή βοηθά να φεύγουν τα νεκρά κύτταρα της επιφάνειας.',
    ],
    after: [
      'Τα α-υδροξυοξέα κάνουν το δέρμα πιο ευαίσθητο στον ήλιο, γι’ αυτό το πρωινό αντηλιακό δεν λείπει.',
    ],
    atHome: {
      about: [
        'Το ποσοστό στη συσκευασία δείχνει πόσο γλυκολικό οξύ περιέχει το προϊόν.',
        'Το γλυκολικό οξύ δεν συνδυάζεται την ίδια βραδιά με ρετινόλη ή άλλα οξέα, εκτός αν σας το προτείνουμε εμείς.',
      ],
      after: [
        'Ένα ελαφρύ τσούξιμο στην αρχή είναι συνηθισμένο· αν επιμένει ή κοκκινίζει το δέρμα, σταματήστε και ρωτήστε μας.',
        'Στην αρχή η χρήση γίνεται λίγα βράδια την εβδομάδα, ώστε το δέρμα να συνηθίσει.',
      ],
    },
  },
  {
    id: 'mandelic',
    named: /αμυγδαλικ|mandelic/u,
    tag: '#αμυγδαλικόοξύ',
    about: ['Το αμυγδαλικό οξύ είναι ένα α-υδροξυοξύ (AHA) με μεγάλο μόριο, που δρα πιο αργά.'],
    after: [
      'Τα α-υδροξυοξέα κάνουν το δέρμα πιο ευαίσθητο στον ήλιο, γι’ αυτό το πρωινό αντηλιακό δεν λείπει.',
    ],
  },
  {
    id: 'salicylic',
    named: /σαλικυλικ|salicylic|\bbha\b/u,
    tag: '#σαλικυλικόοξύ',
    about: [
      'Το σαλικυλικό οξύ είναι β-υδροξυοξύ (BHA): διαλύεται στο λίπος και έτσι φτάνει μέσα στους πόρους.',
      'Το σαλικυλικό οξύ συναντάται συχνά σε προϊόντα για λιπαρή επιδερμίδα.',
    ],
    after: ['Αν έχετε αλλεργία στην ασπιρίνη ή είστε έγκυος, ρωτήστε μας πριν από το σαλικυλικό οξύ.'],
  },
  {
    id: 'vitamin-c',
    named: /βιταμιν\S* c\b|vitamin c\b|ασκορβικ|ascorbic/u,
    tag: '#βιταμίνηC',
    about: [
      'Η βιταμίνη C είναι αντιοξειδωτικό, γι’ αυτό μπαίνει συνήθως στην πρωινή περιποίηση.',
      'Η βιταμίνη C αλλοιώνεται με τον αέρα και το φως, γι’ αυτό η συσκευασία κλείνει καλά και μένει μακριά από τον ήλιο.',
      'Ένα προϊόν βιταμίνης C που σκουραίνει έντονα έχει πιθανότατα οξειδωθεί.',
      'Στα καλλυντικά η βιταμίνη C βρίσκεται σε διάφορες μορφές, με πιο γνωστή το L-ασκορβικό οξύ.',
      'Η βιταμίνη C μπαίνει μετά τον καθαρισμό και πριν από την ενυδατική.',
      'Τις πρώτες φορές, ένα ελαφρύ τσούξιμο από τη βιταμίνη C είναι συνηθισμένο· αν επιμένει, ρωτήστε μας.',
    ],
    after: [],
  },
  {
    id: 'retinol',
    named: /ρετινολ|retinol|ρετινοειδ|retinoid/u,
    tag: '#ρετινόλη',
    about: [
      'Η ρετινόλη είναι μορφή της βιταμίνης A.',
      'Η ρετινόλη μπαίνει στη βραδινή περιποίηση και το πρωί ακολουθεί αντηλιακό.',
    ],
    after: [
      'Τις πρώτες εβδομάδες μπορεί να εμφανιστεί ξηρότητα ή ελαφρύ ξεφλούδισμα.',
      'Στην εγκυμοσύνη και στον θηλασμό η ρετινόλη δεν χρησιμοποιείται.',
    ],
    atHome: {
      after: ['Με τη ρετινόλη ξεκινάμε σταδιακά, λίγα βράδια την εβδομάδα, ώστε το δέρμα να συνηθίσει.'],
    },
  },
  {
    id: 'ceramides',
    named: /κεραμιδι|ceramide/u,
    kinds: ['cosmetic'],
    tag: '#κεραμίδια',
    about: [
      'Τα κεραμίδια είναι λιπίδια που υπάρχουν φυσικά στην επιδερμίδα, ανάμεσα στα κύτταρα της επιφάνειάς της.',
      'Μαζί με τα άλλα λιπίδια της επιδερμίδας, τα κεραμίδια κρατούν το νερό της και την προστατεύουν από ό,τι την ερεθίζει.',
    ],
    after: [],
  },
  {
    id: 'urea',
    named: /ουρια|\burea\b/u,
    kinds: ['cosmetic'],
    tag: '#ουρία',
    about: [
      'Η ουρία υπάρχει φυσικά στην επιδερμίδα και τη βοηθά να κρατά το νερό της· στο ξηρό δέρμα λιγοστεύει.',
      'Σε μια κρέμα, η ουρία τραβά νερό στην επιφάνεια του δέρματος και το κάνει πιο μαλακό.',
    ],
    after: [],
  },
  {
    id: 'glycerin',
    named: /γλυκεριν|glycerin/u,
    kinds: ['cosmetic'],
    tag: '#γλυκερίνη',
    about: ['Η γλυκερίνη τραβά νερό και το κρατά στην επιφάνεια της επιδερμίδας.'],
    after: [],
  },
  {
    id: 'panthenol',
    named: /πανθενολ|panthenol/u,
    kinds: ['cosmetic'],
    tag: '#πανθενόλη',
    about: ['Η πανθενόλη είναι μορφή της βιταμίνης B5, που το δέρμα μετατρέπει σε παντοθενικό οξύ.'],
    after: [],
  },
  {
    id: 'niacinamide',
    named: /νιασιναμιδ|niacinamide/u,
    tag: '#νιασιναμίδη',
    about: ['Η νιασιναμίδη είναι μορφή της βιταμίνης B3.'],
    after: [],
  },
  {
    id: 'hyaluronic',
    named: /υαλουρον|hyaluron/u,
    kinds: ['cosmetic'],
    tag: '#υαλουρονικό',
    about: [
      'Το υαλουρονικό οξύ υπάρχει ήδη στο δέρμα και κρατά νερό.',
      'Σε ένα καλλυντικό, το υαλουρονικό οξύ τραβά και κρατά νερό στην επιφάνεια της επιδερμίδας.',
      'Μετά το υαλουρονικό οξύ ακολουθεί μια ενυδατική, που κρατά το νερό στην επιδερμίδα.',
    ],
    after: ['Το υαλουρονικό οξύ απλώνεται καλύτερα σε ελαφρώς νωπό δέρμα.'],
  },
  {
    id: 'azelaic',
    named: /αζελαικ|azelaic/u,
    tag: '#αζελαϊκόοξύ',
    about: [
      'Το αζελαϊκό οξύ είναι φυσική ουσία, που την παράγει και ένας ζυμομύκητας που ζει στο φυσιολογικό δέρμα.',
      'Το αζελαϊκό οξύ βοηθά να μη φράζουν οι πόροι και δρα στα βακτήρια που συνδέονται με την ακμή.',
      'Το αζελαϊκό οξύ μειώνει και την παραγωγή μελανίνης, γι’ αυτό συναντάται και σε προϊόντα για κηλίδες.',
      'Το αζελαϊκό οξύ συναντάται συχνά σε προϊόντα για δέρμα με ακμή ή με ροδόχρου.',
      'Σε ευαίσθητο δέρμα, ένα ελαφρύ τσούξιμο ή ερεθισμός εκεί όπου μπαίνει το αζελαϊκό οξύ είναι συνηθισμένο στην αρχή.',
    ],
    after: ['Αν το τσούξιμο επιμένει ή το δέρμα κοκκινίζει έντονα, σταματήστε και ρωτήστε μας.'],
    atHome: { about: ['Το αζελαϊκό οξύ μπαίνει αφού καθαριστεί καλά το δέρμα.'] },
  },
  {
    id: 'zinc-oxide',
    // A barrier cream's zinc oxide, not a sunscreen's mineral filter.
    named: /οξειδι\S*\s+(?:του\s+)?ψευδαργυρ|zinc oxide/u,
    unless: /αντηλιακ|\bspf\b|sunscreen|ηλιακ/u,
    kinds: ['cosmetic'],
    tag: '#οξείδιοτουψευδαργύρου',
    about: [
      'Σε μια κρέμα, το οξείδιο του ψευδαργύρου σχηματίζει προστατευτικό στρώμα πάνω στο δέρμα.',
      'Το στρώμα του οξειδίου του ψευδαργύρου κρατά την υγρασία και ό,τι ερεθίζει μακριά από το δέρμα.',
      'Το οξείδιο του ψευδαργύρου βρίσκεται συχνά σε κρέμες για την περιοχή της πάνας και για ερεθισμένο δέρμα.',
    ],
    after: [],
  },
];

export const ACTIVE_SOURCES: Sources = {
  'tinted-sunscreen': [
    `${AAD}, understand sunscreen labels (https://www.aad.org/public/everyday-care/sun-protection/shade-clothing-sunscreen/understand-sunscreen-labels)`,
    `${DERMNET}: sunscreens (iron oxides and visible light)`,
  ],
  sunscreen: [
    `${AAD}, sunscreen FAQs (https://www.aad.org/media/stats-sunscreen)`,
    `${BAD}, sunscreen (https://www.bad.org.uk/patient-information-leaflets/)`,
    'US FDA, Sunscreen: how to help protect your skin from the sun',
    `${DERMNET}: sunscreens`,
  ],
  lactic: [`${DERMNET}: alpha hydroxy acids, lactic acid`],
  glycolic: [`${DERMNET}: alpha hydroxy acids, glycolic acid`],
  mandelic: [`${DERMNET}: alpha hydroxy acids, mandelic acid`],
  salicylic: [`${DERMNET}: salicylic acid`],
  'vitamin-c': [`${DERMNET}: vitamin C (ascorbic acid)`],
  retinol: [
    `${AAD}, retinoids (https://www.aad.org/public/everyday-care/skin-care-secrets/anti-aging/retinoid)`,
  ],
  ceramides: [`${DERMNET}: ceramides`],
  glycerin: [`${DERMNET}: glycerin`],
  panthenol: [`${DERMNET}: panthenol`],
  niacinamide: [`${DERMNET}: niacinamide`],
  hyaluronic: [`${DERMNET}: hyaluronic acid`],
  azelaic: [`${DERMNET}: azelaic acid (https://dermnetnz.org/topics/azelaic-acid)`],
  'zinc-oxide': [
    'Mayo Clinic, zinc oxide topical (https://www.mayoclinic.org/drugs-supplements/zinc-oxide-topical-application-route/description/drg-20075525)',
    `${NHS}: nappy rash (https://www.nhs.uk/conditions/baby/caring-for-a-newborn/nappy-rash/)`,
    `${AAD}, how to treat diaper rash (as https://foothillderm.com/blog/how-to-treat-diaper-rash republishes it)`,
  ],
};
