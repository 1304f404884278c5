/**
 * What a product does, from its sheet's «does» («τη λάμψη και την υφή του δέρματος του προσώπου»), in the
 * forms the writer's sentences need: as an object and after «σε» («στην υφή του δέρματος και στη λάμψη»). The writer says it in its own sentence, never in the description's
 * words: an area the post names elsewhere is left out of it, and the things it names come in another order.
 * A «does» that names only areas («πρόσωπο και σώμα») says nothing of its own, nor one of its use
 * («καθημερινή χρήση»); a thing without its article takes the one its noun's ending gives («ήπια
 * ανόρθωση» → «την ήπια ανόρθωση», «τοπικό πάχος» → «το τοπικό πάχος»), but a plural one without it
 * («επιδερμίδες με τάση λιπαρότητας») says whom it is for. What it does «με» (with) is what it contains.
 */
import { feminineArticle } from './greek-names.ts';
import { plain } from './product-facts.ts';
import { saidByNameOf } from './sentence-checks.ts';

export type DoesForms = {
  /**
   * What it does in the accusative, in another order than the sheet's when it names more than one thing
   * («τις ουλές ακμής και την υφή του δέρματος»).
   */
  other: string;
  /** After «σε»: «στην υφή του δέρματος και στις ουλές ακμής». */
  into: string;
  /**
   * The same without what the product's name says, for a sentence that names it («Γιατί γίνονται τα νήματα
   * ανόρθωσης; Για τη σύσφιξη»); null when the name says all of it.
   */
  named: { other: string; into: string } | null;
};

/** Accusative articles (plain spelling) and the article joined to «σε». */
const INTO: Record<string, string> = {
  τη: 'στη',
  την: 'στην',
  το: 'στο',
  τον: 'στον',
  τα: 'στα',
  τισ: 'στις',
  τουσ: 'στους',
};

/** Words that name an area, with or without their article: an item of them alone says no more than the areas do. */
const AREA_ONLY =
  /^(?:(?:το|τα|τη|την|τον)\s+)?(?:προσωπο|σωμα|χειλη|ματια|μαλλια|λαιμο|ντεκολτε|χερια|ποδια|μασχαλεσ|κοιλια|περιοχη (?:γυρω απο|κατω απο) τα ματια)$/u;
/** An area after a preposition, as a list of them says it («στα μπράτσα», «στο πρόσωπο»), on the original text. */
const AREA_WORDS =
  '(?:στο|στην|στη|στα|στον|στους|στις|σε|του|της|των)\\s+(?:πρόσωπο|σώμα|χείλη|μάτια|μαλλιά|κοιλιά|γλουτούς|μηρούς|λαιμό|μπράτσα|μασχάλες|χέρια|πόδια|πλάτη|στήθος|προσώπου|σώματος|πέλματα|φτέρνες|αγκώνες|γόνατα|δάχτυλα|παλάμες|νύχια)';
/** Areas before the last of a list, each with its comma or «και» («… στα μπράτσα και»), at a text's end. */
const AREAS_BEFORE_LAST = new RegExp(`(?:\\s+${AREA_WORDS}\\s*(?:,|\\s+και))+$`, 'u');
/** A list of two areas or more at a text's end («… στα πέλματα και στις φτέρνες»). */
const AREAS_AFTER = new RegExp(`\\s+${AREA_WORDS}(?:(?:\\s*,|\\s+και)\\s+${AREA_WORDS})+$`, 'u');
/**
 * An area at the end of a thing, said elsewhere in the post or narrower than the sheet's areas: «… του
 * προσώπου», «… στο πρόσωπο», «… στην κοιλιά».
 */
const TRAILING_AREA =
  /\s+(?:(?:στο|στην|στη)\s+(?:κεντρο|περιοχη|πανω μεροσ|κατω μεροσ)\s+)?(?:(?:του|στο|στα|των|στη|στην|στουσ|στισ|σε|τησ)\s+)(?:προσωπου|προσωπο|σωματοσ|σωμα|χειλιων|χειλη|ματιων|ματια|μαλλιων|μαλλια|κοιλια|γλουτουσ|μηρουσ|λαιμο|μπρατσα|μασχαλεσ)$/u;
/** A «does» of when or how it is used, or of whom it is for («όλους τους τύπους δέρματος»), not of what it does. */
const OF_USE = /(?:^|\s)(?:χρηση|χρησησ|εφαρμογη|πρωι|βραδυ)(?:\s|$)|^(?:ολουσ|ολεσ|ολα|καθε)\s/u;
/** Where a thing's own words end: its genitive, a preposition. */
const BOUNDARY = /^(?:του|τησ|των|σε|στο|στη|στην|στα|στον|στουσ|στισ|με|απο|για|γυρω|μετα|πριν)$/u;

/** Plural nouns of whom a product is for, not of what it does («επιδερμίδες», «γυναίκες»). */
const WHOM = /^(?:επιδερμιδ|γυναικ|ενηλικ|εφηβ|μητερ|εγκυ)/u;

/** Whom a «does» closes with: «σε παιδιά και ενήλικες», «σε εφήβους», «σε άνδρες και γυναίκες». */
const PEOPLE = '(?:παιδιά|ενήλικες|εφήβους|γυναίκες|άνδρες|άντρες|βρέφη|ηλικιωμένους)';
const WHOM_TAIL = new RegExp(`\\s+σε\\s+${PEOPLE}(?:(?:,\\s*|\\s+και\\s+)${PEOPLE})*$`, 'u');

/**
 * A thing with its accusative article: its own, or the one its noun's ending gives (a singular feminine
 * in -η or -α, a neuter in -ος or -μα, a feminine plural of things in -ες); null for another plural or a
 * noun whose ending does not tell.
 */
const BODY_NEUTER_PLURAL = /^(?:χειλη|ματια|χερια|ποδια|νυχια|μαλλια|δαχτυλα|πελματα|γονατα|μαγουλα)$/u;

/** Whom a product is for, said by a pronoun and a verb («όσους ιδρώνουν υπερβολικά»): no thing to name. */
const WHO_DOES = /^(?:οσουσ|οσεσ|οσοι|οσα|οσων|οποιον|οποια|οποιουσ|οποιοσ|αυτουσ|εκεινουσ)$/u;

function withArticle(item: string): string | null {
  const words = item.split(/\s+/);
  if (WHO_DOES.test(plain(words[0] ?? ''))) return null;
  if (INTO[plain(words[0] ?? '')]) return item;
  const own = words.findIndex((word, i) => i > 0 && BOUNDARY.test(plain(word)));
  // The noun before its genitive («ουλές ακμής», «υφή δέρματος»).
  let end = (own < 0 ? words.length : own) - 1;
  while (end > 0 && /(?:ησ|ου|ων)$/u.test(plain(words[end]!))) end--;
  const noun = plain(words[end] ?? '');
  // The body's neuter plurals («τα ξηρά χείλη», «τα εύθραυστα νύχια»), never a feminine in -η or -α.
  if (BODY_NEUTER_PLURAL.test(noun)) return `τα ${item}`;
  // A feminine of the second declension in the accusative («τη ροδόχρου νόσο», «τη μέθοδο»).
  if (/^(?:νοσο|μεθοδο|διαμετρο)$/u.test(noun)) return `τη ${item}`;
  // People of a neuter plural («τα βρέφη», «τα παιδιά»).
  if (/^(?:βρεφη|παιδια|νεογνα|μωρα)$/u.test(noun)) return `τα ${item}`;
  // A neuter in -μα before the feminine -α («το περίγραμμα», never «την περίγραμμα»).
  if (/(?:οσ|μα)$/u.test(noun)) return `το ${item}`;
  // A feminine plural of things («ουλές ακμής», «λεπτές ρυτίδες»), never of people or skins.
  if (/εσ$/u.test(noun) && !WHOM.test(noun)) return `τις ${item}`;
  // A masculine plural in the accusative («σπίλους»), a neuter plural in -ματα («εξανθήματα»).
  if (/ουσ$/u.test(noun)) return `τους ${item}`;
  if (/ματα$/u.test(noun)) return `τα ${item}`;
  // A diminutive's neuter plural («σπυράκια»), a third-declension feminine plural («εξάψεις»).
  if (/άκια$/u.test(words[end] ?? '')) return `τα ${item}`;
  if (/εισ$/u.test(noun) && !WHOM.test(noun)) return `τις ${item}`;
  if (/(?:εσ|οι|ουσ|ων|ια)$/u.test(noun)) return null;
  if (/[ηα]$/u.test(noun)) return `${feminineArticle(words[0]!)} ${item}`;
  return null;
}

/**
 * The items of a «does»: split at «και» and commas between words; an area after an item that ends in one
 * («… στο πρόσωπο και τον λαιμό») stays with that item, both areas said.
 */
function itemsOf(does: string): string[] {
  const items: string[] = [];
  // «κοκκινίλες, εξάψεις ή σπυράκια»: each of the things a visit is for, said with «και».
  const parts = does.split(/(\s*,\s+|\s+(?:και|ή)\s+)/u);
  for (let i = 0; i < parts.length; i += 2) {
    // «… και για την ερυθρότητα»: a second purpose is one more thing it is for.
    const item = parts[i]!.trim().replace(/^για\s+(?=(?:το|τα|τη|την|τον|τις|τους)\s)/u, '');
    if (!item) continue;
    const last = items.at(-1);
    // «την τριχόπτωση που σχετίζεται με άγχος ή εποχή»: what follows a relative clause's «που» is of it.
    if (last && /\sπου\s/u.test(last)) items[items.length - 1] = `${last}${parts[i - 1]}${item}`;
    // «δέρμα προσώπου και σώματος»: a second part of the body in the genitive is of the same noun.
    else if (last && AREA_OF.test(plain(item))) items[items.length - 1] = `${last}${parts[i - 1]}${item}`;
    else if (last && AREA_ONLY.test(plain(item)) && TRAILING_AREA.test(plain(last)))
      items[items.length - 1] = `${last} και ${item}`;
    // «… στη μύτη και στα μάγουλα»: a second place is where the thing before it is.
    else if (last && /^σ(?:το|τη|την|τα|τον|τισ|τουσ)\s/u.test(plain(item)))
      items[items.length - 1] = `${last}${parts[i - 1]}${item}`;
    // «το πολύ ξηρό και τραχύ δέρμα»: two qualities of one skin are one thing, in the writer's order
    // («το τραχύ και πολύ ξηρό δέρμα»).
    else if (last && SKIN_QUALITY_ONLY.test(plain(last)) && /\s/u.test(item)) {
      const [, article = '', quality] = /^((?:το|τη|την)\s+)?(.+)$/u.exec(last)!;
      const [other, ...noun] = item.split(/\s+/u);
      items[items.length - 1] = `${article}${other} και ${quality} ${noun.join(' ')}`;
    }
    // «σκασμένα και ξηρά χείλη», «τα ξηρά, σκληρά και σκασμένα πέλματα», «την ήπια και μέτρια ακμή»:
    // qualities alone, without their noun, share the next one's noun.
    else if (last && qualitiesOnly(last) && !/\s/u.test(item) && QUALITY_ALONE.test(plain(item)))
      items[items.length - 1] = `${last}${parts[i - 1]}${item}`;
    else if (last && qualitiesOnly(last) && /\s/u.test(item)) items[items.length - 1] = `${last} και ${item}`;
    else items.push(item);
  }
  return items;
}
/** A part of the body in the genitive, alone («σώματος», «προσώπου»): of the noun before it. */
const AREA_OF =
  /^(?:σωματοσ|προσωπου|λαιμου|χεριων|ποδιων|ματιων|χειλιων|τριχωτου|ντεκολτε|μετωπου|πλατησ|κοιλιασ|γλουτων|μηρων)$/u;

/** A quality in one word, an adjective or a participle («σκασμένα», «ξηρά», «ήπια»), with no noun of its own. */
const QUALITY_ALONE =
  /^(?:\p{L}+(?:μεν|ικ)(?:α|η|ο|εσ|οι|οσ)|(?:ξηρ|λιπαρ|τραχ|ευαισθητ|θαμπ|σκληρ|ερεθισμεν|ηπι|μετρι|ελαφρ|εντον|σοβαρ|χρονι|επιμον|φλεγμονωδ)\p{L}*)$/u;

/** Qualities alone, one or a list of them after an article («τα ξηρά, σκληρά»), with no noun. */
const qualitiesOnly = (phrase: string) =>
  plain(phrase)
    .replace(/^(?:το|τα|τη|την|τον|τισ|τουσ|η|οι|ο)\s+/u, '')
    .split(/\s*,\s*|\s+(?:και|η)\s+/u)
    .every((word) => QUALITY_ALONE.test(word));
/** A skin's quality without its noun («το πολύ ξηρό»): the noun comes with the next one. */
const SKIN_QUALITY_ONLY =
  /^(?:(?:το|τη|την)\s+)?(?:πολυ\s+)?(?:ξηρ|λιπαρ|τραχ|ευαισθητ|αφυδατωμεν|μικτ|κανονικ|ωριμ|θαμπ|ερεθισμεν|ταλαιπωρημεν)\S*$/u;
/** «… στο πρόσωπο και τον λαιμό»: an item naming two areas, both kept. */
const TWO_AREAS = /\s+και\s+(?:το|τα|τη|την|τον)\s+\S+$/u;

/**
 * An item without an area at its end, when what is left still names a thing of its own (three words or
 * more), or when the product's name says the area already («το περίγραμμα» of the Θεραπεία Χειλιών).
 */
function withoutArea(item: string, nameSaysArea: boolean): string {
  const match = TRAILING_AREA.exec(plain(item));
  // «… στο πρόσωπο και τον λαιμό» → «… σε πρόσωπο και λαιμό»: both areas, in the writer's words.
  if (TWO_AREAS.test(item))
    return item.replace(
      /\s+(?:στο|στη|στην|στα|στον)\s+(\S+)\s+και\s+(?:το|τα|τη|την|τον)\s+(\S+)$/u,
      ' σε $1 και $2',
    );
  if (!match) return item;
  // «… στα μπράτσα και στους μηρούς»: the areas before the last go with it, whole.
  const left = item
    .slice(0, match.index)
    .replace(AREAS_BEFORE_LAST, '')
    .replace(/\s+(?:και|ή)$/u, '')
    .trim();
  return nameSaysArea || left.split(/\s+/).length >= 3 ? left : item;
}

const joined = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} και ${items.at(-1)}`;

/**
 * Whether a «does» names a skin type, whom the product is for, not what it does: a skin without its
 * article («ανοιχτόχρωμο δέρμα», «κανονικό έως λιπαρό δέρμα», «ξηρή επιδερμίδα», «πολύ ξηρό δέρμα που
 * ξεφλουδίζει», «λιπαρό δέρμα με φαγέσωρες»). Said in a slot of a purpose it reads «Γιατί γίνεται; Για το ανοιχτόχρωμο δέρμα».
 */
export const namesSkinType = (does: string) =>
  /^(?!(?:το|τη|την|τα|τισ|τον|τουσ)\s)(?:[^,]*\s)?(?:δερμα|δερματα|επιδερμιδα|επιδερμιδεσ)(?:\s(?:που|με)\s[^,]+)?$/u.test(
    plain(does.replace(/[.!;]+$/u, '').trim()),
  );

/**
 * The forms of what the product does; null when its sheet says nothing of it, or only its areas, or whom it
 * is for (an item without an article: «επιδερμίδες με τάση λιπαρότητας», a skin type).
 */
/**
 * The words that name a thing: its first two, an adjective in «-ικός» before its last word passed over
 * («την αλλεργική δερματίτιδα» → «την», «δερματίτιδα»).
 */
export const headWords = (item: string): string[] =>
  item
    .split(/\s+/)
    .filter(
      (word, i, words) => i === words.length - 1 || !/ικ(?:οσ|η|ο|οι|εσ|α|ων|ου|ησ)$/u.test(plain(word)),
    )
    .slice(0, 2);

export function doesForms(does: string, nameSaysArea = false, productName = ''): DoesForms | null {
  const inName = saidByNameOf(productName);
  // The item's own noun is the word after its article, or its first word without one («βαθιά ενυδάτωση»);
  // an adjective in «-ικός» before it only qualifies it («την αλλεργική δερματίτιδα» of an «Αλλεργιολογικό
  // Patch Test» is still something its name does not say).
  const named = (item: string) => headWords(item).some((word) => inName(word));
  const all = formsOf(does, nameSaysArea, () => false);
  // «IPL για Ευρυαγγείες» is for the redness, not «τις ευρυαγγείες»: a name that says what it is for leaves
  // it out everywhere; one that only qualifies («Skin Booster Ενυδάτωσης») only where the name is said.
  const without = formsOf(does, nameSaysArea, named);
  // What the name says alone is nothing to say («Αποτρίχωση Laser» is for «την αποτρίχωση»).
  if (!without) return null;
  if (/(?:^|\s)για\s/u.test(plain(productName)) || !all) return { ...without, named: without };
  return { ...all, named: without };
}

function formsOf(
  does: string,
  nameSaysArea: boolean,
  named: (item: string) => boolean,
): { other: string; into: string } | null {
  // «δέρμα με τάση ακμής, ροδόχρου νόσο…»: a skin with troubles is for the troubles.
  // A verb that takes «με» keeps it («η τριχόπτωση που σχετίζεται με άγχος»).
  const parts = does
    .replace(/[.!;]+$/u, '')
    .split(/(?<!(?:σχετίζ|σχετιζ|συνδέ|συνδε|μοιάζ|μοιαζ)\p{L}*)\s+με\s+/u);
  const ofSkin = /^(?:(?:το|την|τη)\s+)?(?:δερμα|επιδερμιδα)$/u.test(plain(parts[0] ?? ''));
  const whole = (ofSkin && parts.length > 1 ? parts.slice(1).join(' με ') : parts[0]) ?? '';
  // «… σε παιδιά και ενήλικες»: whom it is for closes the phrase, said after its things.
  const tail = WHOM_TAIL.exec(whole)?.[0] ?? '';
  const said = whole.slice(0, whole.length - tail.length);
  // Its people in another order than the description's, as its things are («σε ενήλικες και παιδιά»).
  const people = tail
    .replace(/^\s+σε\s+/u, '')
    .split(/\s*,\s*|\s+και\s+/u)
    .reverse();
  const whom = tail ? ` σε ${joined(people)}` : '';
  if (OF_USE.test(plain(said)) || namesSkinType(said)) return null;
  // «σκληρύνσεις και κάλους στα πέλματα και στις φτέρνες»: a list of areas after a list of things is where
  // all of them are (the sheet's areas), not part of the last one.
  const items = itemsOf(said.replace(AREAS_AFTER, '')).filter((item) => !named(item));
  if (items.length === 0 || items.length > 4) return null;
  if (items.every((item) => AREA_ONLY.test(plain(item)))) return null;
  const articled = items.map(withArticle);
  if (articled.some((item) => item === null)) return null;
  const things = (articled as string[]).map((item) => withoutArea(item, nameSaysArea));
  const into: string[] = [];
  for (const item of things) {
    const [article, ...rest] = item.split(/\s+/);
    const joinedArticle = INTO[plain(article ?? '')];
    if (!joinedArticle || rest.length === 0) return null;
    into.push(`${joinedArticle} ${rest.join(' ')}`);
  }
  return {
    other: joined(things.length > 1 ? [...things.slice(1), things[0]!] : things) + whom,
    into: joined(things.length > 1 ? [...into.slice(1), into[0]!] : into) + whom,
  };
}
