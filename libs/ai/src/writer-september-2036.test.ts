/**
 * A fresh month read by the rules' author as an editor would (September 2036: cryotherapy of warts «also for
 * children from 6», IPL for facial veins, a salicylic cleansing foam sold at the reception, a trichoscopy and
 * hair-loss assessment; descriptions naming «η δερματολόγος» in a clinic whose doctor is Νίκος): a treatment said
 * to be for children only, a woman doctor called «ο δερματολόγος» by the table's sentences, a visit's end told
 * before its examination, a table sentence pointing back at another («ένα τέτοιο γεγονός»), the foam's shop
 * never said, sensitive skin answered with stock advice beside the description's own, IPL's sessions, their
 * rhythm and what a session feels like never said while its purpose was said in six posts of seven.
 */
import { describe, expect, it } from 'vitest';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';
import { sentencesOf } from './variety.ts';

const CRYOTHERAPY = clinicProduct(
  'Κρυοθεραπεία Μυρμηγκιών',
  'Ιατρικές Πράξεις',
  'Αφαίρεση μυρμηγκιών (κονδυλωμάτων) από χέρια και πέλματα με υγρό άζωτο. Η δερματολόγος ψεκάζει το άζωτο για λίγα δευτερόλεπτα σε κάθε μυρμηγκιά· νιώθετε τσούξιμο που περνά γρήγορα. Συχνά χρειάζονται 2–4 συνεδρίες, κάθε 3 εβδομάδες. Μπορεί να σχηματιστεί μικρή φουσκάλα που υποχωρεί μόνη της σε λίγες μέρες. Κατάλληλη και για παιδιά από 6 ετών.',
);
const IPL = clinicProduct(
  'IPL για Ευρυαγγείες Προσώπου',
  'Θεραπείες με Συσκευές',
  'Θεραπεία με έντονο παλμικό φως (IPL) για τα μικρά κόκκινα αγγεία στη μύτη και στα μάγουλα και για την ερυθρότητα της ροδόχρου ακμής. Η συνεδρία κρατά περίπου 20 λεπτά και νιώθετε σαν τσίμπημα από λαστιχάκι. Χρειάζονται συνήθως 3 συνεδρίες με απόσταση ενός μήνα. Για λίγες ώρες μετά το δέρμα είναι κόκκινο. Αποφεύγουμε τον ήλιο δύο εβδομάδες πριν και μετά.',
);
const SALICYLIC_FOAM = clinicProduct(
  'Αφρός Καθαρισμού με Σαλικυλικό Οξύ 2%',
  'Καλλυντικά Προσώπου',
  'Αφρός καθαρισμού για λιπαρό δέρμα με τάση ακμής, με σαλικυλικό οξύ 2% και ψευδάργυρο. Καθαρίζει τους πόρους και μειώνει τη γυαλάδα χωρίς να ξηραίνει. Χρησιμοποιήστε τον πρωί και βράδυ σε βρεγμένο δέρμα και ξεπλύνετε με χλιαρό νερό. Αν το δέρμα σας είναι ευαίσθητο, ξεκινήστε μία φορά την ημέρα. Φιάλη 150 ml, διαθέσιμη στην υποδοχή του ιατρείου.',
);
const TRICHOSCOPY = clinicProduct(
  'Τριχοσκόπηση και Εκτίμηση Τριχόπτωσης',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη για όσους χάνουν μαλλιά ή βλέπουν να αραιώνουν. Η δερματολόγος παίρνει ιστορικό, εξετάζει το τριχωτό με ψηφιακό τριχοσκόπιο και, αν χρειάζεται, ζητά αιματολογικές εξετάσεις. Στο τέλος συζητάμε την αιτία και το πλάνο αντιμετώπισης. Διαρκεί περίπου 40 λεπτά. Μην λούσετε τα μαλλιά σας την ημέρα της επίσκεψης.',
);

const september = clinicMonth('2036-09', 28, [CRYOTHERAPY, IPL, SALICYLIC_FOAM, TRICHOSCOPY]);
const all = september.map((post) => post.text).join('\n');

describe('September 2036, read as an editor would', () => {
  it('says a treatment «also for children» is done on children too, never that it is for them alone', () => {
    const cryo = textsOf(september, CRYOTHERAPY).join('\n');
    expect(cryo).not.toMatch(/(?:είναι|Για ποιους[^;]*;) [Γγ]ια παιδιά/u);
    expect(cryo).toMatch(/γίνεται και σε παιδιά από 6 ετών/u);
  });

  it('calls the doctor the descriptions name «η δερματολόγος» a woman in every sentence', () => {
    expect(all).toMatch(/η δερματολόγος/iu);
    expect(all).not.toMatch(
      /(?<!\p{L})(?:[Οο] δερματολόγος|[Ττ]ον δερματολόγο|[Ττ]ου δερματολόγου)(?!\p{L})/u,
    );
  });

  it('tells a visit’s end after what it examines, and what it examines once a post', () => {
    for (const text of textsOf(september, TRICHOSCOPY)) {
      const sentences = sentencesOf(text);
      const end = sentences.findIndex((s) => /^(?:Στο τέλος|Πριν φύγετε)/u.test(s));
      const examined = sentences.findIndex((s) => /εξετάζ\p{L}* το τριχωτό|κοιτάμε[^.]* το τριχωτό/u.test(s));
      if (end >= 0 && examined >= 0) expect(end, text).toBeGreaterThan(examined);
      expect(sentences.filter((s) => /εξετάζ\p{L}* το τριχωτό/u.test(s)).length, text).toBeLessThanOrEqual(1);
    }
  });

  it('says where the foam is sold, as its description does', () => {
    expect(textsOf(september, SALICYLIC_FOAM).join('\n')).toMatch(
      /στην υποδοχή του ιατρείου, σε φιάλη 150 ml|θα τον βρείτε στην υποδοχή του ιατρείου/u,
    );
  });

  it('answers sensitive skin with the description’s own advice, not the stock one', () => {
    const foam = textsOf(september, SALICYLIC_FOAM).join('\n');
    expect(foam).not.toMatch(/Έχω ευαίσθητη επιδερμίδα\. Τι να προσέξω;\n✅ Δοκιμάστε πρώτα/u);
  });

  it('says IPL’s sessions, their rhythm and what a session feels like, and its purpose in at most four posts', () => {
    const posts = textsOf(september, IPL);
    const ipl = posts.join('\n');
    expect(ipl).toMatch(/3 συνεδρίες|Συνήθως 3/u);
    expect(ipl).toMatch(/ενός μήνα|ένας μήνας|μία φορά τον μήνα/u);
    expect(ipl).toMatch(/τσίμπημα από λαστιχάκι/u);
    expect(posts.filter((text) => text.includes('μικρά κόκκινα αγγεία')).length).toBeLessThanOrEqual(4);
  });
});
