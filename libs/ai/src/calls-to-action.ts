/**
 * A post's call to action, in the words of its kind: a treatment books an appointment or a session, a
 * consultation an appointment for an assessment; a cosmetic or a home-use device the clinic sells is
 * found at its reception or asked about, never booked and never ordered (the clinic did not say it takes
 * orders, nor what it has in stock); a medicine is asked about, never bought. The clinic's telephone and links as it gave them; an invitation to write
 * only where it gave a website, or, when it gave nothing, to send a message on the platform or come by. Its emoji says what follows: 📞 a telephone, 🔗 a link, 💬 a message or a visit.
 */
import type { ProductKind } from './product-facts.ts';
import type { ClinicContact } from './writer.ts';

/** How each kind invites: to book a treatment, a session, an assessment; to ask about a product or a medicine. */
type Invitation = 'visit' | 'session' | 'assessment' | 'product' | 'question';

const LEADS: Record<Invitation, string[]> = {
  visit: [
    'Για ραντεβού',
    'Για να κλείσετε ραντεβού',
    'Για μια πρώτη γνωριμία',
    'Για πληροφορίες και ραντεβού',
    'Αν θέλετε να τα πούμε από κοντά',
    'Για να βρούμε μαζί την ώρα που σας βολεύει',
    'Για κάθε απορία ή ραντεβού',
    'Για να ορίσουμε την πρώτη συνάντηση',
    'Θέλετε να κανονίσουμε μια συνάντηση;',
    'Για να κλείσουμε μαζί μια ώρα',
  ],
  session: [
    'Για να κλείσετε την πρώτη σας συνεδρία',
    'Για ραντεβού',
    'Για πληροφορίες και ραντεβού',
    'Για να βρούμε μαζί την ώρα που σας βολεύει',
    'Για κάθε απορία ή ραντεβού',
    'Θέλετε να κλείσουμε την πρώτη συνεδρία;',
    'Για να κλείσουμε μαζί μια ώρα',
    'Αν θέλετε να τα πούμε από κοντά',
  ],
  // Every one of them books the assessment: a lead that does not say it is followed by an action that does.
  assessment: [
    'Για ραντεβού εκτίμησης',
    'Για να κλείσετε την επίσκεψή σας',
    'Για να βρούμε μαζί την ώρα που σας βολεύει',
    'Για κάθε απορία ή ραντεβού',
    'Θέλετε να κανονίσουμε μια επίσκεψη;',
    'Για μια εκτίμηση από κοντά',
    'Για να κλείσετε ραντεβού εκτίμησης',
    'Αν θέλετε να τα πούμε από κοντά',
  ],
  product: [
    'Για πληροφορίες',
    'Για να μάθετε περισσότερα',
    'Για κάθε απορία',
    'Για να σας προτείνουμε ό,τι σας ταιριάζει',
    'Όποτε σας βολεύει',
    'Για ό,τι θέλετε να ρωτήσετε',
    'Αναζητάτε συμβουλή;',
    'Για να σας πούμε αν σας ταιριάζει',
  ],
  question: ['Για πληροφορίες', 'Για κάθε απορία', 'Για ό,τι θέλετε να ρωτήσετε', 'Έχετε απορίες;'],
};

const INVITATION_OF: Record<ProductKind, Invitation> = {
  treatment: 'visit',
  'device-treatment': 'session',
  consultation: 'assessment',
  cosmetic: 'product',
  device: 'product',
  medicine: 'question',
};

/** Whether a kind's call to action books an appointment (a treatment, a session, an assessment). */
export const booksAppointment = (kind: ProductKind) => {
  const invitation = INVITATION_OF[kind];
  return invitation === 'visit' || invitation === 'session' || invitation === 'assessment';
};

type Action = { text: string; mark: string };

/**
 * The actions of a kind that books: the telephone, the booking link (or the website), both. With a booking
 * link, most of those that give the telephone give the link too.
 */
function bookingActions(contact: ClinicContact, assessment: boolean): Action[] {
  const tel = contact.telephone?.trim();
  const link = contact.bookingUrl?.trim() || contact.website?.trim();
  const actions: Action[] = [];
  if (tel) {
    const byTelephone = [
      `καλέστε μας στο ${tel}`,
      `τηλεφωνήστε στο ${tel}`,
      `είμαστε στο ${tel}`,
      `θα μας βρείτε στο ${tel}`,
      `σας απαντάμε στο ${tel}`,
    ];
    for (const text of link ? byTelephone.slice(0, 3) : byTelephone) actions.push({ text, mark: '📞' });
    if (assessment) actions.push({ text: `κλείστε ραντεβού για εκτίμηση στο ${tel}`, mark: '📞' });
  }
  if (link) {
    actions.push({
      text: assessment ? `κλείστε ραντεβού για εκτίμηση εδώ: ${link}` : `κλείστε ραντεβού εδώ: ${link}`,
      mark: '🔗',
    });
    actions.push({ text: `μπείτε στο ${link}`, mark: '🔗' }, { text: `όλα είναι στο ${link}`, mark: '🔗' });
  }
  if (tel && link)
    for (const text of [
      `καλέστε μας στο ${tel} ή μπείτε στο ${link}`,
      `τηλεφωνήστε στο ${tel} ή κλείστε online στο ${link}`,
      `είμαστε στο ${tel} και στο ${link}`,
      `στο ${tel} ή online στο ${link}`,
      `θα μας βρείτε στο ${tel}, ή online στο ${link}`,
    ])
      actions.push({ text, mark: '📞' });
  return actions;
}

/**
 * The actions of a product the clinic sells: asked about at the reception or by telephone, the website;
 * the booking link only when the clinic gave nothing else, as a way to write to it.
 */
function productActions(contact: ClinicContact): Action[] {
  const tel = contact.telephone?.trim();
  const website = contact.website?.trim();
  const address = contact.address?.trim();
  const booking = contact.bookingUrl?.trim();
  const actions: Action[] = [];
  if (tel)
    for (const text of [
      `καλέστε μας στο ${tel}`,
      `ρωτήστε μας στο ${tel}`,
      `σας απαντάμε στο ${tel}`,
      `ρωτήστε στην υποδοχή μας ή καλέστε μας στο ${tel}`,
      `περάστε από την υποδοχή μας ή τηλεφωνήστε στο ${tel}`,
    ])
      actions.push({ text, mark: '📞' });
  if (website) {
    actions.push({ text: `δείτε περισσότερα στο ${website}`, mark: '🔗' });
    if (!tel) actions.push({ text: `ρωτήστε στην υποδοχή μας ή μπείτε στο ${website}`, mark: '🔗' });
  }
  if (!tel && !website && address)
    actions.push(
      { text: `θα μας βρείτε στην υποδοχή, στη διεύθυνση ${address}`, mark: '💬' },
      { text: `ρωτήστε στην υποδοχή μας, στη διεύθυνση ${address}`, mark: '💬' },
    );
  if (!tel && !website && !address && booking)
    actions.push({ text: `επικοινωνήστε μαζί μας εδώ: ${booking}`, mark: '🔗' });
  return actions;
}

/** A medicine's: a question, by telephone or a message; never an order. */
function questionActions(contact: ClinicContact): Action[] {
  const tel = contact.telephone?.trim();
  const website = contact.website?.trim();
  const booking = contact.bookingUrl?.trim();
  if (tel)
    return [`ρωτήστε μας στο ${tel}`, `σας απαντάμε στο ${tel}`, `καλέστε μας στο ${tel}`].map((text) => ({
      text,
      mark: '📞',
    }));
  // A booking page takes no message: it is a way to get in touch, not to write.
  if (website) return [{ text: `γράψτε μας μέσα από το ${website}`, mark: '🔗' }];
  if (booking) return [{ text: `επικοινωνήστε μαζί μας μέσα από το ${booking}`, mark: '🔗' }];
  return [];
}

/**
 * A day a booking is not asked for as usual: a public holiday, when whether the clinic is open, and its
 * hours, are not known (nothing tells them), so the post neither presses to book nor says it is closed; a
 * month the product's description rules out (a summer, or outside «από τον Οκτώβριο ως τον Μάρτιο»), when a
 * treatment is booked from the month it is done again (`bookFrom`, in the accusative: «Σεπτέμβριο»).
 */
export type BookingDay = 'holiday' | { bookFrom: string };

/** A holiday's leads: an invitation to ask, whenever it suits the reader, that says nothing of opening hours. */
const HOLIDAY_LEADS = [
  'Όποτε σας βολεύει',
  'Για πληροφορίες',
  'Για κάθε απορία',
  'Για ό,τι θέλετε να ρωτήσετε',
];

/** The kind's calls to action, each a whole line with its emoji; on a `day` of its own, led as that day asks. */
export function callsToAction(
  contact: ClinicContact | undefined,
  kind: ProductKind,
  day: BookingDay | null = null,
): string[] {
  const invitation = INVITATION_OF[kind];
  const given = contact ?? {};
  const actions =
    invitation === 'product'
      ? productActions(given)
      : invitation === 'question'
        ? questionActions(given)
        : bookingActions(given, invitation === 'assessment');
  if (actions.length === 0)
    for (const text of [
      'στείλτε μας μήνυμα εδώ, στο Instagram',
      'γράψτε μας σε προσωπικό μήνυμα',
      given.address?.trim()
        ? `περάστε από τον χώρο μας, στη διεύθυνση ${given.address.trim()}`
        : 'περάστε από τον χώρο μας',
      'στείλτε μας μήνυμα και θα σας απαντήσουμε',
    ])
      actions.push({ text, mark: '💬' });
  // A product or a medicine's question is not booked: only a holiday changes what it says.
  const booked = invitation !== 'product' && invitation !== 'question';
  if (day !== null && day !== 'holiday' && booked)
    return actions.map(({ text, mark }) => `${mark} Για ραντεβού από τον ${day.bookFrom} και μετά, ${text}.`);
  if (day === 'holiday')
    return HOLIDAY_LEADS.flatMap((lead) =>
      actions
        .filter(({ text }) => !/ραντεβού/u.test(text))
        .map(({ text, mark }) => `${mark} ${lead}, ${text}.`),
    );
  // «Για ραντεβού, κλείστε ραντεβού εδώ»: a lead and an action that both book say it twice; an assessment's
  // lead that does not name it takes an action that does.
  const booking = (text: string) => /ραντεβού|κλείσ/u.test(text);
  const namesAssessment = (text: string) => /ραντεβού|επίσκεψ|εκτίμησ/u.test(text);
  return LEADS[invitation].flatMap((lead) =>
    actions
      .filter(({ text }) => !(booking(lead) && booking(text)))
      .filter(({ text }) => invitation !== 'assessment' || namesAssessment(lead) || namesAssessment(text))
      // «Για να κλείσουμε μαζί μια ώρα, στο 2610…»: a lead of a purpose takes an action with its own verb.
      .filter(({ text }) => !(/^Για να\s/u.test(lead) && /^στο\s/u.test(text)))
      .map(({ text, mark }) =>
        lead.endsWith(';') ? `${mark} ${lead} ${capitalise(text)}.` : `${mark} ${lead}, ${text}.`,
      ),
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
