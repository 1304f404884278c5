/**
 * The shape of one row of the knowledge table (knowledge.ts assembles the groups: procedures, visits,
 * conditions, actives) and the names of the sources its rows were read in.
 */
import type { ProductKind } from '../product-facts.ts';
import type { Property } from '../product-sheet.ts';

export type KnownThing = {
  id: string;
  /** Read on the plain (lower case, unaccented) name, category and description. */
  named: RegExp;
  /**
   * Read on the plain name and category alone: a condition is what a product is for when they name it,
   * not when its description lists it among others («για εκζέμα, σπίλους, μυρμηγκιές…»).
   */
  inTitle?: true;
  /** Only for these kinds of product (a filler is not a cream with hyaluronic acid). */
  kinds?: readonly ProductKind[];
  /** Only for a product whose sheet holds this property (a sunscreen's filters need its sun protection). */
  needs?: Property;
  /** Its own hashtag, the one people search for the treatment or active (first among the post's). */
  tag: string;
  /** What it is and how it works. */
  about: readonly string[];
  /** What to do after it or while using it: said in an aftercare post or as advice. */
  after: readonly string[];
  /**
   * Its «after» is care day to day (a condition's: cotton socks, a short lukewarm bath), not for the days
   * after a session: said as advice, never under an aftercare heading.
   */
  dailyCare?: true;
  /**
   * What is said only of a product a person uses at home (a cream with the active, not a peel with it at
   * the clinic): how often, how to start, what the package says.
   */
  atHome?: { about?: readonly string[]; after?: readonly string[] };
  /** Myths about it and their truths («Μύθος: …\nΑλήθεια: …»), said in a post of myths before general ones. */
  myths?: readonly string[];
  /** Not said of a product whose texts name this too (a mole mapping is not a general dermatology visit). */
  unless?: RegExp;
};

/** Where each thing's sentences were read, by the thing's id. */
export type Sources = Readonly<Record<string, readonly string[]>>;

/** Done to a person at the clinic, by hand or with a device. */
export const TREATED: readonly ProductKind[] = ['treatment', 'device-treatment'];

export const AAD = 'American Academy of Dermatology';
export const BAD = 'British Association of Dermatologists';
export const DERMNET = 'DermNet (https://dermnetnz.org/topics/)';
export const NHS = 'NHS (https://www.nhs.uk/conditions/)';
