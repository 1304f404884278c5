/**
 * A product's fact sheet as the business keeps it on its product: what the writer may say of it (libs/ai
 * reads the first one from the product's texts). What it is, what it is for, where on the body, who
 * performs it, what it contains, what else is true of it, what it must not be confused with, what it is
 * used with, its hashtags, and for a consultation what the visit examines and what the person leaves with.
 */
import { z } from 'zod';

/** The kinds of product, each with its own words in a post. */
export const PRODUCT_KINDS = [
  'treatment',
  'device-treatment',
  'device',
  'cosmetic',
  'consultation',
  'medicine',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Whether a kind is a treatment given in the clinic (by hand or with a device), done in sessions. */
export const isClinicTreatment = (kind: ProductKind) => kind === 'treatment' || kind === 'device-treatment';

export const AREAS = ['lips', 'eyes', 'face', 'body', 'hair'] as const;
export const PERFORMERS = ['byDoctor', 'trainedStaff'] as const;
export const INGREDIENTS = [
  'hyaluronic',
  'vitaminC',
  'retinol',
  'niacinamide',
  'peptides',
  'collagen',
  'glycolic',
  'salicylic',
  'botulinum',
] as const;
export const PROPERTIES = [
  'hairRemoval',
  'hydration',
  'sunProtection',
  'sensitive',
  'oily',
  'lightTexture',
  'fragranceFree',
  'sessions',
  'homeUse',
  'daily',
  'led',
] as const;
export type Area = (typeof AREAS)[number];
export type Performer = (typeof PERFORMERS)[number];
export type Ingredient = (typeof INGREDIENTS)[number];
export type Property = (typeof PROPERTIES)[number];

const phrase = z.string().trim().max(120);
export const productSheetSchema = z.object({
  kind: z.enum(PRODUCT_KINDS),
  /** What it is, in a few words («ορός προσώπου με βιταμίνη C»). */
  what: phrase,
  /** What it is for, in the description's words («τον όγκο και το περίγραμμα των χειλιών»). */
  does: phrase,
  areas: z.array(z.enum(AREAS)).max(AREAS.length),
  performer: z.enum(PERFORMERS).nullable(),
  ingredients: z.array(z.enum(INGREDIENTS)).max(INGREDIENTS.length),
  properties: z.array(z.enum(PROPERTIES)).max(PROPERTIES.length),
  notConfusedWith: z.array(phrase).max(10),
  usedWith: z.array(phrase).max(10),
  /** Greek hashtags people search for, with their #. */
  hashtags: z.array(z.string().regex(/^#[\p{L}\p{N}_]{2,30}$/u)).max(30),
  /**
   * A consultation's or examination's: what the visit examines or includes («ιστορικό, τριχοσκόπηση,
   * εξετάσεις αίματος αν χρειαστεί»). Empty on a sheet kept before the field existed.
   */
  examines: phrase.default(''),
  /** A consultation's or examination's: what the person leaves with («ένα γραπτό πρόγραμμα φροντίδας»). */
  leavesWith: phrase.default(''),
});
export type ProductSheet = z.infer<typeof productSheetSchema>;

/**
 * A sheet as it was stored (JSON kept before a field existed lacks it): with its defaults filled in, or
 * null when it no longer reads as a sheet, so that it is read again from the product's texts.
 */
export function storedSheet(value: unknown): ProductSheet | null {
  const read = productSheetSchema.safeParse(value);
  return read.success ? read.data : null;
}

/** The Greek words of each entry, as the portal shows them and the model is told them. */
export const SHEET_LABELS: Record<Area | Performer | Ingredient | Property, string> = {
  lips: 'χείλη',
  eyes: 'περιοχή των ματιών',
  face: 'πρόσωπο',
  body: 'σώμα',
  hair: 'μαλλιά',
  byDoctor: 'γιατρός',
  trainedStaff: 'εκπαιδευμένο προσωπικό',
  hyaluronic: 'υαλουρονικό οξύ',
  vitaminC: 'βιταμίνη C',
  retinol: 'ρετινόλη',
  niacinamide: 'νιασιναμίδη',
  peptides: 'πεπτίδια',
  collagen: 'κολλαγόνο',
  glycolic: 'γλυκολικό οξύ',
  salicylic: 'σαλικυλικό οξύ',
  botulinum: 'αλλαντική τοξίνη',
  hairRemoval: 'αποτρίχωση',
  hydration: 'ενυδάτωση',
  sunProtection: 'δείκτης αντηλιακής προστασίας',
  sensitive: 'και για ευαίσθητες επιδερμίδες',
  oily: 'για επιδερμίδες με τάση λιπαρότητας',
  lightTexture: 'ελαφριά υφή',
  fragranceFree: 'χωρίς άρωμα',
  sessions: 'σε συνεδρίες',
  homeUse: 'χρήση στο σπίτι',
  daily: 'καθημερινή χρήση',
  led: 'φως LED',
};

/** Each kind as the portal names it. */
export const KIND_LABELS: Record<ProductKind, string> = {
  treatment: 'Θεραπεία στο ιατρείο',
  'device-treatment': 'Θεραπεία με μηχάνημα',
  device: 'Συσκευή για το σπίτι',
  cosmetic: 'Προϊόν περιποίησης',
  consultation: 'Εκτίμηση ή συμβουλευτική',
  medicine: 'Φάρμακο (εμπορική ονομασία)',
};
