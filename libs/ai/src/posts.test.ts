import {
  type ChatRequest,
  type FakeOpenAiBehaviour,
  RECORDED_POST_ANSWERS,
  type RunningFake,
  startFakeOpenAi,
} from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWriter } from './create-writer.ts';
import { KNOWLEDGE } from './knowledge.ts';
import { postProblems } from './post-checks.ts';
import { extractSheet } from './product-sheet.ts';
import { type PostInput, WriterError } from './writer.ts';

const logger = createLogger('ai-test', 'silent');

const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  productName: 'Ορός Βιταμίνης C',
  productDescription: 'Ορός προσώπου με βιταμίνη C, με ελαφριά υφή.',
  categoryName: 'Περιποίηση προσώπου',
  examplePosts: [
    'Η επιδερμίδα σας αξίζει φροντίδα κάθε μέρα. #ενυδάτωση',
    'Καλημέρα από την ομάδα μας! Σας περιμένουμε. #θεσσαλονίκη',
    'Τρίτο παράδειγμα που δεν δίνεται. #τρίτο',
  ],
  companyName: 'Αισθητική Λάμψη',
  location: 'Θεσσαλονίκη',
  platform: 'instagram',
  contact: { telephone: '2310 555 123' },
  ...overrides,
});

const good = JSON.parse(RECORDED_POST_ANSWERS.good).post as string;

describe('the OpenAI writer’s posts', () => {
  let fake: RunningFake<FakeOpenAiBehaviour>;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-fake-123' });
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());
  const writer = (model?: string) =>
    createWriter(
      {
        OPENAI_API_KEY: 'sk-fake-123',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        OPENAI_TIMEOUT_MS: 5_000,
        ...(model ? { OPENAI_MODEL: model } : {}),
      },
      logger,
    );
  const requests = () => fake.requests.map((r) => JSON.parse(r.body) as ChatRequest);
  const system = (request: ChatRequest) => request.messages.find((m) => m.role === 'system')?.content ?? '';

  it('prompts in Greek with the product’s facts, the clinic’s settings and contact, the rules and two examples', async () => {
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    const post = await writer().writePost(
      input({
        tone: 'friendly',
        targetLength: 120,
        defaultHashtags: ['λάμψη'],
        guidelines: 'Χωρίς τιμές.',
        maxHashtags: 6,
        temperature: 0.4,
        model: 'gpt-4.1-mini',
        blockedTerms: ['Botox'],
        recentPosts: [
          'Καλημέρα από τη Θεσσαλονίκη!\n\nΚάτι ενδιάμεσο εδώ.\n\n📞 Για ραντεβού, 2310 555 123.',
        ],
      }),
    );
    expect(post).toBe(good);
    const [request] = requests();
    expect(request!.model).toBe('gpt-4.1-mini');
    expect(request!.temperature).toBe(0.4);
    expect(request!.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'social_post' },
    });
    const prompt = system(request!);
    for (const text of [
      'στα ελληνικά',
      '«εσείς»',
      'φιλικό',
      '120 λέξεις',
      'ο Ορός Βιταμίνης C',
      'τον Ορό Βιταμίνης C',
      'συστατικά: βιταμίνη C',
      'ελαφριά υφή',
      'Ό,τι δεν γράφει το δελτίο δεν ισχύει',
      'το τηλέφωνο 2310 555 123',
      'το πολύ 6',
      'κανένα στα αγγλικά',
      '#λάμψη',
      'Χωρίς τιμές.',
      'Κανόνες ιατρικής διαφήμισης',
      'Botox',
      '(1) Η επιδερμίδα σας αξίζει',
      '(2) Καλημέρα από την ομάδα μας',
      'μην αντιγράψετε',
      '«Καλημέρα από τη Θεσσαλονίκη!»',
      'Απαντήστε μόνο με JSON',
    ])
      expect(prompt).toContain(text);
    expect(prompt).not.toContain('Τρίτο παράδειγμα');
    expect(prompt).not.toMatch(/εποχή της ημέρας.*laser/);
  });

  it('tells a treatment it is done in the clinic and a product without contact not to invent a number', async () => {
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    await writer().writePost(
      input({
        productName: 'Laser Αποτρίχωση Diode',
        productDescription: 'Αποτρίχωση με laser διόδου, από εκπαιδευμένο προσωπικό.',
        categoryName: 'Laser',
        contact: {},
        recentPosts: [],
      }),
    );
    const prompt = system(requests()[0]!);
    expect(prompt).toContain('θεραπεία με μηχάνημα στον χώρο της επιχείρησης');
    expect(prompt).toContain('ποιος το κάνει: εκπαιδευμένο προσωπικό');
    expect(prompt).not.toContain('ποιος το κάνει: γιατρός');
    expect(prompt).toContain('Μη γράψετε για την εποχή');
    expect(prompt).toContain('μη γράψετε «Καλέστε μας» ούτε αριθμό');
  });

  it('gives the model the responsible doctor’s name only for a treatment a doctor performs, and asks it to say what it does in its own words', async () => {
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    const lips = {
      productName: 'Θεραπεία Υαλουρονικού Χειλιών',
      productDescription: 'Ενέσιμο υαλουρονικό οξύ για τον όγκο των χειλιών, από γιατρό στο ιατρείο.',
      categoryName: 'Ενέσιμα',
      doctor: 'Ελένη Γεωργίου',
    };
    await writer().writePost(input(lips));
    const treatment = system(requests()[0]!);
    fake.reset();
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    await writer().writePost(input({ doctor: 'Ελένη Γεωργίου' }));
    const serum = system(requests()[0]!);
    expect(treatment).toContain('Υπεύθυνος γιατρός της επιχείρησης: Ελένη Γεωργίου.');
    expect(treatment).toContain('Πείτε με δικά σας λόγια για τι είναι');
    expect(serum).not.toContain('Ελένη Γεωργίου');
    expect(serum).toContain('Μη γράψετε όνομα γιατρού');
  });

  it('asks once for a rewrite naming what the checks refused, and keeps the rewrite', async () => {
    let calls = 0;
    fake.behave({
      reply: () => (++calls === 1 ? RECORDED_POST_ANSWERS.failsChecks : RECORDED_POST_ANSWERS.good),
    });
    expect(await writer().writePost(input())).toBe(good);
    expect(requests()).toHaveLength(2);
    const followUp = requests()[1]!.messages.at(-1)!.content;
    expect(followUp).toContain('το τηλέφωνο 2310 555 123');
    expect(followUp).toContain('#skincare');
    expect(followUp).toContain('«Καλέστε μας» χωρίς αριθμό');
    expect(followUp).toContain('ουσιαστικό που το επαναλαμβάνει');
  });

  it('holds the model to the product’s sheet: asks for a rewrite naming each refused sentence, then drops what is still refused', async () => {
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.inventsFacts });
    const post = await writer().writePost(input({ date: '2026-12-10' }));
    const followUp = requests()[1]!.messages.at(-1)!.content;
    expect(followUp).toContain('Λέει αντηλιακή προστασία, που δεν γράφει το δελτίο του προϊόντος.');
    expect(followUp).toContain('«Ο Ορός Βιταμίνης C περιέχει βιταμίνη C.»: Επαναλαμβάνει το όνομα');
    expect(followUp).toContain('ανήκει σε άλλη μέρα');
    expect(followUp).toContain('Η ευχή κόλλησε');
    // The model said it all again: what the sheet does not hold never goes out.
    expect(post).not.toMatch(/αντηλιακ|περιέχει βιταμίνη C|Χρόνια πολλά/u);
    expect(post).toContain('Έχει ελαφριά υφή και μπαίνει εύκολα στην πρωινή σας περιποίηση.');
    expect(post).toContain('#περιποίησηπροσώπου #θεσσαλονίκη');
  });

  it('holds the model to its product’s kind: a consultation called «το προϊόν» is sent back, and the sentence never goes out', async () => {
    const product = 'Ένα προϊόν που αξίζει να γνωρίσετε: το προϊόν σας περιμένει στον χώρο μας.';
    const visit = 'Στην επίσκεψη σας εξηγούμε με απλά λόγια όσα βλέπουμε.';
    const post = (first: string) =>
      JSON.stringify({
        post: `${first}\n\n${visit} Ρωτήστε ό,τι θέλετε.\n\n📞 Για ραντεβού, καλέστε μας στο 2310 555 123.\n\nΑισθητική Λάμψη · Θεσσαλονίκη\n\n#εκτίμηση #θεσσαλονίκη`,
      });
    fake.behave({ reply: () => post(product) });
    const written = await writer().writePost(
      input({
        productName: 'Δερματολογική Εκτίμηση Προσώπου',
        productDescription:
          'Επίσκεψη στο ιατρείο όπου ο δερματολόγος εξετάζει το δέρμα του προσώπου και προτείνει πρόγραμμα φροντίδας.',
        categoryName: 'Συμβουλευτική',
      }),
    );
    expect(requests()[1]!.messages.at(-1)!.content).toContain('Μιλά με λέξεις άλλου είδους');
    expect(written).not.toMatch(/προϊόν/u);
    expect(written).toContain(visit);
  });

  it('gives the model the knowledge table’s sentences on what the product names, with their sources, and a consultation’s visit as its sheet says it', async () => {
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    const moles = {
      productName: 'Χαρτογράφηση Σπίλων',
      productDescription:
        'Επίσκεψη όπου ο δερματολόγος εξετάζει με δερματοσκόπιο τους σπίλους όλου του σώματος.',
      categoryName: 'Δερματολογικός έλεγχος',
    };
    const sheet = {
      ...extractSheet({ ...moles, examplePosts: [] }),
      leavesWith: 'ένα γραπτό σχέδιο ελέγχων',
    };
    await writer().writePost(input({ ...moles, sheet }));
    const prompt = system(requests()[0]!);
    expect(prompt).toContain(
      'τι εξετάζει ή περιλαμβάνει η επίσκεψη: τους σπίλους όλου του σώματος, με δερματοσκόπιο',
    );
    expect(prompt).toContain('με τι φεύγει ο επισκέπτης: ένα γραπτό σχέδιο ελέγχων');
    expect(prompt).toContain(KNOWLEDGE.find((thing) => thing.id === 'mole-mapping')!.about[0]);
    expect(prompt).toContain('https://www.aad.org/public/diseases/skin-cancer/find/check-skin');
    // A serum's prompt has the vitamin C row, and no row of a thing its texts do not name.
    fake.reset();
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    await writer().writePost(input());
    const serum = system(requests()[0]!);
    expect(serum).toContain(KNOWLEDGE.find((thing) => thing.id === 'vitamin-c')!.about[0]);
    expect(serum).not.toContain(KNOWLEDGE.find((thing) => thing.id === 'mole-mapping')!.about[0]);
    // A sentence of the table the sheet does not allow is left out: PRP for the face says nothing of hair.
    fake.reset();
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    await writer().writePost(
      input({
        productName: 'PRP Προσώπου',
        productDescription: 'Θεραπεία PRP για το πρόσωπο, από γιατρό στο ιατρείο.',
        categoryName: 'Θεραπείες',
      }),
    );
    const prp = system(requests()[0]!);
    expect(prp).toContain('Το PRP είναι πλάσμα πλούσιο σε αιμοπετάλια');
    expect(prp).not.toContain('μην λούσετε τα μαλλιά σας');
    expect(serum).not.toContain('τι εξετάζει ή περιλαμβάνει η επίσκεψη');
  });

  it('sends back a sunscreen’s post that puts SPF and a tint in its composition, and never lets the sentence out', async () => {
    const said = 'Περιέχει SPF50 και χρώμα.';
    fake.behave({
      reply: () =>
        JSON.stringify({
          post: `Το αντηλιακό μας για κάθε μέρα. ${said}\n\n📞 Για πληροφορίες, καλέστε μας στο 2310 555 123.\n\nΑισθητική Λάμψη · Θεσσαλονίκη\n\n#αντηλιακό #θεσσαλονίκη`,
        }),
    });
    const post = await writer().writePost(
      input({
        productName: 'Λεπτόρρευστο Αντηλιακό Προσώπου',
        productDescription: 'Λεπτόρρευστο αντηλιακό προσώπου με SPF50 και χρώμα, για καθημερινή χρήση.',
        categoryName: 'Αντηλιακά',
      }),
    );
    expect(requests()[1]!.messages.at(-1)!.content).toContain(
      `«${said}»: Λέει τον δείκτη SPF ή το χρώμα ως συστατικό`,
    );
    expect(post).not.toContain(said);
    expect(post).toContain('Το αντηλιακό μας για κάθε μέρα.');
  });

  it('asks for the call to action of the product’s kind: a serum is asked about or ordered, never booked; a consultation books an assessment', async () => {
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    const contact = {
      telephone: '2310 555 123',
      bookingUrl: 'https://lampsi.gr/rantevou',
      website: 'https://lampsi.gr',
    };
    await writer().writePost(input({ contact }));
    const serum = system(requests()[0]!);
    expect(serum).toContain('ποτέ «ραντεβού»');
    expect(serum).toContain('τον σύνδεσμο https://lampsi.gr ');
    expect(serum).not.toContain('rantevou');
    fake.reset();
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    await writer().writePost(
      input({
        productName: 'Δερματολογική Εκτίμηση Προσώπου',
        productDescription: 'Επίσκεψη όπου ο δερματολόγος εξετάζει το δέρμα του προσώπου.',
        categoryName: 'Συμβουλευτική',
        contact,
      }),
    );
    const visit = system(requests()[0]!);
    expect(visit).toContain('«Κλείστε ραντεβού για εκτίμηση στο 2310 555 123»');
    expect(visit).toContain('https://lampsi.gr/rantevou');
  });

  it('asks again when the answer is not JSON, and fails as a bad answer when it never is', async () => {
    let calls = 0;
    fake.behave({
      reply: () => (++calls === 1 ? RECORDED_POST_ANSWERS.notJson : RECORDED_POST_ANSWERS.good),
    });
    expect(await writer().writePost(input())).toBe(good);
    fake.reset();
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.notJson });
    const error = await writer()
      .writePost(input())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterError);
    expect((error as WriterError).code).toBe('bad_answer');
    expect(requests()).toHaveLength(2);
  });

  it('keeps the model OPENAI_MODEL pins over the account’s', async () => {
    fake.behave({ reply: () => RECORDED_POST_ANSWERS.good });
    await writer('local-llama').writePost(input({ model: 'gpt-4o' }));
    expect(requests()[0]!.model).toBe('local-llama');
  });
});

describe('the checks every post must pass', () => {
  it('names advice the description contradicts in the model’s post', () => {
    const brush = input({
      productName: 'Ηλεκτρική Βούρτσα Καθαρισμού Προσώπου',
      productDescription: 'Συσκευή καθαρισμού προσώπου για το σπίτι. Αδιάβροχη, με δύο ταχύτητες.',
      categoryName: 'Συσκευές',
      examplePosts: [],
    });
    const post =
      'Η βούρτσα μας για το σπίτι έχει δύο ταχύτητες. Αν η συσκευή βραχεί, μην τη χρησιμοποιήσετε.\n\n📞 Για πληροφορίες, καλέστε μας στο 2310 555 123.';
    expect(postProblems(post, brush).join('\n')).toMatch(/αδιάβροχη/u);
    expect(postProblems(post.replace(/ Αν η συσκευή βραχεί[^.]*\./u, ''), brush).join('\n')).not.toMatch(
      /αδιάβροχη/u,
    );
  });

  it('finds nothing wrong in a good post, and names each problem of a bad one', () => {
    expect(postProblems(good, input())).toEqual([]);
    const bad = JSON.parse(RECORDED_POST_ANSWERS.failsChecks).post as string;
    expect(postProblems(bad, input())).toHaveLength(6);
    // A serum the clinic sells is not booked.
    expect(postProblems(bad, input()).join('\n')).toContain('δεν κλείνει «ραντεβού»');
    expect(postProblems(bad, input()).at(-1)).toMatch(/Το 📞 μπαίνει μόνο μπροστά από τηλέφωνο/);
    expect(postProblems(good, input({ recentPosts: [good] }))[0]).toMatch(/^Επαναλαμβάνει/);
    expect(postProblems(good, input({ maxHashtags: 2 }))).toEqual(['Έχει 4 hashtags· το πολύ 2.']);
    const copied = good.replace(/^[^\n]*/u, 'Ορός προσώπου με βιταμίνη C, με ελαφριά υφή για όλους.');
    expect(postProblems(copied, input())[0]).toMatch(/^Αντιγράφει την περιγραφή του προϊόντος/u);
    const twice = good.replace(
      /^[^\n]*/u,
      'Μετά τη θεραπεία γράψτε μας για ό,τι σας απασχολεί. Αν κάτι σας προβληματίσει, στείλτε μας μήνυμα.',
    );
    expect(postProblems(twice, input())).toEqual([
      '«Αν κάτι σας προβληματίσει, στείλτε μας μήνυμα.»: Λέει ξανά, με άλλα λόγια, κάτι που είπε ήδη η ανάρτηση.',
    ]);
  });
});
